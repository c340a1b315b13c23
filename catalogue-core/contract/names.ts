// Names (issue 13): a name is unique within its parent, in any case and whatever spaces surround
// it (422 on the name field); a renamed manufacture type is still found by its former names.
import { createChain, created, productParents, seriesParents } from './builders';
import type { ContractSession } from './session';

const refused = (message: string) => ({ status: 422, body: { message, errors: { name: [message] } } });

export function describeNames(api: ContractSession): void {
  describe('names: unique within the parent', () => {
    test('a manufacture type: among all types, in any case and with spaces around', async () => {
      await createChain(api, 'Tools');
      const r = await api.post('/api/manufacture-type/create', { json: { name: '  type TOOLS ' } });
      expect({ status: r.status, body: r.body }).toEqual(refused("A manufacture type named 'type TOOLS' already exists"));
    });

    test('each level within its own parent; the same name under another parent saves', async () => {
      const a = await createChain(api, 'A');
      const b = await createChain(api, 'B');
      const cases = [
        [
          '/api/vendor/create',
          { name: 'vendor a', mt_manufacture_type_id: a.type },
          { mt_manufacture_type_id: b.type },
          "A vendor named 'vendor a' already exists in this manufacture type",
        ],
        [
          '/api/product/category/create',
          { name: 'CATEGORY A', mt_manufacture_type_id: a.type, mt_vendor_id: a.vendor },
          { mt_manufacture_type_id: b.type, mt_vendor_id: b.vendor },
          "A product category named 'CATEGORY A' already exists for this vendor",
        ],
        [
          '/api/product/series/create',
          { name: 'Series a ', ...seriesParents(a) },
          seriesParents(b),
          "A product series named 'Series a' already exists in this product category",
        ],
      ] as const;
      for (const [path, json, otherParent, message] of cases) {
        const r = await api.post(path, { json });
        expect([path, r.status, r.body]).toEqual([path, 422, refused(message).body]);
        expect([path, (await api.post(path, { json: { ...json, ...otherParent } })).status]).toEqual([path, 201]);
      }
      await created(api, '/api/product/create', { json: { name: 'Lathe X', ...productParents(a) } });
      const product = await api.post('/api/product/create', { json: { name: 'lathe x', ...productParents(a) } });
      expect({ status: product.status, body: product.body }).toEqual(refused("A product named 'lathe x' already exists in this product series"));
      expect((await api.post('/api/product/create', { json: { name: 'lathe x', ...productParents(b) } })).status).toBe(201);
    });

    test('an update to another record’s name is refused; to its own name in another case it saves', async () => {
      const chain = await createChain(api, 'A');
      const other = await created(api, '/api/vendor/create', { json: { name: 'Other', mt_manufacture_type_id: chain.type } });
      const clash = await api.post(`/api/vendor/update/${other.id}`, { json: { name: 'Vendor A', mt_manufacture_type_id: chain.type } });
      expect({ status: clash.status, body: clash.body }).toEqual(refused("A vendor named 'Vendor A' already exists in this manufacture type"));
      const own = await api.post(`/api/vendor/update/${chain.vendor}`, { json: { name: 'VENDOR A', mt_manufacture_type_id: chain.type } });
      expect([own.status, own.body.data?.name]).toEqual([200, 'VENDOR A']);
    });
  });

  describe('names: a renamed manufacture type', () => {
    const byName = (name: string) => api.get(`/api/manufacture-type/detail/name/${encodeURIComponent(name)}`, { token: null });

    test('is found by a former name, answering its current name; a type of that name now wins', async () => {
      const chain = await createChain(api, 'Old');
      const renamed = await api.post(`/api/manufacture-type/update/${chain.type}`, { json: { name: 'Type New' } });
      expect(renamed.status).toBe(200);
      const r = await byName(' type old ');
      expect([r.status, r.body.data?.id, r.body.data?.name]).toEqual([200, chain.type, 'Type New']);
      expect((await byName('Type New')).body.data?.id).toBe(chain.type);
      const newcomer = await created(api, '/api/manufacture-type/create', { json: { name: 'Type Old' } });
      expect((await byName('Type Old')).body.data?.id).toBe(newcomer.id);
    });

    test('answers the kind of its page, which a rename keeps', async () => {
      const chain = await createChain(api, 'Kind');
      expect((await byName('Type Kind')).body.data?.page_kind).toBe('distributors');
      await api.post(`/api/manufacture-type/update/${chain.type}`, { json: { name: 'Type Kind 2' } });
      expect((await byName('Type Kind 2')).body.data?.page_kind).toBe('distributors');
    });
  });
}
