// The public specification of a series' models (issue 24): the series' page and its detail answer
// its category's attributes (`mt_product_attribute`: public fields only, in the staff's order)
// beside each model's values (`attributes`, {attribute_id: value}); none for a category without.
import { createChain, createProduct, created } from './builders';
import type { ContractSession } from './session';

export function describeSpecification(api: ContractSession): void {
  describe('series specification: the category’s attributes with the series page and detail (issue 24)', () => {
    test('the series page and the series detail answer the category’s attributes in the staff’s order, public fields only', async () => {
      const chain = await createChain(api);
      const make = (fields: Record<string, unknown>) =>
        created(api, '/api/attribute/create', { json: { mt_product_category_id: chain.category, filterable: true, ...fields } });
      const speed = await make({ name: 'Spindle speed', name_id: 'Kecepatan spindel', type: 'number', unit: 'rpm', on_card: true });
      const travel = await make({ name: 'Travel', type: 'range', unit: 'mm' });
      const control = await make({ name: 'Control', type: 'option', options: ['Fanuc', 'Siemens'] });
      // The staff's order: the list first.
      const order = await api.post('/api/attribute/order', { json: { parent_id: chain.category, ids: [control.id, speed.id, travel.id] } });
      expect(order.status).toBe(200);
      const lathe = await createProduct(api, chain, { name: 'Lathe X', attributes: { [speed.id]: 3000, [control.id]: 'Fanuc' } });
      await createProduct(api, chain, { name: 'Lathe Y' });

      const expected = [
        { id: control.id, name: 'Control', name_id: null, type: 'option', unit: null, options: ['Fanuc', 'Siemens'], on_card: false, position: 0 },
        { id: speed.id, name: 'Spindle speed', name_id: 'Kecepatan spindel', type: 'number', unit: 'rpm', options: [], on_card: true, position: 1 },
        { id: travel.id, name: 'Travel', name_id: null, type: 'range', unit: 'mm', options: [], on_card: false, position: 2 },
      ];
      const page = await api.get(`/api/product/series/page/${chain.series}`, { token: null });
      expect(page.status).toBe(200);
      expect(page.body.data.mt_product_attribute).toEqual(expected);
      expect(page.body.data.mt_product.map((p: { name: string; attributes: unknown }) => [p.name, p.attributes])).toEqual([
        ['Lathe X', { [speed.id]: 3000, [control.id]: 'Fanuc' }],
        ['Lathe Y', {}],
      ]);
      const detail = await api.get(`/api/product/series/detail/${chain.series}`, { token: null });
      expect(detail.body.data.mt_product_attribute).toEqual(expected);
      expect(detail.body.data.mt_product[0]).toMatchObject({ id: lathe.id, attributes: { [speed.id]: 3000, [control.id]: 'Fanuc' } });
    });

    test('a category without attributes answers an empty set; another category’s attributes are not the series’', async () => {
      const chain = await createChain(api);
      const other = await createChain(api, 'B');
      await created(api, '/api/attribute/create', {
        json: { mt_product_category_id: other.category, name: 'Spindle speed', type: 'number', unit: 'rpm' },
      });
      await createProduct(api, chain, { name: 'Lathe X' });
      const page = await api.get(`/api/product/series/page/${chain.series}`, { token: null });
      expect([page.status, page.body.data.mt_product_attribute]).toEqual([200, []]);
      const detail = await api.get(`/api/product/series/detail/${chain.series}`, { token: null });
      expect(detail.body.data.mt_product_attribute).toEqual([]);
    });
  });
}
