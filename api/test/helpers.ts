// Test harness: one migrated database per test FILE (PGlite in memory, or a fresh database on
// the PostgreSQL server of PG_TEST_URL), the app listening on a real port, fetch helpers.
import sharp from 'sharp';
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { answerMismatch } from '@mfe/catalogue-core';
import { buildApp, type AppOptions } from '../src/app';
import { openDatabase, truncateCatalogue, type Database } from '../src/db';
import { DEMO_ADMIN_CREDENTIALS } from '@mfe/catalogue-core/seed';

export const ADMIN = DEMO_ADMIN_CREDENTIALS;
export const PG_TEST_URL = process.env.PG_TEST_URL;

/** A response body as the tests read it: JSON of any shape, addressed by path. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the JSON bodies of every call by path
export type Json = any;

export interface Res<T = Json> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/**
 * The test app's harness. Its req and get throw when an answer of a route of the core's table does
 * not match that route's response schema (answerMismatch), so a drifting shape fails the test.
 */
export interface Harness {
  app: FastifyInstance;
  db: Database;
  /** The PostgreSQL database's URL (PG_TEST_URL runs), for other processes' connections. */
  databaseUrl?: string;
  url: string;
  storageDir: string;
  token: string;
  req<T = Json>(
    method: string,
    p: string,
    o?: { token?: string | null; json?: unknown; form?: FormData; headers?: Record<string, string> },
  ): Promise<Res<T>>;
  get<T = Json>(p: string, token?: string | null): Promise<Res<T>>;
  login(): Promise<string>;
  /** Empty the catalogue tables and the caches. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `api_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: PG_TEST_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(PG_TEST_URL!);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new Client({ connectionString: PG_TEST_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function startApp(opts: Partial<AppOptions> | (() => Partial<AppOptions>) = {}): Promise<Harness> {
  if (typeof opts === 'function') opts = opts();
  let drop: (() => Promise<void>) | null = null;
  let db: Database;
  let databaseUrl: string | undefined;
  if (PG_TEST_URL) {
    const pg = await createPgDatabase();
    drop = pg.drop;
    databaseUrl = pg.url;
    db = await openDatabase({ databaseUrl: pg.url });
  } else {
    db = await openDatabase({ pgliteDir: 'memory' });
  }
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-storage-'));
  const app = await buildApp({
    database: db,
    storageDir,
    seedDemo: false,
    cacheTtlMs: Infinity,
    // Variants are made on request unless a test warms them (image-variants.test.ts).
    warmImageVariants: false,
    // Tests that are not about throttling log in and fail at will.
    loginThrottle: { addressMax: 1000, accountFreeFailures: 1000 },
    // ... and send inquiries and reset requests at will (the contract suite sends many from one address).
    inquiryLimit: { max: 100_000 },
    passwordResetLimit: { perAddress: 100_000, perEmail: 100_000 },
    searchLimits: { perAddress: 100_000 },
    ...opts,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;

  const h: Harness = {
    app,
    db,
    databaseUrl,
    url,
    storageDir,
    token: '',
    async req(method, p, o = {}) {
      const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', ...(o.headers ?? {}) };
      const token = o.token === undefined ? h.token : o.token;
      if (token) headers.authorization = `Bearer ${token}`;
      let body: string | FormData | undefined;
      if (o.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(o.json);
      } else if (o.form) body = o.form;
      const r = await fetch(url + p, { method, headers, body });
      const text = await r.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON */
      }
      // Every answer of a route of the core's table is held to its response schema (a streamed
      // answer's last line: progress lines first, its body last).
      const streamed = r.headers.get('content-type')?.startsWith('application/x-ndjson');
      const answered = streamed ? JSON.parse(text.trimEnd().split('\n').at(-1)!) : parsed;
      const mismatch = answerMismatch(method, p.split('?')[0]!, r.status, answered);
      if (mismatch) throw new Error(mismatch);
      return { status: r.status, headers: r.headers, body: parsed as Json, text };
    },
    get: (p, token) => h.req('GET', p, { token }),
    async login() {
      const r = await h.req('POST', '/api/login', { token: null, json: ADMIN });
      if (r.status !== 200) throw new Error(`login failed: ${r.status} ${r.text}`);
      h.token = r.body.data.token;
      return h.token;
    },
    async reset() {
      await truncateCatalogue(db);
      // The seeded admin alone again, an active admin (the accounts' tests make others and change them).
      await db.query('DELETE FROM users WHERE id <> (SELECT min(id) FROM users)');
      await db.query(
        "UPDATE users SET role = 'admin', active = true, totp_enabled = false, totp_secret = NULL, totp_last_step = NULL, recovery_codes = '[]' WHERE id = (SELECT min(id) FROM users)",
      );
      await db.query('DELETE FROM security_settings');
      app.ctx.tokens.forget();
      app.ctx.invalidate();
      for (const sub of ['images', 'files']) {
        const dir = path.join(storageDir, sub);
        for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f), { force: true });
      }
    },
    async close() {
      await app.close();
      await db.close();
      if (drop) await drop();
      fs.rmSync(storageDir, { recursive: true, force: true });
    },
  };
  await h.login();
  return h;
}

