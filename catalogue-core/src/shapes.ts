// How rows become the JSON of the contract (the response schemas of ./schemas/responses.ts): each
// entity with its image reference {id, name, image_path, focus_x, focus_y, fit}, series with pdf / no_pdf, list rows with
// their parents up to the manufacture type, details and public reads with their children.
// The API's snapshot and the browser demo both shape with this class, from their own rows.
import type { ChainFacts, ChainIds, ParentIds } from './chain';
import { answeredColumns, type EntityName, type EntityValues, type KeptValues } from './schemas/entities';
import { IMAGE_CROP_DEFAULT } from './messages';
import type { FileRef, ImageRef } from './schemas/responses';
import { SEARCH_KINDS, type SearchKind } from './schemas/search';
import type { Audience } from './audience';
import type { SearchParent } from './store';

export type { FileRef, ImageRef };

/**
 * An image reference as every answer carries it: the reference fields of an image row (which may
 * carry more: mime, size, …) with its crop, the defaults where the row has none (issue 20).
 */
export const imageRefOf = (i: ImageRef): Required<ImageRef> => ({
  id: i.id,
  name: i.name,
  image_path: i.image_path,
  focus_x: i.focus_x ?? IMAGE_CROP_DEFAULT.focus_x,
  focus_y: i.focus_y ?? IMAGE_CROP_DEFAULT.focus_y,
  fit: i.fit ?? IMAGE_CROP_DEFAULT.fit,
});

/** Dates from the database, ISO strings in the browser demo: either serializes the same. */
export type Stamp = Date | string;

/** A row of a table as the core reads it: its id, its entity's written fields (./entities.ts), its times. */
export type Row<T extends EntityName> = { id: number } & EntityValues<T> & { created_at: Stamp; updated_at: Stamp };
export type TypeRow = Row<'mt_manufacture_type'>;
export type VendorRow = Row<'mt_vendor'>;
export type CategoryRow = Row<'mt_product_category'>;
export type SeriesRow = Row<'mt_product_series'>;
/**
 * A product row. It may carry its image and file references already (the API reads them with the
 * product); without them they are looked up by image_id / pdf_id among the catalogue's assets.
 */
export type ProductRow = Row<'mt_product'> & {
  image?: ImageRef | null;
  file?: FileRef | null;
};

/** A manufacture type with the columns the seed sets (its page_kind: a distributor list, or the company profile). */
export type TypeOwnRow = TypeRow & KeptValues<'mt_manufacture_type'>;

