// Issue 24: every admin list exports all its rows (not a page) with its search and filters, as
// CSV that papaparse reads back to the list's rows and as XLSX that exceljs opens (both streamed:
// the XLSX's first bytes leave before its last rows are read), over real HTTP, the rows read in
// batches of 1,000 (1,500 products cross one); either file imported back changes nothing.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { unguardFormula } from '@mfe/catalogue-core';
import { unpackedEntries } from '../src/lib/zipReader';
import { form, makeChain, productFields, useApp, type Chain } from './helpers';

const h = useApp();
const MANY = 1_500;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An export's answer as bytes, with its headers. */
async function download(path: string, token: string | null = h.token) {
  const r = await fetch(h.url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: r.status, headers: r.headers, bytes: Buffer.from(await r.arrayBuffer()) };
}

/** A CSV export's rows as objects by header. */
function csvRows(bytes: Buffer): { header: string[]; rows: Array<Record<string, string>> } {
  const text = bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { header: parsed.meta.fields!, rows: parsed.data };
}

describe('exports of the admin lists', () => {
  let a: Chain;
  let b: Chain;
  let speed: number;
  let travel: number;
  let control: number;
  let coolant: number;
  let special: number;

  beforeAll(async () => {
    await h.reset();
    await h.login();
    a = await makeChain(h, 'A');
    b = await makeChain(h, 'B');
    const attribute = async (fields: Record<string, unknown>) => {
      const r = await h.req('POST', '/api/attribute/create', { json: { mt_product_category_id: a.category, ...fields } });
      expect(r.status).toBe(201);
      return r.body.data.id as number;
    };
    speed = await attribute({ name: 'Spindle speed', type: 'number', unit: 'rpm' });
    travel = await attribute({ name: 'X travel', type: 'range', unit: 'mm' });
    control = await attribute({ name: 'Control', type: 'option', options: ['Fanuc', 'Siemens'] });
    coolant = await attribute({ name: 'Coolant', type: 'boolean' });
    // An attribute of another category: not a column of chain A's export.
    await h.req('POST', '/api/attribute/create', { json: { mt_product_category_id: b.category, name: 'Table size', type: 'number', unit: 'mm' } });
    await h.db.query(
      `INSERT INTO mt_product (name, mt_product_series_id, published) SELECT 'Bubut ' || g, $1, g % 2 = 0 FROM generate_series(1, ${MANY}) g`,
      [a.series],
    );
    await h.db.query(
      `INSERT INTO mt_product_attribute_value (product_id, attribute_id, num_value) SELECT id, $1, 1000 + id FROM mt_product WHERE mt_product_series_id = $2`,
      [speed, a.series],
    );
    await h.db.query(`INSERT INTO mt_product (name, mt_product_series_id) SELECT 'Other ' || g, $1 FROM generate_series(1, 20) g`, [b.series]);
    h.app.ctx.invalidate();
    const product = await h.req('POST', '/api/product/create', {
      json: {
        ...productFields(a, '=HYPERLINK("http://x")'),
        description: 'Mesin bubut presisi; akurasi ±2 µm, suhu 20 °C, "café"',
        description_id: 'Bubut CNC, baris kedua\nberikutnya',
        attributes: { [speed]: 4500.5, [travel]: { min: -10, max: 550 }, [control]: 'Siemens', [coolant]: true },
      },
    });
    expect(product.status).toBe(201);
    special = product.body.data.id;
  });

  it('streams every product of the filter as CSV that papaparse reads back to the rows the list shows', async () => {
    const r = await download(`/api/product/export?format=csv&mt_product_category_id=${a.category}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="product-\d{4}-\d{2}-\d{2}\.csv"$/);
    const { header, rows } = csvRows(r.bytes);
    expect(header.slice(-4)).toEqual([
      `attr:${speed}:Spindle speed [rpm]`,
      `attr:${travel}:X travel [mm]`,
      `attr:${control}:Control`,
      `attr:${coolant}:Coolant`,
    ]);
    expect(header.some((h) => h.includes('Table size'))).toBe(false);
    // All of them, across the 1,000-row batch, newest first as the list, and only chain A's.
    expect(rows).toHaveLength(MANY + 1);
    const ids = rows.map((row) => Number(row.id));
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(new Set(ids).size).toBe(ids.length);
    expect(rows.every((row) => row['mt_product_series.name'] === 'Series A' && row.mt_product_category_id === String(a.category))).toBe(true);
    // The list's first page shows the same rows, in the same order (a text a spreadsheet would run, guarded).
    const page = await h.get(`/api/product?items_per_page=100&mt_product_category_id=${a.category}`);
    expect(rows.slice(0, 100).map((row) => [Number(row.id), unguardFormula(row.name!)])).toEqual(
      page.body.data.data.map((p: { id: number; name: string }) => [p.id, p.name]),
    );
    expect(rows[0]).toMatchObject({
      id: String(special),
      name: `'=HYPERLINK("http://x")`,
      description: 'Mesin bubut presisi; akurasi ±2 µm, suhu 20 °C, "café"',
      description_id: 'Bubut CNC, baris kedua\nberikutnya',
      'mt_vendor.name': 'Vendor A',
      'mt_manufacture_type.name': 'Type A',
      mt_product_series_id: String(a.series),
      published: 'true',
      [`attr:${speed}:Spindle speed [rpm]`]: '4500.5',
      [`attr:${travel}:X travel [mm]`]: "'-10..550",
      [`attr:${control}:Control`]: 'Siemens',
      [`attr:${coolant}:Coolant`]: 'true',
    });
    const oldest = rows[rows.length - 1]!;
    expect(oldest).toMatchObject({ name: 'Bubut 1', published: 'false', [`attr:${speed}:Spindle speed [rpm]`]: String(1000 + Number(oldest.id)) });
    expect(oldest[`attr:${control}:Control`]).toBe('');
  });

  it('keeps the search and the published filter', async () => {
    const searched = csvRows((await download('/api/product/export?search=bubut%20149')).bytes).rows;
    expect(searched.map((row) => row.name).sort()).toEqual(['Bubut 149', ...Array.from({ length: 10 }, (_, i) => `Bubut 149${i}`)].sort());
    const drafts = csvRows((await download(`/api/product/export?published=false&mt_product_series_id=${a.series}`)).bytes).rows;
    expect(drafts).toHaveLength(MANY / 2);
  });

  it('writes XLSX that exceljs opens: the header, every row, numbers as numbers; every entry with its CRC', async () => {
    const r = await download(`/api/product/export?format=xlsx&mt_product_category_id=${a.category}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe(XLSX);
    expect(r.headers.get('content-disposition')).toMatch(/filename="product-\d{4}-\d{2}-\d{2}\.xlsx"/);
    // unzip -t: every entry unpacks to the size its directory says, with its CRC-32.
    expect([...unpackedEntries(r.bytes, 500 * 1024 * 1024)].map(({ entry }) => entry.name)).toContain('xl/worksheets/sheet1.xml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(r.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('product');
    expect(sheet.rowCount).toBe(MANY + 2);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    // The same header and cells as the CSV.
    const csv = csvRows((await download(`/api/product/export?format=csv&mt_product_category_id=${a.category}`)).bytes);
    expect(header).toEqual(csv.header);
    const rowAt = (n: number) => Object.fromEntries(header.map((name, i) => [name, sheet.getRow(n).getCell(i + 1).value]));
    const first = rowAt(2);
    expect(first).toMatchObject({
      id: special,
      name: `'=HYPERLINK("http://x")`,
      description: 'Mesin bubut presisi; akurasi ±2 µm, suhu 20 °C, "café"',
      description_id: 'Bubut CNC, baris kedua\nberikutnya',
      mt_product_series_id: a.series,
      published: 'true',
      [`attr:${speed}:Spindle speed [rpm]`]: 4500.5,
      [`attr:${travel}:X travel [mm]`]: "'-10..550",
      [`attr:${control}:Control`]: 'Siemens',
      [`attr:${coolant}:Coolant`]: 'true',
    });
    const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
    for (const n of [2, 3, 1000, 1001, 1002, MANY + 2]) {
      const row = rowAt(n);
      expect(Object.fromEntries(header.map((name) => [name, text(row[name as string])]))).toEqual(csv.rows[n - 2]);
      expect(typeof row.id).toBe('number');
    }
  });

  it("sends the XLSX's first bytes before its last rows are read", async () => {
    // The second batch's attribute values are held until the first bytes have arrived.
    const store = h.app.ctx.store;
    const attributeValues = store.attributeValues.bind(store);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let batches = 0;
    const spy = jest.spyOn(store, 'attributeValues').mockImplementation(async (ids) => {
      if (++batches === 2) await held;
      return attributeValues(ids);
    });
    try {
      const r = await fetch(`${h.url}/api/product/export?format=xlsx&mt_product_category_id=${a.category}`, {
        headers: { authorization: `Bearer ${h.token}` },
      });
      expect(r.status).toBe(200);
      const reader = r.body!.getReader();
      const chunks: Uint8Array[] = [];
      let received = 0;
      // The first batch's 1,000 rows deflated: some KB, while the second batch is still held.
      const early = (async () => {
        while (received < 8 * 1024) {
          const { value, done } = await reader.read();
          if (done) throw new Error('the export ended while its second batch was held');
          chunks.push(value);
          received += value.length;
        }
      })();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(new Error('no bytes before the last rows were read')), 15_000)),
      );
      await Promise.race([early, timeout]).finally(() => clearTimeout(timer));
      expect(batches).toBe(2);
      release();
      for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]!.rowCount).toBe(MANY + 2);
    } finally {
      release();
      spy.mockRestore();
    }
  });

  it.each(['csv', 'xlsx'] as const)('an export as %s imported back is a dry run that changes nothing', async (format) => {
    const r = await download(`/api/product/export?format=${format}&mt_product_category_id=${a.category}`);
    expect(r.status).toBe(200);
    const type = format === 'csv' ? 'text/csv' : XLSX;
    const dry = await h.req('POST', '/api/product/import?dry_run=1', { form: form({}, { file: [r.bytes, `products.${format}`, type] }) });
    expect(dry.status).toBe(200);
    expect(dry.body.data.errors).toEqual([]);
    expect(dry.body.data.totals).toEqual({ rows: MANY + 1, create: 0, update: 0, unchanged: MANY + 1, error: 0 });
  });

  it('refuses a bad format or filter before writing anything, and the public', async () => {
    const pdf = await h.get('/api/product/export?format=pdf');
    expect([pdf.status, pdf.body]).toEqual([422, { message: 'Format must be csv or xlsx', errors: { format: ['Format must be csv or xlsx'] } }]);
    const filter = await h.get('/api/vendor/export?untranslated=maybe');
    expect([filter.status, filter.body.errors]).toEqual([422, { untranslated: ['Untranslated must be true or false'] }]);
    const inquiry = await h.get('/api/inquiry/export?status=lost');
    expect(inquiry.status).toBe(422);
    expect((await download('/api/manufacture-type/export', null)).status).toBe(401);
  });

  it('documents every export in the OpenAPI document', async () => {
    const doc = await h.get('/api/docs/json', null);
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/product/export',
        '/api/vendor/export',
        '/api/assets-manager/image/export',
        '/api/user/export',
        '/api/activity/export',
      ]),
    );
    expect(doc.body.paths['/api/product/export'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['format', 'search', 'mt_product_category_id', 'published']),
    );
  });

  it('exports the levels with their parents named, in the list order', async () => {
    const vendors = csvRows((await download(`/api/vendor/export?mt_manufacture_type_id=${b.type}`)).bytes).rows;
    expect(vendors).toEqual([expect.objectContaining({ id: String(b.vendor), name: 'Vendor B', 'mt_manufacture_type.name': 'Type B' })]);
    const series = csvRows((await download('/api/product/series/export')).bytes).rows;
    expect(series.map((row) => [row.name, row['mt_product_category.name'], row['mt_vendor.name'], row['mt_manufacture_type.name']])).toEqual([
      ['Series A', 'Category A', 'Vendor A', 'Type A'],
      ['Series B', 'Category B', 'Vendor B', 'Type B'],
    ]);
    const types = csvRows((await download('/api/manufacture-type/export?search=type%20a')).bytes).rows;
    expect(types.map((row) => row.name)).toEqual(['Type A']);
  });

  it('exports the assets with their link counts, the inquiries, the history and (admin) the accounts', async () => {
    await h.db.query(
      "INSERT INTO file_asset (name, description, file_path, mime, size) VALUES ('Brosur', '+62 katalog', 'files/x.pdf', 'application/pdf', 1000)",
    );
    await h.db.query('UPDATE mt_product SET pdf_id = (SELECT max(id) FROM file_asset) WHERE id = $1', [special]);
    h.app.ctx.invalidate();
    const files = csvRows((await download('/api/assets-manager/file/export')).bytes).rows;
    expect(files).toEqual([expect.objectContaining({ name: 'Brosur', description: "'+62 katalog", linked_count: '1' })]);
    const sent = await h.req('POST', '/api/inquiry/create', {
      token: null,
      json: { name: 'Budi', email: 'budi@example.co.id', message: 'Mohon penawaran harga untuk mesin bubut' },
    });
    expect(sent.status).toBe(201);
    const inquiries = csvRows((await download('/api/inquiry/export?status=new')).bytes).rows;
    expect(inquiries).toEqual([expect.objectContaining({ name: 'Budi', status: 'new', message: 'Mohon penawaran harga untuk mesin bubut' })]);
    expect(csvRows((await download('/api/inquiry/export?status=closed')).bytes).rows).toEqual([]);
    const history = csvRows((await download('/api/activity/export?module_type=mt_product_attribute')).bytes).rows;
    expect(history.map((row) => [row.action, row.label])).toEqual(
      expect.arrayContaining([
        ['create', 'Spindle speed'],
        ['create', 'Coolant'],
      ]),
    );
    const users = csvRows((await download('/api/user/export')).bytes);
    expect(users.rows).toEqual([expect.objectContaining({ email: 'admin@example.com', role: 'admin', active: 'true' })]);
    expect(users.header).not.toContain('password_hash');
  });
});
