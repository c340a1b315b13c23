// Rows saved before names had to be unique within their parent may share one (the API refuses
// new ones and logs the old ones at start). A list marks those it shows: each row's name within
// its nearest parent, compared as the API compares names.
import { nameKey } from '@mfe/catalogue-core/rules';

/** The parent columns of a list row, nearest first (a manufacture type has none). */
const PARENT_COLUMNS = ['mt_product_series_id', 'mt_product_category_id', 'mt_vendor_id', 'mt_manufacture_type_id'] as const;

type Row = { id: number; name: string } & Partial<Record<(typeof PARENT_COLUMNS)[number], number>>;

/** The ids of the rows that share their name with another of these rows under the same parent. */
export function duplicateNameIds(rows: readonly Row[]): Set<number> {
  const groups = new Map<string, number[]>();
  for (const row of rows) {
    const parent = PARENT_COLUMNS.map((column) => row[column]).find((id) => id !== undefined) ?? 0;
    const key = `${parent}|${nameKey(row.name)}`;
    groups.set(key, [...(groups.get(key) ?? []), row.id]);
  }
  return new Set([...groups.values()].filter((ids) => ids.length > 1).flat());
}
