// A table's row as the core reads it, as a drizzle selection: its id, the columns its entity names
// (catalogue-core/src/schemas/entities.ts), its times. The snapshot (lib/catalog.ts), the product list
// (queries/productPage.ts) and the store's product reads (store/sqlStore.ts) select with it, so a
// field added to an entity is read without another list of columns here. The same for the asset
// references the answers carry.
import { responses, storedColumns, type EntityName, type FileRef, type ImageRef, type StoredColumn } from '@mfe/catalogue-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** The columns of `table` that `fields` names. */
function pick<Table extends object, K extends keyof Table>(table: Table, fields: K[]): Pick<Table, K> {
  return Object.fromEntries(fields.map((name) => [name, table[name]])) as Pick<Table, K>;
}

type RowColumn<T extends EntityName> = 'id' | StoredColumn<T> | 'created_at' | 'updated_at';

/** The row columns of the entity's table; a table that lacks one of them fails the typecheck. */
export function rowColumns<T extends EntityName, Table extends Record<RowColumn<T>, PgColumn>>(entity: T, table: Table): Pick<Table, RowColumn<T>> {
  const names = ['id', ...storedColumns(entity), 'created_at', 'updated_at'] as Array<RowColumn<T> & keyof Table>;
  return pick(table, names) as Pick<Table, RowColumn<T>>;
}

export const PRODUCT_COLUMNS = rowColumns('mt_product', schema.products);

/** An asset reference as every answer carries it (the core's imageRef and fileRef), as a drizzle selection. */
export const IMAGE_REF_COLUMNS = pick(schema.imageAssets, Object.keys(responses.imageRef.shape) as Array<keyof ImageRef>);
export const FILE_REF_COLUMNS = pick(schema.fileAssets, Object.keys(responses.fileRef.shape) as Array<keyof FileRef>);
