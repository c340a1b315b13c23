// Validation rules of the catalogue (spec §5), shared by the API server and the browser-only demo.
// PURE: no node, fastify or database imports. Every validator takes the raw payload (JSON or
// multipart fields: ids may be numbers or numeric strings; '' / null / undefined mean "none")
// and returns field errors `{ field: [messages] }` or null.

export type FieldErrors = Record<string, string[]>;
export type Check<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };
type Payload = Record<string, unknown> | null | undefined;

export const NAME_MAX = 255;
export const DESCRIPTION_MAX = 10_000;

export const MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX} characters`,
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX} characters`,
  manufactureTypeRequired: 'Manufacture type is required',
  /** The vendor form spells it with a capital T (spec §5). */
  vendorManufactureTypeRequired: 'Manufacture Type is required',
  vendorRequired: 'Vendor is required',
  productCategoryRequired: 'Product Category is required',
  /** The series form calls it just Category (spec §5). */
  categoryRequired: 'Category is required',
  productSeriesRequired: 'Product Series is required',
  imageRequired: 'Image is required',
  pdfRequired: 'PDF file is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email must be valid',
  passwordRequired: 'Password is required',
  invalidId: (label: string) => `${label} is invalid`,
  notFound: (label: string) => `${label} not found`,
  vendorNotUnderType: 'Vendor does not belong to the selected manufacture type',
  categoryNotUnderVendor: 'Category does not belong to the selected vendor',
  seriesNotUnderCategory: 'Product Series does not belong to the selected product category',
} as const;

export type Thing =
  | 'Product'
  | 'Product series'
  | 'Product category'
  | 'Vendor'
  | 'Manufacture type'
  | 'Image'
  | 'File';

/** 'Vendor created successfully', 'Image deleted successfully', ... */
export function savedMessage(thing: Thing, action: 'created' | 'updated' | 'deleted'): string {
  return `${thing} ${action} successfully`;
}

export const MODULE_TYPES = [
  'mt_product',
  'mt_product_series',
  'mt_product_category',
  'mt_vendor',
  'mt_manufacture_type',
] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

/** The record tables that link an image / a file (PDF) asset, and through which column. */
export const ASSET_LINKS: Record<'Image' | 'File', ReadonlyArray<{ module: ModuleType; column: 'image_id' | 'pdf_id' }>> = {
  Image: MODULE_TYPES.map((module) => ({ module, column: 'image_id' as const })),
  File: [
    { module: 'mt_product', column: 'pdf_id' },
    { module: 'mt_product_series', column: 'pdf_id' },
  ],
};

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export type HierarchyThing = 'Manufacture type' | 'Vendor' | 'Product category' | 'Product series';
const CHILDREN: Record<HierarchyThing, [string, string]> = {
  'Manufacture type': ['vendor', 'vendors'],
  Vendor: ['product category', 'product categories'],
  'Product category': ['product series', 'product series'],
  'Product series': ['product', 'products'],
};

/** The 409 of a delete refused while the record has n children ('… it still has 2 vendors'). */
export function stillHasChildrenMessage(thing: HierarchyThing, n: number): string {
  return `Cannot delete ${thing.toLowerCase()}: it still has ${plural(n, ...CHILDREN[thing])}`;
}

/** The 409 of an asset delete refused while n records link it. */
export function stillLinkedMessage(thing: 'Image' | 'File', n: number): string {
  return `Cannot delete ${thing.toLowerCase()}: it is still linked to ${plural(n, 'record', 'records')}`;
}

/** A route's id: a positive 32-bit integer, else null (the routes answer 404 for that thing). */
export function routeIdOf(raw: unknown): number | null {
  const s = String(raw ?? '');
  if (!/^\d{1,10}$/.test(s)) return null;
  const n = Number(s);
  return n < 1 || n > 2_147_483_647 ? null : n;
}

// ---------------------------------------------------------------------------------------------
// Field helpers

const ID_RE = /^\d{1,10}$/;
const MAX_ID = 2_147_483_647;

/** undefined → the value is not a usable id; null → none given. */
export function parseId(v: unknown): number | null | undefined {
  if (v === undefined || v === null || v === '' || v === 'null' || v === 'undefined') return null;
  if (typeof v === 'number') return Number.isInteger(v) && v > 0 && v <= MAX_ID ? v : undefined;
  if (typeof v === 'string') {
    const s = v.trim();
    if (s === '') return null;
    if (!ID_RE.test(s)) return undefined;
    const n = Number(s);
    return n > 0 && n <= MAX_ID ? n : undefined;
  }
  return undefined;
}

function str(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return null;
}

class Collector {
  errors: FieldErrors = {};
  add(field: string, msg: string) {
    (this.errors[field] ??= []).push(msg);
  }
  get failed() {
    return Object.keys(this.errors).length > 0;
  }

  name(p: Payload): string {
    const name = (str(p?.name) ?? '').trim();
    if (!name) this.add('name', MESSAGES.nameRequired);
    else if (name.length > NAME_MAX) this.add('name', MESSAGES.nameTooLong);
    return name;
  }

