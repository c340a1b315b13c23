// Issue 19, the names rule under concurrency: the check and the write are one step (an advisory
// lock on the table's names under that parent, held by the write's transaction), so of saves of
// one new name at the same moment exactly one is created. With PG_TEST_URL the saves run on
// several pooled connections at once; on PGlite its transactions take turns.
import { duplicateNameMessage } from '@mfe/catalogue-core';
import { makeChain, productFields, useApp } from './helpers';

const h = useApp({}, { resetEachTest: true });

const at = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const statuses = (rs: Array<{ status: number }>) => rs.map((r) => r.status).sort();

describe('one name, saved 10 times at once', () => {
  it('under the same parent: one 201, nine 422 with the names message; other parents are not held', async () => {
    const { type } = await makeChain(h, 'C');
    const other = await h.req('POST', '/api/manufacture-type/create', { json: { name: 'Other type' } });
    const rs = await at(10, () => h.req('POST', '/api/vendor/create', { json: { name: 'Twin Vendor', mt_manufacture_type_id: type } }));
    expect(statuses(rs)).toEqual([201, ...Array(9).fill(422)]);
    for (const r of rs.filter((r) => r.status === 422)) expect(r.body.errors).toEqual({ name: [duplicateNameMessage('Vendor', 'Twin Vendor')] });
    const same = await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mt_vendor WHERE lower(name) = 'twin vendor'`);
    expect(same[0]!.n).toBe(1);
    // The same name under another type is its own scope.
    const elsewhere = await h.req('POST', '/api/vendor/create', { json: { name: 'Twin Vendor', mt_manufacture_type_id: other.body.data.id } });
    expect(elsewhere.status).toBe(201);
  });

  it('manufacture types (no parent) and products (multipart) too', async () => {
    const types = await at(10, (i) => h.req('POST', '/api/manufacture-type/create', { json: { name: i % 2 ? 'Twin Type' : ' twin type ' } }));
    expect(statuses(types)).toEqual([201, ...Array(9).fill(422)]);
    const chain = await makeChain(h, 'P');
    const form = () => {
      const f = new FormData();
      for (const [k, v] of Object.entries(productFields(chain, 'Twin Product'))) f.append(k, String(v));
      return f;
    };
    const products = await at(10, () => h.req('POST', '/api/product/create', { form: form() }));
    expect(statuses(products)).toEqual([201, ...Array(9).fill(422)]);
  });

  it('renames race too: two records renamed to one new name at once, one wins', async () => {
    const { type } = await makeChain(h, 'R');
    const ids = await Promise.all(
      ['A', 'B', 'C', 'D'].map(
        async (n) => (await h.req('POST', '/api/vendor/create', { json: { name: `V ${n}`, mt_manufacture_type_id: type } })).body.data.id as number,
      ),
    );
    const rs = await Promise.all(
      ids.map((id) => h.req('POST', `/api/vendor/update/${id}`, { json: { name: 'Same Name', mt_manufacture_type_id: type } })),
    );
    expect(statuses(rs)).toEqual([200, 422, 422, 422]);
  });
});
