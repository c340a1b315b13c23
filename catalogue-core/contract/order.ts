// The staff's order (issue 21): a new record (or one moved to another parent) goes last under it; one call puts a parent's
// children in a new order (staff only; 422 unless the ids are exactly its children), and the
// public reads and the admin's lists follow it.
import { createChain, createProduct, created, productParents, seriesParents } from './builders';
import type { ContractSession } from './session';

const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name);
const mismatch = "The ids must be exactly the parent's children, each once";

export function describeOrder(api: ContractSession): void {
  describe('order: the staff’s order under a parent (issue 21)', () => {
    test('new records go last; a reorder of each level is what the public reads and the lists show', async () => {
      const a = await createChain(api, 'A');
      const b = await createChain(api, 'B');
      const vendor2 = await created(api, '/api/vendor/create', { json: { name: 'Vendor A2', mt_manufacture_type_id: a.type } });
      const category2 = await created(api, '/api/product/category/create', {
        json: { name: 'Category A2', mt_manufacture_type_id: a.type, mt_vendor_id: a.vendor },
      });
      const series2 = await created(api, '/api/product/series/create', { json: { name: 'Series A2', ...seriesParents(a) } });
      expect([vendor2.position, category2.position, series2.position]).toEqual([1, 1, 1]);

      const types = await api.post('/api/manufacture-type/order', { json: { ids: [b.type, a.type] } });
      expect([types.status, types.body]).toEqual([200, { message: 'Manufacture type order saved', data: { ids: [b.type, a.type] } }]);
      expect(names((await api.get('/api/manufacture-type', { token: null })).body.data.data)).toEqual(['Type B', 'Type A']);

      const order = async (path: string, parent_id: number, ids: number[]) =>
        expect((await api.post(path, { json: { parent_id, ids } })).status).toBe(200);
      await order('/api/vendor/order', a.type, [vendor2.id, a.vendor]);
      await order('/api/product/category/order', a.vendor, [category2.id, a.category]);
      await order('/api/product/series/order', a.category, [series2.id, a.series]);
      const type = (await api.get(`/api/manufacture-type/detail/${a.type}`, { token: null })).body.data;
      expect(names(type.mt_vendor)).toEqual(['Vendor A2', 'Vendor A']);
      const vendor = type.mt_vendor[1];
      expect(names(vendor.mt_product_category)).toEqual(['Category A2', 'Category A']);
      expect(names(vendor.mt_product_category[1].mt_product_series)).toEqual(['Series A2', 'Series A']);
      const vendors = (await api.get('/api/vendor', { query: { mt_manufacture_type_id: a.type } })).body.data.data;
      expect(names(vendors)).toEqual(['Vendor A2', 'Vendor A']);
    });

    test('a series’ products: last when created, then in the staff’s order before their names', async () => {
      const chain = await createChain(api, 'A');
      const z = await createProduct(api, chain, { name: 'Z 1' });
      const a = await createProduct(api, chain, { name: 'A 1' });
      expect([z.position, a.position]).toEqual([0, 1]);
      const page = async () => names((await api.get(`/api/product/series/page/${chain.series}`, { token: null })).body.data.mt_product);
      expect(await page()).toEqual(['Z 1', 'A 1']);
      expect((await api.post('/api/product/order', { json: { parent_id: chain.series, ids: [a.id, z.id] } })).status).toBe(200);
      expect(await page()).toEqual(['A 1', 'Z 1']);
      expect(names((await api.get(`/api/product/series/detail/${chain.series}`, { token: null })).body.data.mt_product)).toEqual(['A 1', 'Z 1']);
      // Moved to another series: last there.
      const other = await createChain(api, 'B');
      await createProduct(api, other, { name: 'B 1' });
      const moved = await api.post(`/api/product/update/${a.id}`, { json: { name: 'A 1', ...productParents(other) } });
      expect([moved.status, moved.body.data.position]).toEqual([200, 1]);
      const otherPage = await api.get(`/api/product/series/page/${other.series}`, { token: null });
      expect(names(otherPage.body.data.mt_product)).toEqual(['B 1', 'A 1']);
    });

    test('is refused without a token, and with 422 unless the ids are exactly the parent’s children', async () => {
      const a = await createChain(api, 'A');
      const b = await createChain(api, 'B');
      const other = await created(api, '/api/vendor/create', { json: { name: 'Vendor A2', mt_manufacture_type_id: a.type } });
      expect((await api.post('/api/vendor/order', { json: { parent_id: a.type, ids: [other.id, a.vendor] }, token: null })).status).toBe(401);
      for (const ids of [[a.vendor], [a.vendor, other.id, b.vendor], [a.vendor, a.vendor, other.id], [a.vendor, b.vendor]]) {
        const r = await api.post('/api/vendor/order', { json: { parent_id: a.type, ids } });
        expect([ids, r.status, r.body]).toEqual([ids, 422, { message: mismatch, errors: { ids: [mismatch] } }]);
      }
      const product = await createProduct(api, a);
      const noParent = await api.post('/api/product/order', { json: { ids: [product.id] } });
      expect([noParent.status, noParent.body.message]).toEqual([422, mismatch]);
      const types = await api.post('/api/manufacture-type/order', { json: { ids: [a.type] } });
      expect([types.status, types.body.message]).toEqual([422, mismatch]);
    });
  });
}