/** One object of the members of a union of objects. */
type Merged<U> = (U extends object ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/**
 * A row's answered fields in its entity's order (./entities.ts), each followed by what the answer
 * adds after it (an asset id by its reference; a product's series by the ids above it).
 */
function answered<T extends EntityName, After extends { [K in keyof EntityValues<T>]?: object }>(
  table: T,
  row: EntityValues<T>,
  after: After,
): EntityValues<T> & Merged<After[keyof After]> {
  const answer: Record<string, unknown> = {};
  for (const key of answeredColumns(table)) {
    answer[key as string] = row[key];
    Object.assign(answer, after[key]);
  }
  return answer as EntityValues<T> & Merged<After[keyof After]>;
}

/** A name a manufacture type had before a rename. */
export interface FormerNameRow {
  mt_manufacture_type_id: number;
  name: string;
}

/** How many products of one series are published, or drafts (the API counts them with one grouped query). */
export interface SeriesProductCount {
  mt_product_series_id: number;
  published: boolean;
  count: number;
}

const idsOf = (rows: Array<{ id: number }>) => new Set(rows.map((row) => row.id));

/** The rows the public sees: drafts, and everything under a draft, left out; the counts of published products only. */
function publicRows(rows: CatalogRows): CatalogRows {
  const types = rows.types.filter((t) => t.published);
  const typeIds = idsOf(types);
  const vendors = rows.vendors.filter((v) => v.published && typeIds.has(v.mt_manufacture_type_id));
  const vendorIds = idsOf(vendors);
  const categories = rows.categories.filter((c) => c.published && vendorIds.has(c.mt_vendor_id));
  const categoryIds = idsOf(categories);
  const series = rows.series.filter((s) => s.published && categoryIds.has(s.mt_product_category_id));
  const seriesIds = idsOf(series);
  return {
    ...rows,
    types,
    formerNames: rows.formerNames?.filter((former) => typeIds.has(former.mt_manufacture_type_id)),
    vendors,
    categories,
    series,
    productCounts: rows.productCounts.filter((c) => c.published && seriesIds.has(c.mt_product_series_id)),
  };
}

/** What the shapes are built from: the hierarchy, and the assets its references may point at. */
export interface CatalogRows {
  types: TypeOwnRow[];
  /** In the order they were given up (the latest wins when two types gave up the same name). */
  formerNames?: FormerNameRow[];
  vendors: VendorRow[];
  categories: CategoryRow[];
  series: SeriesRow[];
  /** Series without products may be left out (they have 0). */
  productCounts: SeriesProductCount[];
  images: Array<ImageRef>;
  files: Array<FileRef>;
}

export function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
const normName = (name: string) => name.trim().toLowerCase();
/** Records in the staff's order under their parent (issue 21), then by id. */
export const compareByPosition = (a: { id: number; position: number }, b: { id: number; position: number }) => a.position - b.position || a.id - b.id;
/**
 * A series' products in the staff's order, then by name (any case; then by id), the same in every
 * adapter whatever its collation.
 */
export const compareProductOrder = (a: { id: number; name: string; position: number }, b: { id: number; name: string; position: number }) => {
  const [x, y] = [normName(a.name), normName(b.name)];
  return a.position - b.position || (x < y ? -1 : x > y ? 1 : a.id - b.id);
};
/** A series' products (any order) in their order, those the audience sees: the public, the published ones (issue 21). */
export function productsInOrder<P extends { id: number; name: string; position: number; published: boolean }>(
  products: P[],
  audience: Audience,
): P[] {
  return products.filter((product) => audience === 'staff' || product.published).sort(compareProductOrder);
}
/** Rows grouped by their parent, each group in the staff's order. */
function byParent<T extends { id: number; position: number }>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = groupBy(rows, key);
  for (const group of groups.values()) group.sort(compareByPosition);
  return groups;
}

/** Indexes of one read of the catalogue and the shapes built from them (rows in id order; children in their parent's order). */
export class CatalogShapes {
  readonly types: Map<number, TypeOwnRow>;
  readonly vendors: Map<number, VendorRow>;
  readonly categories: Map<number, CategoryRow>;
  readonly series: Map<number, SeriesRow>;
  readonly vendorsByType: Map<number, VendorRow[]>;
  readonly categoriesByVendor: Map<number, CategoryRow[]>;
  readonly seriesByCategory: Map<number, SeriesRow[]>;
  private readonly productCounts: Map<number, number>;
  private readonly images: Map<number, ImageRef>;
  private readonly files: Map<number, FileRef>;
  private readonly typesByName = new Map<string, TypeOwnRow>();
  private readonly typesByFormerName = new Map<string, TypeOwnRow>();
  private publicMemo: CatalogShapes | undefined;

  constructor(
    private readonly rows: CatalogRows,
    /** Who these shapes are for: 'public' for the view of publicView(). */
    readonly audience: Audience = 'staff',
  ) {
    this.types = byId(rows.types);
    this.vendors = byId(rows.vendors);
    this.categories = byId(rows.categories);
    this.series = byId(rows.series);
    this.vendorsByType = byParent(rows.vendors, (v) => v.mt_manufacture_type_id);
    this.categoriesByVendor = byParent(rows.categories, (c) => c.mt_vendor_id);
    this.seriesByCategory = byParent(rows.series, (s) => s.mt_product_category_id);
    this.productCounts = new Map();
    for (const c of rows.productCounts)
      this.productCounts.set(c.mt_product_series_id, (this.productCounts.get(c.mt_product_series_id) ?? 0) + c.count);
    // Only the reference fields (and the crop): asset rows may carry more (mime, size, …).
    this.images = new Map(rows.images.map((i) => [i.id, imageRefOf(i)]));
    this.files = new Map(rows.files.map((f) => [f.id, { id: f.id, name: f.name, file_path: f.file_path }]));
    for (const t of rows.types) if (!this.typesByName.has(normName(t.name))) this.typesByName.set(normName(t.name), t);
    for (const former of rows.formerNames ?? []) {
      const t = this.types.get(former.mt_manufacture_type_id);
      if (t) this.typesByFormerName.set(normName(former.name), t);
    }
  }

