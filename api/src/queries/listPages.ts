// One page of a hierarchy level (ids, by id; the store shapes them) or of an asset table (rows,
// newest first), with the total, in one query (a second one counts when the page is empty).
import { asc, count, desc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AssetTable, LevelTable, ListQuery } from '@mfe/catalogue-core';
import type { DB } from '../db';
import { TABLES, type Table } from '../store/tables';
import { listWhere } from './listFilters';

/** The total of the whole list beside each row of the page. */
const totalOfList = sql<number>`count(*) over()`.mapWith(Number);

async function totalOf(db: DB, table: Table<'mt_vendor'> | Table<'image_asset'>, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

export async function levelPage(db: DB, table: LevelTable, list: ListQuery): Promise<{ ids: number[]; total: number }> {
  const t = TABLES[table] as Table<'mt_vendor'>;
  const where = listWhere(table, t.name, list);
  const rows = await db.select({ id: t.id, total: totalOfList }).from(t).where(where).orderBy(asc(t.id)).limit(list.perPage).offset(list.offset);
  return { ids: rows.map((r) => r.id), total: rows.length ? rows[0]!.total : await totalOf(db, t, where) };
}

export async function assetPage(db: DB, table: AssetTable, list: ListQuery): Promise<{ rows: Array<Record<string, unknown>>; total: number }> {
  const t = TABLES[table] as Table<'image_asset'>;
  const where = listWhere(table, t.name, list);
  const found = await db
    .select({ ...getTableColumns(TABLES[table]), total: totalOfList })
    .from(t)
    .where(where)
    .orderBy(desc(t.id))
    .limit(list.perPage)
    .offset(list.offset);
  const rows = found.map(({ total: _total, ...row }) => row);
  return { rows, total: found.length ? found[0]!.total : await totalOf(db, t, where) };
}
