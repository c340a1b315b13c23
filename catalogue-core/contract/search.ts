// The public search (issue 14, GET /api/search?q=&limit=): types, vendors, categories, series and
// products by name (the levels by description too), tolerant of typos and partial model numbers,
// grouped by kind, the groups ranked by their best hit, each hit with its public path and where it
// sits. Public; 422 with the messages for a bad text or limit.
import { created, uploadImage } from './builders';
import type { Json } from './client';
import type { ContractSession } from './session';

interface Catalogue {
  type: number;
  vendor: number;
  category: number;
  series: number;
  lathe: number;
  seriesImage: string;
}

/** Metal Cutting → Okuma → CNC Lathes → LB3000 Series (with a picture) → LB3000 EX II (none), and a second type. */
async function createCatalogue(api: ContractSession): Promise<Catalogue> {
  const image = await uploadImage(api, 'LB3000 picture');
  const type = (await created(api, '/api/manufacture-type/create', { json: { name: 'Metal Cutting' } })).id;
  const vendor = (
    await created(api, '/api/vendor/create', {
      json: { name: 'Okuma', description: 'Japanese builder of lathes and machining centres', mt_manufacture_type_id: type },
    })
  ).id;
  const parents = { mt_manufacture_type_id: type, mt_vendor_id: vendor };
  const category = (await created(api, '/api/product/category/create', { json: { name: 'CNC Lathes', ...parents } })).id;
  const series = (
    await created(api, '/api/product/series/create', {
      json: { name: 'LB3000 Series', image_id: image.id, ...parents, mt_product_category_id: category },
    })
  ).id;
  const productParents = { ...parents, mt_product_category_id: category, mt_product_series_id: series };
  const lathe = (await created(api, '/api/product/create', { json: { name: 'LB3000 EX II', ...productParents } })).id;
  await created(api, '/api/product/create', { json: { name: 'Genos L250', description: 'Okuma lathe', ...productParents } });
  await created(api, '/api/manufacture-type/create', { json: { name: 'Press Machines', description: 'Servo presses' } });
  return { type, vendor, category, series, lathe, seriesImage: image.image_path };
}

const search = (api: ContractSession, q: string, limit?: number | string) =>
  api.get('/api/search', { token: null, query: limit === undefined ? { q } : { q, limit } });

/** The names found, group by group: [[kind, [names…]], …]. */
const found = (body: Json) => body.data.groups.map((g: Json) => [g.kind, g.hits.map((h: Json) => h.name)]);

