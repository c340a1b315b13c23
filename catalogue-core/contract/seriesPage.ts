// The series page's reads (issue 14): a series' detail lists its products in name order with their
// image and file references, and the public nested reads say how many products each series has.
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
    test('series detail: mt_product in name order, each with its image and file references only', async () => {
      const chain = await createChain(api);
      const picture = await uploadImage(api, 'Lathe picture');
      const brochure = await uploadPdf(api, 'Lathe brochure');
      const b = await createProduct(api, chain, { name: 'KL-200', description: 'Heavy lathe', image_id: picture.id, pdf_id: brochure.id });
      const a = await createProduct(api, chain, { name: 'kl-100' });
      const other = await createChain(api, 'B');
      await createProduct(api, other, { name: 'Elsewhere' });

      const r = await api.get(`/api/product/series/detail/${chain.series}`, { token: null });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ id: chain.series, name: 'Series A', mt_product_category: { id: chain.category } });
      expect(r.body.data.mt_product).toEqual([
        { id: a.id, name: 'kl-100', description: null, image_id: null, image: null, pdf_id: null, file: null },
        {
          id: b.id,
          name: 'KL-200',
          description: 'Heavy lathe',
          image_id: picture.id,
          image: { id: picture.id, name: 'Lathe picture', image_path: picture.image_path, focus_x: 50, focus_y: 50, fit: 'cover' },
          pdf_id: brochure.id,
          file: { id: brochure.id, name: 'Lathe brochure', file_path: brochure.file_path },
        },
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
  });
}
