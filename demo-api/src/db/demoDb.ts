// The demo's database: plain JSON-able tables named like the API's, so it can be kept in
// localStorage as one document and cloned for an all-or-nothing write.
import type { ModuleType } from '@mfe/api/rules';

interface Stamped {
  created_at: string;
  updated_at: string;
}

export interface TypeRow extends Stamped {
  id: number;
  name: string;
  description: string | null;
  image_id: number | null;
}
export interface VendorRow extends TypeRow {
  mt_manufacture_type_id: number;
}
export interface CategoryRow extends TypeRow {
  mt_vendor_id: number;
}
export interface SeriesRow extends TypeRow {
  mt_product_category_id: number;
  pdf_id: number | null;
}
export interface ProductRow extends TypeRow {
  mt_product_series_id: number;
  pdf_id: number | null;
}
export interface ImageRow extends Stamped {
  id: number;
  name: string;
  description: string | null;
  /** Under storage/ for the seed; a data: URL for a file uploaded in the browser. */
  image_path: string;
  mime: string;
  size: number;
}
export interface FileRow extends Stamped {
  id: number;
  name: string;
  description: string | null;
  file_path: string;
  mime: string;
  size: number;
}

export interface DemoTables {
  mt_manufacture_type: TypeRow[];
  mt_vendor: VendorRow[];
  mt_product_category: CategoryRow[];
  mt_product_series: SeriesRow[];
  mt_product: ProductRow[];
  image_asset: ImageRow[];
  file_asset: FileRow[];
}

export type TableName = keyof DemoTables;

export interface DemoDb extends DemoTables {
  /** The last id handed out per table (ids are never reused, like a SERIAL). */
  lastId: Record<TableName, number>;
}

/** The record tables are the module types an image can be linked to. */
export type RecordTable = ModuleType;

export function nextId(db: DemoDb, table: TableName): number {
  db.lastId[table] += 1;
  return db.lastId[table];
}

export function findRow<T extends TableName>(db: DemoDb, table: T, id: number): DemoTables[T][number] | undefined {
  return (db[table] as Array<DemoTables[T][number]>).find((row) => row.id === id);
}
