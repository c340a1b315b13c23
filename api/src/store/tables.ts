// The core's tables (catalogue-core/src/tables.ts) as drizzle tables, and the columns it names.
// The values the core writes are typed by the schema (a renamed or retyped column fails the
// typecheck); the reference columns come from the core's entities, which test/entity-columns.test.ts
// holds to the schema.
import {
  LEVEL_LIST,
  MODULE_TYPES,
  referenceColumns,
  type AssetColumn,
  type LevelTable,
  type RecordTable,
  type ReferenceColumn,
  type ScopedTable,
  type TableName,
  type TableValues,
} from '@mfe/catalogue-core';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { schema } from '../db';

export const TABLES = {
  mt_manufacture_type: schema.manufactureTypes,
  mt_vendor: schema.vendors,
  mt_product_category: schema.categories,
  mt_product_series: schema.series,
  mt_product: schema.products,
  mt_product_attribute: schema.attributes,
  image_asset: schema.imageAssets,
  file_asset: schema.fileAssets,
} as const satisfies Record<TableName, unknown>;

export type Table<T extends TableName = TableName> = (typeof TABLES)[T];
export type Insert<T extends TableName> = Table<T>['$inferInsert'];

/**
 * true when the values the core writes into T are columns of T, each of a type the column takes;
 * false names the table whose columns and the core's values parted (a rename, a type change).
 */
type ValuesFit<T extends TableName> = [Exclude<keyof TableValues[T], keyof Insert<T>>] extends [never]
  ? TableValues[T] extends Insert<T>
    ? true
    : false
  : false;
// Compile-time only: the store hands the core's values to drizzle's insert and update as they are.
const VALUES_FIT: { [T in TableName]: ValuesFit<T> } = {
  mt_manufacture_type: true,
  mt_vendor: true,
  mt_product_category: true,
  mt_product_series: true,
  mt_product: true,
  mt_product_attribute: true,
  image_asset: true,
  file_asset: true,
};
void VALUES_FIT;

/** The reference columns of each record table (parents and linked assets) and of the attributes: the ones its entity names. */
export const REFERENCES = Object.fromEntries(
  [...MODULE_TYPES, 'mt_product_attribute' as const].map((table) => {
    const columns = getTableColumns(TABLES[table]) as Record<string, PgColumn>;
    return [table, Object.fromEntries(referenceColumns(table).map((name) => [name, columns[name]]))];
  }),
) as Record<ScopedTable, Partial<Record<ReferenceColumn, PgColumn>>>;

/** A reference column of a record table (or the attributes'); a pair the entity lacks is a programming error. */
export function referenceColumn(table: ScopedTable, name: ReferenceColumn | AssetColumn): PgColumn {
  const column = REFERENCES[table][name];
  if (!column) throw new Error(`${table} has no column ${name}`);
  return column;
}

/** Each record's parent: the column that refers to it and the parent's table (the core's levels and their children; the top has none). */
export const PARENTS = Object.fromEntries(
  LEVEL_LIST.map(({ table, children }) => [children.table, { column: referenceColumn(children.table, children.column), table }]),
) as Record<Exclude<RecordTable, 'mt_manufacture_type'>, { column: PgColumn; table: LevelTable }>;

/** The path column of an asset table. */
export const ASSET_PATHS = { image_asset: schema.imageAssets.image_path, file_asset: schema.fileAssets.file_path } as const;
