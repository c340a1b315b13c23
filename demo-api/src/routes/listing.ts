// Paged lists as the API answers them: page, items_per_page (default 15, at most 100), a
// case-insensitive name search and parent filters.
import { parseId } from '@mfe/api/rules';
import { pageOf, paged as pagedShape, type ParentField, type ParentIds } from '@mfe/catalogue-core';

/** The page asked for (the API's rules: default 15 rows, at most 100). */
export { pageOf as pageQuery } from '@mfe/catalogue-core';

/** One page of all the matching rows, as the API answers a list. */
export function paged<T>(rows: T[], query: Record<string, unknown>) {
  const p = pageOf(query);
  return pagedShape(rows.slice((p.page - 1) * p.perPage, p.page * p.perPage), rows.length, p);
}

export function matchesSearch(query: Record<string, unknown>, name: string): boolean {
  const search = typeof query.search === 'string' ? query.search.trim().toLowerCase() : '';
  return !search || name.toLowerCase().includes(search);
}

/**
 * A parent filter: missing or '' → every row passes; not an id → no row does; else the rows
 * whose parent (looked up by `parentOf`) is that id.
 */
export function parentFilter<T>(query: Record<string, unknown>, field: string, parentOf: (row: T) => number | undefined) {
  const id = parseId(query[field]);
  if (id === null) return () => true;
  return (row: T) => id !== undefined && parentOf(row) === id;
}

/** The parent filters of a list (the fields it accepts), judged on each row's ancestor ids. */
export function parentFilters<T>(query: Record<string, unknown>, fields: readonly ParentField[], ancestorsOf: (row: T) => ParentIds) {
  const filters = fields.map((field) => parentFilter(query, field, (ids: ParentIds) => ids[field]));
  return (row: T) => {
    if (!filters.length) return true;
    const ids = ancestorsOf(row);
    return filters.every((keep) => keep(ids));
  };
}