  /** What the public sees of this read (issue 21): built once, from the same rows. */
  publicView(): CatalogShapes {
    if (this.audience === 'public') return this;
    this.publicMemo ??= new CatalogShapes(publicRows(this.rows), 'public');
    return this.publicMemo;
  }

  /** The shapes for that audience: these, or what the public sees of them. */
  view(audience: Audience): CatalogShapes {
    return audience === 'public' ? this.publicView() : this;
  }

  /** Whether this audience sees the product: staff all; the public a published one whose series it sees. */
  showsProduct(p: { published: boolean; mt_product_series_id: number }): boolean {
    return this.audience === 'staff' || (p.published && this.series.has(p.mt_product_series_id));
  }

  /**
   * The ids of the chain above a row (or a payload): its own parent ids, and the ones above them
   * looked up here (undefined where a parent is missing).
   */
  ancestorIds(row: ParentIds): ParentIds {
    const seriesId = row.mt_product_series_id;
    const categoryId = row.mt_product_category_id ?? (seriesId !== undefined ? this.series.get(seriesId)?.mt_product_category_id : undefined);
    const vendorId = row.mt_vendor_id ?? (categoryId !== undefined ? this.categories.get(categoryId)?.mt_vendor_id : undefined);
    const typeId = row.mt_manufacture_type_id ?? (vendorId !== undefined ? this.vendors.get(vendorId)?.mt_manufacture_type_id : undefined);
    return { mt_product_series_id: seriesId, mt_product_category_id: categoryId, mt_vendor_id: vendorId, mt_manufacture_type_id: typeId };
  }

  /**
   * The manufacture type of that name (trimmed, any case; the first by id when several), else the
   * one that had it before a rename: its answer carries the current name, to redirect to.
   */
  typeByName(name: string): TypeOwnRow | undefined {
    return this.typesByName.get(normName(name)) ?? this.typesByFormerName.get(normName(name));
  }

  /** What these rows know of a payload's parent ids: each one's own parent (the store's chainFacts). */
  chainFacts(ids: ChainIds): ChainFacts {
    return {
      typeExists: ids.mt_manufacture_type_id !== undefined && this.types.has(ids.mt_manufacture_type_id),
      vendorTypeId: ids.mt_vendor_id !== undefined ? this.vendors.get(ids.mt_vendor_id)?.mt_manufacture_type_id : undefined,
      categoryVendorId: ids.mt_product_category_id !== undefined ? this.categories.get(ids.mt_product_category_id)?.mt_vendor_id : undefined,
      seriesCategoryId: ids.mt_product_series_id !== undefined ? this.series.get(ids.mt_product_series_id)?.mt_product_category_id : undefined,
    };
  }

  /**
   * A search hit's parents from the manufacture type down, found from the record above it (a
   * product's series, a series' category, …; none for a type); null when one is missing here.
   */
  searchParents(kind: SearchKind, parentId: number | null): SearchParent[] | null {
    const parents: SearchParent[] = [];
    const add = <R extends { id: number; name: string; name_id?: string | null; image_id: number | null }>(row: R | undefined) => {
      if (row)
        parents.unshift({ id: row.id, name: row.name, name_id: row.name_id ?? null, image_path: this.image(row.image_id)?.image_path ?? null });
      return row;
    };
    // How many levels are above the hit: 0 for a type … 4 for a product.
    const above = SEARCH_KINDS.indexOf(kind);
    let id = parentId ?? -1;
    if (above >= 4) {
      const series = add(this.series.get(id));
      if (!series) return null;
      id = series.mt_product_category_id;
    }
    if (above >= 3) {
      const category = add(this.categories.get(id));
      if (!category) return null;
      id = category.mt_vendor_id;
    }
    if (above >= 2) {
      const vendor = add(this.vendors.get(id));
      if (!vendor) return null;
      id = vendor.mt_manufacture_type_id;
    }
    if (above >= 1 && !add(this.types.get(id))) return null;
    return parents;
  }

