// One schema per response (the JSON of spec §7 as the API sends it): the OpenAPI document, the
// shared-ui types and the contract suite's checks all come from these.
import { z } from 'zod';
import { FOCUS_MAX, FOCUS_MIN, IMAGE_FITS } from '../messages';
import { answeredShape, valueOf, type EntityName } from './entities';
import { MODULE_TYPES } from './requests';
import { STAFF_ROLES } from '../staffRoles';

/** What a manufacture type's public page shows (spec §2): defined with its entity. */
export { PAGE_KINDS, type PageKind } from './entities';

const id = z.number().int();
const stamp = z.string().describe('ISO 8601 time');
const text = z.string().nullable();

/**
 * An image's crop (issue 20), answered with the image and on every reference to it. Optional in
 * the type only (fixtures from before it stay valid): the API and the demo always send it.
 */
const crop = {
  focus_x: z.number().int().min(FOCUS_MIN).max(FOCUS_MAX).optional().describe('Focal point: whole percent of the width from the left (default 50)'),
  focus_y: z.number().int().min(FOCUS_MIN).max(FOCUS_MAX).optional().describe('Focal point: whole percent of the height from the top (default 50)'),
  fit: z.enum(IMAGE_FITS).optional().describe("'cover': crop to fill a frame around the focal point (default); 'contain': the whole picture"),
};
export const imageRef = z.object({ id, name: z.string(), image_path: z.string(), ...crop });
export const fileRef = z.object({ id, name: z.string(), file_path: z.string() });

const stamps = { created_at: stamp, updated_at: stamp };
/** A record's answer: its id, its entity's stored fields (../entities.ts) and the references they make, its times. */
const answered = <T extends EntityName, Refs extends z.ZodRawShape>(table: T, refs: Refs) => ({ id, ...answeredShape(table), ...refs, ...stamps });
const withImage = { image: imageRef.nullable() };

// ---- bases: the row itself with its image (and brochure) reference
export const manufactureType = z.object(answered('mt_manufacture_type', withImage));
export const vendorBase = z.object(answered('mt_vendor', withImage));
export const categoryBase = z.object(answered('mt_product_category', withImage));
export const seriesBase = z.object(answered('mt_product_series', { ...withImage, pdf: fileRef.nullable(), no_pdf: z.boolean() }));

// ---- list rows (and save answers): with their parents up to the manufacture type
export const vendor = vendorBase.extend({ mt_manufacture_type: manufactureType.optional() });
export const category = categoryBase.extend({ mt_manufacture_type_id: id.optional(), mt_vendor: vendor.optional() });
export const series = seriesBase.extend({
  mt_vendor_id: id.optional(),
  mt_manufacture_type_id: id.optional(),
  mt_product_category: category.optional(),
});
export const product = z.object({
  ...answered('mt_product', { ...withImage, file: fileRef.nullable() }),
  mt_product_category_id: id.optional(),
  mt_vendor_id: id.optional(),
  mt_manufacture_type_id: id.optional(),
  mt_product_series: series.optional(),
});

// ---- typed attributes (issue 24)
export const attribute = z.object(answered('mt_product_attribute', {}));
/** The detail also says how many products have a value of it (what its delete takes with it). */
export const attributeDetail = attribute.extend({ value_count: z.number().int().describe('How many products have a value of it') });
export const attributeRange = z.object({ min: z.number(), max: z.number() });
export const attributeValue = z.union([z.number(), attributeRange, z.string(), z.boolean()]);
/** A product's values, by attribute id: only the attributes it has a value of. */
export const attributeValues = z
  .record(z.string(), attributeValue)
  .describe('{attribute_id: value}: a number, {min, max}, a text (or option) or true/false; attributes without a value are left out');
/** An attribute's delete: its id and how many products' values went with it. */
export const attributeDeleted = z.object({ message: z.string(), data: z.object({ id, value_count: z.number().int() }) });
/** The attribute grid's save (POST /api/product/attributes): every sent product's values after it, by product id. */
export const bulkValuesSaved = z.object({
  message: z.string(),
  data: z.record(z.string(), attributeValues).describe("{product_id: {attribute_id: value}}: each sent product's values after the save"),
});
/** A row of a category's attribute grid (GET /api/product/attributes): a model, its series and its values. */
export const categoryValuesRow = z.object({
  id,
  name: z.string(),
  mt_product_series: z.object({ id, name: z.string() }),
  attributes: attributeValues,
});
/** A product's detail and save: with its values. */
export const productDetail = product.extend({ attributes: attributeValues });
/** A product's save: a move under another category names the attributes whose values it dropped. */
export const productSaved = z.object({
  message: z.string(),
  data: productDetail,
  dropped_attributes: z.array(z.string()).optional().describe('The attributes whose values a move to another category dropped'),
});

