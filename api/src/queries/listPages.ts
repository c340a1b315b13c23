// One page of a hierarchy level (ids, by parent and position; the store shapes them) or of an asset table (rows,
// newest first), with the total, in one prepared statement (a second one counts when the page is
// empty).
import { asc, count, desc, getTableColumns, sql } from 'drizzle-orm';
import type { AssetTable, LevelTable, ListQuery } from '@mfe/catalogue-core';
import type { DB } from '../db';
import { PARENTS, TABLES, type Table } from '../store/tables';
import { listFilter, type ListFilter } from './listFilters';
import { prepared } from './prepared';

/** The total of the whole list beside each row of the page. */
const totalOfList = sql<number>`count(*) over()`.mapWith(Number);
/** The page's rows: placeholders in the statement, and their values for a list call. */
const PAGE = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
const pageValues = (list: ListQuery) => ({ limit: list.perPage, offset: list.offset });

async function totalOf(db: DB, name: string, table: Table<'mt_vendor'> | Table<'image_asset'>, filter: ListFilter): Promise<number> {
  const statement = prepared(db, `${name}_count_${filter.shape}`, (n) => db.select({ n: count() }).from(table).where(filter.where).prepare(n));
  return (await statement.execute(filter.values))[0]?.n ?? 0;
}

/** A level's list: by parent, each parent's children in the staff's order (issue 21), then by id. */
export async function levelPage(db: DB, table: LevelTable, list: ListQuery): Promise<{ ids: number[]; total: number }> {
  const t = TABLES[table] as Table<'mt_vendor'>;
  const filter = listFilter(table, t.name, list);
  const parent = table === 'mt_manufacture_type' ? [] : [asc(PARENTS[table].column)];
  const page = prepared(db, `${table}_page_${filter.shape}`, (name) =>
    db
      .select({ id: t.id, total: totalOfList })
      .from(t)
      .where(filter.where)
      .orderBy(...parent, asc(t.position), asc(t.id))
      .limit(PAGE.limit)
      .offset(PAGE.offset)
      .prepare(name),
  );
  const rows = await page.execute({ ...filter.values, ...pageValues(list) });
  return { ids: rows.map((r) => r.id), total: rows.length ? rows[0]!.total : await totalOf(db, table, t, filter) };
}

export async function assetPage(db: DB, table: AssetTable, list: ListQuery): Promise<{ rows: Array<Record<string, unknown>>; total: number }> {
  const t = TABLES[table] as Table<'image_asset'>;
  const filter = listFilter(table, t.name, list);
  const page = prepared(db, `${table}_page_${filter.shape}`, (name) =>
    db
      .select({ ...getTableColumns(TABLES[table]), total: totalOfList })
      .from(t)
      .where(filter.where)
      .orderBy(desc(t.id))
      .limit(PAGE.limit)
      .offset(PAGE.offset)
      .prepare(name),
  );
  const found = await page.execute({ ...filter.values, ...pageValues(list) });
  const rows = found.map(({ total: _total, ...row }) => row);
  return { rows, total: found.length ? found[0]!.total : await totalOf(db, table, t, filter) };
}