/**
 * The app for one test file: started before its first test on a fresh database (PGlite in memory,
 * or a new PostgreSQL database when PG_TEST_URL is set), stopped after its last; with
 * `resetEachTest`, the catalogue tables and files are emptied before each test. The returned
 * harness is usable inside tests and hooks.
 */
export function useApp(opts: Partial<AppOptions> | (() => Partial<AppOptions>) = {}, { resetEachTest = false } = {}): Harness {
  let started: Harness | undefined;
  beforeAll(async () => {
    started = await startApp(opts);
  });
  afterAll(async () => {
    await started?.close();
  });
  if (resetEachTest) {
    beforeEach(async () => {
      await started?.reset();
    });
  }
  return new Proxy({} as Harness, {
    get(_, key) {
      if (!started) throw new Error('the app is started in beforeAll: use it inside tests and hooks');
      return started[key as keyof Harness];
    },
  });
}

// ---- a throwaway Redis (Debian's redis-server) --------------------------------------------------

/**
 * redis-server's path (REDIS_SERVER if set, else Debian's), or null when it is not installed: the
 * Redis variants are then skipped, saying so.
 */
export const REDIS_SERVER: string | null =
  (process.env.REDIS_SERVER ? [process.env.REDIS_SERVER] : ['/usr/bin/redis-server', '/usr/local/bin/redis-server']).find((p) => fs.existsSync(p)) ??
  null;