export function describeSearch(api: ContractSession): void {
  describe('search', () => {
    test('needs no token; a text nothing matches answers no groups', async () => {
      await createCatalogue(api);
      const r = await search(api, 'zzqx');
      expect({ status: r.status, body: r.body }).toEqual({ status: 200, body: { data: { q: 'zzqx', groups: [] } } });
    });

    test('tolerates typos and finds partial model numbers', async () => {
      await createCatalogue(api);
      expect(found((await search(api, 'Okumma')).body)).toEqual([['mt_vendor', ['Okuma']]]);
      // 'LB3000 EX II' (0.857 + 0.462) / 2 = 0.659 above 'LB3000 Series' (0.833 + 0.333) / 2 = 0.583.
      expect(found((await search(api, 'lb300')).body)).toEqual([
        ['mt_product', ['LB3000 EX II']],
        ['mt_product_series', ['LB3000 Series']],
      ]);
      expect(found((await search(api, 'LB3000 EXX')).body)).toEqual([
        ['mt_product', ['LB3000 EX II']],
        ['mt_product_series', ['LB3000 Series']],
      ]);
      // Contained anywhere in a name (3 characters or more).
      expect(found((await search(api, '000 ex')).body)).toEqual([['mt_product', ['LB3000 EX II']]]);
    });

    test('each hit carries its public path, where it sits and its picture (a product without one: its series)', async () => {
      const c = await createCatalogue(api);
      const hit = async (q: string) => (await search(api, q)).body.data.groups[0].hits[0];
      expect(await hit('LB3000 EX II')).toEqual({
        kind: 'mt_product',
        id: c.lathe,
        name: 'LB3000 EX II',
        description: null,
        image_path: c.seriesImage,
        path: `/product/series/${c.series}#product-${c.lathe}`,
        context: ['Metal Cutting', 'Okuma', 'CNC Lathes', 'LB3000 Series'],
        score: 1,
      });
      expect(await hit('LB3000 Series')).toMatchObject({ path: `/product/series/${c.series}`, context: ['Metal Cutting', 'Okuma', 'CNC Lathes'] });
      expect(await hit('CNC Lathes')).toMatchObject({
        path: `/product/catalog/Metal%20Cutting/${c.vendor}?category=${c.category}`,
        context: ['Metal Cutting', 'Okuma'],
      });
      expect(await hit('Okuma')).toMatchObject({ path: `/product/catalog/Metal%20Cutting/${c.vendor}?category=All`, context: ['Metal Cutting'] });
      expect(await hit('Metal Cutting')).toMatchObject({ path: '/product/Metal%20Cutting', context: [], image_path: null });
    });

    test('groups are ranked by their best hit, hits by score; the levels match by description too, below names', async () => {
      await createCatalogue(api);
      const r = await search(api, 'lathe');
      expect(r.body.data.q).toBe('lathe');
      expect(found(r.body)).toEqual([
        ['mt_product_category', ['CNC Lathes']],
        ['mt_vendor', ['Okuma']],
      ]);
      const [category, vendor] = r.body.data.groups;
      expect(category).toMatchObject({ label: 'Categories', hits: [{ score: 0.625 }] });
      // Okuma by its description: word similarity 0.833, weighed by half.
      expect(vendor).toMatchObject({ label: 'Distributors', hits: [{ score: 0.417 }] });
      const typo = await search(api, 'LB3000 EXX');
      // (word similarity 0.818 + similarity 0.6) / 2
      expect(typo.body.data.groups[0].hits[0].score).toBe(0.709);
      // 'LB3000 Series': (0.636 + 0.389) / 2
      expect(typo.body.data.groups.map((g: Json) => g.hits[0].score)).toEqual([0.709, 0.513]);
    });

    test('the text is answered trimmed, spaces collapsed, in lower case; matching ignores case', async () => {
      await createCatalogue(api);
      const r = await search(api, '  OKUMA  ');
      expect(r.body.data.q).toBe('okuma');
      expect(found(r.body)[0]).toEqual(['mt_vendor', ['Okuma']]);
    });

    test('at most `limit` hits of each kind (5 by default)', async () => {
      const c = await createCatalogue(api);
      const parents = { mt_manufacture_type_id: c.type, mt_vendor_id: c.vendor, mt_product_category_id: c.category, mt_product_series_id: c.series };
      for (const n of [1, 2, 3, 4, 5, 6]) await created(api, '/api/product/create', { json: { name: `Turret ${n}`, ...parents } });
      const hits = async (limit?: number) => (await search(api, 'turret', limit)).body.data.groups[0].hits.map((h: Json) => h.name);
      expect(await hits()).toHaveLength(5);
      expect(await hits(2)).toHaveLength(2);
      expect(await hits(20)).toHaveLength(6);
    });

    test('a write shows in the next search', async () => {
      const c = await createCatalogue(api);
      expect(found((await search(api, 'Multus')).body)).toEqual([]);
      const parents = { mt_manufacture_type_id: c.type, mt_vendor_id: c.vendor, mt_product_category_id: c.category, mt_product_series_id: c.series };
      await created(api, '/api/product/create', { json: { name: 'Multus U3000', ...parents } });
      expect(found((await search(api, 'Multus')).body)).toEqual([['mt_product', ['Multus U3000']]]);
    });

    test('422 for a text under 2 or over 100 characters and for a limit that is no whole number from 1 to 20', async () => {
      const short = 'Type at least 2 characters to search';
      const long = 'Search must be at most 100 characters';
      const limit = 'Limit must be a whole number from 1 to 20';
      const cases: Array<[Record<string, string>, string, string]> = [
        [{}, 'q', short],
        [{ q: '' }, 'q', short],
        [{ q: ' a ' }, 'q', short],
        [{ q: 'x'.repeat(101) }, 'q', long],
        [{ q: 'okuma', limit: '0' }, 'limit', limit],
        [{ q: 'okuma', limit: '21' }, 'limit', limit],
        [{ q: 'okuma', limit: '1.5' }, 'limit', limit],
        [{ q: 'okuma', limit: 'many' }, 'limit', limit],
      ];
      for (const [query, field, message] of cases) {
        const r = await api.get('/api/search', { token: null, query });
        expect([query, r.status, r.body]).toEqual([query, 422, { message, errors: { [field]: [message] } }]);
      }
      expect((await search(api, 'x'.repeat(100))).status).toBe(200);
    });
  });
}
