#!/usr/bin/env node
// `npm run demo`: build the demo folder, then serve it alone on http://localhost:3000
// (SHELL_PORT or --port override; --port 0 picks a free one). No API and no remote server run:
// the page answers the API itself. --skip-build serves the folder as it is (the e2e suite).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from './lib/apps.mjs';
import { createRequire } from 'node:module';

const { values } = parseArgs({ options: { port: { type: 'string' }, 'skip-build': { type: 'boolean' } } });
const here = path.dirname(fileURLToPath(import.meta.url));
if (!values['skip-build']) {
  const built = spawnSync(process.execPath, [path.join(here, 'build-demo.mjs')], { stdio: 'inherit', env: process.env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const { createStaticSite } = createRequire(import.meta.url)('@mfe/server-kit');
const root = path.resolve(process.env.DEMO_DIST || path.join(REPO_ROOT, 'demo-dist'));
const port = Number(values.port ?? (process.env.SHELL_PORT || 3000));
// Deep links without a prerendered page (admin routes) get 404.html, the client-rendered page.
const server = await createStaticSite({ root, spaPage: '404.html', log: (line) => console.error(`demo: ${line}`) });
try {
  await server.listen({ port, host: process.env.HOST || '::' });
} catch (error) {
  console.error(`demo: cannot listen on port ${port}: ${error.message}`);
  process.exit(1);
}
console.log(`demo: serving ${path.relative(REPO_ROOT, root) || root} on http://localhost:${server.server.address().port} (no API needed)`);
const stop = () => {
  server.server.closeAllConnections?.();
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
