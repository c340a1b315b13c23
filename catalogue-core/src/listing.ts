// What a list call asks for (spec §7): a page, a case-insensitive name search and parent filters.
// Each store answers it its own way (SQL, or filtering the browser's tables).
import type { ParentField } from './chain';
import { unprocessable } from './errors';
import { parseId } from './ids';
import { lacksTranslation, TRANSLATIONS } from './locales';

export { lacksTranslation };
import { MESSAGES } from './messages';
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
  /**
   * The admin's "missing Indonesian" filter of the levels' and the products' lists (issue 22):
   * true lists only the records lacking a translation (lacksTranslation); false, no filter.
   */
  untranslated: boolean;
}

/** The list query of a request's query string, with the parent filters that list takes. */
export function listQueryOf(query: Record<string, unknown> | undefined, parentFilters: readonly ParentField[]): ListQuery {
  const page = pageOf(query);
  const search = searchOf(query);
  const parents: ListQuery['parents'] = [];
  for (const field of parentFilters) {
    const id = parseId(query?.[field]);
    if (id !== null) parents.push({ field, id: id ?? null });
  }
  const published = query?.published === 'true' ? true : query?.published === 'false' ? false : null;
  return { ...page, offset: (page.page - 1) * page.perPage, search, parents, published, untranslated: untranslatedOf(query?.untranslated) };
}

/** A list's `search`, trimmed ('' is no search); a value that is no text is none. */
export function searchOf(query: Record<string, unknown> | undefined): string {
  return typeof query?.search === 'string' ? query.search.trim() : '';
}

/** `untranslated=true` filters; 'false', '' or absent does not; any other value is a 422 on the parameter. */
function untranslatedOf(value: unknown): boolean {
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === undefined || text === '' || text === 'false') return false;
  if (text === 'true') return true;
  throw unprocessable({ untranslated: [MESSAGES.untranslatedInvalid] });
}

/** Whether a row passes the list's published filter (an asset has no drafts: it always does). */
export function matchesPublished(list: ListQuery, row: { published?: boolean }): boolean {
  return list.published === null || row.published === undefined || row.published === list.published;
}

/** Whether a row passes the list's untranslated filter (a row of a table without translations, an asset's: it always does). */
export function matchesUntranslated(list: ListQuery, row: object): boolean {
  return !list.untranslated || !Object.values(TRANSLATIONS).some((translation) => translation in row) || lacksTranslation(row);
}

/** Whether a name matches the search (contains it, any case). */
export function matchesSearch(list: Pick<ListQuery, 'search'>, name: string): boolean {
  return !list.search || name.toLowerCase().includes(list.search.toLowerCase());
}