  /** A product's references: those it was read with, else looked up among the assets. */
  private productImage(p: ProductRow): ImageRef | null {
    return p.image !== undefined ? p.image && imageRefOf(p.image) : this.image(p.image_id);
  }
  private productFile(p: ProductRow): FileRef | null {
    return p.file !== undefined ? p.file : this.file(p.pdf_id);
  }

  image(id: number | null): ImageRef | null {
    return id == null ? null : (this.images.get(id) ?? null);
  }
  file(id: number | null): FileRef | null {
    return id == null ? null : (this.files.get(id) ?? null);
  }

  // ---- bases: the row itself with its image (and brochure) reference -----------------------
  typeBase(t: TypeRow) {
    return { id: t.id, ...answered('mt_manufacture_type', t, { image_id: this.imageOf(t) }), created_at: t.created_at, updated_at: t.updated_at };
  }
  vendorBase(v: VendorRow) {
    return { id: v.id, ...answered('mt_vendor', v, { image_id: this.imageOf(v) }), created_at: v.created_at, updated_at: v.updated_at };
  }
  categoryBase(c: CategoryRow) {
    return { id: c.id, ...answered('mt_product_category', c, { image_id: this.imageOf(c) }), created_at: c.created_at, updated_at: c.updated_at };
  }
  /** Series with image, pdf and no_pdf (also the series of the nested public reads). */
  seriesBase(s: SeriesRow) {
    const pdf = { pdf: this.file(s.pdf_id), no_pdf: s.pdf_id == null };
    return {
      id: s.id,
      ...answered('mt_product_series', s, { image_id: this.imageOf(s), pdf_id: pdf }),
      created_at: s.created_at,
      updated_at: s.updated_at,
    };
  }
  /** A level's image reference, answered after its image_id. */
  private imageOf(row: { image_id: number | null }) {
    return { image: this.image(row.image_id) };
  }

  // ---- list rows: with their parents up to the manufacture type ----------------------------
  /** Vendor row: with mt_manufacture_type. */
  vendorRow(v: VendorRow) {
    const t = this.types.get(v.mt_manufacture_type_id);
    return { ...this.vendorBase(v), mt_manufacture_type: t ? this.typeBase(t) : undefined };
  }
  /** Category row: with mt_vendor → mt_manufacture_type. */
  categoryRow(c: CategoryRow) {
    const v = this.vendors.get(c.mt_vendor_id);
    return {
      ...this.categoryBase(c),
      mt_manufacture_type_id: v?.mt_manufacture_type_id,
      mt_vendor: v ? this.vendorRow(v) : undefined,
    };
  }
  /** Series row: with mt_product_category → mt_vendor → mt_manufacture_type, image, pdf. */
  seriesRow(s: SeriesRow) {
    return this.seriesUnder(s, (c) => this.categoryRow(c));
  }
  /** A series' own fields, image and pdf, its ancestors' ids, and its category as `category` shapes it. */
  private seriesUnder<C>(s: SeriesRow, category: (c: CategoryRow) => C) {
    const c = this.categories.get(s.mt_product_category_id);
    const v = c ? this.vendors.get(c.mt_vendor_id) : undefined;
    return {
      ...this.seriesBase(s),
      mt_vendor_id: c?.mt_vendor_id,
      mt_manufacture_type_id: v?.mt_manufacture_type_id,
      mt_product_category: c ? category(c) : undefined,
    };
  }
  /** A product's own fields, image, file and its ancestors' ids (no nested relations). */
  productOwn(p: ProductRow) {
    const s = this.series.get(p.mt_product_series_id);
    const c = s ? this.categories.get(s.mt_product_category_id) : undefined;
    const v = c ? this.vendors.get(c.mt_vendor_id) : undefined;
    const above = {
      mt_product_category_id: s?.mt_product_category_id,
      mt_vendor_id: c?.mt_vendor_id,
      mt_manufacture_type_id: v?.mt_manufacture_type_id,
    };
    return {
      id: p.id,
      ...answered('mt_product', p, { mt_product_series_id: above, image_id: { image: this.productImage(p) }, pdf_id: { file: this.productFile(p) } }),
      created_at: p.created_at,
      updated_at: p.updated_at,
    };
  }
  /** Product row: with mt_product_series → category → vendor → type, image, file. */
  productRow(p: ProductRow) {
    const s = this.series.get(p.mt_product_series_id);
    return { ...this.productOwn(p), mt_product_series: s ? this.seriesRow(s) : undefined };
  }

