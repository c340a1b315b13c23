// One definition per entity (issue 21): each table of the catalogue names its own fields once, in
// the order its payload and its answers list them, with what a request may send (the spec's
// messages) and what is stored and answered. The core's tables (./tables.ts), its rows
// (./shapes.ts), the request and response schemas and a level's values (./levels.ts) are derived
// from here; the API checks its drizzle tables against it (api/test/entity-columns.test.ts).
import { z } from 'zod';
import { ATTRIBUTE_TYPES, ATTRIBUTE_UNITS, FOCUS_MAX, FOCUS_MIN, IMAGE_CROP_DEFAULT, IMAGE_FITS, MESSAGES } from '../messages';
import {
  attributeOptions,
  attributeType,
  attributeUnit,
  booleanFlag,
  description,
  focusPercent,
  imageFit,
  indonesianDescription,
  indonesianName,
  name,
  optionalId,
  publishedFlag,
  requiredId,
} from './fields';

/**
 * What a field is to its table:
 * - own: a column a payload writes (name, description, an image's crop);
 * - parent: the column that refers to the row above, written by the payload;
 * - asset: a column that links an image or a file asset, written by the payload;
 * - chain: no column: an id above the parent that the payload names for the chain rule (../chain.ts);
 * - upload: a column the use case writes from the uploaded file (path, mime, size);
 * - kept: a column no request writes (set by the seed), read and answered;
 * - order: the record's place among its parent's children, written by the use cases (last on a
 *   create, the staff's order on a reorder: ./useCases/order.ts), read and answered.
 */
export type FieldRole = 'own' | 'parent' | 'asset' | 'chain' | 'upload' | 'kept' | 'order';

export interface Field<R extends FieldRole = FieldRole, V extends z.ZodType = z.ZodType, I extends z.ZodType | undefined = z.ZodType | undefined> {
  role: R;
  /** The value as stored and answered. */
  value: V;
  /** What a payload may send, with the spec's messages (roles own, parent, asset and chain). */
  input: I;
  /** What a create takes when it differs (an image's crop: left out, the defaults). */
  createInput?: z.ZodType;
  /** The table a parent or asset column refers to. */
  refers?: string;
  /** What a row stored before a non-null column existed holds (the migration's default). */
  fallback?: unknown;
}

const id = z.number().int();
const text = z.string().nullable();

/** A field as written (its role a literal, its create input kept apart): the types below read them. */
const field = <const F extends Field>(f: F) => f;
const stored = <R extends 'upload' | 'kept' | 'order', V extends z.ZodType>(role: R, value: V) => field({ role, value, input: undefined });

// ---- the fields several tables share ---------------------------------------------------------
const nameField = field({ role: 'own', value: z.string(), input: name });
const descriptionField = field({ role: 'own', value: text, input: description });
/**
 * The Indonesian texts beside the English ones (issue 22; pairs in ../locales.ts TRANSLATIONS):
 * every level's description, and the names of types and categories (brands and models keep theirs).
 * Null is untranslated: pages fall back to English.
 */
const indonesianNameField = field({ role: 'own', value: text, input: indonesianName });
const indonesianDescriptionField = field({ role: 'own', value: text, input: indonesianDescription });
const parentField = <I extends z.ZodType>(refers: string, input: I) => field({ role: 'parent', value: id, input, refers });
const chainField = <I extends z.ZodType>(input: I) => field({ role: 'chain', value: id, input });
const assetField = <I extends z.ZodType>(refers: 'image_asset' | 'file_asset', input: I) =>
  field({ role: 'asset', value: id.nullable(), input, refers });
const imageLink = assetField('image_asset', optionalId('Image'));
/** An image's crop (issue 20): on a create, left out is the default; on an update, unchanged. */
const focusField = (label: string, fallback: number) =>
  field({
    role: 'own',
    value: z.number().int().min(FOCUS_MIN).max(FOCUS_MAX),
    input: focusPercent(label),
    createInput: focusPercent(label, fallback),
  });
