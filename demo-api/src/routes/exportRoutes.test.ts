// Issue 24: the demo exports every admin list as the API does (the core's columns and cells), as
// CSV only: all rows with the list's filters, a Blob when asked for one (the admin's download).
import axios from 'axios';
import Papa from 'papaparse';
import { attributeIdOfHeader } from '@mfe/catalogue-core';
import { demoClient } from '../testing/demoClient';
import { createDemoAdapter } from '../createDemoAdapter';
import { memoryStorage } from '../db/persistence';

function csvRows(text: string) {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { header: parsed.meta.fields!, rows: parsed.data };
}

describe('demo exports', () => {
  const api = demoClient();
  beforeAll(async () => {
    await api.login();
  });

  it("exports every product of the seed (not a page) with its attributes' values, as the list orders them", async () => {
    const list = await api.call('GET', '/api/product', { items_per_page: 100 });
    const r = await api.call('GET', '/api/product/export', { format: 'csv' });
    expect(r.status).toBe(200);
    const { header, rows } = csvRows(r.body);
    expect(rows).toHaveLength(list.body.data.total);
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.slice(0, 100).map((row) => Number(row.id))).toEqual(list.body.data.data.map((p: { id: number }) => p.id));
    const attributeColumns = header.filter((h) => attributeIdOfHeader(h) !== null);
    expect(attributeColumns.length).toBeGreaterThan(0);
    // The seed gives a value to every model of a category with attributes.
    expect(rows.some((row) => attributeColumns.some((h) => row[h] !== ''))).toBe(true);
  });

  it("keeps the list's filters: a series' products only", async () => {
    const series = (await api.call('GET', '/api/product/series', { items_per_page: 1 })).body.data.data[0];
    const list = await api.call('GET', '/api/product', { mt_product_series_id: series.id, items_per_page: 100 });
    const { rows } = csvRows((await api.call('GET', '/api/product/export', { mt_product_series_id: series.id })).body);
    expect(rows.map((row) => Number(row.id))).toEqual(list.body.data.data.map((p: { id: number }) => p.id));
    expect(rows.every((row) => row['mt_product_series.name'] === series.name)).toBe(true);
  });

  it('refuses XLSX with a message that says why, and a bad filter', async () => {
    const xlsx = await api.call('GET', '/api/vendor/export', { format: 'xlsx' });
    expect([xlsx.status, xlsx.body.errors]).toEqual([422, { format: ['Excel (XLSX) export is not available in demo mode: export CSV instead'] }]);
    const bad = await api.call('GET', '/api/vendor/export', { untranslated: 'maybe' });
    expect(bad.status).toBe(422);
    expect((await api.call('GET', '/api/vendor/export', {}, { token: null })).status).toBe(401);
  });

  it('answers a Blob with the file name when the admin asks for one', async () => {
    const adapter = createDemoAdapter({ storage: memoryStorage() });
    const login = await axios.post('/api/login', { email: 'admin@example.com', password: 'admin12345' }, { adapter });
    const r = await axios.get('/api/manufacture-type/export', {
      adapter,
      responseType: 'blob',
      headers: { Authorization: `Bearer ${login.data.data.token}` },
    });
    expect(r.data).toBeInstanceOf(Blob);
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="manufacture-type-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await (r.data as Blob).arrayBuffer());
    // UTF-8's byte order mark first (Blob.text() would drop it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { rows } = csvRows(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes));
    expect(rows.length).toBeGreaterThan(0);
  });
});
