// The WHERE of a list call (the core's ListQuery): a case-insensitive name search, the parent
// filters, each a subquery up the hierarchy, and the published and untranslated filters of a record list. Values are placeholders, so that one prepared
// statement serves every list of the same shape (./prepared.ts).
import { and, eq, ilike, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { QueryBuilder, type PgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery, ParentField, TableName } from '@mfe/catalogue-core';
import { TRANSLATIONS } from '@mfe/catalogue-core/locales';
import { PARENTS, TABLES, type Table } from '../store/tables';

export interface ListFilter {
  where: SQL | undefined;
  /** The placeholders' values. */
  values: Record<string, unknown>;
  /** Which conditions `where` has: the part of a statement's name that its SQL follows from. */
  shape: string;
}

const subquery = new QueryBuilder();

/** A search as a LIKE pattern that contains it: its own %, _ and \ match themselves. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The rows of `table` under the record `id` of the level `field` names: its parent column, or its parent's rows under it. */
export function under(table: TableName, field: ParentField, id: number | Placeholder): SQL {
  const parent = PARENTS[table as keyof typeof PARENTS] as (typeof PARENTS)[keyof typeof PARENTS] | undefined;
  if (!parent) throw new Error(`${table} is not under ${field}`);
  if (parent.column.name === field) return eq(parent.column, id);
  const t = TABLES[parent.table] as Table<'mt_vendor'>;
  return inArray(
    parent.column,
    subquery
      .select({ id: t.id })
      .from(t)
      .where(under(parent.table, field, id)),
  );
}

/** One letter per parent filter in a shape: lower case an id, upper case a value that is no id (matches nothing). */
const SHAPE_LETTERS: Record<ParentField, string> = {
  mt_manufacture_type_id: 't',
  mt_vendor_id: 'v',
  mt_product_category_id: 'c',
  mt_product_series_id: 's',
};

/** The list's conditions on `table` (where undefined: every row). */
export function listFilter(table: TableName, name: PgColumn, list: ListQuery): ListFilter {
  const conditions: SQL[] = [];
  const values: Record<string, unknown> = {};
  let shape = '';
  if (list.search) {
    conditions.push(ilike(name, sql.placeholder('search')));
    values.search = containsPattern(list.search);
    shape += 'q';
  }
  for (const { field, id } of list.parents) {
    if (id === null) {
      conditions.push(sql`false`);
      shape += SHAPE_LETTERS[field].toUpperCase();
    } else {
      conditions.push(under(table, field, sql.placeholder(field)));
      values[field] = id;
      shape += SHAPE_LETTERS[field];
    }
  }
  // Assets have no drafts: the filter is a record list's (issue 21).
  const published = (TABLES[table] as Partial<Table<'mt_vendor'>>).published;
  if (list.published !== null && published) {
    conditions.push(eq(published, sql.placeholder('published')));
    values.published = list.published;
    shape += 'p';
  }
  const untranslated = untranslatedCondition(table);
  if (list.untranslated && untranslated) {
    conditions.push(untranslated);
    shape += 'u';
  }
  return { where: and(...conditions), values, shape: shape || 'all' };
}

const hasText = (column: PgColumn) => sql`btrim(coalesce(${column}, '')) <> ''`;

/** The rows lacking a translation (the core's lacksTranslation), or undefined for a table without translations (assets). */
function untranslatedCondition(table: TableName): SQL | undefined {
  const columns = TABLES[table] as unknown as Record<string, PgColumn | undefined>;
  const lacking = Object.entries(TRANSLATIONS).flatMap(([field, translation]) => {
    const english = columns[field];
    const indonesian = columns[translation];
    return english && indonesian ? [sql`(${hasText(english)} AND NOT ${hasText(indonesian)})`] : [];
  });
  return lacking.length ? or(...lacking) : undefined;
}
