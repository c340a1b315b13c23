// The admin lists' exports read a batch at a time (issue 24): products and assets by keyset on
// the id, newest first (each batch one index range scan from the last id, however deep), so an
// export of 100,000 products holds one batch of rows, never the list; a level's ids (a few
// thousand at most) in the list's order, its rows shaped from the snapshot a batch at a time.
import { and, asc, desc, getTableColumns, lt, sql } from 'drizzle-orm';
import { EXPORT_BATCH, type ExportReads, type ListQuery } from '@mfe/catalogue-core';
import type { Ctx } from '../context';
import { schema } from '../db';
import { PRODUCT_COLUMNS } from '../db/rowColumns';
import { PARENTS, TABLES, type Table } from '../store/tables';
import { listFilter } from './listFilters';
import { prepared } from './prepared';

const { products: p } = schema;

/** Above every id: the first batch's bound. */
const ABOVE_ALL = 2_147_483_647;

/** Batches of rows read by `read(before)` (rows with smaller ids, newest first) until one comes back short. */
async function* byKeyset<R extends { id: number }>(read: (before: number) => Promise<R[]>): AsyncIterable<R[]> {
  for (let before = ABOVE_ALL; ;) {
    const rows = await read(before);
    if (rows.length) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    before = rows[rows.length - 1]!.id;
  }
}

export function exportReads(ctx: Ctx): ExportReads {
  const { db } = ctx.d;
  const bound = { before: sql.placeholder('before'), limit: EXPORT_BATCH };
  return {
    async *levelRows(level, query) {
      const t = TABLES[level.table] as Table<'mt_vendor'>;
      const filter = listFilter(level.table, t.name, query);
      const parent = level.table === 'mt_manufacture_type' ? [] : [asc(PARENTS[level.table].column)];
      const ids = await prepared(db, `${level.table}_export_ids_${filter.shape}`, (name) =>
        db
          .select({ id: t.id })
          .from(t)
          .where(filter.where)
          .orderBy(...parent, asc(t.position), asc(t.id))
          .prepare(name),
      ).execute(filter.values);
      for (let at = 0; at < ids.length; at += EXPORT_BATCH) {
        const batch = ids.slice(at, at + EXPORT_BATCH).map((row) => row.id);
        yield (await ctx.store.levelRows(level.table, batch, 'list')) as object[];
      }
    },
    productRows(query: ListQuery) {
      const filter = listFilter('mt_product', p.name, query);
      const batch = prepared(db, `product_export_${filter.shape}`, (name) =>
        db
          .select(PRODUCT_COLUMNS)
          .from(p)
          .where(and(filter.where, lt(p.id, bound.before)))
          .orderBy(desc(p.id))
          .limit(bound.limit)
          .prepare(name),
      );
      return byKeyset(async (before) => {
        const rows = await batch.execute({ ...filter.values, before });
        const snap = await ctx.snapshot();
        return rows.map((row) => snap.productListRow(row));
      });
    },
    async productCategoryIds(query) {
      const filter = listFilter('mt_product', p.name, query);
      const series = await prepared(db, `product_export_series_${filter.shape}`, (name) =>
        db.selectDistinct({ id: p.mt_product_series_id }).from(p).where(filter.where).prepare(name),
      ).execute(filter.values);
      const snap = await ctx.snapshot();
      return [...new Set(series.flatMap((row) => snap.series.get(row.id)?.mt_product_category_id ?? []))];
    },
    assetRows(kind, query) {
      const t = TABLES[kind.table] as Table<'image_asset'>;
      const filter = listFilter(kind.table, t.name, query);
      const batch = prepared(db, `${kind.table}_export_${filter.shape}`, (name) =>
        db
          .select(getTableColumns(TABLES[kind.table]))
          .from(t)
          .where(and(filter.where, lt(t.id, bound.before)))
          .orderBy(desc(t.id))
          .limit(bound.limit)
          .prepare(name),
      );
      return byKeyset(async (before) => (await batch.execute({ ...filter.values, before })) as Array<Record<string, unknown> & { id: number }>);
    },
  };
}
