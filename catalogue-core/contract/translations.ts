// The catalogue in two languages (issue 22): every level's description_id and the types' and
// categories' name_id are saved and answered beside the English texts (a blank one is none: null),
// held to the rules of their English twins; the admin lists find what lacks Indonesian
// (untranslated=true); the search finds a record by an Indonesian word, typos included; an
// inquiry records the language the visitor wrote in.
import { created, createChain, productParents, seriesParents } from './builders';
import type { Json } from './client';
import type { ContractSession } from './session';

const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name).sort();

const INQUIRY = { name: 'Budi Santoso', email: 'budi@bajamakmur.example', message: 'Mohon penawaran untuk dua unit.' };

export function describeTranslations(api: ContractSession): void {
  const list = async (path: string, untranslated?: string) =>
    (await api.get(path, { query: untranslated === undefined ? {} : { untranslated } })).body.data.data as Json[];

  describe('translations (issue 22)', () => {
    test('a record saved with Indonesian texts answers both, at every level; a blank translation is stored as null', async () => {
      const type = await created(api, '/api/manufacture-type/create', {
        json: { name: 'Machine Tools', name_id: 'Mesin Perkakas', description: 'Lathes and mills', description_id: 'Mesin bubut dan mesin frais' },
      });
      expect(type).toMatchObject({ name_id: 'Mesin Perkakas', description_id: 'Mesin bubut dan mesin frais' });
      const typeId = type.id;
      const vendor = await created(api, '/api/vendor/create', {
        json: { name: 'Okuma', description: 'Builder of lathes', description_id: 'Produsen mesin bubut', mt_manufacture_type_id: typeId },
      });
      const parents = { mt_manufacture_type_id: typeId, mt_vendor_id: vendor.id };
      const category = await created(api, '/api/product/category/create', {
        json: { name: 'CNC Lathes', name_id: 'Mesin Bubut CNC', description_id: '  ', ...parents },
      });
      const series = await created(api, '/api/product/series/create', {
        json: { name: 'LB3000 Series', description: 'Rigid', description_id: 'Kokoh', ...parents, mt_product_category_id: category.id },
      });
      const product = await created(api, '/api/product/create', {
        json: {
          name: 'LB3000 EX II',
          description_id: 'Mesin bubut horizontal',
          ...parents,
          mt_product_category_id: category.id,
          mt_product_series_id: series.id,
        },
      });
      const detail = async (path: string) => (await api.get(path)).body.data;
      expect(await detail(`/api/manufacture-type/detail/${typeId}`)).toMatchObject({
        name: 'Machine Tools',
        name_id: 'Mesin Perkakas',
        description: 'Lathes and mills',
        description_id: 'Mesin bubut dan mesin frais',
      });
      expect(await detail(`/api/vendor/detail/${vendor.id}`)).toMatchObject({
        description: 'Builder of lathes',
        description_id: 'Produsen mesin bubut',
      });
      // Brands and models have no Indonesian name.
      expect((await detail(`/api/vendor/detail/${vendor.id}`)).name_id).toBeUndefined();
      expect(await detail(`/api/product/category/detail/${category.id}`)).toMatchObject({ name_id: 'Mesin Bubut CNC', description_id: null });
      expect(await detail(`/api/product/series/detail/${series.id}`)).toMatchObject({ description: 'Rigid', description_id: 'Kokoh' });
      expect(await detail(`/api/product/detail/${product.id}`)).toMatchObject({ description: null, description_id: 'Mesin bubut horizontal' });
      // The public reads answer both too: the page picks its language.
      const asPublic = await api.get(`/api/manufacture-type/detail/${typeId}`, { token: null });
      expect(asPublic.body.data).toMatchObject({ name_id: 'Mesin Perkakas', description_id: 'Mesin bubut dan mesin frais' });

      const cleared = await api.post(`/api/manufacture-type/update/${typeId}`, {
        json: { name: 'Machine Tools', name_id: '   ', description: 'Lathes and mills', description_id: '' },
      });
      expect([cleared.status, cleared.body.data.name_id, cleared.body.data.description_id]).toEqual([200, null, null]);
      expect(await detail(`/api/manufacture-type/detail/${typeId}`)).toMatchObject({ name_id: null, description_id: null });
    });

    test('the Indonesian texts are held to the rules of their English twins: 422 {message, errors}, nothing saved', async () => {
      const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
        [{ name_id: 'x'.repeat(256) }, { name_id: ['Indonesian name must be at most 255 characters'] }],
        [{ description_id: 'x'.repeat(10_001) }, { description_id: ['Indonesian description must be at most 10000 characters'] }],
        [{ name_id: 'Mesin\u0007Bubut' }, { name_id: ['Indonesian name must not contain control characters'] }],
        [{ name_id: 'Mesin\nBubut' }, { name_id: ['Indonesian name must not contain control characters'] }],
        [{ description_id: 'Baris satu\u0000' }, { description_id: ['Indonesian description must not contain control characters'] }],
      ];
      for (const [fields, errors] of cases) {
        const r = await api.post('/api/manufacture-type/create', { json: { name: 'Machine Tools', ...fields } });
        expect([fields, r.status, r.body]).toEqual([fields, 422, { message: Object.values(errors)[0]![0], errors }]);
      }
      expect(await list('/api/manufacture-type')).toEqual([]);
      // 255 characters and a description of several lines are fine.
      const long = await created(api, '/api/manufacture-type/create', {
        json: { name: 'Machine Tools', name_id: 'x'.repeat(255), description_id: 'Baris satu\nBaris dua' },
      });
      expect([long.name_id.length, long.description_id]).toEqual([255, 'Baris satu\nBaris dua']);
    });

    test('the admin lists find what lacks Indonesian: untranslated=true; false or absent lists all; another value is a 422', async () => {
      const chain = await createChain(api, 'A');
      // Type A: a name without name_id (createChain's). Translated: both texts.
      await created(api, '/api/manufacture-type/create', {
        json: { name: 'Done', name_id: 'Selesai', description: 'All there', description_id: 'Lengkap' },
      });
      await created(api, '/api/manufacture-type/create', { json: { name: 'No description yet', name_id: 'Belum ada deskripsi' } });
      await created(api, '/api/manufacture-type/create', { json: { name: 'Half', name_id: 'Setengah', description: 'Only English' } });
      expect(names(await list('/api/manufacture-type', 'true'))).toEqual(['Half', 'Type A']);
      for (const untranslated of ['false', undefined])
        expect(names(await list('/api/manufacture-type', untranslated))).toEqual(['Done', 'Half', 'No description yet', 'Type A']);

      // A vendor, series or product lacks Indonesian only when it has a description without description_id.
      await created(api, '/api/vendor/create', {
        json: { name: 'Described', description: 'A builder', mt_manufacture_type_id: chain.type },
      });
      await created(api, '/api/vendor/create', {
        json: { name: 'Translated', description: 'A builder', description_id: 'Produsen', mt_manufacture_type_id: chain.type },
      });
      expect(names(await list('/api/vendor', 'true'))).toEqual(['Described']);
      expect(names(await list('/api/product/category', 'true'))).toEqual(['Category A']); // no name_id
      expect(names(await list('/api/product/series', 'true'))).toEqual([]);
      await created(api, '/api/product/series/create', {
        json: { name: 'Series B', description: 'Rigid', ...seriesParents(chain) },
      });
      expect(names(await list('/api/product/series', 'true'))).toEqual(['Series B']);
      await created(api, '/api/product/create', { json: { name: 'Plain', ...productParents(chain) } });
      await created(api, '/api/product/create', { json: { name: 'Described', description: 'A lathe', ...productParents(chain) } });
      expect(names(await list('/api/product', 'true'))).toEqual(['Described']);
      expect(names(await list('/api/product', 'false'))).toEqual(['Described', 'Plain']);

      // With the other filters.
      const filtered = await api.get('/api/product/category', { query: { untranslated: 'true', search: 'nothing like it' } });
      expect(filtered.body.data.data).toEqual([]);

      for (const path of ['/api/manufacture-type', '/api/vendor', '/api/product/category', '/api/product/series', '/api/product']) {
        const r = await api.get(path, { query: { untranslated: 'yes' } });
        expect([path, r.status, r.body]).toEqual([
          path,
          422,
          { message: 'Untranslated must be true or false', errors: { untranslated: ['Untranslated must be true or false'] } },
        ]);
      }
    });

    test('the search finds a record by an Indonesian word, a typo of it and a fragment; hits carry both languages', async () => {
      const type = await created(api, '/api/manufacture-type/create', { json: { name: 'Metal Cutting', name_id: 'Pemotongan Logam' } });
      const vendor = await created(api, '/api/vendor/create', {
        json: { name: 'Okuma', description: 'Builder of lathes', description_id: 'Produsen mesin bubut', mt_manufacture_type_id: type.id },
      });
      const category = await created(api, '/api/product/category/create', {
        json: { name: 'CNC Lathes', name_id: 'Mesin Bubut CNC', mt_manufacture_type_id: type.id, mt_vendor_id: vendor.id },
      });
      const search = async (q: string) => (await api.get('/api/search', { token: null, query: { q } })).body.data.groups as Json[];
      const found = async (q: string) => (await search(q)).map((group) => [group.kind, group.hits.map((hit: Json) => hit.name)]);

      // Its name before another's description.
      const lathes = [
        ['mt_product_category', ['CNC Lathes']],
        ['mt_vendor', ['Okuma']],
      ];
      expect(await found('bubut')).toEqual(lathes);
      expect(await found('mesin bubtu')).toEqual(lathes); // 'bubtu': a swap, one typo (5 letters)
      expect(await found('produsen')).toEqual([['mt_vendor', ['Okuma']]]);
      expect(await found('logam')).toEqual([['mt_manufacture_type', ['Metal Cutting']]]);
      expect(await found('otongan lo')).toEqual([['mt_manufacture_type', ['Metal Cutting']]]); // a fragment of the name

      const [categories, vendors] = await search('bubut');
      expect(categories.hits[0]).toMatchObject({
        id: category.id,
        name: 'CNC Lathes',
        name_id: 'Mesin Bubut CNC',
        description: null,
        description_id: null,
      });
      expect(vendors.hits[0]).toMatchObject({
        id: vendor.id,
        name_id: null,
        description: 'Builder of lathes',
        description_id: 'Produsen mesin bubut',
      });

      // A translation removed is searched no more.
      await api.post(`/api/product/category/update/${category.id}`, {
        json: { name: 'CNC Lathes', name_id: '', mt_manufacture_type_id: type.id, mt_vendor_id: vendor.id },
      });
      expect(await found('bubut')).toEqual([['mt_vendor', ['Okuma']]]);
    });

    test("an inquiry records the visitor's language: 'en' or 'id', absent is 'en', another value a 422 on the field", async () => {
      const send = (fields: Record<string, unknown>) => api.post('/api/inquiry/create', { token: null, json: { ...INQUIRY, ...fields } });
      expect((await send({ locale: 'id' })).status).toBe(201);
      expect((await send({})).status).toBe(201);
      expect((await send({ locale: 'en', name: 'Sari' })).status).toBe(201);
      for (const locale of ['fr', 'ID', 'english', 1]) {
        const r = await send({ locale });
        expect([locale, r.status, r.body]).toEqual([
          locale,
          422,
          { message: 'Language must be one of en, id', errors: { locale: ['Language must be one of en, id'] } },
        ]);
      }
      const rows = (await api.get('/api/inquiry')).body.data.data as Json[];
      expect(rows.map((row) => [row.name, row.locale])).toEqual([
        ['Sari', 'en'],
        ['Budi Santoso', 'en'],
        ['Budi Santoso', 'id'],
      ]);
      expect((await api.get(`/api/inquiry/detail/${rows[2]!.id}`)).body.data.locale).toBe('id');
    });
  });
}
