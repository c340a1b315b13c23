// The built API carries its own compiled copy of the catalogue core: Node runs JavaScript, and
// the workspace package is TypeScript source (which the bundlers and jest compile themselves).
// It goes to dist/node_modules/@mfe/catalogue-core, which Node finds first from dist/*.js.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const apiDir = path.resolve(import.meta.dirname, '..');
const coreDir = path.dirname(require.resolve('@mfe/catalogue-core/package.json'));
const outDir = path.join(apiDir, 'dist/node_modules/@mfe/catalogue-core');

fs.rmSync(outDir, { recursive: true, force: true });
const tsc = spawnSync(
  process.execPath,
  [require.resolve('typescript/bin/tsc'), '-p', path.join(coreDir, 'tsconfig.build.json'), '--outDir', outDir],
  {
    stdio: 'inherit',
  },
);
if (tsc.status !== 0) process.exit(tsc.status ?? 1);
const { name, version } = JSON.parse(fs.readFileSync(path.join(coreDir, 'package.json'), 'utf8'));
fs.writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify({ name, version, private: true, main: 'index.js' }, null, 2)}\n`);
// Its dependencies as the workspace package resolves them (another zod major may be hoisted to the root).
const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(coreDir, 'package.json'), 'utf8'));
for (const dependency of Object.keys(dependencies)) {
  const target = path.dirname(require.resolve(`${dependency}/package.json`, { paths: [coreDir] }));
  const link = path.join(outDir, 'node_modules', dependency);
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.symlinkSync(path.relative(path.dirname(link), target), link, 'dir');
}
