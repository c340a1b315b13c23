#!/usr/bin/env node
// `npm run demo`: build the demo folder, then serve it alone on http://localhost:3000
// (SHELL_PORT overrides). No API and no remote server run: the page answers the API itself.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from './lib/apps.mjs';
import { createStaticServer } from './lib/staticServer.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const built = spawnSync(process.execPath, [path.join(here, 'build-demo.mjs')], { stdio: 'inherit', env: process.env });
if (built.status !== 0) process.exit(built.status ?? 1);

const root = path.resolve(process.env.DEMO_DIST || path.join(REPO_ROOT, 'demo-dist'));
const port = Number(process.env.SHELL_PORT || 3000);
const server = createStaticServer({ root, spa: true, log: (line) => console.error(`demo: ${line}`) });
server.on('error', (error) => {
  console.error(`demo: cannot listen on port ${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, () => console.log(`demo: serving ${path.relative(REPO_ROOT, root) || root} on http://localhost:${port} (no API needed)`));
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
