// The cluster part of `npm run bench -w api -- --cluster` (or --cluster-only): a throwaway
// PostgreSQL seeded with N products, 3 replicas behind HAProxy (scripts/lib/cluster.mjs), with a
// second HAProxy frontend on the first replica only. Measures, each for --duration s:
//  - public reads through HAProxy with 1 and with 3 replicas: uncached (a manufacture-type list
//    search never asked before: misses the read cache, SQL on PostgreSQL) and cached (vendor
//    detail), with the CPU the replicas, PostgreSQL and HAProxy used (cores = CPU s / wall s);
//  - the admin product list (random pages 1..200) at --connections through HAProxy, p99;
//  - login guesses: one address (127.0.0.2, not a trusted proxy) sending a new X-Forwarded-For,
//    X-Real-IP and Forwarded each time, against one account, then with a new e-mail each time.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { adminToken, benchAdmin } from './adminToken';

interface ClusterReplica {
  name: string;
  port: number;
  url: string;
  child: { pid?: number };
}
interface Cluster {
  url: string;
  onePort: number;
  databaseUrl: string;
  pgDir: string | null;
  replicas: ClusterReplica[];
  haproxy: { child: { pid?: number } };
  stop(): Promise<void>;
}

const root = path.resolve(__dirname, '..');
const repo = path.resolve(root, '..');
const TICK = 100; // clock ticks per second (Linux USER_HZ)

/** CPU seconds (user + system) of these pids, from /proc. */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const rest = f.slice(f.lastIndexOf(')') + 2).split(' ');
      ticks += Number(rest[11]) + Number(rest[12]); // utime, stime (fields 14, 15)
    } catch {
      /* gone */
    }
  }
  return ticks / TICK;
}

/**
 * PostgreSQL's CPU seconds: the postmaster, its live children (backends come and go with the
 * replicas' pools) and the children it has reaped (its cutime / cstime).
 */
function postgresSeconds(pgDir: string | null): number {
  if (!pgDir) return 0;
  const master = Number(fs.readFileSync(path.join(pgDir, 'data/postmaster.pid'), 'utf8').split('\n')[0]);
  let ticks = 0;
  try {
    const f = fs.readFileSync(`/proc/${master}/stat`, 'utf8');
    const rest = f.slice(f.lastIndexOf(')') + 2).split(' ');
    ticks += Number(rest[13]) + Number(rest[14]); // cutime, cstime (fields 16, 17)
  } catch {
    return 0;
  }
  const pids = [master];
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const f = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      if (Number(f.slice(f.lastIndexOf(')') + 2).split(' ')[1]) === master) pids.push(Number(d));
    } catch {
      /* gone */
    }
  }
  return ticks / TICK + cpuSeconds(pids);
}

/** The whole machine's busy CPU seconds (all cores), from /proc/stat. */
function machineBusySeconds(): number {
  const [, ...v] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = v.map(Number);
  return (n.reduce((a, b) => a + b, 0) - n[3]! - (n[4] ?? 0)) / TICK;
}

interface Measured {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  cores: { replicas: number; postgres: number; haproxy: number; machine: number };
}

