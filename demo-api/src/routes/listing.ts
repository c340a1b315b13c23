// Paged lists as the API answers them: page, items_per_page (default 15, at most 100), a
// case-insensitive name search and parent filters.
import { parseId } from '@mfe/api/rules';

export const DEFAULT_PER_PAGE = 15;
export const MAX_PER_PAGE = 100;

function positiveInt(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
}

export interface PageQuery {
  page: number;
  perPage: number;
}

export function pageQuery(query: Record<string, unknown>): PageQuery {
  return {
    page: positiveInt(query.page) ?? 1,
    perPage: Math.min(MAX_PER_PAGE, positiveInt(query.items_per_page) ?? positiveInt(query.per_page) ?? DEFAULT_PER_PAGE),
  };
}

export function paged<T>(rows: T[], query: Record<string, unknown>) {
  const { page, perPage } = pageQuery(query);
  return {
    data: rows.slice((page - 1) * perPage, page * perPage),
    total: rows.length,
    per_page: perPage,
    current_page: page,
    last_page: Math.max(1, Math.ceil(rows.length / perPage)),
  };
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
