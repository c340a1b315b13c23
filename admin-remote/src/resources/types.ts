import type { RequestModule } from '@mfe/catalogue-core/messages';
import type { AttributeValues } from '@mfe/catalogue-core/attributes';
import type { UploadKind } from '@mfe/catalogue-core/uploads';
import type {
  API_TAGS,
  FileAssetDetail,
  FileAssetRow,
  FileRef,
  ImageAssetDetail,
  ImageAssetRow,
  ImageRef,
  ListQuery,
  ManufactureType,
  ManufactureTypeDetail,
  ModuleType,
  Product,
  ProductCategory,
  ProductListRow,
  ProductCategoryDetail,
  ProductSeriesDetail,
  ProductSeriesListRow,
  Vendor,
  VendorDetail,
} from '@mfe/shared-ui';
import type { AdminMessages } from '../messages/messages';

export type ApiTag = (typeof API_TAGS)[number];

/** A text the screens show, in the admin's language: read from its dictionary. */
export type Text = (messages: AdminMessages) => string;

// The shape of an area definition. The one list screen and the one form screen read nothing else,
// so an area is added or changed here, never by copying a screen.

/** The five catalogue areas edited with the generic table and form. */
export type CatalogueArea = 'product' | 'product-series' | 'product-category' | 'vendor' | 'manufacture-type';
/** The two asset managers: their own grid and upload form, the same endpoints shape. */
export type AssetArea = 'assets-image-manager' | 'assets-file-manager';
export type ResourceArea = CatalogueArea | AssetArea;

/** The rows each area's list answers (the API's shapes, shared-ui's types). */
export interface AreaRows {
  /** Products and series name their parents only (id, name, the ids above): a page of 100 stays small. */
  product: ProductListRow;
  'product-series': ProductSeriesListRow;
  'product-category': ProductCategory;
  vendor: Vendor;
  'manufacture-type': ManufactureType;
  /** An asset's list row carries how many records link it, by table (the records: its detail, paged). */
  'assets-image-manager': ImageAssetRow;
  'assets-file-manager': FileAssetRow;
}

/** The record each area's detail call answers: what an edit form is filled from. */
export interface AreaDetails {
  product: Product;
  'product-series': ProductSeriesDetail;
  'product-category': ProductCategoryDetail;
  vendor: VendorDetail;
  'manufacture-type': ManufactureTypeDetail;
  'assets-image-manager': ImageAssetDetail;
  'assets-file-manager': FileAssetDetail;
}

/** A row of any area's list: all the generic code reads of one without knowing its area. */
export type AnyRow = AreaRows[ResourceArea];
/** Any area's detail. */
export type AnyDetail = AreaDetails[ResourceArea];

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
  /** How the API's English messages name one record, e.g. 'product series' (the screens: `areaNoun`). */
  module: RequestModule;
  tag: ApiTag;
  /** Other cached data a save or delete here makes stale (parent names in lists, asset links). */
  alsoInvalidates: ApiTag[];
  paths: ResourcePaths;
  messages: ResourceMessages;
}

export type ParentFilterKey = keyof Pick<ListQuery, 'mt_manufacture_type_id' | 'mt_vendor_id' | 'mt_product_category_id'>;

interface FieldBase {
  /** The form field and payload key; server 422 errors arrive under the same name. */
  name: string;
  label: Text;
  /** The message of §5 when the field is required (the API's English, translated where shown). */
  requiredMessage?: string;
  /** Help text under the control. */
  help?: Text;
}

// The fields an edit form fills from the loaded record say how they read it (R: the area's detail).

/** The longest text the API takes for a field, and its words past that (the API's English). */
export interface TextLimit {
  length: number;
  message: string;
}

export interface TextField<R> extends FieldBase {
  kind: 'text' | 'textarea';
  read: (record: R) => string | null;
  /** Checked as it is typed, so the form never sends what the API would refuse for its length. */
  limit?: TextLimit;
  /**
   * The Indonesian twin (issue 22: description_id, name_id), edited beside the English text; the
   * two are labelled each in its own language.
   */
  translation?: { name: string; read: (record: R) => string | null; labels: { en: Text; id: Text }; limit?: TextLimit };
}