/** Where the record stands among its parent's children (issue 21): public pages list them by it. */
// Rows from before it hold 0: ties fall back to the order the public pages had (id; a product's name).
const positionField = { ...stored('order', z.number().int()), fallback: 0 };
/**
 * Whether the public sees the record (issue 21): a draft (false) and everything under it are left
 * out of the public reads (CatalogShapes.publicView). A create is published unless it says not;
 * rows from before it are published.
 */
const publishedField = { ...field({ role: 'own', value: z.boolean(), input: publishedFlag(), createInput: publishedFlag(true) }), fallback: true };
/** A yes/no of a record (issue 24: an attribute's flags): false unless a create says so; an update that leaves it out keeps it. */
const flagField = (message: string) => ({
  ...field({ role: 'own', value: z.boolean(), input: booleanFlag(message), createInput: booleanFlag(message, false) }),
  fallback: false,
});
const uploadFields = { mime: stored('upload', z.string()), size: stored('upload', z.number().int()) };

/** What a manufacture type's public page shows: its distributors, or the company profile (spec §2). */
export const PAGE_KINDS = ['distributors', 'company_profile'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const ENTITIES = {
  mt_manufacture_type: {
    name: nameField,
    description: descriptionField,
    name_id: indonesianNameField,
    description_id: indonesianDescriptionField,
    image_id: imageLink,
    /** Its public page (set by the seed; a rename keeps it). */
    page_kind: stored('kept', z.enum(PAGE_KINDS)),
    published: publishedField,
    position: positionField,
  },
  mt_vendor: {
    name: nameField,
    description: descriptionField,
    description_id: indonesianDescriptionField,
    mt_manufacture_type_id: parentField('mt_manufacture_type', requiredId(MESSAGES.vendorManufactureTypeRequired, 'Manufacture type')),
    image_id: imageLink,
    published: publishedField,
    position: positionField,
  },
  mt_product_category: {
    name: nameField,
    description: descriptionField,
    name_id: indonesianNameField,
    description_id: indonesianDescriptionField,
    mt_manufacture_type_id: chainField(requiredId(MESSAGES.manufactureTypeRequired, 'Manufacture type')),
    mt_vendor_id: parentField('mt_vendor', requiredId(MESSAGES.vendorRequired, 'Vendor')),
    image_id: imageLink,
    published: publishedField,
    position: positionField,
  },
  mt_product_series: {
    name: nameField,
    description: descriptionField,
    description_id: indonesianDescriptionField,
    mt_manufacture_type_id: chainField(requiredId(MESSAGES.manufactureTypeRequired, 'Manufacture type')),
    mt_vendor_id: chainField(requiredId(MESSAGES.vendorRequired, 'Vendor')),
    mt_product_category_id: parentField('mt_product_category', requiredId(MESSAGES.categoryRequired, 'Category')),
    image_id: imageLink,
    pdf_id: assetField('file_asset', optionalId('PDF file').describe('File asset id of the PDF brochure; null clears it (no_pdf)')),
    published: publishedField,
    position: positionField,
  },
  mt_product: {
    name: nameField,
    description: descriptionField,
    description_id: indonesianDescriptionField,
    mt_manufacture_type_id: chainField(requiredId(MESSAGES.manufactureTypeRequired, 'Manufacture type')),
    mt_vendor_id: chainField(requiredId(MESSAGES.vendorRequired, 'Vendor')),
    mt_product_category_id: chainField(requiredId(MESSAGES.productCategoryRequired, 'Product Category')),
    mt_product_series_id: parentField('mt_product_series', requiredId(MESSAGES.productSeriesRequired, 'Product Series')),
    image_id: imageLink,
    pdf_id: assetField('file_asset', optionalId('PDF file')),
    published: publishedField,
    position: positionField,
  },
  /**
   * A typed attribute of a category's products (issue 24): its values live in a table of their own
   * (mt_product_attribute_value, ../attributes.ts); which options and unit a type takes is its
   * payload's rule (./requests.ts attributeInput).
   */
  mt_product_attribute: {
    name: nameField,
    name_id: indonesianNameField,
    mt_product_category_id: parentField('mt_product_category', requiredId(MESSAGES.categoryRequired, 'Category')),
    type: field({ role: 'own', value: z.enum(ATTRIBUTE_TYPES), input: attributeType }),
    unit: field({ role: 'own', value: z.enum(ATTRIBUTE_UNITS).nullable(), input: attributeUnit }),
    /** A list attribute's options in the staff's order; [] for the other types. */
    options: field({ role: 'own', value: z.array(z.string()), input: attributeOptions }),
    /** Whether the catalogue's finder filters by it. A create that leaves a flag out: false. */
    filterable: flagField(MESSAGES.filterableInvalid),
    /** Whether the catalogue's cards show it. */
    on_card: flagField(MESSAGES.onCardInvalid),
    position: positionField,
  },
  image_asset: {
    name: nameField,
    description: descriptionField,
    image_path: stored('upload', z.string()),
    ...uploadFields,
    focus_x: focusField('Focal point X', IMAGE_CROP_DEFAULT.focus_x),
    focus_y: focusField('Focal point Y', IMAGE_CROP_DEFAULT.focus_y),
    fit: field({ role: 'own', value: z.enum(IMAGE_FITS), input: imageFit(), createInput: imageFit(IMAGE_CROP_DEFAULT.fit) }),
  },
  file_asset: {
    name: nameField,
    description: descriptionField,
    file_path: stored('upload', z.string()),
    ...uploadFields,
  },
} as const satisfies Record<string, Record<string, Field>>;

export type Entities = typeof ENTITIES;
export type EntityName = keyof Entities;
type FieldsOf<T extends EntityName> = Entities[T];
/** The fields of T that play one of the roles R. */
export type FieldKey<T extends EntityName, R extends FieldRole> = {
  [K in keyof FieldsOf<T>]: FieldsOf<T>[K] extends { role: R } ? K : never;
}[keyof FieldsOf<T>];

/** The roles a payload sends, and the ones of the columns a write sets. */
const REQUEST_ROLES = ['own', 'parent', 'asset', 'chain'] as const satisfies FieldRole[];
const WRITTEN_ROLES = ['own', 'parent', 'asset', 'upload', 'order'] as const satisfies FieldRole[];
const STORED_ROLES = [...WRITTEN_ROLES, 'kept'] as const satisfies FieldRole[];
type RequestRole = (typeof REQUEST_ROLES)[number];
type WrittenRole = (typeof WRITTEN_ROLES)[number];
type StoredRole = (typeof STORED_ROLES)[number];

type InputSchema<F> = F extends { input: infer I } ? I : never;
type ValueSchema<F> = F extends { value: infer V extends z.ZodType } ? V : never;
type ValueOf<T extends EntityName, K extends keyof FieldsOf<T>> = z.output<ValueSchema<FieldsOf<T>[K]>>;

/** What a create sets in T's table (an update sets the same, and the store stamps updated_at). */
export type EntityValues<T extends EntityName> = { [K in FieldKey<T, WrittenRole>]: ValueOf<T, K> };
/** The columns of T no request writes (the seed sets them): rows read before they existed may lack them. */
export type KeptValues<T extends EntityName> = { [K in FieldKey<T, 'kept'>]?: ValueOf<T, K> | null };

/** The request fields of T, in order (a create's, or an update's when they differ). */
export type RequestShape<T extends EntityName, Mode extends 'create' | 'update' = 'update'> = {
  [K in FieldKey<T, RequestRole>]: Mode extends 'create'
    ? FieldsOf<T>[K] extends { createInput: infer C extends z.ZodType }
      ? C
      : InputSchema<FieldsOf<T>[K]>
    : InputSchema<FieldsOf<T>[K]>;
};

const fieldsWith = <T extends EntityName>(table: T, roles: readonly FieldRole[]) =>
  (Object.entries(ENTITIES[table]) as Array<[string, Field]>).filter(([, f]) => roles.includes(f.role));

/** The request fields of T in their order: the zod shape its payload schema is built from. */
export function requestShape<T extends EntityName, Mode extends 'create' | 'update' = 'update'>(table: T, mode?: Mode): RequestShape<T, Mode> {
  return Object.fromEntries(
    fieldsWith(table, REQUEST_ROLES).map(([key, f]) => [key, (mode === 'create' && f.createInput) || f.input]),
  ) as RequestShape<T, Mode>;
}

/** A column of T's table that the core reads: every field but the chain's ids. */
export type StoredColumn<T extends EntityName> = FieldKey<T, StoredRole>;

/** The names of the columns of T that the core reads, in order (a store adds id and the times). */
export function storedColumns<T extends EntityName>(table: T): Array<StoredColumn<T>> {
  return fieldsWith(table, STORED_ROLES).map(([key]) => key as StoredColumn<T>);
}

/** The columns of T a payload writes (own, parent and asset fields), and their values. */
type WritableColumn<T extends EntityName> = FieldKey<T, 'own' | 'parent' | 'asset'>;
type WritableValues<T extends EntityName> = { [K in WritableColumn<T>]: ValueOf<T, K> };

/** The columns of T a payload writes, in order. */
export function writableColumns<T extends EntityName>(table: T): Array<WritableColumn<T>> {
  return fieldsWith(table, ['own', 'parent', 'asset']).map(([key]) => key as WritableColumn<T>);
}

/** A payload's writable values: those a create's schema fills in (createInput) an update may leave out. */
type WritableInput<T extends EntityName> = {
  [K in WritableColumn<T>]: FieldsOf<T>[K] extends { createInput: z.ZodType } ? ValueOf<T, K> | undefined : ValueOf<T, K>;
};

/**
 * The values a save of a payload writes: its writable fields, picked from it (the ids above the
 * parent stay out). A field an update left out stays undefined, which the stores' update skips.
 */
export function writableValues<T extends EntityName>(table: T, input: WritableInput<T>): WritableValues<T> {
  return Object.fromEntries(writableColumns(table).map((key) => [key, input[key]])) as WritableValues<T>;
}

/** The names of T's written columns (the fields of EntityValues<T>), in order: the own part of its answers. */
export function answeredColumns<T extends EntityName>(table: T): Array<keyof EntityValues<T>> {
  return fieldsWith(table, WRITTEN_ROLES).map(([key]) => key as keyof EntityValues<T>);
}

/** The answered value schemas of T's written columns, in order: the own part of its response schemas. */
export function answeredShape<T extends EntityName>(table: T): { [K in FieldKey<T, WrittenRole>]: ValueSchema<FieldsOf<T>[K]> } {
  return Object.fromEntries(fieldsWith(table, WRITTEN_ROLES).map(([key, f]) => [key, f.value])) as {
    [K in FieldKey<T, WrittenRole>]: ValueSchema<FieldsOf<T>[K]>;
  };
}

/** The answered value schema of one field. */
export const valueOf = <T extends EntityName, K extends keyof FieldsOf<T>>(table: T, key: K): ValueSchema<FieldsOf<T>[K]> =>
  (ENTITIES[table][key] as Field).value as ValueSchema<FieldsOf<T>[K]>;

/**
 * A new row's values: each written field the save left out takes its fallback (a level's payload
 * schema serves create and update, so a left-out `published` is a create's true here; `position`
 * is 0 when the use case placed nothing).
 */
export function newRowValues<T extends EntityName>(table: T, values: { [K in keyof EntityValues<T>]?: EntityValues<T>[K] }): EntityValues<T> {
  const row: Record<string, unknown> = { ...values };
  for (const [key, f] of fieldsWith(table, WRITTEN_ROLES)) if (row[key] === undefined && f.fallback !== undefined) row[key] = f.fallback;
  return row as EntityValues<T>;
}
