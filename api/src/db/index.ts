// Database connection: PGlite (embedded, default) or PostgreSQL through node-postgres.
// Both use the same drizzle schema and the same migrations folder.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Client, Pool } from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { withConnectRetry, type ConnectRetry } from './connectRetry';
import { ownerOnlyDir, tightenTree } from './files';
import { pgliteForDrizzle } from './pgliteForDrizzle';
import * as schema from './schema';

export type DB = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export interface Database {
  /**
   * drizzle on the same connections: the catalogue's queries. Its transactions work on both
   * drivers: a pool client of their own on PostgreSQL; PGlite's exclusive transaction, which
   * other queries wait for (use the transaction's handle inside it, never this one).
   */
  db: DB;
  kind: 'pglite' | 'postgres';
  /** Run raw SQL, returning rows (login, tokens, counters, stored files, seed). */
  query: Query;
  /** Run fn in one transaction of raw SQL (rolled back when it throws). */
  transaction<T>(fn: (q: Query) => Promise<T>): Promise<T>;
  /**
   * Run fn while holding the session advisory lock `key` (PostgreSQL: pg_advisory_lock on a
   * connection of its own, released after, whatever fn did): one process at a time on the
   * database. PGlite has one process: fn just runs.
   */
  exclusively<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Call `onNotify` for every NOTIFY on `channel` (from any process on this database), and
   * `onGap` whenever notifications may have been missed (PostgreSQL: the listening connection
   * was lost and is open again). Returns the unsubscribe.
   */
  listen(channel: string, onNotify: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
  /** PGlite's data folder (files made owner-only at open, close and housekeeping). */
  dataDir?: string;
}

export interface DatabaseOptions {
  /** postgres://… → node-postgres; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; undefined or 'memory' → in memory. */
  pgliteDir?: string;
  /** PostgreSQL: how long the first connection is retried while the database is not up yet (DB_CONNECT_TIMEOUT_S; default 60 s). */
  connectTimeoutMs?: number;
  /** PostgreSQL: told of each retry of the first connection (the server logs it). */
  onRetry?: (retry: ConnectRetry) => void;
}

export const MIGRATIONS_DIR = (() => {
  // src/db → ../../drizzle and dist/db → ../../drizzle
  const candidates = [path.resolve(__dirname, '../../drizzle'), path.resolve(process.cwd(), 'drizzle')];
  return candidates.find((p) => fs.existsSync(path.join(p, 'meta', '_journal.json'))) ?? candidates[0];
})();

/**
 * PGlite's wasm and file-system bundle, read and compiled once per process. Passing them in also
 * keeps PGlite from loading them through dynamic import() (which jest's sandbox cannot do).
 */
let pgliteAssets: Promise<{ pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module; fsBundle: Blob }> | null = null;
function loadPgliteAssets() {
  return (pgliteAssets ??= (async () => {
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    const [pg, initdb, data] = await Promise.all(['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((f) => fs.promises.readFile(path.join(dist, f))));
    return {
      pgliteWasmModule: await WebAssembly.compile(pg!),
      initdbWasmModule: await WebAssembly.compile(initdb!),
      fsBundle: new Blob([data!]),
    };
  })());
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (isPostgresUrl(opts.databaseUrl)) {
    // A request waits at most 5 s for a connection: with PostgreSQL down it answers 503 soon.
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // An idle client losing its connection (server restart) must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    // Serialize concurrent migrations of several processes. The first connection waits for a
    // database that is not up yet (./connectRetry.ts).
    const client = await withConnectRetry(
      async () => {
        const c = await pool.connect();
        try {
          await c.query('select 1');
        } catch (e) {
          c.release(true);
          throw e;
        }
        return c;
      },
      { timeoutMs: opts.connectTimeoutMs, onRetry: opts.onRetry },
    );
    try {
      await client.query('select pg_advisory_lock(727274)');
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
      client.release();
    }
    const listeners = new Set<() => Promise<void>>();
    return {
      db: db as unknown as DB,
      kind: 'postgres',
      async query<T>(text: string, params?: unknown[]) {
        const r = await pool.query(text, params as unknown[]);
        return r.rows as T[];
      },
      async transaction<T>(fn: (q: Query) => Promise<T>): Promise<T> {
        const c = await pool.connect();
        try {
          await c.query('BEGIN');
          const q: Query = async <R>(text: string, params?: unknown[]) => (await c.query(text, params as unknown[])).rows as R[];
          const r = await fn(q);
          await c.query('COMMIT');
          return r;
        } catch (e) {
          await c.query('ROLLBACK').catch(() => undefined);
          throw e;
        } finally {
          c.release();
        }
      },
      async exclusively<T>(key: number, fn: () => Promise<T>): Promise<T> {
        const c = await pool.connect();
        try {
          await c.query('select pg_advisory_lock($1)', [key]);
          return await fn();
        } finally {
          await c.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
          c.release();
        }
      },
      async listen(channel, onNotify, onGap) {
        const stop = await listenPg(opts.databaseUrl!, channel, onNotify, onGap);
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
        };
      },
      async close() {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  const dir = opts.pgliteDir && opts.pgliteDir !== 'memory' ? opts.pgliteDir : undefined;
  // Owner-only: the data folder and every file PGlite keeps (it creates them 0666).
  if (dir) ownerOnlyDir(path.dirname(dir));
  const assets = await loadPgliteAssets();
  // pg_trgm (the trigram indexes of the admin lists' name search) is loaded with the instance.
  const pgliteOptions = { ...assets, extensions: { pg_trgm } };
  const client = dir ? new PGlite(dir, pgliteOptions) : new PGlite(pgliteOptions);
  await client.waitReady;
  const db = drizzlePglite({ client: pgliteForDrizzle(client), schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  if (dir) await tightenTree(dir);
  return {
    db: db as unknown as DB,
    kind: 'pglite',
    async query<T>(text: string, params?: unknown[]) {
      const r = await client.query(text, params as unknown[]);
      return r.rows as T[];
    },
    transaction<T>(fn: (q: Query) => Promise<T>): Promise<T> {
      return client.transaction((tx) => fn(async <R>(text: string, params?: unknown[]) => (await tx.query(text, params as unknown[])).rows as R[]));
    },
    exclusively: (_key, fn) => fn(),
    async listen(channel, onNotify) {
      const stop = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    async close() {
      if (!client.closed) await client.close();
      if (dir) await tightenTree(dir);
    },
    dataDir: dir,
  };
}

/**
 * LISTEN on a connection of its own (a pool would hand it around). A lost connection is opened
 * again after 1 s, then `onGap` says that notifications may have been missed meanwhile.
 */
async function listenPg(url: string, channel: string, onNotify: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const ident = `"${channel.replace(/"/g, '""')}"`;
  const connect = async (first: boolean): Promise<void> => {
    const c = new Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
    c.on('error', () => undefined); // 'end' follows
    c.on('notification', (m) => {
      if (m.channel === channel) onNotify(m.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${ident}`);
    } catch (e) {
      await c.end().catch(() => undefined);
      if (first) throw e;
      if (!stopped) retry = setTimeout(() => void connect(false), 1000);
      return;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    c.on('end', () => {
      if (client === c) client = null;
      if (!stopped) retry = setTimeout(() => void connect(false), 1000);
    });
    if (!first) onGap?.();
  };
  await connect(true);
  const stop = async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
  return stop;
}

/** Empty every catalogue table and the stored files (tests). Keeps users. */
export async function truncateCatalogue(d: Database): Promise<void> {
  await d.db.execute(
    sql.raw(
      'TRUNCATE activity, site_settings, mt_inquiry, mt_product_attribute_value, mt_product_attribute, mt_product, mt_product_series, mt_product_category, mt_vendor, mt_manufacture_type, image_asset, file_asset, stored_chunk, stored_file RESTART IDENTITY CASCADE',
    ),
  );
}

export { schema };
