import type { API_TAGS, ListQuery } from '@mfe/shared-ui';

export type ApiTag = (typeof API_TAGS)[number];

// The shape of an area definition. The one list screen and the one form screen read nothing else,
// so an area is added or changed here, never by copying a screen.

/** The five catalogue areas edited with the generic table and form. */
export type CatalogueArea = 'product' | 'product-series' | 'product-category' | 'vendor' | 'manufacture-type';
/** The two asset managers: their own grid and upload form, the same endpoints shape. */
export type AssetArea = 'assets-image-manager' | 'assets-file-manager';
export type ResourceArea = CatalogueArea | AssetArea;

export interface ResourcePaths {
  list: string;
  detail: (id: string | number) => string;
  create: string;
  update: (id: string | number) => string;
  remove: (id: string | number) => string;
}

/** Spec §8 texts of one area, plus the success toasts of §4. */
export interface ResourceMessages {
  fetchList: string;
  fetchOne: (id: string | number) => string;
  fetchOptions: string;
  create: string;
  update: (id: string | number) => string;
  delete: string;
  created: string;
  updated: string;
  deleted: string;
}

export interface ResourceBase {
  area: ResourceArea;
  /** Heading and page title, e.g. 'Product Series'. */
  title: string;
  /** How messages name one record, e.g. 'product series'. */
  module: string;
  tag: ApiTag;
  /** Other cached data a save or delete here makes stale (parent names in lists, asset links). */
  alsoInvalidates: ApiTag[];
  paths: ResourcePaths;
  messages: ResourceMessages;
}

/** A record as the generic screens see it: an id, a name and anything else. */
export interface AnyRecord {
  id: number;
  name: string;
  [key: string]: unknown;
}

export type ParentFilterKey = keyof Pick<ListQuery, 'mt_manufacture_type_id' | 'mt_vendor_id' | 'mt_product_category_id'>;

interface FieldBase {
  /** The form field and payload key; server 422 errors arrive under the same name. */
  name: string;
  label: string;
  /** The message of §5 when the field is required. */
  requiredMessage?: string;
  /** Reads the field's initial value from a loaded record (edit mode); default record[name]. */
  read?: (record: AnyRecord) => unknown;
}

export interface TextField extends FieldBase {
  kind: 'text' | 'textarea';
}

/** A select of records of another area; a cascade child is disabled until its parent is chosen. */
export interface ParentSelectField extends FieldBase {
  kind: 'parent';
  source: CatalogueArea;
  /** The form field this select depends on, and the list filter that carries its value. */
  dependsOn?: { field: string; filter: ParentFilterKey };
}

/** image_id through the image picker dialog. */
export interface ImagePickField extends FieldBase {
  kind: 'image';
}

/** pdf_id chosen from the file assets (series brochure, product PDF). */
export interface PdfPickField extends FieldBase {
  kind: 'pdf';
}

/** A file sent in the multipart body (an empty one is skipped). */
export interface UploadField extends FieldBase {
  kind: 'upload';
  accept: string;
  /** Help text under the input. */
  help?: string;
}

export type FieldDefinition = TextField | ParentSelectField | ImagePickField | PdfPickField | UploadField;

export interface ColumnDefinition {
  key: string;
  title: string;
  /** The cell text; null shows a dash. */
  value: (record: AnyRecord) => string | null | undefined;
}

export interface CatalogueResource extends ResourceBase {
  area: CatalogueArea;
  /** Sends saves as multipart FormData (product: image and PDF uploads) instead of JSON. */
  multipart: boolean;
  fields: FieldDefinition[];
  /** Columns after the name (parent columns first). */
  columns: ColumnDefinition[];
}

export interface AssetResource extends ResourceBase {
  area: AssetArea;
  kind: 'image' | 'file';
  /** Multipart name of the uploaded file on create. */
  fileField: 'image_file' | 'pdf_file';
  fileLabel: string;
  fileRequiredMessage: string;
  accept: string;
  /** Where the record keeps its stored path. */
  pathKey: 'image_path' | 'file_path';
  /** The linked-record kinds its detail lists; unlinkPath is set where the API can unlink one. */
  linkKinds: { key: string; label: string }[];
  unlinkPath?: (id: string | number) => string;
  unlinkFailed?: string;
}

export type AnyResource = CatalogueResource | AssetResource;
