// The series page's reads (issue 14): a series' detail lists its products in the staff's order
// (issue 21: a new one goes last; see ./order.ts) with their
// image and file references, and the public nested reads say how many products each series has.
// Issue 20: the series page's own read, GET /api/product/series/page/{id}?page=&per_page=, answers
// one page of those products (48 by default) and where it sits; 404 past the last page, 422 for a
// page or page size that is not a whole number in range.
import { createChain, createProduct, productParents, uploadImage, uploadPdf, type Chain } from './builders';
import type { ContractSession } from './session';

/** product_count of the chain's series in each public read that nests it. */
async function nestedCounts(api: ContractSession, chain: Chain): Promise<number[]> {
  const type = (await api.get(`/api/manufacture-type/detail/name/${encodeURIComponent('Type A')}`, { token: null })).body.data;
  const vendor = (await api.get(`/api/vendor/detail/${chain.vendor}`, { token: null })).body.data;
  const category = (await api.get(`/api/product/category/detail/${chain.category}`, { token: null })).body.data;
  return [
    type.mt_vendor[0].mt_product_category[0].mt_product_series[0].product_count,
    vendor.mt_product_category[0].mt_product_series[0].product_count,
    category.mt_product_series[0].product_count,
  ];
}

export function describeSeriesPage(api: ContractSession) {
  describe('Series page reads', () => {
    test('series detail: mt_product in the staff’s order (the order they were created in), each with its texts in both languages, its image and file references and its attribute values only', async () => {
      const chain = await createChain(api);
      const picture = await uploadImage(api, 'Lathe picture');
      const brochure = await uploadPdf(api, 'Lathe brochure');
      const b = await createProduct(api, chain, {
        name: 'KL-200',
        description: 'Heavy lathe',
        description_id: 'Mesin bubut berat',
        image_id: picture.id,
        pdf_id: brochure.id,
      });
      const a = await createProduct(api, chain, { name: 'kl-100' });
      const other = await createChain(api, 'B');
      await createProduct(api, other, { name: 'Elsewhere' });

      const r = await api.get(`/api/product/series/detail/${chain.series}`, { token: null });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ id: chain.series, name: 'Series A', mt_product_category: { id: chain.category } });
      expect(r.body.data.mt_product).toEqual([
        {
          id: b.id,
          name: 'KL-200',
          description: 'Heavy lathe',
          description_id: 'Mesin bubut berat',
          image_id: picture.id,
          image: { id: picture.id, name: 'Lathe picture', image_path: picture.image_path, focus_x: 50, focus_y: 50, fit: 'cover' },
          pdf_id: brochure.id,
          file: { id: brochure.id, name: 'Lathe brochure', file_path: brochure.file_path },
          // Its values of its category's attributes (issue 24): none here.
          attributes: {},
        },
        { id: a.id, name: 'kl-100', description: null, description_id: null, image_id: null, image: null, pdf_id: null, file: null, attributes: {} },
      ]);
    });

    test('series detail: an empty mt_product without products; 404 for an unknown series', async () => {
      const chain = await createChain(api);
      expect((await api.get(`/api/product/series/detail/${chain.series}`, { token: null })).body.data.mt_product).toEqual([]);
      const missing = await api.get('/api/product/series/detail/999999', { token: null });
      expect([missing.status, missing.body]).toEqual([404, { message: 'Product series "999999" not found' }]);
    });

    test('product_count of the nested series follows product creates, moves and deletes', async () => {
      const chain = await createChain(api);
      expect(await nestedCounts(api, chain)).toEqual([0, 0, 0]);
      const first = await createProduct(api, chain, { name: 'P1' });
      await createProduct(api, chain, { name: 'P2' });
      expect(await nestedCounts(api, chain)).toEqual([2, 2, 2]);

      const other = await createChain(api, 'B');
      const moved = await api.post(`/api/product/update/${first.id}`, { json: { name: 'P1', ...productParents(other) } });
      expect(moved.status).toBe(200);
      expect(await nestedCounts(api, chain)).toEqual([1, 1, 1]);
      const otherCategory = (await api.get(`/api/product/category/detail/${other.category}`, { token: null })).body.data;
      expect(otherCategory.mt_product_series[0].product_count).toBe(1);

      const second = (await api.get(`/api/product/series/detail/${chain.series}`, { token: null })).body.data.mt_product[0];
      expect((await api.delete(`/api/product/delete/${second.id}`)).status).toBe(200);
      expect(await nestedCounts(api, chain)).toEqual([0, 0, 0]);
      expect((await api.get(`/api/product/series/detail/${chain.series}`, { token: null })).body.data.mt_product).toEqual([]);
    });

    describe('GET /api/product/series/page/{id} (issue 20)', () => {
      const pageOf = (series: number, query = '') => api.get(`/api/product/series/page/${series}${query}`, { token: null });

      test('a page of the products in the staff’s order, with the series and where the page sits', async () => {
        const chain = await createChain(api);
        const picture = await uploadImage(api, 'Press picture');
        // Created out of name order, in mixed case.
        const names = ['P-05', 'p-02', 'P-04', 'P-01', 'P-03', 'p-06'];
        const made = [];
        for (const name of names) made.push(await createProduct(api, chain, { name, image_id: name === 'P-01' ? picture.id : null }));
        const other = await createChain(api, 'B');
        await createProduct(api, other, { name: 'P-00' });
        // Put in name order by staff (issue 21), one call.
        const byName = [made[3], made[1], made[4], made[2], made[0], made[5]].map((p) => p.id);
        expect((await api.post('/api/product/order', { json: { parent_id: chain.series, ids: byName } })).status).toBe(200);

        const first = await pageOf(chain.series, '?per_page=4');
        expect(first.status).toBe(200);
        expect(first.body.data).toMatchObject({ id: chain.series, name: 'Series A', mt_product_category: { id: chain.category } });
        expect(first.body.data.children).toBeUndefined();
        expect(first.body.data.mt_product_page).toEqual({ total: 6, per_page: 4, current_page: 1, last_page: 2 });
        expect(first.body.data.mt_product.map((p: { id: number }) => p.id)).toEqual(byName.slice(0, 4));
        expect(first.body.data.mt_product[0]).toEqual({
          id: made[3].id,
          name: 'P-01',
          description: null,
          description_id: null,
          image_id: picture.id,
          image: { id: picture.id, name: 'Press picture', image_path: picture.image_path, focus_x: 50, focus_y: 50, fit: 'cover' },
          pdf_id: null,
          file: null,
          attributes: {},
        });

        const second = await pageOf(chain.series, '?page=2&per_page=4');
        expect(second.body.data.mt_product_page).toEqual({ total: 6, per_page: 4, current_page: 2, last_page: 2 });
        expect(second.body.data.mt_product.map((p: { id: number }) => p.id)).toEqual(byName.slice(4));

        // The pages together are the detail's list.
        const detail = (await api.get(`/api/product/series/detail/${chain.series}`, { token: null })).body.data;
        expect(detail.mt_product.map((p: { id: number }) => p.id)).toEqual(byName);
      });

      test('48 a page by default, a search hit opening the page that shows its model; the page after the last is 404 with a message that says how many there are', async () => {
        const chain = await createChain(api);
        for (let i = 1; i <= 49; i++) await createProduct(api, chain, { name: `M-${String(i).padStart(3, '0')}` });
        const first = await pageOf(chain.series);
        expect(first.body.data.mt_product).toHaveLength(48);
        expect(first.body.data.mt_product_page).toEqual({ total: 49, per_page: 48, current_page: 1, last_page: 2 });
        expect(first.body.data.mt_product[47].name).toBe('M-048');
        const second = await pageOf(chain.series, '?page=2');
        expect(second.body.data.mt_product.map((p: { name: string }) => p.name)).toEqual(['M-049']);
        // A search hit opens the page that shows the model.
        const search = await api.get('/api/search?q=M-049', { token: null });
        const hits = search.body.data.groups.find((g: { kind: string }) => g.kind === 'mt_product').hits;
        const hit = hits.find((h: { name: string }) => h.name === 'M-049');
        expect(hit.path).toBe(`/product/series/${chain.series}?page=2#product-${hit.id}`);
        const onFirst = hits.find((h: { name: string }) => h.name === 'M-048');
        if (onFirst) expect(onFirst.path).toBe(`/product/series/${chain.series}#product-${onFirst.id}`);
        const past = await pageOf(chain.series, '?page=3');
        expect([past.status, past.body]).toEqual([404, { message: `Page 3 of product series "${chain.series}" not found: it has 2 pages` }]);
      });

      test('a series without products has one empty page; an unknown series is 404', async () => {
        const chain = await createChain(api);
        const empty = await pageOf(chain.series);
        expect(empty.status).toBe(200);
        expect(empty.body.data.mt_product).toEqual([]);
        expect(empty.body.data.mt_product_page).toEqual({ total: 0, per_page: 48, current_page: 1, last_page: 1 });
        expect((await pageOf(chain.series, '?page=2')).status).toBe(404);
        const missing = await pageOf(999999);
        expect([missing.status, missing.body]).toEqual([404, { message: 'Product series "999999" not found' }]);
      });

      test('a page or page size that is no whole number in range is 422 with a message', async () => {
        const chain = await createChain(api);
        await createProduct(api, chain, { name: 'Only' });
        for (const page of ['0', '-1', '1.5', 'abc', '2e1', '99999999999']) {
          const r = await pageOf(chain.series, `?page=${encodeURIComponent(page)}`);
          expect([page, r.status, r.body]).toEqual([page, 422, expect.objectContaining({ message: 'Page must be a whole number from 1' })]);
        }
        for (const size of ['0', '97', 'x']) {
          const r = await pageOf(chain.series, `?per_page=${size}`);
          expect([size, r.status, r.body.message]).toEqual([size, 422, 'Per page must be a whole number from 1 to 96']);
        }
        // An empty value is the default.
        expect((await pageOf(chain.series, '?page=&per_page=')).body.data.mt_product_page).toMatchObject({ current_page: 1, per_page: 48 });
      });

      test('follows product creates, reorders, renames and deletes', async () => {
        const chain = await createChain(api);
        const b = await createProduct(api, chain, { name: 'B' });
        const names = async () => (await pageOf(chain.series, '?per_page=2')).body.data.mt_product.map((p: { name: string }) => p.name);
        expect(await names()).toEqual(['B']);
        const c = await createProduct(api, chain, { name: 'C' });
        const a = await createProduct(api, chain, { name: 'A' });
        expect(await names()).toEqual(['B', 'C']);
        expect((await api.post('/api/product/order', { json: { parent_id: chain.series, ids: [a.id, b.id, c.id] } })).status).toBe(200);
        expect(await names()).toEqual(['A', 'B']);
        expect((await api.post(`/api/product/update/${b.id}`, { json: { name: 'D', ...productParents(chain) } })).status).toBe(200);
        expect(await names()).toEqual(['A', 'D']);
        expect((await pageOf(chain.series, '?page=2&per_page=2')).body.data.mt_product.map((p: { name: string }) => p.name)).toEqual(['C']);
        expect((await api.delete(`/api/product/delete/${b.id}`)).status).toBe(200);
        expect((await pageOf(chain.series, '?page=2&per_page=2')).status).toBe(404);
      });
    });
  });
}
