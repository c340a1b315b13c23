// Issue 19, replicas starting together: N API processes started at once on one empty PostgreSQL
// database all start (the migrations and the first seed take turns under advisory locks), the
// demo catalogue is seeded once, and a database that is not reachable yet is waited for
// (DB_CONNECT_TIMEOUT_S), each retry logged, then given up on with a clear message.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db';
import { demoCatalogue, seedRows } from '@mfe/catalogue-core/seed';
import { createPgDatabase, freePort, PG_TEST_URL } from './helpers';

const pgOnly = PG_TEST_URL ? describe : describe.skip;
if (!PG_TEST_URL) test.skip('replicas starting together need PostgreSQL: set PG_TEST_URL (sh api/test/pg-ci.sh start)', () => undefined);

pgOnly('3 replicas started at once on an empty database', () => {
  it('all 3 are ready, and the demo catalogue and the admin are seeded once', async () => {
    const pg = await createPgDatabase();
    const dirs = [1, 2, 3].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'api-replica-start-')));
    const apps: FastifyInstance[] = [];
    try {
      const started = await Promise.allSettled(
        dirs.map((storageDir) => buildApp({ databaseUrl: pg.url, storageDir, fileStore: 'database', seedDemo: true, cacheTtlMs: Infinity })),
      );
      for (const s of started) if (s.status === 'fulfilled') apps.push(s.value);
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ready'))).toEqual(['ready', 'ready', 'ready']);
      const catalogue = demoCatalogue();
      const rows = seedRows(catalogue);
      const d = await openDatabase({ databaseUrl: pg.url });
      try {
        const count = async (table: string) => (await d.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
        expect({
          users: await count('users'),
          types: await count('mt_manufacture_type'),
          vendors: await count('mt_vendor'),
          categories: await count('mt_product_category'),
          series: await count('mt_product_series'),
          products: await count('mt_product'),
          images: await count('image_asset'),
          files: await count('file_asset'),
        }).toEqual({
          users: 1,
          types: catalogue.manufactureTypes.length,
          vendors: catalogue.vendors.length,
          categories: catalogue.categories.length,
          series: catalogue.series.length,
          products: catalogue.products.length,
          images: rows.images.length,
          files: rows.files.length,
        });
      } finally {
        await d.close();
      }
      for (const app of apps) expect((await app.inject({ method: 'GET', url: '/api/manufacture-type' })).statusCode).toBe(200);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await pg.drop();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('a database not reachable at start', () => {
  it('is retried with back-off, each retry logged, then given up on after the timeout with a clear message', async () => {
    // Nothing listens on this port: every connection is refused.
    const url = `postgres://postgres@127.0.0.1:${await freePort()}/none`;
    const retries: string[] = [];
    const t = Date.now();
    await expect(openDatabase({ databaseUrl: url, connectTimeoutMs: 1500, onRetry: (r) => retries.push(r.reason) })).rejects.toThrow(
      /could not connect to the database within 1.5 s \(DB_CONNECT_TIMEOUT_S\).*ECONNREFUSED/i,
    );
    expect(Date.now() - t).toBeGreaterThanOrEqual(1400);
    expect(retries.length).toBeGreaterThanOrEqual(2);
    expect(retries[0]).toMatch(/ECONNREFUSED/);
  });

  (PG_TEST_URL ? it : it.skip)(
    'is waited for: a database that comes up during the wait is used',
    async () => {
      // A TCP proxy that refuses (closed port) for a while, then forwards to the real server.
      const net = await import('node:net');
      const target = new URL(PG_TEST_URL!);
      const port = await freePort();
      const pg = await createPgDatabase();
      const url = new URL(pg.url);
      url.port = String(port);
      let proxy: import('node:net').Server | null = null;
      const opening = setTimeout(() => {
        proxy = net.createServer((client) => {
          const upstream = net.connect(Number(target.port), target.hostname);
          client.pipe(upstream).pipe(client);
          client.on('error', () => upstream.destroy());
          upstream.on('error', () => client.destroy());
        });
        proxy.listen(port, '127.0.0.1');
      }, 800);
      const retries: number[] = [];
      try {
        const d = await openDatabase({ databaseUrl: url.toString(), connectTimeoutMs: 20_000, onRetry: (r) => retries.push(r.attempt) });
        expect((await d.query<{ one: number }>('SELECT 1 AS one'))[0]!.one).toBe(1);
        await d.close();
        expect(retries.length).toBeGreaterThanOrEqual(1);
      } finally {
        clearTimeout(opening);
        await new Promise((r) => (proxy ? proxy.close(r) : r(undefined)));
        await pg.drop();
      }
    },
    30_000,
  );
});
