// The demo's database: plain JSON-able tables named like the API's, so it can be kept in
// localStorage as one document and cloned for an all-or-nothing write.
import type * as Shaped from '@mfe/catalogue-core';

/** The demo keeps its times as ISO strings (JSON in localStorage). */
type Stamped<T> = Omit<T, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string };

export type TypeRow = Stamped<Shaped.TypeOwnRow>;
export type VendorRow = Stamped<Shaped.VendorRow>;
export type CategoryRow = Stamped<Shaped.CategoryRow>;
export type SeriesRow = Stamped<Shaped.SeriesRow>;
/** Products keep ids only: the shapes look their image and file up. */
export type ProductRow = Stamped<Omit<Shaped.ProductRow, 'image' | 'file'>>;
/** A category's typed attribute (issue 24). */
export type AttributeRow = Stamped<Shaped.AttributeRow>;
export interface ImageRow extends Shaped.ImageRef {
  created_at: string;
  updated_at: string;
  description: string | null;
  /** Under storage/ for the seed; a data: URL for a file uploaded in the browser. */
  image_path: string;
  mime: string;
  size: number;
  /** Its crop (issue 20); rows stored before it get the defaults on load (./persistence.ts). */
  focus_x: number;
  focus_y: number;
  fit: Shaped.ImageFit;
}
export interface FileRow extends Shaped.FileRef {
  created_at: string;
  updated_at: string;
  description: string | null;
  mime: string;
  size: number;
}

/** A visitor's inquiry (issue 14), its series by id only (the shapes add {id, name} while it exists). */
export type InquiryRow = Shaped.InquiryValues & { id: number; created_at: string; updated_at: string };

export interface DemoTables {
  mt_manufacture_type: TypeRow[];
  mt_vendor: VendorRow[];
  mt_product_category: CategoryRow[];
  mt_product_series: SeriesRow[];
  mt_product: ProductRow[];
  mt_product_attribute: AttributeRow[];
  image_asset: ImageRow[];
  file_asset: FileRow[];
}

export type TableName = keyof DemoTables;

export interface DemoDb extends DemoTables {
  /** The last id handed out per table (ids are never reused, like a SERIAL). */
  lastId: Record<TableName, number>;
  /** The names manufacture types had before a rename, oldest first (data stored before them has none). */
  formerNames?: Shaped.FormerNameRow[];
  /** The products' values of their attributes (issue 24), by (product_id, attribute_id). */
  mt_product_attribute_value: Shaped.AttributeValueRow[];
  /** Visitors' inquiries, oldest first, and the last id handed out (data stored before them has none). */
  mt_inquiry?: InquiryRow[];
  lastInquiryId?: number;
  /** The site settings (issue 23) once an admin saved them, whole; none: the defaults. */
  site_settings?: Shaped.StoredSiteSettings;
  /** The history of writes (issue 23), oldest first, at most HISTORY_KEPT; and the last id handed out. */
  activity?: Shaped.HistoryRecord[];
  lastActivityId?: number;
}

/** How many history entries the demo keeps (the oldest go): its whole data lives in the browser's storage. */
export const HISTORY_KEPT = 500;

/** A database with no record and no asset (ids start at 1 again). */
export function emptyDb(): DemoDb {
  return {
    mt_manufacture_type: [],
    mt_vendor: [],
    mt_product_category: [],
    mt_product_series: [],
    mt_product: [],
    mt_product_attribute: [],
    image_asset: [],
    file_asset: [],
    formerNames: [],
    mt_product_attribute_value: [],
    lastId: {
      mt_manufacture_type: 0,
      mt_vendor: 0,
      mt_product_category: 0,
      mt_product_series: 0,
      mt_product: 0,
      mt_product_attribute: 0,
      image_asset: 0,
      file_asset: 0,
    },
  };
}

export function nextId(db: DemoDb, table: TableName): number {
  db.lastId[table] += 1;
  return db.lastId[table];
}

export function findRow<T extends TableName>(db: DemoDb, table: T, id: number): DemoTables[T][number] | undefined {
  return (db[table] as Array<DemoTables[T][number]>).find((row) => row.id === id);
}
