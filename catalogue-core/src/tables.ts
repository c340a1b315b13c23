// The catalogue's tables as the use cases write them: names, the values a write sets, and which
// columns refer to what. Each store maps them onto its own storage (SQL tables, browser tables).
import type { EntityValues } from './entities';
import type { ModuleType } from './schemas/requests';

export type LevelTable = 'mt_manufacture_type' | 'mt_vendor' | 'mt_product_category' | 'mt_product_series';
/** The record tables: the levels and the products (an image can be linked to any of them). */
export type RecordTable = ModuleType;
export type AssetTable = 'image_asset' | 'file_asset';
export type TableName = RecordTable | AssetTable;

/**
 * What a create sets in each table (an update sets the same, and the store stamps updated_at): the
 * written fields of its entity (./entities.ts). An image's crop is IMAGE_CROP_DEFAULT unless staff set one (issue 20).
 */
export type TableValues = { [T in TableName]: EntityValues<T> };

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
