// Exports of the admin lists (issue 24), as CSV (both adapters write it; XLSX is the API's: its
// own test): all the list's rows with its search and filters, the same columns and cells, staff
// only, a bad format or filter refused before anything is written.
import Papa from 'papaparse';
import { createChain, createProduct, created } from './builders';
import type { ContractSession } from './session';

/** A CSV answer's rows by header (papaparse reads past a byte order mark; a fetch's text() has already dropped it). */
function csvRows(text: unknown): Array<Record<string, string>> {
  expect(typeof text).toBe('string');
  const parsed = Papa.parse<Record<string, string>>(text as string, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

export function describeExports(api: ContractSession): void {
  describe('exports: every row of an admin list as CSV (issue 24)', () => {
    test("products with the list's filters, their parents named and their attributes' values in plain text", async () => {
      const chain = await createChain(api, 'A');
      const other = await createChain(api, 'B');
      const attribute = (fields: Record<string, unknown>) =>
        created(api, '/api/attribute/create', { json: { mt_product_category_id: chain.category, ...fields } });
      const speed = (await attribute({ name: 'Spindle speed', type: 'number', unit: 'rpm' })).id;
      const travel = (await attribute({ name: 'Travel', type: 'range', unit: 'mm' })).id;
      const coolant = (await attribute({ name: 'Coolant', type: 'boolean' })).id;
      const lathe = await createProduct(api, chain, {
        name: 'Bubut LB-3000',
        description_id: 'Mesin bubut – ketelitian ±2 µm',
        attributes: { [speed]: 3000.5, [travel]: { min: 0, max: 550 }, [coolant]: false },
      });
      await createProduct(api, chain, { name: '@plain', published: false });
      await createProduct(api, other, { name: 'Elsewhere' });

      const r = await api.get('/api/product/export', { query: { format: 'csv', mt_product_category_id: chain.category } });
      expect(r.status).toBe(200);
      const rows = csvRows(r.body);
      expect(rows.map((row) => row.name)).toEqual(["'@plain", 'Bubut LB-3000']);
      expect(rows[1]).toMatchObject({
        id: String(lathe.id),
        mt_product_series_id: String(chain.series),
        'mt_product_series.name': 'Series A',
        'mt_product_category.name': 'Category A',
        'mt_vendor.name': 'Vendor A',
        'mt_manufacture_type.name': 'Type A',
        description_id: 'Mesin bubut – ketelitian ±2 µm',
        published: 'true',
        [`attr:${speed}:Spindle speed [rpm]`]: '3000.5',
        [`attr:${travel}:Travel [mm]`]: '0..550',
        [`attr:${coolant}:Coolant`]: 'false',
      });
      const drafts = csvRows((await api.get('/api/product/export', { query: { published: 'false' } })).body);
      expect(drafts.map((row) => row.name)).toEqual(["'@plain"]);
      const vendors = csvRows((await api.get('/api/vendor/export', { query: { search: 'vendor b' } })).body);
      expect(vendors.map((row) => [row.id, row.name, row['mt_manufacture_type.name']])).toEqual([[String(other.vendor), 'Vendor B', 'Type B']]);
    });

    test('staff only; an unknown format or a bad filter is a 422 before anything is written', async () => {
      expect((await api.get('/api/manufacture-type/export', { token: null })).status).toBe(401);
      const format = await api.get('/api/product/export', { query: { format: 'ods' } });
      expect([format.status, format.body]).toEqual([
        422,
        { message: 'Format must be csv or xlsx', errors: { format: ['Format must be csv or xlsx'] } },
      ]);
      const filter = await api.get('/api/product/series/export', { query: { untranslated: 'yes' } });
      expect([filter.status, filter.body.errors]).toEqual([422, { untranslated: ['Untranslated must be true or false'] }]);
    });
  });
}
