// Run drizzle-kit so that it finds this workspace's drizzle-orm (installed in api/node_modules,
// while drizzle-kit is hoisted to the root): link it beside drizzle-orm and preserve symlinks.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const api = path.resolve(__dirname, '..');
const link = path.join(api, 'node_modules', 'drizzle-kit');
if (!fs.existsSync(link)) {
  let target = null;
  for (let dir = path.dirname(api); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', 'drizzle-kit');
    if (fs.existsSync(path.join(candidate, 'bin.cjs'))) {
      target = candidate;
      break;
    }
    if (path.dirname(dir) === dir) throw new Error('drizzle-kit is not installed');
  }
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.rmSync(link, { force: true }); // a dangling link
  fs.symlinkSync(path.relative(path.dirname(link), target), link, 'dir');
}
const r = spawnSync(process.execPath, ['--preserve-symlinks', '--preserve-symlinks-main', path.join(link, 'bin.cjs'), ...process.argv.slice(2)], {
  cwd: api,
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
