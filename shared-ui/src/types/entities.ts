// The catalogue entities as the API sends them (spec §3). The API's route schemas mirror these;
// a change here is a change of contract between the API, the shell and both remotes.

/** A reference to an image asset, embedded wherever a record shows an image. */
export interface ImageRef {
  id: number;
  name: string;
  /** Path under the storage root, e.g. "images/3f2a….png"; turn it into a URL with storageUrl(). */
  image_path: string;
}

/** A reference to a file asset (PDF brochure). */
export interface FileRef {
  id: number;
  name: string;
  /** Path under the storage root, e.g. "files/91bc….pdf"; turn it into a URL with storageUrl(). */
  file_path: string;
}

interface Timestamps {
  created_at: string;
  updated_at: string;
}

export interface ManufactureType extends Timestamps {
  id: number;
  name: string;
  description: string | null;
  image_id: number | null;
  image: ImageRef | null;
  /** Present on detail reads. */
  mt_vendor?: Vendor[];
}

export interface Vendor extends Timestamps {
  id: number;
  name: string;
  description: string | null;
  mt_manufacture_type_id: number;
  mt_manufacture_type?: ManufactureType;
  image_id: number | null;
  image: ImageRef | null;
  mt_product_category?: ProductCategory[];
}

export interface ProductCategory extends Timestamps {
  id: number;
  name: string;
  description: string | null;
  mt_vendor_id: number;
  /** With its mt_manufacture_type. */
  mt_vendor?: Vendor;
  image_id: number | null;
  image: ImageRef | null;
  mt_product_series?: ProductSeries[];
}

export interface ProductSeries extends Timestamps {
  id: number;
  name: string;
  description: string | null;
  mt_product_category_id: number;
  /** With its mt_vendor and that vendor's mt_manufacture_type. */
  mt_product_category?: ProductCategory;
  image_id: number | null;
  image: ImageRef | null;
  /** The brochure: a file asset id, or null. */
  pdf_id: number | null;
  pdf: FileRef | null;
  /** true when the series has no brochure (pdf_id is null). */
  no_pdf: boolean;
}

export interface Product extends Timestamps {
  id: number;
  name: string;
  description: string | null;
  mt_product_series_id: number;
  /** With its category, the category's vendor and the vendor's manufacture type. */
  mt_product_series?: ProductSeries;
  image_id: number | null;
  image: ImageRef | null;
  pdf_id: number | null;
  file: FileRef | null;
}

/** The record kinds an image asset can be linked to (and unlinked from with /remove/{id}). */
export type ModuleType =
  | 'mt_product'
  | 'mt_product_series'
  | 'mt_product_category'
  | 'mt_vendor'
  | 'mt_manufacture_type';

export interface LinkedRecord {
  id: number;
  name: string;
}

export interface ImageAsset extends Timestamps {
  id: number;
  name: string;
  description: string | null;
  image_path: string;
  /** Linked records, present on the detail read. */
  mt_product?: LinkedRecord[];
  mt_product_series?: LinkedRecord[];
  mt_product_category?: LinkedRecord[];
  mt_vendor?: LinkedRecord[];
  mt_manufacture_type?: LinkedRecord[];
}

/** A PDF brochure asset. */
export interface FileAsset extends Timestamps {
  id: number;
  name: string;
  description: string | null;
  file_path: string;
  size: number;
  /** Linked records, present on the detail read. */
  mt_product?: LinkedRecord[];
  mt_product_series?: LinkedRecord[];
}
