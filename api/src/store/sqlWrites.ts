// The core's writes (CatalogueWrites) as drizzle queries, on the database or inside a transaction.
import { and, count, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import {
  nameKey,
  type AttributeRow,
  type AttributeValueRow,
  type AssetColumn,
  type CatalogueWrites,
  type DeleteOutcome,
  type HistoryValues,
  type ImportProductRow,
  type NameScope,
  type RecordTable,
  type ReferenceColumn,
  type StoredSiteSettings,
  type TableName,
  type TableValues,
} from '@mfe/catalogue-core';
import type { SiteSettings } from '@mfe/catalogue-core/site-settings';
import { schema, type DB } from '../db';
import { sqlStateOf } from '../lib/errors';
import { insertHistory, insertHistoryMany } from './sqlHistory';
import { PRODUCT_COLUMNS } from '../db/rowColumns';
import { referenceColumn, TABLES, type Insert, type Table } from './tables';

/** The database, or a transaction of it (drizzle's transaction is a database too). */
export type Executor = Pick<DB, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * A catalogue table, typed as one of them: drizzle types each builder by its table, and these
 * statements touch only id, updated_at and the columns the core names, which ./tables.ts checks
 * per table (VALUES_FIT; REFERENCES: api/test/entity-columns.test.ts). The statement runs on the table given.
 */
const anyTable = (table: TableName) => TABLES[table] as Table<'mt_product'>;

/** foreign_key_violation and restrict_violation: the row is still referred to. */
const REFERRED = new Set(['23503', '23001']);

export class SqlWrites implements CatalogueWrites {
  constructor(protected readonly db: Executor) {}

  async has(table: TableName, id: number): Promise<boolean> {
    const t = anyTable(table);
    return (await this.db.select({ id: t.id }).from(t).where(eq(t.id, id)).limit(1)).length > 0;
  }

  async count(table: RecordTable, column: ReferenceColumn, id: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(TABLES[table])
      .where(eq(referenceColumn(table, column), id));
    return row?.n ?? 0;
  }

  async insert<T extends TableName>(table: T, values: TableValues[T]): Promise<number> {
    const t = anyTable(table);
    const [row] = await this.db
      .insert(t)
      .values(values as Insert<'mt_product'>)
      .returning({ id: t.id });
    return row!.id;
  }

  /**
   * Held until the transaction ends (the write that follows would take the row's lock anyway):
   * a simultaneous write of it waits, so the history's before values are the ones this write changed.
   */
  async ownRow(table: TableName, id: number): Promise<Record<string, unknown> | undefined> {
    const t = anyTable(table);
    const [row] = await this.db.select(getTableColumns(t)).from(t).where(eq(t.id, id)).for('update');
    return row;
  }

  async restore<T extends TableName>(table: T, id: number, values: TableValues[T]): Promise<void> {
    const t = anyTable(table);
    // The serial handed this id out before: inserting it again leaves the sequence ahead of it.
    await this.db.insert(t).values({ ...(values as Insert<'mt_product'>), id });
  }

  record(entry: HistoryValues): Promise<number> {
    return insertHistory(this.db, entry);
  }

  async update<T extends TableName>(table: T, id: number, values: Partial<TableValues[T]>): Promise<boolean> {
    const t = anyTable(table);
    const rows = await this.db
      .update(t)
      .set({ ...(values as Partial<Insert<'mt_product'>>), updated_at: sql`now()` })
      .where(eq(t.id, id))
      .returning({ id: t.id });
    return rows.length > 0;
  }

  async delete(table: TableName, id: number): Promise<DeleteOutcome> {
    const t = anyTable(table);
    try {
      const rows = await this.db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
      return rows.length ? 'deleted' : 'missing';
    } catch (error) {
      // A reference written since the use case counted them (another request): the foreign keys
      // are ON DELETE RESTRICT, which PostgreSQL reports as 23001, not as 23503 (NO ACTION).
      if (REFERRED.has(sqlStateOf(error) ?? '')) return 'referred';
      throw error;
    }
  }

  /**
   * A transaction-scoped advisory lock on (the table's names, the parent's id): PostgreSQL's two-int
   * key space, apart from the one-bigint keys of the migrations and the seed. Released at commit
   * or rollback; outside a transaction it would be released at once, so the core calls it inside.
   */
  async lockNames(scope: NameScope): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`names:${scope.table}`}), ${scope.parent?.id ?? 0}::int)`);
  }

  async namesakes(scope: NameScope, name: string): Promise<number[]> {
    const t = anyTable(scope.table);
    const sameName = eq(sql`lower(trim(${t.name}))`, nameKey(name));
    const where = scope.parent ? and(sameName, eq(referenceColumn(scope.table, scope.parent.column), scope.parent.id)) : sameName;
    return (await this.db.select({ id: t.id }).from(t).where(where)).map((row) => row.id);
  }

  async siblings(scope: NameScope): Promise<Array<{ id: number; position: number }>> {
    const t = anyTable(scope.table);
    const query = this.db.select({ id: t.id, position: t.position }).from(t);
    return scope.parent ? query.where(eq(referenceColumn(scope.table, scope.parent.column), scope.parent.id)) : query;
  }

  async addFormerName(typeId: number, name: string): Promise<void> {
    await this.db.insert(schema.manufactureTypeFormerNames).values({ mt_manufacture_type_id: typeId, name });
  }

  /** The one row of site_settings (issue 23), or null before the first save. */
  async siteSettings(): Promise<StoredSiteSettings | null> {
    const { siteSettings: t } = schema;
    const [row] = await this.db.select({ value: t.value }).from(t).where(eq(t.id, 1));
    return row?.value ?? null;
  }

  /**
   * The row held by a transaction-scoped advisory lock (like lockNames': another update waits at
   * this call until the transaction ends), as a row lock cannot hold a row before the first save.
   */
  async siteSettingsForUpdate(): Promise<StoredSiteSettings | null> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext('site_settings'), 0)`);
    return this.siteSettings();
  }

  async saveSiteSettings(settings: SiteSettings): Promise<void> {
    const { siteSettings: t } = schema;
    await this.db
      .insert(t)
      .values({ id: 1, value: settings })
      .onConflictDoUpdate({ target: t.id, set: { value: settings, updated_at: sql`now()` } });
  }

  async attributesOf(categoryIds: number[]): Promise<AttributeRow[]> {
    if (!categoryIds.length) return [];
    const { attributes: a } = schema;
    return this.db.select().from(a).where(inArray(a.mt_product_category_id, categoryIds));
  }

  async attributeValueCount(attributeId: number, texts?: string[]): Promise<number> {
    const { attributeValues: v } = schema;
    const ofAttribute = eq(v.attribute_id, attributeId);
    const [row] = await this.db
      .select({ n: count() })
      .from(v)
      .where(texts ? and(ofAttribute, inArray(v.text_value, texts)) : ofAttribute);
    return row?.n ?? 0;
  }

  async attributeValues(productIds: number[]): Promise<AttributeValueRow[]> {
    if (!productIds.length) return [];
    const { attributeValues: v } = schema;
    return this.db.select().from(v).where(inArray(v.product_id, productIds));
  }

  async valuesOfAttribute(attributeId: number, limit: number): Promise<AttributeValueRow[]> {
    const { attributeValues: v } = schema;
    return this.db.select().from(v).where(eq(v.attribute_id, attributeId)).orderBy(v.product_id).limit(limit);
  }

  async addAttributeValues(rows: AttributeValueRow[]): Promise<void> {
    const { attributeValues: v } = schema;
    for (const chunk of chunks(rows, 5000)) await this.db.insert(v).values(chunk);
  }

  /** The product's row is held (its update, or this) until the transaction ends: two saves of it replace its values one after the other. */
  async replaceAttributeValues(productId: number, rows: AttributeValueRow[]): Promise<void> {
    const { attributeValues: v, products: p } = schema;
    await this.db.select({ id: p.id }).from(p).where(eq(p.id, productId)).for('update');
    await this.db.delete(v).where(eq(v.product_id, productId));
    if (rows.length) await this.db.insert(v).values(rows.map((row) => ({ ...row, product_id: productId })));
  }

  // ---- product import (issue 24): in chunks, each statement well within PostgreSQL's 65,535 parameters
  async importProducts(seriesIds: number[], ids: number[]): Promise<ImportProductRow[]> {
    if (!seriesIds.length && !ids.length) return [];
    const { products: p } = schema;
    const where = [seriesIds.length ? inArray(p.mt_product_series_id, seriesIds) : undefined, ids.length ? inArray(p.id, ids) : undefined];
    return this.db
      .select(PRODUCT_COLUMNS)
      .from(p)
      .where(or(...where));
  }

  async insertMany<T extends TableName>(table: T, rows: Array<TableValues[T]>): Promise<number[]> {
    const t = anyTable(table);
    const ids: number[] = [];
    for (const chunk of chunks(rows, 1000)) {
      const inserted = await this.db
        .insert(t)
        .values(chunk as Array<Insert<'mt_product'>>)
        .returning({ id: t.id });
      // PostgreSQL returns a multi-row insert's rows in the order of its values.
      ids.push(...inserted.map((row) => row.id));
    }
    return ids;
  }

  async ownRows(table: TableName, ids: number[]): Promise<Array<Record<string, unknown>>> {
    const t = anyTable(table);
    const rows: Array<Record<string, unknown>> = [];
    for (const chunk of chunks(ids, 5000)) rows.push(...(await this.db.select(getTableColumns(t)).from(t).where(inArray(t.id, chunk))));
    return rows;
  }

  async replaceAttributeValuesOf(productIds: number[], rows: AttributeValueRow[]): Promise<void> {
    const { attributeValues: v } = schema;
    for (const chunk of chunks(productIds, 5000)) await this.db.delete(v).where(inArray(v.product_id, chunk));
    for (const chunk of chunks(rows, 5000)) await this.db.insert(v).values(chunk);
  }

  async recordMany(entries: HistoryValues[]): Promise<void> {
    for (const chunk of chunks(entries, 1000)) await insertHistoryMany(this.db, chunk);
  }

  async unlink(table: RecordTable, column: AssetColumn, recordId: number, assetId: number): Promise<boolean> {
    const t = anyTable(table);
    const link = referenceColumn(table, column);
    const rows = await this.db
      .update(t)
      .set({ [column]: null, updated_at: sql`now()` })
      .where(and(eq(t.id, recordId), eq(link, assetId)))
      .returning({ id: t.id });
    return rows.length > 0;
  }
}

/** A list in pieces of at most `size`. */
function chunks<T>(list: T[], size: number): T[][] {
  const pieces: T[][] = [];
  for (let i = 0; i < list.length; i += size) pieces.push(list.slice(i, i + size));
  return pieces;
}
