// Issue 13, names: the seeded company-profile type keeps its page and its old URL across a rename
// (the data the shell's redirect reads), and names saved twice before the names rule are reported.
import { NAME_MAX } from '@mfe/catalogue-core';
import { duplicateNames } from '../src/queries/duplicateNames';
import { useApp } from './helpers';

const h = useApp({ seedDemo: true });
const byName = (name: string) => h.get(`/api/manufacture-type/detail/name/${encodeURIComponent(name)}`, null);

describe('names', () => {
  it('renaming Engineering & Services keeps its company profile, and its old name answers the new one', async () => {
    const before = await byName('Engineering & Services');
    expect([before.status, before.body.data.page_kind]).toEqual([200, 'company_profile']);
    expect((await byName('Machine Tools')).body.data.page_kind).toBe('distributors');
    const id = before.body.data.id;
    const renamed = await h.req('POST', `/api/manufacture-type/update/${id}`, { json: { name: 'Engineering and Services' } });
    expect(renamed.status).toBe(200);
    const old = await byName('Engineering & Services');
    expect([old.status, old.body.data.id, old.body.data.name, old.body.data.page_kind]).toEqual([
      200,
      id,
      'Engineering and Services',
      'company_profile',
    ]);
  });

  // Issue 19: the router refused path params over 100 characters, so such a type had no page.
  it('a type saved with a name of NAME_MAX characters (any letters) has a working public lookup', async () => {
    const name = 'Prüfmaschinen & Maß/Zubehör ü'.repeat(10).slice(0, NAME_MAX);
    expect(name).toHaveLength(255);
    const saved = await h.req('POST', '/api/manufacture-type/create', { json: { name } });
    expect(saved.status).toBe(201);
    const found = await byName(name);
    expect([found.status, found.body.data.id, found.body.data.name]).toEqual([200, saved.body.data.id, name]);
    const tooLong = await h.req('POST', '/api/manufacture-type/create', { json: { name: `${name}x` } });
    expect(tooLong.status).toBe(422);
  });

  it('reports names saved twice within the same parent before the rule (no merge)', async () => {
    const { id: typeId } = (await byName('Machine Tools')).body.data;
    await h.db.query(`INSERT INTO mt_manufacture_type (name) VALUES (' machine tools')`);
    await h.db.query(`INSERT INTO mt_vendor (name, mt_manufacture_type_id) VALUES ('Dup Vendor', $1), ('dup vendor ', $1)`, [typeId]);
    const report = await duplicateNames(h.db);
    expect(report).toEqual([
      { table: 'mt_manufacture_type', name: 'Machine Tools', ids: [typeId, expect.any(Number)] },
      { table: 'mt_vendor', name: 'Dup Vendor', ids: [expect.any(Number), expect.any(Number)] },
    ]);
  });
});
