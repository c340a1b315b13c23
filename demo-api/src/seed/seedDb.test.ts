import { demoCatalogue } from '@mfe/catalogue-core/seed';
import { seedDb } from './seedDb';

const catalogue = demoCatalogue();

describe('seedDb', () => {
  const db = seedDb();

  it('numbers every table from 1 in catalogue order, like the API’s first-start seed', () => {
    expect(db.mt_manufacture_type.map((t) => t.name)).toEqual(catalogue.manufactureTypes.map((t) => t.name));
    expect(db.mt_vendor.map((v) => v.id)).toEqual(catalogue.vendors.map((_, i) => i + 1));
    expect(db.mt_vendor.map((v) => v.mt_manufacture_type_id)).toEqual(catalogue.vendors.map((v) => v.type + 1));
    expect(db.mt_product_series.map((s) => s.mt_product_category_id)).toEqual(catalogue.series.map((s) => s.category + 1));
    expect(db.lastId.mt_product).toBe(catalogue.products.length);
  });

  it('inserts images as types, vendors, categories, then series', () => {
    const n = { t: catalogue.manufactureTypes.length, v: catalogue.vendors.length, c: catalogue.categories.length };
    expect(db.mt_manufacture_type[0]!.image_id).toBe(1);
    expect(db.mt_vendor[0]!.image_id).toBe(n.t + 1);
    expect(db.mt_product_category[0]!.image_id).toBe(n.t + n.v + 1);
    expect(db.mt_product_series[0]!.image_id).toBe(n.t + n.v + n.c + 1);
    expect(db.image_asset).toHaveLength(n.t + n.v + n.c + catalogue.series.length);
  });

  it('gives brochures only to the series that have one, numbered in series order', () => {
    const withPdf = db.mt_product_series.filter((s) => s.pdf_id !== null);
    expect(withPdf.map((s) => s.pdf_id)).toEqual(withPdf.map((_, i) => i + 1));
    expect(db.mt_product_series.map((s) => s.pdf_id !== null)).toEqual(catalogue.series.map((s) => s.hasPdf));
    expect(db.file_asset).toHaveLength(withPdf.length);
  });

  it('gives each product its series’ image and brochure', () => {
    for (const product of db.mt_product) {
      const series = db.mt_product_series[product.mt_product_series_id - 1]!;
      expect([product.image_id, product.pdf_id]).toEqual([series.image_id, series.pdf_id]);
    }
  });

  it('is the same on every call', () => {
    expect(seedDb()).toEqual(db);
  });
});