  description(p: Payload): string | null {
    const d = str(p?.description);
    if (d === null) return null;
    const t = d.trim();
    if (t.length > DESCRIPTION_MAX) this.add('description', MESSAGES.descriptionTooLong);
    return t === '' ? null : t;
  }

  requiredId(p: Payload, field: string, requiredMsg: string, label: string): number {
    const id = parseId(p?.[field]);
    if (id === null) this.add(field, requiredMsg);
    else if (id === undefined) this.add(field, MESSAGES.invalidId(label));
    return id ?? 0;
  }

  optionalId(p: Payload, field: string, label: string): number | null {
    const id = parseId(p?.[field]);
    if (id === undefined) {
      this.add(field, MESSAGES.invalidId(label));
      return null;
    }
    return id;
  }

  result<T>(value: T): Check<T> {
    return this.failed ? { ok: false, errors: this.errors } : { ok: true, value };
  }
}

// ---------------------------------------------------------------------------------------------
// Entities

export interface ManufactureTypeInput {
  name: string;
  description: string | null;
  image_id: number | null;
}
export function checkManufactureType(p: Payload): Check<ManufactureTypeInput> {
  const c = new Collector();
  const name = c.name(p);
  const description = c.description(p);
  const image_id = c.optionalId(p, 'image_id', 'Image');
  return c.result({ name, description, image_id });
}

export interface VendorInput extends ManufactureTypeInput {
  mt_manufacture_type_id: number;
}
export function checkVendor(p: Payload): Check<VendorInput> {
  const c = new Collector();
  const name = c.name(p);
  const description = c.description(p);
  const mt_manufacture_type_id = c.requiredId(p, 'mt_manufacture_type_id', MESSAGES.vendorManufactureTypeRequired, 'Manufacture type');
  const image_id = c.optionalId(p, 'image_id', 'Image');
  return c.result({ name, description, mt_manufacture_type_id, image_id });
}

export interface CategoryInput extends VendorInput {
  mt_vendor_id: number;
}
export function checkCategory(p: Payload): Check<CategoryInput> {
  const c = new Collector();
  const name = c.name(p);
  const description = c.description(p);
  const mt_manufacture_type_id = c.requiredId(p, 'mt_manufacture_type_id', MESSAGES.manufactureTypeRequired, 'Manufacture type');
  const mt_vendor_id = c.requiredId(p, 'mt_vendor_id', MESSAGES.vendorRequired, 'Vendor');
  const image_id = c.optionalId(p, 'image_id', 'Image');
  return c.result({ name, description, mt_manufacture_type_id, mt_vendor_id, image_id });
}

export interface SeriesInput extends CategoryInput {
  mt_product_category_id: number;
  pdf_id: number | null;
}
export function checkSeries(p: Payload): Check<SeriesInput> {
  const c = new Collector();
  const name = c.name(p);
  const description = c.description(p);
  const mt_manufacture_type_id = c.requiredId(p, 'mt_manufacture_type_id', MESSAGES.manufactureTypeRequired, 'Manufacture type');
  const mt_vendor_id = c.requiredId(p, 'mt_vendor_id', MESSAGES.vendorRequired, 'Vendor');
  const mt_product_category_id = c.requiredId(p, 'mt_product_category_id', MESSAGES.categoryRequired, 'Category');
  const image_id = c.optionalId(p, 'image_id', 'Image');
  const pdf_id = c.optionalId(p, 'pdf_id', 'PDF file');
  return c.result({ name, description, mt_manufacture_type_id, mt_vendor_id, mt_product_category_id, image_id, pdf_id });
}

export interface ProductInput extends SeriesInput {
  mt_product_series_id: number;
}
/** hasImageFile / hasPdfFile: an uploaded file replaces image_id / pdf_id. */
export function checkProduct(p: Payload): Check<ProductInput> {
  const c = new Collector();
  const name = c.name(p);
  const description = c.description(p);
  const mt_manufacture_type_id = c.requiredId(p, 'mt_manufacture_type_id', MESSAGES.manufactureTypeRequired, 'Manufacture type');
  const mt_vendor_id = c.requiredId(p, 'mt_vendor_id', MESSAGES.vendorRequired, 'Vendor');
  const mt_product_category_id = c.requiredId(p, 'mt_product_category_id', MESSAGES.productCategoryRequired, 'Product Category');
  const mt_product_series_id = c.requiredId(p, 'mt_product_series_id', MESSAGES.productSeriesRequired, 'Product Series');
  const image_id = c.optionalId(p, 'image_id', 'Image');
  const pdf_id = c.optionalId(p, 'pdf_id', 'PDF file');
  return c.result({
    name,
    description,
    mt_manufacture_type_id,
    mt_vendor_id,
    mt_product_category_id,
    mt_product_series_id,
    image_id,
    pdf_id,
  });
}

