// Issue 23's figures for the history (npm run bench -w api -- --history), on the catalogue the bench seeded:
//   (a) the cost of recording on a write: POST /api/product/update/{id} (a description change) under
//       load, with the history recorded as always, then on a server whose writes are not recorded
//       (./historyServer.ts --without-history): both rows, and their ratio;
//   (b) the history at 100,000 entries (--entries; inserted in batches, each a product's description change as
//       a save records it, dated over the last 360 days): the table's size on disk with its indexes
//       and per entry, a record's History tab and the Activity list's pages (p50/p99 over a few
//       hundred calls, one at a time), and the retention's delete of the older half (50,000
//       entries, deleteOldHistory as the housekeeping runs it, at 180 days).
// Figures only; nothing is asserted.
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { changedFields, ENTITIES, historyValues, type HistoryValues } from '@mfe/catalogue-core';
import { configFromEnv } from '../src/config';
import { openDatabase, schema, type Database } from '../src/db';
import { acquireLock } from '../src/lib/lock';
import { deleteOldHistory } from '../src/store/sqlHistory';
import { adminToken } from './adminToken';
import { freePort, stopServer, waitHealthy } from './serverProcess';

const BATCH = 1000;
/** The products the updates go round (each update changes its description again). */
const UPDATED_PRODUCTS = 200;
const CALLS = 300;
const tsxCli = require.resolve('tsx/cli');

export interface HistoryBenchOptions {
  /** The seeded server's environment (DATA_DIR, LOG_LEVEL). */
  env: NodeJS.ProcessEnv;
  connections: number;
  duration: number;
  /** The history's size measured (--entries; 100,000). */
  entries: number;
}

interface Served {
  base: string;
  auth: Record<string, string>;
  child: ChildProcess;
}

async function serve(env: NodeJS.ProcessEnv, withoutHistory: boolean): Promise<Served> {
  // One server at a time: API_PORT, as the other benches' server, else any free port.
  const port = Number(env.API_PORT) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const args = [tsxCli, path.join(__dirname, 'historyServer.ts'), ...(withoutHistory ? ['--without-history'] : [])];
  const child = spawn(process.execPath, args, {
    env: { ...env, API_PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitHealthy(base, child);
    return { base, auth: { authorization: `Bearer ${await adminToken(base)}` }, child };
  } catch (e) {
    await stopServer(child);
    throw e;
  }
}

/** The bench's own hold on the data folder while no server runs (PGlite: one process at a time). */
async function withDatabase<T>(env: NodeJS.ProcessEnv, work: (d: Database) => Promise<T>): Promise<T> {
  const cfg = configFromEnv(env);
  const release = acquireLock(cfg.dataDir);
  const d = await openDatabase({ pgliteDir: cfg.pgliteDir });
  try {
    return await work(d);
  } finally {
    await d.close();
    release();
  }
}

const getJson = async <T>(url: string, headers: Record<string, string>): Promise<T> => {
  const r = await fetch(url, { headers });
  if (!r.ok) throw new Error(`${url} answered ${r.status}`);
  return (await r.json()) as T;
};

const PRODUCT_FIELDS = Object.keys(ENTITIES.mt_product).filter((f) => f !== 'position');

/** The saved fields of the first products: what each update sends back with a new description. */
async function productsToUpdate(s: Served): Promise<Array<{ id: number; fields: Record<string, unknown> }>> {
  const list = await getJson<{ data: { data: Array<{ id: number }> } }>(`${s.base}/api/product?page=1&items_per_page=${UPDATED_PRODUCTS}`, s.auth);
  return Promise.all(
    list.data.data.map(async ({ id }) => {
      const detail = await getJson<{ data: Record<string, unknown> }>(`${s.base}/api/product/detail/${id}`, s.auth);
      return { id, fields: Object.fromEntries(PRODUCT_FIELDS.map((f) => [f, detail.data[f] ?? null])) };
    }),
  );
}

interface UpdateRow {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

/** Description changes round the products under load; every request changes one (a new text each time). */
async function updateLoad(s: Served, o: HistoryBenchOptions, name: string, duration = o.duration): Promise<UpdateRow> {
  const products = await productsToUpdate(s);
  let k = 0;
  const r = await autocannon({
    url: s.base,
    connections: o.connections,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const { id, fields } = products[k % products.length]!;
          const description = `${String(fields.description ?? '')} Revision ${++k}.`.slice(-1000);
          return {
            ...req,
            path: `/api/product/update/${id}`,
            headers: { ...s.auth, 'content-type': 'application/json' },
            body: JSON.stringify({ ...fields, description }),
          };
        },
      },
    ],
  });
  return {
    name,
    requests: r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.non2xx + r.errors + r.timeouts,
  };
}

