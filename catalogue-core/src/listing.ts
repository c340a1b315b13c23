// What a list call asks for (spec §7): a page, a case-insensitive name search and parent filters.
// Each store answers it its own way (SQL, or filtering the browser's tables).
import type { ParentField } from './chain';
import { parseId } from './ids';
import { pageOf, type Page } from './paging';

export interface ListQuery extends Page {
  /** Rows to skip before the page. */
  offset: number;
  /** Trimmed; '' is no search. */
  search: string;
  /** The parent filters given: an id, or null for a value that is no id (then no row matches). */
  parents: Array<{ field: ParentField; id: number | null }>;
  /** The admin's filter of a level's or the products' list (issue 21): published only, drafts only, or both (null). */
  published: boolean | null;
}

/** The list query of a request's query string, with the parent filters that list takes. */
export function listQueryOf(query: Record<string, unknown> | undefined, parentFilters: readonly ParentField[]): ListQuery {
  const page = pageOf(query);
  const search = typeof query?.search === 'string' ? query.search.trim() : '';
  const parents: ListQuery['parents'] = [];
  for (const field of parentFilters) {
    const id = parseId(query?.[field]);
    if (id !== null) parents.push({ field, id: id ?? null });
  }
  const published = query?.published === 'true' ? true : query?.published === 'false' ? false : null;
  return { ...page, offset: (page.page - 1) * page.perPage, search, parents, published };
}

/** Whether a row passes the list's published filter (an asset has no drafts: it always does). */
export function matchesPublished(list: ListQuery, row: { published?: boolean }): boolean {
  return list.published === null || row.published === undefined || row.published === list.published;
}

/** Whether a name matches the search (contains it, any case). */
export function matchesSearch(list: ListQuery, name: string): boolean {
  return !list.search || name.toLowerCase().includes(list.search.toLowerCase());
}