export interface AssetInput {
  name: string;
  description: string | null;
}
/** Image asset create: `hasFile` tells whether a non-empty image_file was sent. */
export function checkImageAssetCreate(p: Payload, hasFile: boolean): Check<AssetInput> {
  const c = new Collector();
  const name = c.name(p);
  const description = c.description(p);
  if (!hasFile) c.add('image_file', MESSAGES.imageRequired);
  return c.result({ name, description });
}
/** File (PDF) asset create: `hasFile` tells whether a non-empty pdf_file was sent. */
export function checkFileAssetCreate(p: Payload, hasFile: boolean): Check<AssetInput> {
  const c = new Collector();
  const name = c.name(p);
  const description = c.description(p);
  if (!hasFile) c.add('pdf_file', MESSAGES.pdfRequired);
  return c.result({ name, description });
}
/** Image and file asset update: only name and description change. */
export function checkAssetUpdate(p: Payload): Check<AssetInput> {
  const c = new Collector();
  const name = c.name(p);
  const description = c.description(p);
  return c.result({ name, description });
}

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export interface LoginInput {
  email: string;
  password: string;
}
export function checkLogin(p: Payload): Check<LoginInput> {
  const c = new Collector();
  const email = (str(p?.email) ?? '').trim();
  const password = str(p?.password) ?? '';
  if (!email) c.add('email', MESSAGES.emailRequired);
  else if (!EMAIL_RE.test(email) || email.length > 255) c.add('email', MESSAGES.emailInvalid);
  if (!password) c.add('password', MESSAGES.passwordRequired);
  return c.result({ email, password });
}

export interface ImageRemoveInput {
  module_type: ModuleType;
  module_id: number;
}
export function checkImageRemove(p: Payload): Check<ImageRemoveInput> {
  const c = new Collector();
  const t = str(p?.module_type);
  if (!t) c.add('module_type', 'Module type is required');
  else if (!(MODULE_TYPES as readonly string[]).includes(t)) c.add('module_type', `Module type must be one of ${MODULE_TYPES.join(', ')}`);
  const module_id = c.requiredId(p, 'module_id', 'Module id is required', 'Module id');
  return c.result({ module_type: t as ModuleType, module_id });
}

const errorsOf = <T>(r: Check<T>): FieldErrors | null => (r.ok ? null : r.errors);

export const validateManufactureType = (p: Payload) => errorsOf(checkManufactureType(p));
export const validateVendor = (p: Payload) => errorsOf(checkVendor(p));
export const validateCategory = (p: Payload) => errorsOf(checkCategory(p));
export const validateSeries = (p: Payload) => errorsOf(checkSeries(p));
export const validateProduct = (p: Payload) => errorsOf(checkProduct(p));
export const validateImageAssetCreate = (p: Payload, hasFile: boolean) => errorsOf(checkImageAssetCreate(p, hasFile));
export const validateFileAssetCreate = (p: Payload, hasFile: boolean) => errorsOf(checkFileAssetCreate(p, hasFile));
export const validateAssetUpdate = (p: Payload) => errorsOf(checkAssetUpdate(p));
export const validateLogin = (p: Payload) => errorsOf(checkLogin(p));

// ---------------------------------------------------------------------------------------------
// Chain rule (needs the parents' ids, looked up by the caller)

export interface ChainFacts {
  /** The vendor's real manufacture type id (undefined: vendor not found). */
  vendorTypeId?: number;
  /** The category's real vendor id. */
  categoryVendorId?: number;
  /** The series' real category id. */
  seriesCategoryId?: number;
  typeExists?: boolean;
}

/**
 * Check that the ids of a payload form one chain: vendor under the type, category under the
 * vendor, series under the category. Only the keys present in `ids` are checked.
 */
export function checkChain(
  ids: { mt_manufacture_type_id?: number; mt_vendor_id?: number; mt_product_category_id?: number; mt_product_series_id?: number },
  facts: ChainFacts,
  labels: { category?: string } = {},
): FieldErrors | null {
  const errors: FieldErrors = {};
  const add = (f: string, m: string) => (errors[f] ??= []).push(m);
  if (ids.mt_manufacture_type_id !== undefined && !facts.typeExists) add('mt_manufacture_type_id', MESSAGES.notFound('Manufacture type'));
  if (ids.mt_vendor_id !== undefined) {
    if (facts.vendorTypeId === undefined) add('mt_vendor_id', MESSAGES.notFound('Vendor'));
    else if (facts.typeExists && facts.vendorTypeId !== ids.mt_manufacture_type_id) add('mt_vendor_id', MESSAGES.vendorNotUnderType);
  }
  if (ids.mt_product_category_id !== undefined) {
    const label = labels.category ?? 'Category';
    if (facts.categoryVendorId === undefined) add('mt_product_category_id', MESSAGES.notFound(label));
    else if (facts.vendorTypeId !== undefined && facts.categoryVendorId !== ids.mt_vendor_id)
      add('mt_product_category_id', MESSAGES.categoryNotUnderVendor);
  }
  if (ids.mt_product_series_id !== undefined) {
    if (facts.seriesCategoryId === undefined) add('mt_product_series_id', MESSAGES.notFound('Product Series'));
    else if (facts.categoryVendorId !== undefined && facts.seriesCategoryId !== ids.mt_product_category_id)
      add('mt_product_series_id', MESSAGES.seriesNotUnderCategory);
  }
  return Object.keys(errors).length ? errors : null;
}
