// The WHERE of a list call (the core's ListQuery): a case-insensitive name search and the parent
// filters, each a subquery up the hierarchy.
import { and, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type PgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery, ParentField, TableName } from '@mfe/catalogue-core';
import { PARENTS, TABLES, type Table } from '../store/tables';

const subquery = new QueryBuilder();

/** A search as a LIKE pattern that contains it: its own %, _ and \ match themselves. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The rows of `table` under the record `id` of the level `field` names: its parent column, or its parent's rows under it. */
export function under(table: TableName, field: ParentField, id: number): SQL {
  const parent = PARENTS[table as keyof typeof PARENTS] as (typeof PARENTS)[keyof typeof PARENTS] | undefined;
  if (!parent) throw new Error(`${table} is not under ${field}`);
  if (parent.column.name === field) return eq(parent.column, id);
  const t = TABLES[parent.table] as Table<'mt_vendor'>;
  return inArray(parent.column, subquery.select({ id: t.id }).from(t).where(under(parent.table, field, id)));
}

/** The list's conditions on `table` (undefined: every row); a parent filter that is no id matches nothing. */
export function listWhere(table: TableName, name: PgColumn, list: ListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (list.search) conditions.push(ilike(name, containsPattern(list.search)));
  for (const { field, id } of list.parents) conditions.push(id === null ? sql`false` : under(table, field, id));
  return and(...conditions);
}