export async function clusterBench(o: { products: number; duration: number; connections: number }): Promise<void> {
  const mod = (await import(pathToFileURL(path.join(repo, 'scripts/lib/cluster.mjs')).href)) as {
    clusterUnavailable(): string | null;
    freePort(): Promise<number>;
    startCluster(opts: Record<string, unknown>): Promise<Cluster>;
  };
  const why = mod.clusterUnavailable();
  if (why) {
    console.log(`\ncluster bench skipped: ${why}`);
    return;
  }
  const t0 = Date.now();
  const seedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-cluster-'));
  const cluster = await mod.startCluster({
    replicas: 3,
    server: 'src',
    quiet: true,
    onePort: await mod.freePort(),
    env: { LOG_LEVEL: 'warn' },
    beforeReplicas: (databaseUrl: string) => {
      console.log(`\ncluster: seeding ${o.products} products into PostgreSQL ...`);
      const t = Date.now();
      const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'src/seedCli.ts'), '--products', String(o.products)], {
        cwd: root,
        env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: databaseUrl, STORAGE: 'database', DATA_DIR: seedDir },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      if (r.status !== 0) throw new Error('seeding PostgreSQL failed');
      console.log(`cluster: seeded in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    },
  });
  try {
    console.log(
      `cluster: 3 replicas behind HAProxy ${cluster.url} (1-replica frontend :${cluster.onePort}), ready after ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    const lb3 = cluster.url;
    const lb1 = `http://127.0.0.1:${cluster.onePort}`;
    const replicaPids = cluster.replicas.map((r) => r.child.pid!);
    const haPid = cluster.haproxy.child.pid!;

    const measure = async (name: string, opts: autocannon.Options, pids = replicaPids): Promise<Measured> => {
      const before = { r: cpuSeconds(pids), p: postgresSeconds(cluster.pgDir), h: cpuSeconds([haPid]), m: machineBusySeconds(), t: Date.now() };
      const r = await autocannon({ connections: o.connections, duration: o.duration, ...opts });
      const wall = (Date.now() - before.t) / 1000;
      return {
        name,
        rps: r.requests.average,
        p99: r.latency.p99,
        errors: r.non2xx + r.errors + r.timeouts,
        cores: {
          replicas: (cpuSeconds(pids) - before.r) / wall,
          postgres: (postgresSeconds(cluster.pgDir) - before.p) / wall,
          haproxy: (cpuSeconds([haPid]) - before.h) / wall,
          machine: (machineBusySeconds() - before.m) / wall,
        },
      };
    };
    let n = 0;
    const letters = (i: number) => {
      let s = '';
      do {
        s += String.fromCharCode(97 + (i % 26));
        i = Math.floor(i / 26);
      } while (i > 0);
      return s;
    };
    const uncached = (base: string): autocannon.Options => ({
      url: `${base}/api/manufacture-type`,
      requests: [{ setupRequest: (req) => ({ ...req, path: `/api/manufacture-type?search=${letters(n++)}` }) }],
    });
    const cached = (base: string): autocannon.Options => ({ url: `${base}/api/vendor/detail/1` });

    // warm-up: every replica compiles its routes and fills its caches
    await autocannon({ url: `${lb3}/api/vendor/detail/1`, connections: 10, duration: 2 });
    await autocannon({ ...uncached(lb3), connections: 10, duration: 2 });

    const rows: Measured[] = [];
    rows.push(await measure('public uncached (list search), 1 replica', uncached(lb1), [replicaPids[0]!]));
    rows.push(await measure('public uncached (list search), 3 replicas', uncached(lb3)));
    rows.push(await measure('public cached (vendor detail), 1 replica', cached(lb1), [replicaPids[0]!]));
    rows.push(await measure('public cached (vendor detail), 3 replicas', cached(lb3)));

    const token = await adminToken(lb3);
    let page = 0;
    const listPath = (p: number) => `/api/product?page=${p}&items_per_page=15`;
    const list = await measure('admin product list, pages 1..200, 3 replicas', {
      url: lb3 + listPath(1),
      headers: { authorization: `Bearer ${token}` },
      requests: [
        {
          setupRequest: (req) => {
            page = (page * 7 + 13) % 200;
            return { ...req, path: listPath(page + 1) };
          },
        },
      ],
    });
    rows.push(list);

    const fmt = (r: Measured) =>
      `${r.name.padEnd(48)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${String(r.p99).padStart(4)} ms  CPU cores: replicas ${r.cores.replicas.toFixed(2)}, postgres ${r.cores.postgres.toFixed(2)}, haproxy ${r.cores.haproxy.toFixed(2)}, machine ${r.cores.machine.toFixed(2)} of ${os.cpus().length}${r.errors ? `  errors/non-2xx ${r.errors}` : ''}`;
    console.log(
      `\ncluster: ${o.products} products, PostgreSQL, HAProxy, ${o.connections} connections, ${o.duration} s each (autocannon runs in this process, on the same cores)\n`,
    );
    for (const r of rows) console.log(fmt(r));
    console.log(`admin product list p99 through HAProxy: ${list.p99} ms (goal ≤ 150 ms at 20 connections)`);

    await loginGuesses(lb3, o.duration);
    console.log(`\ncluster bench: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  } finally {
    await cluster.stop();
    fs.rmSync(seedDir, { recursive: true, force: true });
  }
}

/** One login attempt from `from` (127.0.0.x, not a trusted proxy), with forged forwarding headers. */
function attempt(base: string, from: string, email: string, i: number): Promise<number> {
  const u = new URL(`${base}/api/login`);
  const body = JSON.stringify({ email, password: `guess-${i}` });
  const forged = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': forged,
          'x-real-ip': forged,
          forwarded: `for=${forged}`,
          'true-client-ip': forged,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/** Guesses checked (answered 401, not 429) per minute, for one account and from one address. */
async function loginGuesses(base: string, seconds: number): Promise<void> {
  const limit = Number(process.env.LOGIN_ADDRESS_MAX || 10);
  const windowS = Number(process.env.LOGIN_WINDOW_S || 900);
  const run = async (label: string, from: string, email: (i: number) => string) => {
    const until = Date.now() + seconds * 1000;
    const counts: Record<number, number> = {};
    let i = 0;
    // 4 at a time, as an attacker would
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (Date.now() < until) {
          const s = await attempt(base, from, email(i), i++);
          counts[s] = (counts[s] ?? 0) + 1;
        }
      }),
    );
    const checked = counts[401] ?? 0;
    const perMinute = (checked * 60) / seconds;
    console.log(
      `login from ${from}, ${label}: ${i} attempts in ${seconds} s, ${checked} passwords checked (${perMinute.toFixed(0)}/min in this burst), answers ${JSON.stringify(counts)}`,
    );
    return checked;
  };
  console.log(`\nlogin guesses from one address with a forged X-Forwarded-For / X-Real-IP / Forwarded each time, through HAProxy, 3 replicas:`);
  const a = await run('one account (admin)', '127.0.0.2', () => benchAdmin().email);
  const b = await run('a new e-mail each time', '127.0.0.3', (i) => `nobody-${i}@example.com`);
  console.log(
    `configured limit: ${limit} failed logins per address per ${windowS} s (shared by every replica: rows in PostgreSQL); ` +
      `guesses checked: ${a} for one account, ${b} with new e-mails — ${a <= limit && b <= limit ? 'within' : 'OVER'} the limit ` +
      `(a whole window allows at most ${((limit * 60) / windowS).toFixed(2)}/min on average)`,
  );
}