// ---- admin list rows of products and series: their parents named (id, name, the ids above)
const typeRef = z.object({ id, name: z.string() });
const vendorRef = z.object({ id, name: z.string(), mt_manufacture_type_id: id, mt_manufacture_type: typeRef.optional() });
const categoryRef = z.object({ id, name: z.string(), mt_vendor_id: id, mt_vendor: vendorRef.optional() });
const seriesRef = z.object({ id, name: z.string(), mt_product_category_id: id, mt_product_category: categoryRef.optional() });
export const seriesListRow = seriesBase.extend({
  mt_vendor_id: id.optional(),
  mt_manufacture_type_id: id.optional(),
  mt_product_category: categoryRef.optional(),
});
export const productListRow = product.extend({ mt_product_series: seriesRef.optional() });

const linkedRecord = z.object({ id, name: z.string() });
/** What keeps a record (or an asset) from being deleted, by table: only tables that have some; {} when nothing does. */
export const children = z
  .object(
    Object.fromEntries(MODULE_TYPES.map((m) => [m, z.array(linkedRecord).optional()])) as Record<
      (typeof MODULE_TYPES)[number],
      z.ZodOptional<z.ZodArray<typeof linkedRecord>>
    >,
  )
  .describe('The records that keep this one from being deleted (its children, or the records linking an asset), by table');
/** A level's detail by id also says what keeps it from being deleted (the public read by name does not). */
const withChildren = { children: children.optional() };

// ---- public nested reads: children down to the series
/** A series as the public reads nest it: with how many products (models) it has. */
export const seriesNested = seriesBase.extend({ product_count: z.number().int().describe('How many products the series has') });
export const categoryNested = categoryBase.extend({ mt_product_series: z.array(seriesNested) });
export const vendorNested = vendorBase.extend({ mt_product_category: z.array(categoryNested) });
export const manufactureTypeDetail = manufactureType.extend({
  page_kind: valueOf('mt_manufacture_type', 'page_kind'),
  mt_vendor: z.array(vendorNested),
  ...withChildren,
});
export const vendorDetail = vendorNested.extend({
  ...withChildren,
  mt_manufacture_type: manufactureType
    .extend({
      mt_vendor: z.array(z.object({ id, name: z.string(), mt_manufacture_type_id: id, image_id: id.nullable(), image: imageRef.nullable() })),
    })
    .optional(),
});
export const categoryDetail = category.extend({ mt_product_series: z.array(seriesNested), ...withChildren });
/** A product as its series' page lists it: its own fields, image and brochure (file). */
export const seriesProduct = z.object({
  id,
  name: z.string(),
  description: text,
  description_id: text,
  image_id: id.nullable(),
  image: imageRef.nullable(),
  pdf_id: id.nullable(),
  file: fileRef.nullable(),
  // Optional in the type only (fixtures from before issue 24 stay valid): the API and the demo always send it.
  attributes: attributeValues.optional(),
});
/** An attribute as the public reads it (issue 24): a series' specification table's column. */
export const publicAttribute = attribute.pick({
  id: true,
  name: true,
  name_id: true,
  type: true,
  unit: true,
  options: true,
  on_card: true,
  position: true,
});
/** The series' category's attributes in the staff's order. Optional in the type only (fixtures from before issue 24 stay valid). */
const seriesAttributes = { mt_product_attribute: z.array(publicAttribute).optional().describe("The series' category's attributes, in order") };
/** The series' list row, with its products in name order (the public series page). */
export const seriesDetail = series.extend({ mt_product: z.array(seriesProduct), ...seriesAttributes, ...withChildren });
/** Where a page of a paged list sits: how many in all, on a page, this page and the last. */
export const pageInfo = z.object({
  total: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
});
/**
 * The series page (issue 20): the series' list row with one page of its products in name order
 * (`mt_product`) and where that page sits (`mt_product_page`: total is the series' product count).
 */
export const seriesPage = series.extend({ mt_product: z.array(seriesProduct), ...seriesAttributes, mt_product_page: pageInfo });

// ---- assets
export const imageAsset = z.object({ ...answered('image_asset', {}), ...crop });
export const fileAsset = z.object(answered('file_asset', {}));
/**
 * How many records link an asset, in all and by table (a file: products and series only). Lists,
 * pickers and the detail carry the counts; the records themselves come paged (`assetLink`).
 */
