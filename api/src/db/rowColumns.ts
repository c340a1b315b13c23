// A table's row as the core reads it, as a drizzle selection: its id, the columns its entity names
// (catalogue-core/src/schemas/entities.ts), its times. The snapshot (lib/catalog.ts), the product list
// (queries/productPage.ts) and the store's product reads (store/sqlStore.ts) select with it, so a
// field added to an entity is read without another list of columns here.
import { storedColumns, type EntityName, type StoredColumn } from '@mfe/catalogue-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as schema from './schema';

type RowColumn<T extends EntityName> = 'id' | StoredColumn<T> | 'created_at' | 'updated_at';

/** The row columns of the entity's table; a table that lacks one of them fails the typecheck. */
export function rowColumns<T extends EntityName, Table extends Record<RowColumn<T>, PgColumn>>(entity: T, table: Table): Pick<Table, RowColumn<T>> {
  const names: Array<RowColumn<T>> = ['id', ...storedColumns(entity), 'created_at', 'updated_at'];
  return Object.fromEntries(names.map((name) => [name, table[name]])) as Pick<Table, RowColumn<T>>;
}

export const PRODUCT_COLUMNS = rowColumns('mt_product', schema.products);