/** How many entries the history holds, and the fields its newest page changed (a check that an update changes its description only). */
async function recordedSoFar(s: Served): Promise<{ total: number; fields: string }> {
  type Page = { data: { total: number; data: Array<{ changes: Array<{ field: string }> }> } };
  const page = await getJson<Page>(`${s.base}/api/activity?page=1`, s.auth);
  const fields = new Set(page.data.data.flatMap((entry) => entry.changes.map((c) => c.field)));
  return { total: page.data.total, fields: [...fields].join(', ') || 'none' };
}

/** (a) The update with and without its recording. */
async function recordingCost(o: HistoryBenchOptions): Promise<void> {
  const rows: UpdateRow[] = [];
  const recorded: string[] = [];
  for (const withoutHistory of [false, true]) {
    const s = await serve(o.env, withoutHistory);
    try {
      await updateLoad(s, o, 'warm-up', 3);
      const before = await recordedSoFar(s);
      rows.push(await updateLoad(s, o, `POST /api/product/update/{id} ${withoutHistory ? 'without the history' : 'recorded (as always)'}`));
      const after = await recordedSoFar(s);
      recorded.push(`${after.total - before.total} entries recorded${after.total > before.total ? ` (fields: ${after.fields})` : ''}`);
    } finally {
      await stopServer(s.child);
    }
  }
  const [withIt, without] = rows as [UpdateRow, UpdateRow];
  console.log(
    `\nhistory (issue 23): a description change, ${o.connections} connections, ${o.duration} s each; load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  for (const [i, r] of rows.entries())
    console.log(
      `${r.name.padEnd(58)} ${String(r.requests).padStart(6)} requests ${r.rps.toFixed(0).padStart(5)} req/s   p50 ${String(r.p50).padStart(5)} ms   p99 ${String(r.p99).padStart(5)} ms   ${recorded[i]}${r.failed ? `   non-2xx/errors ${r.failed}` : ''}`,
    );
  const ratio = (a: number, b: number) => (a / Math.max(1, b)).toFixed(2);
  console.log(
    `recorded / unrecorded: p50 ${ratio(withIt.p50, without.p50)}x   p99 ${ratio(withIt.p99, without.p99)}x   req/s ${ratio(withIt.rps, without.rps)}x`,
  );
}

/** (b) Entries up to `entries`, each a product's description change as a save records it, dated over the last 360 days. */
async function fillHistory(d: Database, entries: number): Promise<{ added: number; productIds: number[] }> {
  const [{ n: had }] = await d.query<{ n: number }>('SELECT count(*)::int AS n FROM activity');
  const [admin] = await d.query<{ id: number; name: string }>('SELECT id, name FROM users ORDER BY id LIMIT 1');
  const actor = { member: admin ? { id: admin.id, email: '', name: admin.name, role: 'admin' as const } : null, address: '127.0.0.1' };
  const products = await d.query<{ id: number; name: string; description: string | null }>(
    'SELECT id, name, description FROM mt_product ORDER BY id LIMIT $1',
    [entries],
  );
  const now = Date.now();
  const dayMs = 86_400_000;
  for (let start = 0; start < entries - had; start += BATCH) {
    const batch: Array<HistoryValues & { at: Date }> = [];
    for (let i = start; i < Math.min(start + BATCH, entries - had); i++) {
      const p = products[i % products.length]!;
      const changes = changedFields({ description: p.description }, { description: `${p.description ?? ''} Revised ${i}.` });
      const note = { action: 'update' as const, module_type: 'mt_product' as const, module_id: p.id, label: p.name, changes };
      batch.push({ ...historyValues(actor, note), at: new Date(now - ((entries - i) / entries) * 360 * dayMs) });
    }
    await d.db.insert(schema.activity).values(batch);
  }
  return { added: Math.max(0, entries - had), productIds: products.map((p) => p.id) };
}

function pct(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** One call at a time, CALLS of them (after a few unmeasured): p50 / p99 / max. */
async function timedCalls(s: Served, name: string, pathOf: (i: number) => string): Promise<void> {
  const ms: number[] = [];
  for (let i = -20; i < CALLS; i++) {
    const t0 = performance.now();
    const r = await fetch(s.base + pathOf(i), { headers: s.auth });
    await r.text();
    if (!r.ok) throw new Error(`${pathOf(i)} answered ${r.status}`);
    if (i >= 0) ms.push(performance.now() - t0);
  }
  console.log(
    `${name.padEnd(58)} p50 ${pct(ms, 50).toFixed(1).padStart(6)} ms   p99 ${pct(ms, 99).toFixed(1).padStart(6)} ms   max ${Math.max(...ms).toFixed(1)} ms   (${ms.length} calls)`,
  );
}

async function historyAtSize(o: HistoryBenchOptions): Promise<void> {
  const size = await withDatabase(o.env, async (d) => {
    const t0 = performance.now();
    const { added, productIds } = await fillHistory(d, o.entries);
    const insertS = (performance.now() - t0) / 1000;
    await d.query('ANALYZE activity');
    const [row] = await d.query<{ n: number; total: string; heap: string }>(
      `SELECT count(*)::int AS n, pg_total_relation_size('activity') AS total, pg_relation_size('activity') AS heap FROM activity`,
    );
    return { added, productIds, insertS, n: row!.n, total: Number(row!.total), heap: Number(row!.heap) };
  });
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`\nhistory at ${size.n} entries (${size.added} inserted in batches of ${BATCH} in ${size.insertS.toFixed(1)} s)`);
  console.log(
    `activity table on disk: ${mb(size.total)} with its indexes (${mb(size.heap)} the rows, ${mb(size.total - size.heap)} the indexes and TOAST); ${Math.round(size.total / size.n)} bytes per entry`,
  );

  const s = await serve(o.env, false);
  try {
    const ids = size.productIds;
    const lastPage = (await getJson<{ data: { last_page: number } }>(`${s.base}/api/activity?page=1`, s.auth)).data.last_page;
    let seed = 1;
    const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    await timedCalls(
      s,
      'GET /api/activity?module_type=mt_product&module_id=<any>',
      () => `/api/activity?module_type=mt_product&module_id=${ids[random(ids.length)]}`,
    );
    await timedCalls(s, 'GET /api/activity?page=1', () => '/api/activity?page=1');
    await timedCalls(s, `GET /api/activity?page=1..${lastPage}`, () => `/api/activity?page=${1 + random(lastPage)}`);
  } finally {
    await stopServer(s.child);
  }

  const retention = await withDatabase(o.env, async (d) => {
    const t0 = performance.now();
    const gone = await deleteOldHistory(d.db, 180);
    const ms = performance.now() - t0;
    const [{ n }] = await d.query<{ n: number }>('SELECT count(*)::int AS n FROM activity');
    return { gone, ms, left: n };
  });
  console.log(
    `retention: the housekeeping's delete of entries older than 180 days took ${retention.ms.toFixed(0)} ms for ${retention.gone} entries (${retention.left} left)`,
  );
  console.log(`load average ${os.loadavg()[0]!.toFixed(1)}`);
}

export async function historyBench(o: HistoryBenchOptions): Promise<void> {
  await recordingCost(o);
  await historyAtSize(o);
}
