// The hierarchy snapshot (manufacture types, vendors, categories, series with their image and
// PDF references) held in memory until the next write, and the JSON shapes of every entity
// (shared-ui/src/types/entities.ts).
import type { Database } from '../db';
import type { Cache } from './cache';

export interface ImageRef {
  id: number;
  name: string;
  image_path: string;
}
export interface FileRef {
  id: number;
  name: string;
  file_path: string;
}
interface Base {
  id: number;
  name: string;
  description: string | null;
  image_id: number | null;
  created_at: Date;
  updated_at: Date;
}
export interface TypeRec extends Base {}
export interface VendorRec extends Base {
  mt_manufacture_type_id: number;
}
export interface CategoryRec extends Base {
  mt_vendor_id: number;
}
export interface SeriesRec extends Base {
  mt_product_category_id: number;
  pdf_id: number | null;
}
export interface ProductRec extends Base {
  mt_product_series_id: number;
  pdf_id: number | null;
  image: ImageRef | null;
  file: FileRef | null;
}

export class Snapshot {
  types = new Map<number, TypeRec>();
  vendors = new Map<number, VendorRec>();
  categories = new Map<number, CategoryRec>();
  series = new Map<number, SeriesRec>();
  images = new Map<number, ImageRef>();
  files = new Map<number, FileRef>();
  vendorsByType = new Map<number, VendorRec[]>();
  categoriesByVendor = new Map<number, CategoryRec[]>();
  seriesByCategory = new Map<number, SeriesRec[]>();
  typesByName = new Map<string, TypeRec>();

  image(id: number | null): ImageRef | null {
    return id == null ? null : (this.images.get(id) ?? null);
  }
  file(id: number | null): FileRef | null {
    return id == null ? null : (this.files.get(id) ?? null);
  }

  // ---- shapes -------------------------------------------------------------------------------
  typeBase(t: TypeRec) {
    return {
      id: t.id,
      name: t.name,
      description: t.description,
      image_id: t.image_id,
      image: this.image(t.image_id),
      created_at: t.created_at,
      updated_at: t.updated_at,
    };
  }
  vendorBase(v: VendorRec) {
    return {
      id: v.id,
      name: v.name,
      description: v.description,
      mt_manufacture_type_id: v.mt_manufacture_type_id,
      image_id: v.image_id,
      image: this.image(v.image_id),
      created_at: v.created_at,
      updated_at: v.updated_at,
    };
  }
  categoryBase(c: CategoryRec) {
    return {
      id: c.id,
      name: c.name,
      description: c.description,
      mt_vendor_id: c.mt_vendor_id,
      image_id: c.image_id,
      image: this.image(c.image_id),
      created_at: c.created_at,
      updated_at: c.updated_at,
    };
  }
  seriesBase(s: SeriesRec) {
    return {
      id: s.id,
      name: s.name,
      description: s.description,
      mt_product_category_id: s.mt_product_category_id,
      image_id: s.image_id,
      image: this.image(s.image_id),
      pdf_id: s.pdf_id,
      pdf: this.file(s.pdf_id),
      no_pdf: s.pdf_id == null,
      created_at: s.created_at,
      updated_at: s.updated_at,
    };
  }