const linkCounts = <M extends (typeof MODULE_TYPES)[number]>(modules: readonly M[]) => ({
  linked_count: z.number().int().describe('How many records link it'),
  link_counts: z
    .object(Object.fromEntries(modules.map((m) => [m, z.number().int()])) as Record<M, z.ZodNumber>)
    .describe('How many records of each table link it'),
});
export const imageAssetRow = imageAsset.extend(linkCounts(MODULE_TYPES));
export const fileAssetRow = fileAsset.extend(linkCounts(['mt_product', 'mt_product_series'] as const));
export const imageAssetDetail = imageAssetRow;
export const fileAssetDetail = fileAssetRow;
/** A record linking an asset (GET …/links/{id}: a page of them, by table in the order of link_counts, then by id). */
export const assetLink = z.object({ module_type: z.enum(MODULE_TYPES), id, name: z.string() });

// ---- auth
export const loggedIn = z.object({ id, email: z.string(), name: z.string(), role: z.enum(STAFF_ROLES), token: z.string() });

// ---- envelopes
/** `{data}`: a detail. */
export const one = <T extends z.ZodType>(data: T) => z.object({ data });
/** `{data: {data, total, per_page, current_page, last_page}}`: a page of a list. */
export const page = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.object({
      data: z.array(row),
      total: z.number().int(),
      per_page: z.number().int(),
      current_page: z.number().int(),
      last_page: z.number().int(),
    }),
  });
/** `{message, data}`: a save (the saved row), a delete (`{id}`), an unlink, a login. */
export const saved = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });
export const deleted = saved(z.object({ id }));
/** A reorder (issue 21): the ids in their new order. */
export const reordered = saved(z.object({ ids: z.array(id) }));
export const unlinked = saved(z.object({ id, module_type: z.enum(MODULE_TYPES), module_id: id }));
/** Every refusal: `{message}`, with the field messages on 422 and, on the 409 of a delete, what still refers to the record. */
export const failure = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional(), children: children.optional() });

export type ImageRef = z.infer<typeof imageRef>;
export type FileRef = z.infer<typeof fileRef>;
export type ManufactureType = z.infer<typeof manufactureType>;
export type ManufactureTypeDetail = z.infer<typeof manufactureTypeDetail>;
export type Vendor = z.infer<typeof vendor>;
export type VendorNested = z.infer<typeof vendorNested>;
export type VendorDetail = z.infer<typeof vendorDetail>;
export type ProductCategory = z.infer<typeof category>;
export type ProductCategoryNested = z.infer<typeof categoryNested>;
export type ProductCategoryDetail = z.infer<typeof categoryDetail>;
export type ProductSeries = z.infer<typeof series>;
export type ProductSeriesBase = z.infer<typeof seriesBase>;
export type ProductSeriesNested = z.infer<typeof seriesNested>;
export type SeriesProduct = z.infer<typeof seriesProduct>;
export type ProductSeriesDetail = z.infer<typeof seriesDetail>;
export type PageInfo = z.infer<typeof pageInfo>;
export type ProductSeriesPage = z.infer<typeof seriesPage>;
export type Product = z.infer<typeof product>;
export type ProductDetail = z.infer<typeof productDetail>;
export type Attribute = z.infer<typeof attribute>;
export type AttributeDetail = z.infer<typeof attributeDetail>;
export type CategoryValuesRow = z.infer<typeof categoryValuesRow>;
export type PublicAttribute = z.infer<typeof publicAttribute>;
export type ProductListRow = z.infer<typeof productListRow>;
export type ProductSeriesListRow = z.infer<typeof seriesListRow>;
export type ImageAsset = z.infer<typeof imageAsset>;
export type FileAsset = z.infer<typeof fileAsset>;
export type LinkedRecord = z.infer<typeof linkedRecord>;
export type Children = z.infer<typeof children>;
export type ImageAssetRow = z.infer<typeof imageAssetRow>;
export type FileAssetRow = z.infer<typeof fileAssetRow>;
export type AssetLink = z.infer<typeof assetLink>;
export type ImageAssetDetail = z.infer<typeof imageAssetDetail>;
export type FileAssetDetail = z.infer<typeof fileAssetDetail>;
export type LoggedIn = z.infer<typeof loggedIn>;

// The envelopes' types, for code that reads the answers without the schemas (type-only imports).
export type OneEnvelope<T> = z.infer<ReturnType<typeof one<z.ZodType<T>>>>;
export type PageEnvelope<T> = z.infer<ReturnType<typeof page<z.ZodType<T>>>>;
export type SavedEnvelope<T> = z.infer<ReturnType<typeof saved<z.ZodType<T>>>>;
export type DeletedEnvelope = z.infer<typeof deleted>;
export type UnlinkedEnvelope = z.infer<typeof unlinked>;
export type Failure = z.infer<typeof failure>;
