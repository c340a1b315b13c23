#!/usr/bin/env node
// `npm run start:cluster`: the site on several API replicas behind a load balancer, on this machine.
// Builds what changed (like `npm start`; `--no-build` skips it), starts a throwaway PostgreSQL
// (api/test/pg-ci.sh), REPLICAS API processes (default 3) on free loopback ports with their file
// bytes in the database, HAProxy (Debian's package) on API_PORT (4000) with health checks on
// /api/health, then the shell and the remotes pointing at HAProxy. A replica, HAProxy or app server
// that exits on its own is restarted after a back-off, saying so (superviseService). Ctrl-C stops
// everything it started (by pid) and removes the database.
import { APPS, portOf } from './lib/apps.mjs';
import { buildChanged } from './lib/build.mjs';
import { clusterUnavailable, startCluster } from './lib/cluster.mjs';
import { stopServices, superviseService, waitForHttp } from './lib/processes.mjs';

const why = clusterUnavailable();
if (why) {
  console.error(`start:cluster: ${why}`);
  process.exit(1);
}
const replicas = Number(process.env.REPLICAS || 3);
if (!Number.isInteger(replicas) || replicas < 1) {
  console.error('start:cluster: REPLICAS must be a whole number ≥ 1');
  process.exit(2);
}
if (!process.argv.includes('--no-build') && !buildChanged()) {
  console.error('start:cluster: a build failed; nothing was started');
  process.exit(1);
}

let cluster = null;
let apps = [];
let stopping = false;
async function stop(signal, code = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`\nstart:cluster: ${signal}, stopping …`);
  await stopServices(apps);
  await cluster?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  // HAProxy routes around a replica while it is down and back to it once its health check passes.
  cluster = await startCluster({ replicas, port: portOf('api'), supervise: true });
  if (stopping) process.exit(0);
  // The shell proxies /api and /storage to HAProxy (API_PORT), which balances over the replicas.
  apps = Object.keys(APPS).map((app) =>
    superviseService(app, process.execPath, [new URL('./serve.mjs', import.meta.url).pathname, app], { env: { API_PORT: String(cluster.port) } }),
  );
  await Promise.all(Object.keys(APPS).map((app) => waitForHttp(`http://127.0.0.1:${portOf(app)}/`)));
  console.log(
    [
      '',
      `  Site:           http://localhost:${portOf('shell')}   (admin: http://localhost:${portOf('shell')}/admin/login)`,
      `  API (HAProxy):  http://localhost:${cluster.port}/api   → ${cluster.replicas.map((r) => `${r.name} :${r.port}`).join(', ')}`,
      `  PostgreSQL:     ${cluster.databaseUrl}   (throwaway: removed at Ctrl-C)`,
      '',
      '  Ready. Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
} catch (error) {
  console.error(`start:cluster: ${error.message}`);
  await stop('error', 1);
}