  /** Vendor row: with mt_manufacture_type. */
  vendorRow(v: VendorRec) {
    const t = this.types.get(v.mt_manufacture_type_id);
    return { ...this.vendorBase(v), mt_manufacture_type: t ? this.typeBase(t) : undefined };
  }
  /** Category row: with mt_vendor → mt_manufacture_type. */
  categoryRow(c: CategoryRec) {
    const v = this.vendors.get(c.mt_vendor_id);
    return {
      ...this.categoryBase(c),
      mt_manufacture_type_id: v?.mt_manufacture_type_id,
      mt_vendor: v ? this.vendorRow(v) : undefined,
    };
  }
  /** Series row: with mt_product_category → mt_vendor → mt_manufacture_type, image, pdf. */
  seriesRow(s: SeriesRec) {
    const c = this.categories.get(s.mt_product_category_id);
    const v = c ? this.vendors.get(c.mt_vendor_id) : undefined;
    return {
      ...this.seriesBase(s),
      mt_vendor_id: c?.mt_vendor_id,
      mt_manufacture_type_id: v?.mt_manufacture_type_id,
      mt_product_category: c ? this.categoryRow(c) : undefined,
    };
  }
  /** Product row: with mt_product_series → category → vendor → type, image, file. */
  productRow(p: ProductRec) {
    const s = this.series.get(p.mt_product_series_id);
    return { ...this.productOwn(p), mt_product_series: s ? this.seriesRow(s) : undefined };
  }
  /** A product's own fields and its ancestors' ids (no nested relations). */
  productOwn(p: ProductRec) {
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
      image: p.image,
      pdf_id: p.pdf_id,
      file: p.file,
      created_at: p.created_at,
      updated_at: p.updated_at,
    };
  }

  private seriesJsonMemo = new Map<number, string>();
  /**
   * JSON text of a product row, the same as JSON.stringify(productRow(p)); the nested series
   * chain is stringified once per snapshot (it is most of the bytes of an admin product list).
   */
  productRowJson(p: ProductRec): string {
    const head = JSON.stringify(this.productOwn(p));
    let chain = this.seriesJsonMemo.get(p.mt_product_series_id);
    if (chain === undefined) {
      const s = this.series.get(p.mt_product_series_id);
      if (!s) return head;
      chain = JSON.stringify(this.seriesRow(s));
      this.seriesJsonMemo.set(p.mt_product_series_id, chain);
    }
    return `${head.slice(0, -1)},"mt_product_series":${chain}}`;
  }

  /** Series in a nested public read: with image, pdf and no_pdf. */
  seriesNested(s: SeriesRec) {
    return this.seriesBase(s);
  }
  /** Category in a nested public read: with image and its series. */
  categoryNested(c: CategoryRec) {
    return {
      ...this.categoryBase(c),
      mt_product_series: (this.seriesByCategory.get(c.id) ?? []).map((s) => this.seriesNested(s)),
    };
  }
  /** Vendor in a nested public read: with image and its categories → series. */
  vendorNested(v: VendorRec) {
    return {
      ...this.vendorBase(v),
      mt_product_category: (this.categoriesByVendor.get(v.id) ?? []).map((c) => this.categoryNested(c)),
    };
  }

  // ---- details ------------------------------------------------------------------------------
  typeDetail(t: TypeRec) {
    return {
      ...this.typeBase(t),
      mt_vendor: (this.vendorsByType.get(t.id) ?? []).map((v) => this.vendorNested(v)),
    };
  }
  vendorDetail(v: VendorRec) {
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
  categoryDetail(c: CategoryRec) {
    return {
      ...this.categoryRow(c),
      mt_product_series: (this.seriesByCategory.get(c.id) ?? []).map((s) => this.seriesNested(s)),
    };
  }
  seriesDetail(s: SeriesRec) {
    return this.seriesRow(s);
  }
}

const norm = (s: string) => s.trim().toLowerCase();

export async function loadSnapshot(d: Database): Promise<Snapshot> {
  const snap = new Snapshot();
  const [types, vendors, categories, series] = [
    await d.query<TypeRec>('SELECT id, name, description, image_id, created_at, updated_at FROM mt_manufacture_type ORDER BY id'),
    await d.query<VendorRec>(
      'SELECT id, name, description, mt_manufacture_type_id, image_id, created_at, updated_at FROM mt_vendor ORDER BY id',
    ),
    await d.query<CategoryRec>(
      'SELECT id, name, description, mt_vendor_id, image_id, created_at, updated_at FROM mt_product_category ORDER BY id',
    ),
    await d.query<SeriesRec>(
      'SELECT id, name, description, mt_product_category_id, image_id, pdf_id, created_at, updated_at FROM mt_product_series ORDER BY id',
    ),
  ];
  const images = await d.query<ImageRef>(
    `SELECT id, name, image_path FROM image_asset WHERE id IN (
       SELECT image_id FROM mt_manufacture_type UNION SELECT image_id FROM mt_vendor
       UNION SELECT image_id FROM mt_product_category UNION SELECT image_id FROM mt_product_series)`,
  );
  const files = await d.query<FileRef>(
    'SELECT id, name, file_path FROM file_asset WHERE id IN (SELECT pdf_id FROM mt_product_series)',
  );
  for (const i of images) snap.images.set(i.id, i);
  for (const f of files) snap.files.set(f.id, f);
  for (const t of types) {
    snap.types.set(t.id, t);
    if (!snap.typesByName.has(norm(t.name))) snap.typesByName.set(norm(t.name), t);
  }
  const push = <K, V>(m: Map<K, V[]>, k: K, v: V) => {
    const a = m.get(k);
    if (a) a.push(v);
    else m.set(k, [v]);
  };
  for (const v of vendors) {
    snap.vendors.set(v.id, v);
    push(snap.vendorsByType, v.mt_manufacture_type_id, v);
  }
  for (const c of categories) {
    snap.categories.set(c.id, c);
    push(snap.categoriesByVendor, c.mt_vendor_id, c);
  }
  for (const s of series) {
    snap.series.set(s.id, s);
    push(snap.seriesByCategory, s.mt_product_category_id, s);
  }
  return snap;
}

export function getSnapshot(d: Database, cache: Cache): Promise<Snapshot> {
  return cache.value('snapshot', () => loadSnapshot(d));
}

export function findTypeByName(snap: Snapshot, name: string): TypeRec | undefined {
  return snap.typesByName.get(norm(name));
}
