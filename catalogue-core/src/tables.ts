// The catalogue's tables as the use cases write them: names, the values a write sets, and which
// columns refer to what. Each store maps them onto its own storage (SQL tables, browser tables).
import { ENTITIES, type EntityValues, type Field, type FieldKey, type FieldRole } from './schemas/entities';
import { MODULE_TYPES, type ModuleType } from './schemas/requests';

export type LevelTable = 'mt_manufacture_type' | 'mt_vendor' | 'mt_product_category' | 'mt_product_series';
/** The record tables: the levels and the products (an image can be linked to any of them). */
export type RecordTable = ModuleType;
export type AssetTable = 'image_asset' | 'file_asset';
/** The typed attributes of a category's products (issue 24). */
export type AttributeTable = 'mt_product_attribute';
export type TableName = RecordTable | AssetTable | AttributeTable;
/** The tables whose records have a name unique under their parent and a place among its children. */
export type ScopedTable = RecordTable | AttributeTable;

/**
 * What a create sets in each table (an update sets the same, and the store stamps updated_at): the
 * written fields of its entity (./entities.ts). An image's crop is IMAGE_CROP_DEFAULT unless staff set one (issue 20).
 */
export type TableValues = { [T in TableName]: EntityValues<T> };

/** The columns of the record tables that play one of the roles R (./entities.ts). */
type RecordColumn<R extends FieldRole> = { [T in RecordTable]: FieldKey<T, R> }[RecordTable];
/** A column that links an asset. */
export type AssetColumn = RecordColumn<'asset'>;
/** A column that refers to a parent row or an asset. */
export type ReferenceColumn = RecordColumn<'parent' | 'asset'>;

/** The columns of a record table (or the attributes') that refer to a parent row or an asset, in its entity's order. */
export function referenceColumns(table: ScopedTable): ReferenceColumn[] {
  return (Object.entries(ENTITIES[table]) as Array<[ReferenceColumn, Field]>)
    .filter(([, f]) => f.role === 'parent' || f.role === 'asset')
    .map(([key]) => key);
}

/** The record tables that link an image / a file (PDF) asset, and through which column (products first, as MODULE_TYPES). */
export const ASSET_LINKS: Record<AssetTable, ReadonlyArray<{ module: RecordTable; column: AssetColumn }>> = {
  image_asset: linksTo('image_asset'),
  file_asset: linksTo('file_asset'),
};
function linksTo(asset: AssetTable) {
  return MODULE_TYPES.flatMap((module) =>
    (Object.entries(ENTITIES[module]) as Array<[AssetColumn, Field]>)
      .filter(([, f]) => f.role === 'asset' && f.refers === asset)
      .map(([column]) => ({ module, column })),
  );
}
