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
      // A swap of neighbours is one typo; a word of 5 letters or more forgives one (a name, or a level's description).
      expect(found((await search(api, 'Lahtes')).body)).toEqual([
        ['mt_product_category', ['CNC Lathes']],
        ['mt_vendor', ['Okuma']],
      ]);
      expect(found((await search(api, 'Okuam')).body)).toEqual([['mt_vendor', ['Okuma']]]);
      // A word of 4 letters must match exactly (or, typed last, a beginning).
      expect(found((await search(api, 'Okma')).body)).toEqual([]);
      expect(found((await search(api, 'Okum')).body)).toEqual([['mt_vendor', ['Okuma']]]);
      // The word being typed matches a beginning: 'LB3000 EX II' (0.857 + 0.462) / 2 within the tier above 'LB3000 Series' (0.833 + 0.333) / 2.
      expect(found((await search(api, 'lb300')).body)).toEqual([
        ['mt_product', ['LB3000 EX II']],
        ['mt_product_series', ['LB3000 Series']],
      ]);
      // Every word must match: 'lb300' with a typo (5 letters), 'ex' exactly; 'exx' (3 letters) forgives none.
      expect(found((await search(api, 'LB300 EX')).body)).toEqual([['mt_product', ['LB3000 EX II']]]);
      expect(found((await search(api, 'LB3000 EXX')).body)).toEqual([]);
      // Contained anywhere in a name (3 characters or more).
      expect(found((await search(api, '000 ex')).body)).toEqual([['mt_product', ['LB3000 EX II']]]);
    });

    test('a word of 9 letters or more forgives two typos, not three', async () => {
      const c = await createCatalogue(api);
      const parents = { mt_manufacture_type_id: c.type, mt_vendor_id: c.vendor, mt_product_category_id: c.category, mt_product_series_id: c.series };
      await created(api, '/api/product/create', { json: { name: 'Turnmaster 250', ...parents } });
      expect(found((await search(api, 'Trunmastre 250')).body)).toEqual([['mt_product', ['Turnmaster 250']]]);
      expect(found((await search(api, 'Trunmsatre 250')).body)).toEqual([]);
    });

    test('each hit carries its public path, where it sits and its picture (a product without one: its series)', async () => {
      const c = await createCatalogue(api);
      const hit = async (q: string) => (await search(api, q)).body.data.groups[0].hits[0];
      expect(await hit('LB3000 EX II')).toEqual({
        kind: 'mt_product',
        id: c.lathe,
        name: 'LB3000 EX II',
        description: null,
        name_id: null,
        description_id: null,
        image_path: c.seriesImage,
        path: `/product/series/${c.series}#product-${c.lathe}`,
        context: ['Metal Cutting', 'Okuma', 'CNC Lathes', 'LB3000 Series'],
        context_id: [null, null, null, null],
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

    test("a hit's places carry their Indonesian names beside the English, null where untranslated (issue 22)", async () => {
      const type = (await created(api, '/api/manufacture-type/create', { json: { name: 'Metal Forming', name_id: 'Pembentukan Logam' } })).id;
      const vendor = (await created(api, '/api/vendor/create', { json: { name: 'Amada', mt_manufacture_type_id: type } })).id;
      const parents = { mt_manufacture_type_id: type, mt_vendor_id: vendor };
      const category = (await created(api, '/api/product/category/create', { json: { name: 'Press Brakes', name_id: 'Mesin Tekuk', ...parents } }))
        .id;
      await created(api, '/api/product/series/create', { json: { name: 'HG-ATC Series', ...parents, mt_product_category_id: category } });
      const hit = (await search(api, 'HG-ATC Series')).body.data.groups[0].hits[0];
      expect(hit).toMatchObject({ context: ['Metal Forming', 'Amada', 'Press Brakes'], context_id: ['Pembentukan Logam', null, 'Mesin Tekuk'] });
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
      // Both on a beginning (tier 1 of 0..5): (5 - 1 + the trigram figure) / 6; the name's (0.625)
      // above Okuma's description's (word similarity 0.833, weighed by half).
      expect(category).toMatchObject({ label: 'Categories', hits: [{ score: 0.771 }] });
      expect(vendor).toMatchObject({ label: 'Distributors', hits: [{ score: 0.736 }] });
      // Exact words first, then a beginning, then typos: 'LB3000 EX II' exactly 1, 'lb300' on a
      // beginning 0.777, one typo (tier 2): (3 + (0.9 + 0.692) / 2) / 6 = 0.633.
      const score = async (q: string) => (await search(api, q)).body.data.groups[0].hits[0].score;
      expect([await score('LB3000 EX II'), await score('lb300'), await score('LB300 EX')]).toEqual([1, 0.777, 0.633]);
    });

    test('the text is answered trimmed, spaces collapsed, in lower case; matching ignores case', async () => {
      await createCatalogue(api);
      const r = await search(api, '  OKUMA  ');
      expect(r.body.data.q).toBe('okuma');
      expect(found(r.body)[0]).toEqual(['mt_vendor', ['Okuma']]);
    });

    test("full-width letters, as a phone's Japanese or Chinese keyboard types them, are searched as the plain ones", async () => {
      await createCatalogue(api);
      const r = await search(api, 'ＯＫＵＭＡ');
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

    // Issue 24: models found by their attribute values as buyers write them.
    describe('by attribute values ("3000 rpm", "500 mm")', () => {
      /** The catalogue's lathes with values: LB3000 EX II 3000 rpm and 500 mm swing; Genos L250 4500 rpm and a 100-600 mm travel. */
      async function withValues(api: ContractSession) {
        const c = await createCatalogue(api);
        const parents = {
          mt_manufacture_type_id: c.type,
          mt_vendor_id: c.vendor,
          mt_product_category_id: c.category,
          mt_product_series_id: c.series,
        };
        const attribute = async (fields: Record<string, unknown>) =>
          (await created(api, '/api/attribute/create', { json: { mt_product_category_id: c.category, ...fields } })).id as number;
        const speed = await attribute({ name: 'Spindle speed', type: 'number', unit: 'rpm' });
        const swing = await attribute({ name: 'Swing', type: 'number', unit: 'mm' });
        const travel = await attribute({ name: 'Travel', type: 'range', unit: 'mm' });
        const tools = await attribute({ name: 'Tools', type: 'number', unit: null });
        const genos = (await search(api, 'Genos L250')).body.data.groups[0].hits[0].id as number;
        const save = async (id: number, name: string, attributes: Record<number, unknown>) => {
          const r = await api.post(`/api/product/update/${id}`, { json: { name, ...parents, attributes } });
          if (r.status !== 200) throw new Error(`setup: product update answered ${r.status}`);
        };
        await save(c.lathe, 'LB3000 EX II', { [speed]: 3000, [swing]: 500, [tools]: 12 });
        await save(genos, 'Genos L250', { [speed]: 4500, [travel]: { min: 100, max: 600 }, [tools]: 3000 });
        return { c, genos, speed, save };
      }
      const lathes = (names: string[]) => [['mt_product', names]];

      test('a number with a unit finds the models with that value of an attribute of that unit, however it is written', async () => {
        await withValues(api);
        for (const q of ['3000 rpm', '3.000 rpm', '3,000 rpm', '3000rpm', '3000 RPM', '3000 r/min'])
          expect([q, found((await search(api, q)).body)]).toEqual([q, lathes(['LB3000 EX II'])]);
        // Another unit, or no unit: no hit (Tools has 3000 and no unit).
        expect(found((await search(api, '3000 mm')).body)).toEqual([]);
        expect(found((await search(api, '4501 rpm')).body)).toEqual([]);
      });

      test('a range containing the number matches below a number equal to it; several measures must all match', async () => {
        await withValues(api);
        const hits = (await search(api, '500 mm')).body.data.groups[0].hits;
        expect(hits.map((h: Json) => [h.name, h.score])).toEqual([
          ['LB3000 EX II', 1],
          ['Genos L250', expect.any(Number)],
        ]);
        expect(hits[1].score).toBeLessThan(1);
        expect(found((await search(api, '4500 rpm 500 mm')).body)).toEqual(lathes(['Genos L250']));
        expect(found((await search(api, '3000 rpm 600 mm')).body)).toEqual([]);
        expect(found((await search(api, '600 mm')).body)).toEqual(lathes(['Genos L250']));
      });

      test('a change of a model’s values shows in the next search', async () => {
        const { genos, speed, save } = await withValues(api);
        await save(genos, 'Genos L250', { [speed]: 3000 });
        expect(found((await search(api, '3000 rpm')).body)).toEqual(lathes(['LB3000 EX II', 'Genos L250']));
        expect(found((await search(api, '600 mm')).body)).toEqual([]);
      });
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