/** A select of records of another area; a cascade child is disabled until its parent is chosen. */
export interface ParentSelectField<R> extends FieldBase {
  kind: 'parent';
  source: CatalogueArea;
  /** The form field this select depends on, and the list filter that carries its value. */
  dependsOn?: { field: string; filter: ParentFilterKey };
  /** The parent's id; undefined where the record's chain is broken. */
  read: (record: R) => number | undefined;
}

/** image_id through the image picker dialog. */
export interface ImagePickField<R> extends FieldBase {
  kind: 'image';
  read: (record: R) => ImageRef | null;
}

/** pdf_id chosen from the file assets (series brochure, product PDF). */
export interface PdfPickField<R> extends FieldBase {
  kind: 'pdf';
  read: (record: R) => FileRef | null;
}

/** A file sent in the multipart body (an empty one is skipped); nothing of the record fills it. */
export interface UploadField extends FieldBase {
  kind: 'upload';
  accept: string;
}

/** On or off (published): a labelled switch, sent as a boolean ('true' / 'false' in multipart). */
export interface SwitchField<R> extends FieldBase {
  kind: 'switch';
  /** A new record's value. */
  initial: boolean;
  read: (record: R) => boolean;
}

/**
 * A product's values of its category's typed attributes (issue 24), as `{attribute_id: value}`:
 * an input per attribute of the category chosen in `categoryField`, each a field of its own
 * ([name, attribute id]); sent as JSON (JSON text in multipart).
 */
export interface AttributeValuesField<R> extends FieldBase {
  kind: 'attributes';
  /** The form field holding the category whose attributes are shown. */
  categoryField: string;
  read: (record: R) => AttributeValues;
  /** The stored record's category (what its values belong to). */
  categoryOf: (record: R) => number | undefined;
}

export type FieldDefinition<R> =
  TextField<R> | ParentSelectField<R> | ImagePickField<R> | PdfPickField<R> | UploadField | SwitchField<R> | AttributeValuesField<R>;

export interface ColumnDefinition<R> {
  key: string;
  title: Text;
  /** The cell text; null shows a dash. */
  value: (row: R, messages: AdminMessages) => string | null | undefined;
  /** Long text (a description): wraps onto more lines instead of being cut with an ellipsis. */
  wrap?: boolean;
}

export interface CatalogueResource<A extends CatalogueArea> extends ResourceBase {
  area: A;
  /** Sends saves as multipart FormData (product: image and PDF uploads) instead of JSON. */
  multipart: boolean;
  /** The form's fields, filled in edit mode from the area's detail. */
  fields: FieldDefinition<AreaDetails[A]>[];
  /** Columns after the name (parent columns first), read from the list's rows. */
  columns: ColumnDefinition<AreaRows[A]>[];
  /** The public page that shows a record (the edit form's Preview link), or null where its chain is broken. */
  publicPath: (record: AreaDetails[A]) => string | null;
}

/** One kind of record that can link an asset: its module type (a key of the detail's link_counts). */
export interface LinkKind<D extends { link_counts: object }> {
  key: ModuleType & keyof D['link_counts'];
  label: Text;
}

export interface AssetResource<A extends AssetArea> extends ResourceBase {
  area: A;
  kind: 'image' | 'file';
  /** How the API judges its file (catalogue-core's upload kinds of an asset: not an import's sheet). */
  upload: Exclude<UploadKind, 'sheet'>;
  /** Multipart name of the uploaded file on create. */
  fileField: 'image_file' | 'pdf_file';
  fileLabel: Text;
  fileRequiredMessage: string;
  accept: string;
  /** Where a row or the detail keeps its stored file, under the storage root. */
  storedPath: (asset: AreaRows[A] | AreaDetails[A]) => string;
  /** The linked-record kinds its detail counts and pages; unlinkPath is set where the API can unlink one. */
  linkKinds: LinkKind<AreaDetails[A]>[];
  /** A page of the records linking an asset. */
  linksPath: (id: string | number) => string;
  unlinkPath?: (id: string | number) => string;
  unlinkFailed?: string;
  /** A new file for the same asset (its links stay), and the toast when that fails. */
  replacePath: (id: string | number) => string;
  replaceFailed: (id: string | number) => string;
}