export interface TestRedis {
  url: string;
  port: number;
  pid: number;
  /** Stop it (SIGTERM to its pid, then SIGKILL after 3 s) and remove its folder. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

async function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    let got = '';
    s.setTimeout(500, () => (s.destroy(), resolve(false)));
    s.on('error', () => resolve(false));
    s.on('connect', () => s.write('PING\r\n'));
    s.on('data', (b) => {
      got += b.toString();
      if (got.includes('\r\n')) {
        s.destroy();
        resolve(got.startsWith('+PONG'));
      }
    });
  });
}

/** Start redis-server on a free loopback port (or `fixedPort`), no persistence, in a temp folder of its own. */
export async function startRedis(fixedPort?: number): Promise<TestRedis> {
  if (!REDIS_SERVER) throw new Error('redis-server is not installed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-redis-'));
  for (let attempt = 0; ; attempt++) {
    const port = fixedPort ?? (await freePort());
    const child: ChildProcess = spawn(
      REDIS_SERVER,
      [
        '--save',
        '',
        '--appendonly',
        'no',
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--daemonize',
        'no',
        '--logfile',
        path.join(dir, 'redis.log'),
      ],
      { stdio: 'ignore' },
    );
    let exited = false;
    const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
    const until = Date.now() + 10_000;
    while (!exited && Date.now() < until && !(await answersPing(port))) await new Promise((r) => setTimeout(r, 25));
    if (!exited && Date.now() < until) {
      return {
        url: `redis://127.0.0.1:${port}/0`,
        port,
        pid: child.pid!,
        async stop() {
          if (!exited) {
            process.kill(child.pid!, 'SIGTERM');
            const t = setTimeout(() => !exited && process.kill(child.pid!, 'SIGKILL'), 3000);
            await exit;
            clearTimeout(t);
          }
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    }
    if (!exited) process.kill(child.pid!, 'SIGKILL');
    await exit;
    // The port was taken in between (or it failed to start): another port, a few times.
    if (attempt >= 3 || fixedPort) {
      const log = fs.existsSync(path.join(dir, 'redis.log')) ? fs.readFileSync(path.join(dir, 'redis.log'), 'utf8').slice(-2000) : '';
      fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(`redis-server did not start: ${log}`);
    }
  }
}

// ---- fixtures ---------------------------------------------------------------------------------

/** Image masters already (../../catalogue-core/contract/files.ts): the API stores them as they are. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d4944415478da63f8cfc0f01f00050001ff56c72f0d0000000049454e44ae426082',
  'hex',
);
export const JPEG = Buffer.from(
  'ffd8ffdb0043000505050505050506060508080708080b0a09090a0b110c0d0c0d0c111a1013101013101a171b1615161b1729201c1c20292f2725272f393333394744475d5d7dffdb0043010505050505050506060508080708080b0a09090a0b110c0d0c0d0c111a1013101013101a171b1615161b1729201c1c20292f2725272f393333394744475d5d7dffc20011080001000103012200021101031101ffc4001500010100000000000000000000000000000008ffc4001501010100000000000000000000000000000608ffda000c0301000210031000000098459677ffc40014100100000000000000000000000000000000ffda0008010100013f007fffc40014110100000000000000000000000000000000ffda0008010201013f007fffc40014110100000000000000000000000000000000ffda0008010301013f007fffd9',
  'hex',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

export function form(fields: Record<string, string | number | null | undefined>, files: Record<string, [Buffer, string, string?]> = {}): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) f.append(k, v === null ? '' : String(v));
  for (const [k, [buf, name, type]] of Object.entries(files))
    f.append(k, new Blob([new Uint8Array(buf)], { type: type ?? 'application/octet-stream' }), name);
  return f;
}

/** Create a small chain type → vendor → category → series through the API; returns ids. */
export async function makeChain(h: Harness, tag = 'A') {
  const t = await h.req('POST', '/api/manufacture-type/create', { json: { name: `Type ${tag}` } });
  const v = await h.req('POST', '/api/vendor/create', { json: { name: `Vendor ${tag}`, mt_manufacture_type_id: t.body.data.id } });
  const c = await h.req('POST', '/api/product/category/create', {
    json: { name: `Category ${tag}`, mt_manufacture_type_id: t.body.data.id, mt_vendor_id: v.body.data.id },
  });
  const s = await h.req('POST', '/api/product/series/create', {
    json: {
      name: `Series ${tag}`,
      mt_manufacture_type_id: t.body.data.id,
      mt_vendor_id: v.body.data.id,
      mt_product_category_id: c.body.data.id,
    },
  });
  for (const r of [t, v, c, s]) if (r.status !== 201) throw new Error(`makeChain: ${r.status} ${r.text}`);
  return { type: t.body.data.id as number, vendor: v.body.data.id as number, category: c.body.data.id as number, series: s.body.data.id as number };
}

export type Chain = Awaited<ReturnType<typeof makeChain>>;

/** The fields of a product named `name` under that chain (plus any others). */
export function productFields(chain: Chain, name: string, extra: Record<string, string | number | null> = {}) {
  return {
    name,
    mt_manufacture_type_id: chain.type,
    mt_vendor_id: chain.vendor,
    mt_product_category_id: chain.category,
    mt_product_series_id: chain.series,
    ...extra,
  };
}

export function storageFiles(dir: string): string[] {
  const out: string[] = [];
  // Files only (each process stages uploads in its own folder under .tmp).
  const walk = (rel: string) => {
    const p = path.join(dir, rel);
    if (!fs.existsSync(p)) return;
    for (const e of fs.readdirSync(p, { withFileTypes: true })) {
      if (e.isDirectory()) walk(`${rel}/${e.name}`);
      else out.push(`${rel}/${e.name}`);
    }
  };
  for (const sub of ['images', 'files', 'variants', '.tmp']) walk(sub);
  return out.sort();
}

/** A phone-like photo: stored landscape with EXIF orientation 6 (shown rotated 90°), camera and GPS tags. */
export async function phonePhoto(width = 3000, height = 2000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 8/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '11/1 34/1 0/1' },
      },
    })
    .jpeg({ quality: 80 })
    .toBuffer();
}
