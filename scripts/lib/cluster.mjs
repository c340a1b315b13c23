// A local API cluster: a throwaway PostgreSQL (api/test/pg-ci.sh), N API replicas on their own
// loopback ports (one database, file bytes in it), and HAProxy in front of them with health checks.
// Used by `npm run start:cluster`, its test (cluster.test.mjs) and the API bench (--cluster).
// Every process is started here and stopped by its pid; the database folder is removed at stop.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './apps.mjs';
import { findHaproxy, findPgBin } from './binaries.mjs';
import { startPgCi, stopPgCi } from './pgCi.mjs';
import { freePort, startService, stopServices, superviseService } from './processes.mjs';

/** Why a cluster cannot start here (a missing binary and how to install it), or null. */
export function clusterUnavailable() {
  const missing = [];
  if (!findHaproxy()) missing.push('haproxy');
  if (!findPgBin()) missing.push('postgresql');
  if (!missing.length) return null;
  return `${missing.join(' and ')} not installed (Debian: apt-get install -y ${missing.join(' ')})`;
}

export { freePort }; // api/bench/cluster.ts takes it from here

/** Resolves when `url` answers 200 (rejects after timeoutMs, or when `alive()` says the process is gone). */
export async function waitFor200(url, { timeoutMs = 120_000, alive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive()) throw new Error(`${url}: the process exited`);
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await r.arrayBuffer();
      if (r.status === 200) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** HAProxy's configuration: round robin over the replicas, health checks on /api/health. */
export function haproxyConfig({ port, host = '127.0.0.1', replicas, checkIntervalMs = 1000, onePort = 0 }) {
  return `# written by scripts/lib/cluster.mjs
global
  maxconn 4096

defaults
  mode http
  option forwardfor
  option redispatch 1
  retries 3
  timeout connect 2s
  timeout http-request 20s
  timeout client 130s
  timeout server 130s
  timeout queue 10s

frontend api
  bind ${host}:${port}
  default_backend replicas

backend replicas
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  http-response set-header X-Replica %s
  default-server check inter ${checkIntervalMs} fastinter 250 downinter 500 fall 2 rise 2
${replicas.map((r) => `  server ${r.name} 127.0.0.1:${r.port}`).join('\n')}
${
  onePort
    ? `
# the same, on the first replica only (the bench's 1-replica figures)
frontend api_one
  bind ${host}:${onePort}
  default_backend one

backend one
  option httpchk GET /api/health
  http-check expect status 200
  http-response set-header X-Replica %s
  server ${replicas[0].name} 127.0.0.1:${replicas[0].port} check inter ${checkIntervalMs}
`
    : ''
}`;
}

/**
 * Start the cluster. Options:
 *  - replicas (3), port (HAProxy's, a free one if not given)
 *  - server: 'dist' (node api/dist/server.js, the default) or 'src' (tsx api/src/server.ts)
 *  - env: extra environment of every replica; quiet: no output of the children
 *  - databaseUrl: an existing PostgreSQL database instead of a throwaway one
 *  - beforeReplicas(databaseUrl): run after the database is up, before the replicas start (seeding)
 *  - onePort: HAProxy also listens there, balancing over the first replica only (bench)
 *  - supervise: restart a replica or HAProxy that exits (superviseService; `npm run start:cluster`).
 *    Off for the test and the bench, whose kill -9 of a replica must stay killed.
 */
export async function startCluster(options = {}) {
  const replicasWanted = options.replicas ?? 3;
  const quiet = options.quiet ?? false;
  const say = (line) => {
    if (!quiet) console.log(`[cluster]       ${line}`);
  };
  // A replica killed at stop gets 8 s to finish its requests.
  const start = (name, command, args, startOptions) =>
    (options.supervise ? superviseService : startService)(name, command, args, { quiet, graceMs: 8000, ...startOptions });
  const why = clusterUnavailable();
  if (why && !options.databaseUrl) throw new Error(`cluster: ${why}`);
  if (!findHaproxy()) throw new Error('cluster: haproxy is not installed (Debian: apt-get install -y haproxy)');

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'api-cluster-'));
  const cluster = {
    work,
    url: '',
    port: 0,
    databaseUrl: options.databaseUrl ?? '',
    pgDir: null,
    replicas: [],
    haproxy: null,
    stopped: false,
    /** kill -9 one replica (by index). */
    kill(i, signal = 'SIGKILL') {
      cluster.replicas[i].child.kill(signal);
    },
    async stop() {
      if (cluster.stopped) return;
      cluster.stopped = true;
      const services = [cluster.haproxy, ...cluster.replicas].filter(Boolean);
      await stopServices(services);
      if (cluster.pgDir) stopPgCi(cluster.pgDir);
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
  try {
    if (!cluster.databaseUrl) {
      const t = Date.now();
      const pg = startPgCi();
      cluster.pgDir = pg.dir;
      cluster.databaseUrl = pg.url;
      say(`PostgreSQL at ${cluster.databaseUrl} (${cluster.pgDir}) in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
    if (options.beforeReplicas) await options.beforeReplicas(cluster.databaseUrl);

    // One process per replica (tsx's cli would put a parent in front of the server, and a kill -9 of
    // that parent leaves the server running): tsx is loaded into the server's own process.
    const serverArgs =
      options.server === 'src' ? ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/server.ts')] : [path.join(REPO_ROOT, 'api/dist/server.js')];
    for (let i = 0; i < replicasWanted; i++) {
      const name = `api${i + 1}`;
      const port = await freePort();
      const dir = path.join(work, name);
      const service = start(name, process.execPath, serverArgs, {
        cwd: path.join(REPO_ROOT, 'api'),
        env: {
          NODE_OPTIONS: '',
          LOG_LEVEL: 'warn',
          ...options.env,
          DATABASE_URL: cluster.databaseUrl,
          STORAGE: 'database',
          DATA_DIR: dir, // only this replica's temp files: the bytes are in the database
          API_PORT: String(port),
          HOST: '127.0.0.1',
          // HAProxy (and the shell's server behind it) on this host: their X-Forwarded-For is believed.
          TRUST_PROXY: options.env?.TRUST_PROXY ?? '127.0.0.1',
        },
      });
      // The service itself (its child is the current process when supervised), with where it listens.
      cluster.replicas.push(Object.assign(service, { port, url: `http://127.0.0.1:${port}` }));
    }
    const t = Date.now();
    await Promise.all(cluster.replicas.map((r) => waitFor200(`${r.url}/api/health`, { alive: r.alive })));
    say(`${replicasWanted} API replicas healthy in ${((Date.now() - t) / 1000).toFixed(1)} s: ${cluster.replicas.map((r) => r.port).join(', ')}`);

    cluster.port = options.port ?? (await freePort());
    cluster.url = `http://127.0.0.1:${cluster.port}`;
    const cfg = path.join(work, 'haproxy.cfg');
    cluster.onePort = options.onePort ?? 0;
    fs.writeFileSync(cfg, haproxyConfig({ port: cluster.port, replicas: cluster.replicas, onePort: cluster.onePort }));
    cluster.haproxy = start('haproxy', findHaproxy(), ['-db', '-f', cfg]);
    await waitFor200(`${cluster.url}/api/health`, { timeoutMs: 20_000, alive: cluster.haproxy.alive });
    say(`HAProxy on ${cluster.url} (config ${cfg})`);
    return cluster;
  } catch (e) {
    await cluster.stop();
    throw e;
  }
}
