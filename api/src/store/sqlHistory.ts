// The history of changes (issue 23) in SQL: an entry added in the write's transaction, the admin's
// filtered pages of it, one entry, and the retention's deletes (of old entries, of the oldest past a count).
import { and, count, desc, eq, getTableColumns, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { dayAfter, type HistoryQuery, type HistoryRecord, type HistoryValues } from '@mfe/catalogue-core';
import { schema } from '../db';
import type { Executor } from './sqlWrites';

const { activity: a } = schema;
const COLUMNS = getTableColumns(a);

type Selected = Omit<HistoryRecord, 'at'> & { at: Date };
const shaped = (row: Selected): HistoryRecord => ({ ...row, at: row.at.toISOString() });

/** Add an entry (in the caller's transaction); the columns' lengths bound what an address or a name may fill. */
export async function insertHistory(db: Pick<Executor, 'insert'>, values: HistoryValues): Promise<number> {
  const bounded = { ...values, address: values.address?.slice(0, 64) ?? null, user_name: values.user_name?.slice(0, 255) ?? null };
  const [row] = await db.insert(a).values(bounded).returning({ id: a.id });
  return row!.id;
}

/** Add entries at once (a product import's, issue 24), bounded as insertHistory bounds one. */
export async function insertHistoryMany(db: Pick<Executor, 'insert'>, entries: HistoryValues[]): Promise<void> {
  if (!entries.length) return;
  await db
    .insert(a)
    .values(
      entries.map((values) => ({ ...values, address: values.address?.slice(0, 64) ?? null, user_name: values.user_name?.slice(0, 255) ?? null })),
    );
}

export async function historyPage(db: Pick<Executor, 'select'>, query: HistoryQuery): Promise<{ rows: HistoryRecord[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.user_id !== null) conditions.push(eq(a.user_id, query.user_id));
  if (query.module_type !== null) conditions.push(eq(a.module_type, query.module_type));
  if (query.module_id !== null) conditions.push(eq(a.module_id, query.module_id));
  if (query.from !== null) conditions.push(gte(a.at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to !== null) conditions.push(lt(a.at, new Date(dayAfter(query.to))));
  const where = and(...conditions);
  // Newest first by id: the indexes (module_type, module_id, id) and (user_id, id) serve the filters.
  // The count is a query of its own: `count(*) over()` on the page's query would read every
  // matching row whole (its changes too) before the limit, 57 MB at 100,000 entries.
  const [rows, [counted]] = await Promise.all([
    db.select(COLUMNS).from(a).where(where).orderBy(desc(a.id)).limit(query.perPage).offset(query.offset),
    db.select({ n: count() }).from(a).where(where),
  ]);
  const total = counted?.n ?? 0;
  return { rows: rows.map((row) => shaped(row as Selected)), total };
}

export async function historyRecord(db: Pick<Executor, 'select'>, id: number): Promise<HistoryRecord | undefined> {
  const [row] = await db.select(COLUMNS).from(a).where(eq(a.id, id));
  return row && shaped(row as Selected);
}

/** Delete all but the newest `max` entries (ACTIVITY_MAX_ENTRIES); how many went. */
export async function deleteHistoryBeyond(db: Pick<Executor, 'delete' | 'select'>, max: number): Promise<number> {
  const [newestGone] = await db.select({ id: a.id }).from(a).orderBy(desc(a.id)).limit(1).offset(max);
  if (!newestGone) return 0;
  const gone = await db.delete(a).where(lte(a.id, newestGone.id)).returning({ id: a.id });
  return gone.length;
}

/** Delete the entries older than `days` (ACTIVITY_RETENTION_DAYS); how many went. */
export async function deleteOldHistory(db: Pick<Executor, 'delete'>, days: number): Promise<number> {
  const gone = await db
    .delete(a)
    .where(lt(a.at, sql`now() - ${days}::float8 * interval '1 day'`))
    .returning({ id: a.id });
  return gone.length;
}
