import { filterKey, sentFilters } from '@mfe/catalogue-core/finder-filters';
import { ALL_CATEGORIES } from '@mfe/shared-ui';

/** What the finder's reads take: the catalogue page as its URL says it, and its filters. */
export interface FinderArgs {
  vendorId: number;
  /** The URL's ?category= (an id, or All). */
  category: string;
  /** The filters of the URL in their canonical text (finderQueryOf); '' when none. */
  filters: string;
}

/**
 * The finder's filters of a page's query string (issue 24; the syntax: the core's finderFilters),
 * in one order and without empty values: the same filters give the same text, so the server's
 * render and the browser read the same cache entry, and the API's cache one key.
 */
export function finderQueryOf(searchParams: URLSearchParams): string {
  const query: Record<string, string[]> = {};
  for (const key of new Set(searchParams.keys())) query[key] = searchParams.getAll(key);
  const params = new URLSearchParams();
  for (const filter of sentFilters(query)) {
    for (const value of filter.values) params.append(filterKey(filter.attributeId), value);
    if (filter.min !== null) params.append(filterKey(filter.attributeId, 'min'), filter.min);
    if (filter.max !== null) params.append(filterKey(filter.attributeId, 'max'), filter.max);
  }
  return params.toString();
}

/** The API's query of a finder read. */
export function finderApiQuery({ vendorId, category, filters }: FinderArgs): string {
  const page = new URLSearchParams({ vendor_id: String(vendorId), category });
  return filters ? `${page}&${filters}` : String(page);
}

/** A catalogue page's finder args from its vendor and its URL's query (the server's render and the browser alike). */
export function finderArgsOf(vendorId: number, searchParams: URLSearchParams): FinderArgs {
  const category = (searchParams.get('category') ?? '').trim();
  return { vendorId, category: /^\d+$/.test(category) ? category : ALL_CATEGORIES, filters: finderQueryOf(searchParams) };
}
