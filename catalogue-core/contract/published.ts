// Drafts (issue 21): a record whose `published` is false, and everything under it, is hidden from
// the public: its reads answer 404, its parents' reads, the counts and the search leave it out. Staff
// (a valid token) read it on the same routes; the admin's lists filter by it. A create is published
// unless it says not; an update that leaves the flag out keeps it; publishing a parent publishes
// none of its drafts.
import { createChain, createProduct, productParents, seriesParents, type Chain } from './builders';
import type { Json } from './client';
import { formOf } from './files';
import type { ContractSession } from './session';

const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name);
const invalid = 'Published must be true or false';

export function describePublished(api: ContractSession): void {
  const asPublic = { token: null };
  const publicGet = (path: string, query?: Record<string, string>) => api.get(path, { ...asPublic, query });
  const update = (path: string, json: Json) => api.post(path, { json });
  const saveSeries = (chain: Chain, published?: boolean) =>
    update(`/api/product/series/update/${chain.series}`, {
      name: 'Series A',
      ...seriesParents(chain),
      ...(published === undefined ? {} : { published }),
    });
  /** The product counts of the series cards on the type's page, as the public (or staff) reads it. */
  const seriesCards = async (chain: Chain, as: 'public' | 'staff' = 'public') => {
    const type = (await api.get(`/api/manufacture-type/detail/${chain.type}`, as === 'public' ? asPublic : {})).body.data;
    return type.mt_vendor.flatMap((v: Json) =>
      v.mt_product_category.flatMap((c: Json) => c.mt_product_series.map((s: Json) => [s.name, s.product_count])),
    );
  };

  describe('published: drafts hidden from the public (issue 21)', () => {
    test('a draft product: left out of its series’ page, detail and count for the public; staff read it', async () => {
      const chain = await createChain(api, 'A');
      const shown = await createProduct(api, chain, { name: 'Shown 1' });
      const draft = await createProduct(api, chain, { name: 'Hidden 1', published: false });
      expect([shown.published, draft.published]).toEqual([true, false]);

      const staffRead = await api.get(`/api/product/detail/${draft.id}`);
      expect([staffRead.status, staffRead.body.data.published]).toEqual([200, false]);

      const page = (await publicGet(`/api/product/series/page/${chain.series}`)).body.data;
      expect([names(page.mt_product), page.mt_product_page.total]).toEqual([['Shown 1'], 1]);
      const staffPage = (await api.get(`/api/product/series/page/${chain.series}`)).body.data;
      expect([names(staffPage.mt_product), staffPage.mt_product_page.total]).toEqual([['Shown 1', 'Hidden 1'], 2]);
      expect(names((await publicGet(`/api/product/series/detail/${chain.series}`)).body.data.mt_product)).toEqual(['Shown 1']);
      expect(await seriesCards(chain)).toEqual([['Series A', 1]]);
      expect(await seriesCards(chain, 'staff')).toEqual([['Series A', 2]]);
    });

    test('a draft series hides itself and its products; publishing it again shows it, its draft products stay hidden', async () => {
      const chain = await createChain(api, 'A');
      await createProduct(api, chain, { name: 'Shown 1' });
      await createProduct(api, chain, { name: 'Hidden 1', published: false });
      const saved = await saveSeries(chain, false);
      expect([saved.status, saved.body.data.published]).toEqual([200, false]);

      expect((await publicGet(`/api/product/series/detail/${chain.series}`)).status).toBe(404);
      const hidden = await publicGet(`/api/product/series/page/${chain.series}`);
      expect([hidden.status, hidden.body]).toEqual([404, { message: `Product series "${chain.series}" not found` }]);
      expect((await publicGet(`/api/product/category/detail/${chain.category}`)).body.data.mt_product_series).toEqual([]);
      expect(await seriesCards(chain)).toEqual([]);
      const staffDetail = await api.get(`/api/product/category/detail/${chain.category}`);
      expect(names(staffDetail.body.data.mt_product_series)).toEqual(['Series A']);
      expect((await api.get(`/api/product/series/page/${chain.series}`)).body.data.mt_product_page.total).toBe(2);

      // An update that leaves the flag out keeps it.
      expect((await saveSeries(chain)).body.data.published).toBe(false);
      expect((await saveSeries(chain, true)).body.data.published).toBe(true);
      expect(names((await publicGet(`/api/product/series/page/${chain.series}`)).body.data.mt_product)).toEqual(['Shown 1']);
    });

    test('a draft type or vendor hides the whole branch: the types list, the page by name, every detail under it', async () => {
      const a = await createChain(api, 'A');
      const b = await createChain(api, 'B');
      await createProduct(api, b, { name: 'Under B' });
      const type = await update(`/api/manufacture-type/update/${b.type}`, { name: 'Type B', published: 'false' });
      expect([type.status, type.body.data.published]).toEqual([200, false]);

      expect(names((await publicGet('/api/manufacture-type')).body.data.data)).toEqual(['Type A']);
      expect(names((await api.get('/api/manufacture-type')).body.data.data)).toEqual(['Type A', 'Type B']);
      expect((await publicGet('/api/manufacture-type/detail/name/Type B')).status).toBe(404);
      expect((await api.get('/api/manufacture-type/detail/name/Type B')).status).toBe(200);
      for (const path of [
        `/api/manufacture-type/detail/${b.type}`,
        `/api/vendor/detail/${b.vendor}`,
        `/api/product/category/detail/${b.category}`,
        `/api/product/series/detail/${b.series}`,
        `/api/product/series/page/${b.series}`,
      ])
        expect([path, (await publicGet(path)).status]).toEqual([path, 404]);

      const vendor = await update(`/api/vendor/update/${a.vendor}`, { name: 'Vendor A', mt_manufacture_type_id: a.type, published: false });
      expect(vendor.body.data.published).toBe(false);
      expect((await publicGet(`/api/manufacture-type/detail/${a.type}`)).body.data.mt_vendor).toEqual([]);
      expect((await publicGet(`/api/product/category/detail/${a.category}`)).status).toBe(404);
      // The public detail names no children (staff's says what keeps a record from being deleted).
      const typeA = (await publicGet(`/api/manufacture-type/detail/${a.type}`)).body.data;
      expect(typeA.children).toBeUndefined();
      expect((await api.get(`/api/manufacture-type/detail/${a.type}`)).body.data.children).toBeDefined();
    });

    test('the admin lists filter by it: published=true, published=false, or both', async () => {
      const chain = await createChain(api, 'A');
      await createProduct(api, chain, { name: 'Shown 1' });
      await createProduct(api, chain, { name: 'Hidden 1', published: false });
      const list = async (path: string, published?: string) =>
        names((await api.get(path, { query: published === undefined ? {} : { published } })).body.data.data).sort();
      expect(await list('/api/product')).toEqual(['Hidden 1', 'Shown 1']);
      expect(await list('/api/product', 'true')).toEqual(['Shown 1']);
      expect(await list('/api/product', 'false')).toEqual(['Hidden 1']);
      await update(`/api/vendor/update/${chain.vendor}`, { name: 'Vendor A', mt_manufacture_type_id: chain.type, published: false });
      expect(await list('/api/vendor', 'false')).toEqual(['Vendor A']);
      expect(await list('/api/vendor', 'true')).toEqual([]);
      expect(await list('/api/product/category', 'true')).toEqual(['Category A']);
    });

    test('takes true or false (or their text from a form); anything else is a 422 on the field', async () => {
      const chain = await createChain(api, 'A');
      const form = await api.post('/api/product/create', { form: formOf({ name: 'From a form', ...productParents(chain), published: 'false' }) });
      expect([form.status, form.body.data.published]).toEqual([201, false]);
      for (const published of ['maybe', 1, 'yes']) {
        const r = await api.post('/api/product/create', { json: { name: 'Bad', ...productParents(chain), published } });
        expect([published, r.status, r.body]).toEqual([published, 422, { message: invalid, errors: { published: [invalid] } }]);
      }
    });

    test('the search finds no draft and nothing under one, until it is published', async () => {
      const chain = await createChain(api, 'A');
      const draft = await createProduct(api, chain, { name: 'Zeta Lathe 900', published: false });
      await createProduct(api, chain, { name: 'Zeta Lathe 100' });
      const found = async () =>
        ((await publicGet('/api/search', { q: 'Zeta Lathe' })).body.data.groups as Json[]).flatMap((group) =>
          group.hits.map((hit: Json) => hit.name),
        );
      expect(await found()).toEqual(['Zeta Lathe 100']);
      await saveSeries(chain, false);
      expect(await found()).toEqual([]);
      await saveSeries(chain, true);
      await update(`/api/product/update/${draft.id}`, { name: 'Zeta Lathe 900', ...productParents(chain), published: true });
      expect((await found()).sort()).toEqual(['Zeta Lathe 100', 'Zeta Lathe 900']);
    });
  });
}