  // ---- parents as the admin's long lists name them: id, name and the ids above ------------
  // (a page of 100 products or series carries what its columns show, not each parent's own
  // description, image and times: about a tenth of the bytes)
  typeRef(t: TypeRow) {
    return { id: t.id, name: t.name };
  }
  vendorRef(v: VendorRow) {
    const t = this.types.get(v.mt_manufacture_type_id);
    return { id: v.id, name: v.name, mt_manufacture_type_id: v.mt_manufacture_type_id, mt_manufacture_type: t ? this.typeRef(t) : undefined };
  }
  categoryRef(c: CategoryRow) {
    const v = this.vendors.get(c.mt_vendor_id);
    return { id: c.id, name: c.name, mt_vendor_id: c.mt_vendor_id, mt_vendor: v ? this.vendorRef(v) : undefined };
  }
  seriesRef(s: SeriesRow) {
    const c = this.categories.get(s.mt_product_category_id);
    return { id: s.id, name: s.name, mt_product_category_id: s.mt_product_category_id, mt_product_category: c ? this.categoryRef(c) : undefined };
  }
  /** Series list row: the series' own fields, image and pdf, its parents named (mt_product_category → mt_vendor → mt_manufacture_type). */
  seriesListRow(s: SeriesRow) {
    return this.seriesUnder(s, (c) => this.categoryRef(c));
  }
  /** Product list row: its own fields, image and file, its parents named (mt_product_series → … → mt_manufacture_type). */
  productListRow(p: ProductRow) {
    const s = this.series.get(p.mt_product_series_id);
    return { ...this.productOwn(p), mt_product_series: s ? this.seriesRef(s) : undefined };
  }

  // ---- public nested reads: children down to the series ------------------------------------
  /** A series as the public reads nest it: with how many products it has. */
  seriesNested(s: SeriesRow) {
    return { ...this.seriesBase(s), product_count: this.productCounts.get(s.id) ?? 0 };
  }
  /** Category with image and its series. */
  categoryNested(c: CategoryRow) {
    return { ...this.categoryBase(c), mt_product_series: this.seriesOf(c.id) };
  }
  /** Vendor with image and its categories → series. */
  vendorNested(v: VendorRow) {
    return {
      ...this.vendorBase(v),
      mt_product_category: (this.categoriesByVendor.get(v.id) ?? []).map((c) => this.categoryNested(c)),
    };
  }
  private seriesOf(categoryId: number) {
    return (this.seriesByCategory.get(categoryId) ?? []).map((s) => this.seriesNested(s));
  }

  // ---- details ------------------------------------------------------------------------------
  typeDetail(t: TypeOwnRow) {
    return {
      ...this.typeBase(t),
      page_kind: t.page_kind ?? 'distributors',
      mt_vendor: (this.vendorsByType.get(t.id) ?? []).map((v) => this.vendorNested(v)),
    };
  }
  /** Vendor with its categories → series, and its manufacture type with that type's vendors. */
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
    return { ...this.categoryRow(c), mt_product_series: this.seriesOf(c.id) };
  }
  /** A product as its series' page lists it: own fields, image and brochure. */
  seriesProduct(p: ProductRow) {
    return {
      id: p.id,
      name: p.name,
      description: p.description,
      description_id: p.description_id,
      image_id: p.image_id,
      image: this.productImage(p),
      pdf_id: p.pdf_id,
      file: this.productFile(p),
    };
  }
  /** The series' list row with its products (the store reads them; any order) in their order. */
  seriesDetail(s: SeriesRow, products: ProductRow[]) {
    return { ...this.seriesRow(s), mt_product: [...products].sort(compareProductOrder).map((p) => this.seriesProduct(p)) };
  }
}
