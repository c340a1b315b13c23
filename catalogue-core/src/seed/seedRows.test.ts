import { storedColumns } from '../schemas/entities';
import type { TableName } from '../tables';
import { demoCatalogue } from './catalogue';
import { seedRows, type SeedStore } from './seedRows';

describe('seedRows', () => {
  const catalogue = demoCatalogue();
  const seed = seedRows(catalogue);

  /** Seeds every table in order, as a store does; ids are 1000 × table number + row index, to tell tables apart. */
  function seedAll() {
    const seeded = new Map<TableName, number>();
    const asked: string[] = [];
    const store: SeedStore = {
      idOf(table, index) {
        const count = seeded.get(table);
        if (count === undefined || index < 0 || index >= count) throw new Error(`${table}[${index}] is not seeded yet`);
        return 1000 * seed.tables.findIndex((t) => t.table === table) + index;
      },
      sizeOf(file) {
        asked.push(file.path);
        return file.path.length;
      },
    };
    const rows = new Map<TableName, Array<Record<string, unknown>>>();
    for (const { table, rows: of } of seed.tables) {
      const list: object[] = of(store);
      rows.set(table, list as Array<Record<string, unknown>>);
      seeded.set(table, list.length);
    }
    return { rows, asked, store };
  }

  it('seeds every table once, each after the tables its rows refer to', () => {
    expect(seed.tables.map((t) => t.table)).toEqual([
      'image_asset',
      'file_asset',
      'mt_manufacture_type',
      'mt_vendor',
      'mt_product_category',
      'mt_product_series',
      'mt_product',
      'mt_product_attribute',
    ]);
    expect(() => seedAll()).not.toThrow();
  });

  it("gives a few categories attributes in both languages, and every model of them a value of each, of its category's attributes (issue 24)", () => {
    const { rows, store } = seedAll();
    const attributes = rows.get('mt_product_attribute')!;
    expect(attributes.length).toBe(catalogue.attributes.length);
    expect(attributes.every((a) => a.name && a.name_id)).toBe(true);
    const categoriesWith = new Set(catalogue.attributes.map((a) => a.category));
    expect(categoriesWith.size).toBeGreaterThanOrEqual(3);
    const values = seed.attributeValues(store);
    const products = rows.get('mt_product')!;
    const productIndex = new Map(products.map((_, i) => [store.idOf('mt_product', i), i]));
    const attributeIndex = new Map(attributes.map((_, i) => [store.idOf('mt_product_attribute', i), i]));
    for (const value of values) {
      const product = catalogue.products[productIndex.get(value.product_id)!]!;
      const attribute = catalogue.attributes[attributeIndex.get(value.attribute_id)!]!;
      expect(catalogue.series[product.series]!.category).toBe(attribute.category);
    }
    const modelsWith = catalogue.products.filter((p) => categoriesWith.has(catalogue.series[p.series]!.category)).length;
    expect(new Set(values.map((v) => v.product_id)).size).toBe(modelsWith);
    // The same on every start.
    expect(seedRows().attributeValues(store)).toEqual(values);
  });

  it('gives every row each stored column of its entity (a nullable one the mapping leaves out: null)', () => {
    const { rows } = seedAll();
    for (const [table, list] of rows) for (const row of list) expect(Object.keys(row).sort()).toEqual([...storedColumns(table)].sort());
  });

  it('has a row for every record of the catalogue and every planned file, sized by the store', () => {
    const { rows, asked } = seedAll();
    expect(rows.get('mt_manufacture_type')!.map((t) => [t.name, t.page_kind])).toEqual(catalogue.manufactureTypes.map((t) => [t.name, t.page_kind]));
    expect(rows.get('mt_product')!.map((p) => p.name)).toEqual(catalogue.products.map((p) => p.name));
    // The Indonesian texts (issue 22): the API's seed and the demo's both come from these rows.
    expect(rows.get('mt_manufacture_type')!.map((t) => [t.name_id, t.description_id])).toEqual(
      catalogue.manufactureTypes.map((t) => [t.name_id, t.description_id]),
    );
    expect(rows.get('mt_vendor')!.map((v) => v.description_id)).toEqual(catalogue.vendors.map((v) => v.description_id));
    expect(rows.get('mt_product_category')!.map((c) => [c.name_id, c.description_id])).toEqual(
      catalogue.categories.map((c) => [c.name_id, c.description_id]),
    );
    expect(rows.get('mt_product_series')!.map((s) => s.description_id)).toEqual(catalogue.series.map((s) => s.description_id));
    expect(rows.get('mt_product')!.map((p) => p.description_id)).toEqual(catalogue.products.map((p) => p.description_id));
    expect(rows.get('image_asset')!.map((i) => i.image_path)).toEqual(seed.images.map((f) => f.path));
    expect(rows.get('file_asset')!.map((f) => [f.file_path, f.size])).toEqual(seed.files.map((f) => [f.path, f.path.length]));
    expect(asked).toEqual([...seed.images, ...seed.files].map((f) => f.path));
  });

  it('links each record to its parent and its own picture, and a product to its series’ picture and brochure', () => {
    const { rows, store } = seedAll();
    expect(rows.get('mt_vendor')!.map((v) => v.mt_manufacture_type_id)).toEqual(
      catalogue.vendors.map((v) => store.idOf('mt_manufacture_type', v.type)),
    );
    const series = rows.get('mt_product_series')!;
    expect(series.map((s) => s.pdf_id !== null)).toEqual(catalogue.series.map((s) => s.hasPdf));
    rows.get('mt_product')!.forEach((p, i) => {
      const own = series[catalogue.products[i]!.series]!;
      expect([p.mt_product_series_id, p.image_id, p.pdf_id]).toEqual([
        store.idOf('mt_product_series', catalogue.products[i]!.series),
        own.image_id,
        own.pdf_id,
      ]);
    });
    const pictures = new Set(rows.get('image_asset')!.map((_, i) => store.idOf('image_asset', i)));
    for (const table of ['mt_manufacture_type', 'mt_vendor', 'mt_product_category', 'mt_product_series'] as const) {
      for (const row of rows.get(table)!) expect(pictures.has(row.image_id as number)).toBe(true);
    }
  });
});
