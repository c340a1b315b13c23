#!/usr/bin/env node
// `npm start`: builds what changed (production mode), then runs the API and serves the three apps.
// Ports: SHELL_PORT (3000), PUBLIC_REMOTE_PORT (3001), ADMIN_REMOTE_PORT (3002), API_PORT (4000).
// DATA_DIR (default <repo>/data) holds the embedded database and uploaded files. Ctrl-C stops all.
// `--no-build` serves the existing builds as they are. A server that exits on its own (a request that
// crashed it, a kill) is restarted after a back-off, saying so (superviseService).
import path from 'node:path';
import { APPS, REPO_ROOT, portOf } from './lib/apps.mjs';
import { buildChanged } from './lib/build.mjs';
import { stopServices, superviseService, waitForHttp } from './lib/processes.mjs';

if (!process.argv.includes('--no-build') && !buildChanged()) {
  console.error('start: a build failed; nothing was started');
  process.exit(1);
}

const dataDir = path.resolve(process.env.DATA_DIR || path.join(REPO_ROOT, 'data'));
const services = [
  superviseService('api', process.execPath, [path.join(REPO_ROOT, 'api/dist/server.js')], {
    cwd: path.join(REPO_ROOT, 'api'),
    // The shell's proxy (on this host) sets X-Forwarded-For to the visitor's address.
    env: { DATA_DIR: dataDir, API_PORT: String(portOf('api')), TRUST_PROXY: process.env.TRUST_PROXY || '127.0.0.1' },
  }),
  ...Object.keys(APPS).map((app) => superviseService(app, process.execPath, [path.join(REPO_ROOT, 'scripts/serve.mjs'), app])),
];

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\nstart: ${signal}, stopping ${services.length} servers …`);
  await stopServices(services);
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${portOf('api')}/api/health`),
    ...Object.keys(APPS).map((app) => waitForHttp(`http://127.0.0.1:${portOf(app)}/`)),
  ]);
  console.log(
    [
      '',
      `  Site:           http://localhost:${portOf('shell')}   (admin: http://localhost:${portOf('shell')}/admin/login)`,
      `  public-remote:  http://localhost:${portOf('public-remote')}/remoteEntry.js`,
      `  admin-remote:   http://localhost:${portOf('admin-remote')}/remoteEntry.js`,
      `  API:            http://localhost:${portOf('api')}/api   (data in ${dataDir})`,
      '',
      '  Ready. Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
} catch (error) {
  if (!stopping) console.error(`start: ${error.message}`);
}
