import Papa from 'papaparse';
import {
  attributeCell,
  attributeHeader,
  attributeIdOfHeader,
  cellOf,
  CSV_BOM,
  csvLines,
  EXPORT_COLUMNS,
  EXPORT_ROUTES,
  exportFileName,
  exportFormatOf,
  exportTableOf,
  guardFormula,
  headerRow,
  productColumns,
  rowOf,
  unguardFormula,
  type ExportCell,
} from '.';
import { CatalogueError } from '../errors';

async function* batches<T>(...list: T[][]): AsyncIterable<T[]> {
  yield* list;
}

describe('cells', () => {
  it('guards every text a spreadsheet would run as a formula, and gives it back as it was', () => {
    for (const text of ['=SUM(A1)', '+62 21 555', '-1+cmd|calc', '@import', '\tx', '\rx', "'=quoted", "''+twice"]) {
      const guarded = guardFormula(text);
      expect(guarded).toBe(`'${text}`);
      expect(unguardFormula(guarded)).toBe(text);
    }
    for (const text of ['Mesin bubut CNC', "O'Neil", "'plain", '3000 rpm']) {
      expect(guardFormula(text)).toBe(text);
      expect(unguardFormula(text)).toBe(text);
    }
  });

  it('writes numbers plainly with a point, flags as true/false, empties as null', () => {
    expect(cellOf('number', 12.5)).toBe(12.5);
    expect(cellOf('number', -3)).toBe(-3);
    expect(cellOf('id', '42')).toBe(42);
    expect(cellOf('flag', true)).toBe('true');
    expect(cellOf('flag', false)).toBe('false');
    expect(cellOf('text', null)).toBeNull();
    expect(cellOf('text', '')).toBeNull();
    expect(cellOf('time', '2026-11-27T10:00:00.000Z')).toBe('2026-11-27T10:00:00.000Z');
    expect(cellOf('text', '=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
  });

  it("writes an attribute's value by its type: number, range min..max, yes/no, option text", () => {
    expect(attributeCell(3000)).toBe(3000);
    expect(attributeCell(0.005)).toBe(0.005);
    expect(attributeCell({ min: 120.5, max: 450 })).toBe('120.5..450');
    // A range from below zero starts with '-': guarded like any text.
    expect(attributeCell({ min: -10, max: 50 })).toBe("'-10..50");
    expect(attributeCell(true)).toBe('true');
    expect(attributeCell(false)).toBe('false');
    expect(attributeCell('Fanuc 0i-TF')).toBe('Fanuc 0i-TF');
    expect(attributeCell(undefined)).toBeNull();
  });
});

describe('columns', () => {
  it('names every attribute column attr:<id>:<name> [unit], read back to its id', () => {
    expect(attributeHeader({ id: 7, name: 'Max spindle speed', unit: 'rpm' })).toBe('attr:7:Max spindle speed [rpm]');
    expect(attributeHeader({ id: 8, name: 'Control', unit: null })).toBe('attr:8:Control');
    expect(attributeIdOfHeader('attr:7:Max spindle speed [rpm]')).toBe(7);
    expect(attributeIdOfHeader('name')).toBeNull();
  });

  it("gives a product its key, its parents' ids and names, and its values in its attributes' columns", () => {
    const columns = productColumns([
      { id: 7, name: 'Kecepatan spindel', unit: 'rpm' },
      { id: 9, name: 'Stroke', unit: 'mm' },
    ]);
    const header = headerRow(columns);
    expect(header.slice(0, 4)).toEqual(['id', 'name', 'mt_product_series_id', 'mt_product_series.name']);
    expect(header).toEqual(expect.arrayContaining(['mt_product_category_id', 'mt_vendor.name', 'mt_manufacture_type.name', 'published']));
    expect(header.slice(-2)).toEqual(['attr:7:Kecepatan spindel [rpm]', 'attr:9:Stroke [mm]']);
    const product = {
      id: 5,
      name: 'LB3000 EX II',
      description: 'Mesin bubut – presisi tinggi, suhu kerja 20 °C, akurasi 1 µm',
      description_id: null,
      mt_product_series_id: 3,
      mt_product_category_id: 2,
      mt_vendor_id: 1,
      mt_manufacture_type_id: 1,
      published: true,
      mt_product_series: {
        id: 3,
        name: 'LB EX',
        mt_product_category: { id: 2, name: 'Mesin Bubut CNC', mt_vendor: { id: 1, name: 'Okuma', mt_manufacture_type: { id: 1, name: 'Jepang' } } },
      },
      attributes: { '7': 3000, '9': { min: 100, max: 250.5 } },
    };
    const row = Object.fromEntries(header.map((h, i) => [h, rowOf(columns, product)[i]]));
    expect(row).toMatchObject({
      id: 5,
      name: 'LB3000 EX II',
      'mt_product_series.name': 'LB EX',
      'mt_product_category.name': 'Mesin Bubut CNC',
      'mt_vendor.name': 'Okuma',
      'mt_manufacture_type.name': 'Jepang',
      mt_product_category_id: 2,
      published: 'true',
      description_id: null,
      'attr:7:Kecepatan spindel [rpm]': 3000,
      'attr:9:Stroke [mm]': '100..250.5',
    });
  });

  it('has every list its columns, each headed once', () => {
    for (const columns of Object.values(EXPORT_COLUMNS)) {
      const header = headerRow(columns);
      expect(new Set(header).size).toBe(header.length);
      expect(header[0]).toBe('id');
    }
  });
});

describe('CSV', () => {
  it('writes rows that papaparse reads back to the same text, Indonesian letters, commas, quotes and line breaks included', async () => {
    const columns = EXPORT_COLUMNS.vendor;
    const vendor = {
      id: 1,
      name: 'PT "Presisi", Tbk',
      mt_manufacture_type_id: 2,
      mt_manufacture_type: { name: 'Eropa' },
      description: 'Baris satu\nbaris dua: ketelitian ±5 µm, 20 °C, café',
      published: false,
    };
    const table = exportTableOf('vendor-2026-11-27', columns, batches([vendor]));
    const rows: ExportCell[][] = [table.header];
    for await (const batch of table.rows) rows.push(...batch);
    const text = CSV_BOM + csvLines(rows);
    expect(text.startsWith('\uFEFFid,name,')).toBe(true);
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(table.header);
    const back = Object.fromEntries(parsed[0]!.map((h, i) => [h, parsed[1]![i]]));
    expect(back).toMatchObject({
      id: '1',
      name: 'PT "Presisi", Tbk',
      'mt_manufacture_type.name': 'Eropa',
      description: 'Baris satu\nbaris dua: ketelitian ±5 µm, 20 °C, café',
      published: 'false',
      image_id: '',
    });
    expect(csvLines([])).toBe('');
  });
});

describe('export routes', () => {
  it('sit beside every admin list, staff only, the accounts admin only', () => {
    const byId = Object.fromEntries(EXPORT_ROUTES.map((route) => [route.id, route]));
    expect(Object.keys(byId).sort()).toEqual(
      ['activity', 'category', 'file-asset', 'image-asset', 'inquiry', 'manufacture-type', 'product', 'series', 'user', 'vendor'].map(
        (k) => `${k}.export`,
      ),
    );
    expect(byId['product.export']!.path).toBe('/api/product/export');
    expect(byId['manufacture-type.export']!.access).toBe('staff');
    expect(byId['user.export']!.access).toBe('admin');
  });

  it('takes csv by default, refuses an unknown format and one the adapter does not write', () => {
    expect(exportFormatOf({}, ['csv'])).toBe('csv');
    expect(exportFormatOf({ format: 'XLSX' }, ['csv', 'xlsx'])).toBe('xlsx');
    const refusal = (query: Record<string, unknown>, offered: Array<'csv' | 'xlsx'>) => {
      try {
        exportFormatOf(query, offered);
      } catch (caught) {
        return caught as CatalogueError;
      }
      throw new Error('accepted');
    };
    expect(refusal({ format: 'pdf' }, ['csv', 'xlsx'])).toMatchObject({ status: 422, errors: { format: ['Format must be csv or xlsx'] } });
    expect(refusal({ format: 'xlsx' }, ['csv']).errors?.format?.[0]).toMatch(/not available in demo mode/);
  });

  it('parses the list filters before writing: a bad one is a 422', () => {
    const route = EXPORT_ROUTES.find((r) => r.id === 'product.export')!;
    expect(() => route.input({ params: {}, query: { untranslated: 'maybe' }, audience: 'staff' }, ['csv'])).toThrow(CatalogueError);
    expect(route.input({ params: {}, query: { search: ' lb ', mt_vendor_id: '3' }, audience: 'staff' }, ['csv']).query).toMatchObject({
      search: 'lb',
      parents: [{ field: 'mt_vendor_id', id: 3 }],
    });
  });

  it('names its file by the area and the day', () => {
    expect(exportFileName('product', new Date('2026-11-27T23:59:00Z'))).toBe('product-2026-11-27');
  });
});
