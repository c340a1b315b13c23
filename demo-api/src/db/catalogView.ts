// The JSON shapes the API answers (shared-ui/src/types/entities.ts), built from the demo tables
// with the same relations on each read as the API's catalog snapshot.
import type { CategoryRow, DemoDb, ProductRow, SeriesRow, TypeRow, VendorRow } from './demoDb';

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/** Indexes of one read of the database; build one per request, never keep it across writes. */
export class CatalogView {
  readonly types: Map<number, TypeRow>;
  readonly vendors: Map<number, VendorRow>;
  readonly categories: Map<number, CategoryRow>;
  readonly series: Map<number, SeriesRow>;
  private readonly vendorsByType: Map<number, VendorRow[]>;
  private readonly categoriesByVendor: Map<number, CategoryRow[]>;
  private readonly seriesByCategory: Map<number, SeriesRow[]>;
  private readonly productsBySeries: Map<number, ProductRow[]>;
  private readonly images: Map<number, DemoDb['image_asset'][number]>;
  private readonly files: Map<number, DemoDb['file_asset'][number]>;

  constructor(db: DemoDb) {
    this.types = byId(db.mt_manufacture_type);
    this.vendors = byId(db.mt_vendor);
    this.categories = byId(db.mt_product_category);
    this.series = byId(db.mt_product_series);
    this.images = byId(db.image_asset);
    this.files = byId(db.file_asset);
    this.vendorsByType = groupBy(db.mt_vendor, (v) => v.mt_manufacture_type_id);
    this.categoriesByVendor = groupBy(db.mt_product_category, (c) => c.mt_vendor_id);
    this.seriesByCategory = groupBy(db.mt_product_series, (s) => s.mt_product_category_id);
    this.productsBySeries = groupBy(db.mt_product, (p) => p.mt_product_series_id);
  }

  typeByName(name: string): TypeRow | undefined {
    const wanted = name.trim().toLowerCase();
    for (const t of this.types.values()) if (t.name.trim().toLowerCase() === wanted) return t;
    return undefined;
  }

  image(id: number | null) {
    const row = id == null ? undefined : this.images.get(id);
    return row ? { id: row.id, name: row.name, image_path: row.image_path } : null;
  }

  file(id: number | null) {
    const row = id == null ? undefined : this.files.get(id);
    return row ? { id: row.id, name: row.name, file_path: row.file_path } : null;
  }

  // ---- bases: the row itself with its image (and brochure) reference
  typeBase(t: TypeRow) {
    return { id: t.id, name: t.name, description: t.description, image_id: t.image_id, image: this.image(t.image_id), created_at: t.created_at, updated_at: t.updated_at };
  }
  vendorBase(v: VendorRow) {
    return { ...this.typeBase(v), mt_manufacture_type_id: v.mt_manufacture_type_id };
  }
  categoryBase(c: CategoryRow) {
    return { ...this.typeBase(c), mt_vendor_id: c.mt_vendor_id };
  }
  seriesBase(s: SeriesRow) {
    return {
      ...this.typeBase(s),
      mt_product_category_id: s.mt_product_category_id,
      pdf_id: s.pdf_id,
      pdf: this.file(s.pdf_id),
      no_pdf: s.pdf_id == null,
    };
  }

  // ---- list rows: with their parents up to the manufacture type
  vendorRow(v: VendorRow) {
    const t = this.types.get(v.mt_manufacture_type_id);
    return { ...this.vendorBase(v), mt_manufacture_type: t ? this.typeBase(t) : undefined };
  }
  categoryRow(c: CategoryRow) {
    const v = this.vendors.get(c.mt_vendor_id);
    return { ...this.categoryBase(c), mt_manufacture_type_id: v?.mt_manufacture_type_id, mt_vendor: v ? this.vendorRow(v) : undefined };
  }
  seriesRow(s: SeriesRow) {
    const c = this.categories.get(s.mt_product_category_id);
    const v = c ? this.vendors.get(c.mt_vendor_id) : undefined;
    return {
      ...this.seriesBase(s),
      mt_vendor_id: c?.mt_vendor_id,
      mt_manufacture_type_id: v?.mt_manufacture_type_id,
      mt_product_category: c ? this.categoryRow(c) : undefined,
    };
  }
  productRow(p: ProductRow) {
    const s = this.series.get(p.mt_product_series_id);
    const c = s ? this.categories.get(s.mt_product_category_id) : undefined;
    const v = c ? this.vendors.get(c.mt_vendor_id) : undefined;
    return {
      id: p.id,
      name: p.name,
      description: p.description,
      mt_product_series_id: p.mt_product_series_id,
      mt_product_category_id: s?.mt_product_category_id,
      mt_vendor_id: c?.mt_vendor_id,
      mt_manufacture_type_id: v?.mt_manufacture_type_id,
      image_id: p.image_id,
      image: this.image(p.image_id),
      pdf_id: p.pdf_id,
      file: this.file(p.pdf_id),
      created_at: p.created_at,
      updated_at: p.updated_at,
      mt_product_series: s ? this.seriesRow(s) : undefined,
    };
  }

  // ---- public nested reads: children down to the series
  categoryNested(c: CategoryRow) {
    return { ...this.categoryBase(c), mt_product_series: (this.seriesByCategory.get(c.id) ?? []).map((s) => this.seriesBase(s)) };
  }
  vendorNested(v: VendorRow) {
    return { ...this.vendorBase(v), mt_product_category: (this.categoriesByVendor.get(v.id) ?? []).map((c) => this.categoryNested(c)) };
  }

  // ---- details
  typeDetail(t: TypeRow) {
    return { ...this.typeBase(t), mt_vendor: (this.vendorsByType.get(t.id) ?? []).map((v) => this.vendorNested(v)) };
  }
  vendorDetail(v: VendorRow) {
    const t = this.types.get(v.mt_manufacture_type_id);
    return {
      ...this.vendorNested(v),
      mt_manufacture_type: t
        ? {
            ...this.typeBase(t),
            mt_vendor: (this.vendorsByType.get(t.id) ?? []).map((o) => ({
              id: o.id,
              name: o.name,
              mt_manufacture_type_id: o.mt_manufacture_type_id,
              image_id: o.image_id,
              image: this.image(o.image_id),
            })),
          }
        : undefined,
    };
  }
  categoryDetail(c: CategoryRow) {
    return { ...this.categoryRow(c), mt_product_series: (this.seriesByCategory.get(c.id) ?? []).map((s) => this.seriesBase(s)) };
  }
  seriesDetail(s: SeriesRow) {
    return this.seriesRow(s);
  }

  childCount(kind: 'vendors' | 'categories' | 'series' | 'products', parentId: number): number {
    const index: Map<number, unknown[]> = {
      vendors: this.vendorsByType,
      categories: this.categoriesByVendor,
      series: this.seriesByCategory,
      products: this.productsBySeries,
    }[kind];
    return index.get(parentId)?.length ?? 0;
  }
}
