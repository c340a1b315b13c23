// GET /api/search beyond the contract: the throttle per client address (real socket addresses,
// 127.0.0.x), the core's trigram similarity held to pg_trgm's own, and the trigram indexes the
// admin lists' name search uses.
import http from 'node:http';
import { and, desc, ilike, sql } from 'drizzle-orm';
import { SearchIndex, similarity, wordSimilarity } from '@mfe/catalogue-core';
import { schema } from '../src/db';
import { containsPattern } from '../src/queries/listFilters';
import { makeChain, productFields, useApp } from './helpers';

const LIMIT = { perAddress: 3, windowMs: 60_000 };
const h = useApp({ searchLimits: LIMIT });

/** GET from a local address of our choosing (Linux routes all of 127.0.0.0/8 to the loopback). */
function getFrom(localAddress: string, path: string): Promise<{ status: number; retryAfter?: string; body: { message?: string } }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${h.url}${path}`, { localAddress, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'] as string | undefined, body: JSON.parse(text) }));
    });
    req.on('error', reject);
  });
}

describe('search throttle (per client address)', () => {
  test('beyond 3 searches (the limit set here) an address gets 429 with Retry-After and the message; another address is not held', async () => {
    const statuses: number[] = [];
    // The same text each time: cached answers count against the address too.
    for (let i = 0; i < 4; i++) statuses.push((await getFrom('127.0.0.2', '/api/search?q=lathe')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await getFrom('127.0.0.2', '/api/search?q=other');
    expect(refused.status).toBe(429);
    const wait = Number(refused.retryAfter);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(20); // one search back in 60 s / 3
    expect(refused.body).toEqual({ message: `Too many searches from your address; try again in ${wait} second${wait === 1 ? '' : 's'}` });
    expect((await getFrom('127.0.0.3', '/api/search?q=lathe')).status).toBe(200);
    // The rest of the API does not count against it.
    expect((await getFrom('127.0.0.2', '/api/manufacture-type')).status).toBe(200);
  });
});

describe('trigram similarity and indexes', () => {
  const plan = async (text: string, params: unknown[]) =>
    (await h.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, params)).map((r) => r['QUERY PLAN']).join('\n');

  beforeAll(async () => {
    await h.reset();
    const [type] = await h.db.query<{ id: number }>("INSERT INTO mt_manufacture_type (name) VALUES ('Metal Cutting') RETURNING id");
    const [vendor] = await h.db.query<{ id: number }>("INSERT INTO mt_vendor (name, mt_manufacture_type_id) VALUES ('Okuma', $1) RETURNING id", [
      type!.id,
    ]);
    const [category] = await h.db.query<{ id: number }>("INSERT INTO mt_product_category (name, mt_vendor_id) VALUES ('Lathes', $1) RETURNING id", [
      vendor!.id,
    ]);
    const [series] = await h.db.query<{ id: number }>("INSERT INTO mt_product_series (name, mt_product_category_id) VALUES ('LB', $1) RETURNING id", [
      category!.id,
    ]);
    // 20,000 products with distinct names (hex of md5), and one LB3000 EX II: at a few thousand
    // rows a sequential scan is still the cheaper plan.
    await h.db.query(
      `INSERT INTO mt_product (name, mt_product_series_id) SELECT 'Model ' || upper(substr(md5(g::text), 1, 8)), $1 FROM generate_series(1, 20000) g`,
      [series!.id],
    );
    await h.db.query("INSERT INTO mt_product (name, mt_product_series_id) VALUES ('LB3000 EX II', $1)", [series!.id]);
    // As the seed does after a bulk insert: GIN's pending list merged, the statistics read.
    await h.db.query('VACUUM ANALYZE mt_product');
    // Rows written past the API: its search index is built again in the background.
    h.app.ctx.invalidate();
    await h.app.ctx.search.settled();
  });

  test("the core's similarity and word similarity are the database's pg_trgm figures, and the search finds the typo", async () => {
    const pairs = [
      ['lb3000 exx', 'LB3000 EX II'],
      ['okumma', 'Okuma'],
      ['b3000', 'LB3000 EX II'],
      ['twin compact', 'Twin Spindle Compact twin'],
      ['model 1a', 'Model 1A2B3C4D'],
      // (Letters beyond ASCII are word characters as PGlite's locale has them, catalogue-core's
      // trigrams.test.ts; a PostgreSQL in the C locale splits words at them.)
    ];
    for (const [a, b] of pairs) {
      const [db] = await h.db.query<{ s: number; w: number }>('SELECT similarity($1, $2) AS s, word_similarity($1, $2) AS w', [a, b]);
      expect([a, b, similarity(a!, b!)]).toEqual([a, b, expect.closeTo(db!.s, 6)]);
      expect([a, b, wordSimilarity(a!, b!)]).toEqual([a, b, expect.closeTo(db!.w, 6)]);
    }
    // 'lb300' with one typo (5 letters forgive one), 'ex' exactly.
    const r = await h.get('/api/search?q=LB300%20EX', null);
    expect(r.body.data.groups[0].hits.map((hit: { name: string }) => hit.name)).toEqual(['LB3000 EX II']);
  });

  test("the admin product list's name search (ILIKE '%term%') uses it too", async () => {
    const p = schema.products;
    const query = h.db.db
      .select({ id: p.id })
      .from(p)
      .where(and(ilike(p.name, containsPattern('3000 ex'))))
      .orderBy(desc(p.id))
      .limit(16)
      .toSQL();
    expect(await plan(query.sql, query.params)).toMatch(/Bitmap Index Scan on mt_product_name_trgm_idx/);
    const counted = h.db.db
      .select({ n: sql`count(*)` })
      .from(p)
      .where(ilike(p.name, containsPattern('3000 ex')))
      .toSQL();
    expect(await plan(counted.sql, counted.params)).toMatch(/Bitmap Index Scan on mt_product_name_trgm_idx/);
    const list = await h.get('/api/product?search=3000%20ex', await h.login());
    expect(list.body.data.data.map((row: { name: string }) => row.name)).toEqual(['LB3000 EX II']);
  });
});

describe('the index follows saves (no rebuild)', () => {
  let address = 0;
  const names = async (q: string) => {
    // Each search from an address of its own: the throttle (3 here) holds none.
    address++;
    const r = await getFrom(`127.0.${10 + (address >> 8)}.${address & 255 || 1}`, `/api/search?q=${encodeURIComponent(q)}&limit=20`);
    expect(r.status).toBe(200);
    return ((r.body as { data: { groups: unknown } }).data.groups as Array<{ hits: Array<{ kind: string; name: string }> }>).flatMap((group) =>
      group.hits.map((hit) => `${hit.kind}:${hit.name}`),
    );
  };

  test('a search right after a save finds the new name and not the old one; creates and deletes too, levels and products', async () => {
    await h.reset();
    const chain = await makeChain(h, 'Q');
    // Hundreds of others, so that a rebuild would not go unseen.
    await h.db.query(
      `INSERT INTO mt_product (name, mt_product_series_id) SELECT 'Model ' || upper(substr(md5(g::text), 1, 8)), $1 FROM generate_series(1, 500) g`,
      [chain.series],
    );
    h.app.ctx.invalidate();
    await h.app.ctx.search.settled();
    const token = await h.login();
    const created = await h.req('POST', '/api/product/create', { token, json: productFields(chain, 'Genos L250') });
    expect(created.status).toBe(201);
    expect(await names('genos l250')).toContain('mt_product:Genos L250');

    const build = jest.spyOn(SearchIndex, 'build');
    try {
      const id = created.body.data.id as number;
      for (const name of ['Puma GT2100', 'Multus U3000', 'Lynx 2100LY']) {
        const saved = await h.req('POST', `/api/product/update/${id}`, { token, json: productFields(chain, name) });
        expect(saved.status).toBe(200);
        // No wait: the very next search.
        expect(await names(name)).toContain(`mt_product:${name}`);
      }
      expect(await names('genos l250')).not.toContain('mt_product:Genos L250');
      expect(await names('puma gt2100')).not.toContain('mt_product:Puma GT2100');

      const vendor = await h.req('POST', `/api/vendor/update/${chain.vendor}`, {
        token,
        json: { name: 'Okuma Corporation', mt_manufacture_type_id: chain.type, description: 'Builder of lathes' },
      });
      expect(vendor.status).toBe(200);
      expect(await names('okuma')).toContain('mt_vendor:Okuma Corporation');
      expect(await names('vendor q')).not.toContain('mt_vendor:Vendor Q');

      expect((await h.req('DELETE', `/api/product/delete/${id}`, { token })).status).toBe(200);
      expect(await names('lynx 2100ly')).not.toContain('mt_product:Lynx 2100LY');

      expect(build).not.toHaveBeenCalled();

      // A write by another process (here: straight into the database, then the caches are told
      // of a change they cannot place): built again in the background, the old index answering.
      await h.db.query("INSERT INTO mt_product (name, mt_product_series_id) VALUES ('Written Elsewhere 77', $1)", [chain.series]);
      h.app.ctx.invalidate();
      expect(await names('okuma')).toContain('mt_vendor:Okuma Corporation');
      await h.app.ctx.search.settled();
      // Once, or on PostgreSQL twice when a NOTIFY of this process's own earlier write is judged meanwhile.
      expect(build).toHaveBeenCalled();
      const builds = build.mock.calls.length;
      expect(builds).toBeLessThanOrEqual(2);
      expect(await names('written elsewhere 77')).toContain('mt_product:Written Elsewhere 77');
      // This process's writes still change only their own entries.
      const again = await h.req('POST', `/api/vendor/update/${chain.vendor}`, {
        token,
        json: { name: 'Okuma Europe', mt_manufacture_type_id: chain.type },
      });
      expect(again.status).toBe(200);
      expect(await names('okuma europe')).toContain('mt_vendor:Okuma Europe');
      expect(build).toHaveBeenCalledTimes(builds);
    } finally {
      build.mockRestore();
    }
  });
});
