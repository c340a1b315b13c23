// The compare view's read (issue 24): GET /api/product/compare?ids=, public. Up to 4 models from
// any series and category, in the order asked, each with its series, category, vendor and type
// named and its values; the attributes of their categories; the rows (an attribute of two
// categories with the same name, type and unit is one row); ids that are no model the reader sees
// in missing_ids (404 when none is); 422 {message} for no ids, an id that is none, more than 4.
import { createChain, createProduct, created } from './builders';
import type { ContractSession } from './session';

export function describeCompare(api: ContractSession): void {
  describe('compare: models side by side (issue 24)', () => {
    const asPublic = { token: null };
    const compare = (ids: string, token?: null) => api.get('/api/product/compare', { query: { ids }, ...(token === null ? asPublic : {}) });
    const attribute = (category: number, fields: Record<string, unknown>) =>
      created(api, '/api/attribute/create', { json: { mt_product_category_id: category, type: 'number', ...fields } });

    test('two categories: each model with its chain and values, the attributes by category, a shared name one row', async () => {
      const lathes = await createChain(api, 'A');
      const mills = await createChain(api, 'B');
      const speed = (await attribute(lathes.category, { name: 'Spindle speed', name_id: 'Kecepatan spindel', unit: 'rpm' })).id;
      const swing = (await attribute(lathes.category, { name: 'Swing', unit: 'mm' })).id;
      const millSpeed = (await attribute(mills.category, { name: 'spindle speed', unit: 'rpm' })).id;
      const travel = (await attribute(mills.category, { name: 'Travel', type: 'range', unit: 'mm' })).id;
      // The same name in another unit is another row.
      const millSwing = (await attribute(mills.category, { name: 'Swing', unit: 'm' })).id;
      const lathe = await createProduct(api, lathes, { name: 'LB3000', description: 'A lathe', attributes: { [speed]: 3000, [swing]: 500 } });
      const mill = await createProduct(api, mills, { name: 'MB-46', attributes: { [millSpeed]: 12000, [travel]: { min: 100, max: 560 } } });

      const r = await compare(`${mill.id}, ${lathe.id}`, null);
      expect(r.status).toBe(200);
      expect(r.body.data.mt_product).toEqual([
        {
          id: mill.id,
          name: 'MB-46',
          description: null,
          description_id: null,
          image: null,
          mt_product_series: { id: mills.series, name: 'Series B' },
          mt_product_category: { id: mills.category, name: 'Category B', name_id: null },
          mt_vendor: { id: mills.vendor, name: 'Vendor B' },
          mt_manufacture_type: { id: mills.type, name: 'Type B' },
          attributes: { [millSpeed]: 12000, [travel]: { min: 100, max: 560 } },
        },
        expect.objectContaining({
          id: lathe.id,
          name: 'LB3000',
          description: 'A lathe',
          mt_product_series: { id: lathes.series, name: 'Series A' },
          attributes: { [speed]: 3000, [swing]: 500 },
        }),
      ]);
      // The categories as the models come (the mill's first), each's attributes in the staff's order.
      expect(r.body.data.mt_product_attribute.map((a: { id: number }) => a.id)).toEqual([millSpeed, travel, millSwing, speed, swing]);
      expect(r.body.data.rows).toEqual([
        { name: 'spindle speed', name_id: null, type: 'number', unit: 'rpm', attribute_ids: [millSpeed, speed] },
        { name: 'Travel', name_id: null, type: 'range', unit: 'mm', attribute_ids: [travel] },
        { name: 'Swing', name_id: null, type: 'number', unit: 'm', attribute_ids: [millSwing] },
        { name: 'Swing', name_id: null, type: 'number', unit: 'mm', attribute_ids: [swing] },
      ]);
      expect(r.body.data.missing_ids).toEqual([]);
    });

    test('an id given twice counts once; unknown and draft models are missing_ids for the public; none there: 404', async () => {
      const chain = await createChain(api);
      const shown = await createProduct(api, chain, { name: 'Shown' });
      const draft = await createProduct(api, chain, { name: 'Draft', published: false });

      const r = await compare(`${shown.id},${draft.id},${shown.id},999999`, null);
      expect([r.status, r.body.data.mt_product.map((p: { name: string }) => p.name), r.body.data.missing_ids]).toEqual([
        200,
        ['Shown'],
        [draft.id, 999999],
      ]);
      // Staff see the draft (the admin's preview).
      const staff = await compare(`${shown.id},${draft.id}`);
      expect([staff.status, staff.body.data.missing_ids, staff.body.data.rows]).toEqual([200, [], []]);

      const none = await compare(`${draft.id},999999`, null);
      expect([none.status, none.body]).toEqual([404, { message: `Product "${draft.id},999999" not found` }]);
    });

    test('422 {message} for no ids, an id that is none and more than 4 models', async () => {
      const refused = async (ids: string | undefined) => {
        const r = await api.get('/api/product/compare', { query: ids === undefined ? {} : { ids }, token: null });
        return [r.status, r.body];
      };
      expect(await refused(undefined)).toEqual([
        422,
        {
          message: 'Ids are required: the models to compare, separated by commas',
          errors: { ids: ['Ids are required: the models to compare, separated by commas'] },
        },
      ]);
      expect(await refused('1,x')).toEqual([422, expect.objectContaining({ message: 'Ids must be model ids separated by commas' })]);
      expect(await refused('1,,2')).toEqual([422, expect.objectContaining({ message: 'Ids must be model ids separated by commas' })]);
      expect(await refused('-1')).toEqual([422, expect.objectContaining({ message: 'Ids must be model ids separated by commas' })]);
      expect(await refused('1,2,3,4,5')).toEqual([422, expect.objectContaining({ message: 'Compare at most 4 models at a time' })]);
      // Five ids of which two are the same are four models.
      expect((await refused('1,2,3,4,4'))[0]).toBe(404);
    });
  });
}
