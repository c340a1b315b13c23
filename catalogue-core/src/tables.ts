// The catalogue's tables as the use cases write them: names, the values a write sets, and which
// columns refer to what. Each store maps them onto its own storage (SQL tables, browser tables).
import type { ImageCrop } from './messages';
import type { ModuleType } from './schemas/requests';

export type LevelTable = 'mt_manufacture_type' | 'mt_vendor' | 'mt_product_category' | 'mt_product_series';
/** The record tables: the levels and the products (an image can be linked to any of them). */
export type RecordTable = ModuleType;
export type AssetTable = 'image_asset' | 'file_asset';
export type TableName = RecordTable | AssetTable;

interface Own {
  name: string;
  description: string | null;
  image_id: number | null;
}
interface AssetOwn {
  name: string;
  description: string | null;
  mime: string;
  size: number;
}

/** What a create sets in each table (an update sets the same, and the store stamps updated_at). */
export interface TableValues {
  mt_manufacture_type: Own;
  mt_vendor: Own & { mt_manufacture_type_id: number };
  mt_product_category: Own & { mt_vendor_id: number };
  mt_product_series: Own & { mt_product_category_id: number; pdf_id: number | null };
  mt_product: Own & { mt_product_series_id: number; pdf_id: number | null };
  /** With its crop (issue 20): IMAGE_CROP_DEFAULT unless staff set one. */
  image_asset: AssetOwn & ImageCrop & { image_path: string };
  file_asset: AssetOwn & { file_path: string };
}

export type AssetColumn = 'image_id' | 'pdf_id';
/** A column that refers to a parent row or an asset. */
export type ReferenceColumn = 'mt_manufacture_type_id' | 'mt_vendor_id' | 'mt_product_category_id' | 'mt_product_series_id' | AssetColumn;

/** The record tables that link an image / a file (PDF) asset, and through which column. */
export const ASSET_LINKS: Record<AssetTable, ReadonlyArray<{ module: RecordTable; column: AssetColumn }>> = {
  image_asset: (['mt_product', 'mt_product_series', 'mt_product_category', 'mt_vendor', 'mt_manufacture_type'] as const).map((module) => ({
    module,
    column: 'image_id' as const,
  })),
  file_asset: [
    { module: 'mt_product', column: 'pdf_id' },
    { module: 'mt_product_series', column: 'pdf_id' },
  ],
};
