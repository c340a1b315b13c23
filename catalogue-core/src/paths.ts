// The public routes the screens link to (spec §2), written once: the shell owns the route table;
// these build URLs that match it, with names encoded so 'Engineering & Services' survives the trip.
// Zod-free (subpath `@mfe/catalogue-core/paths`): the public pages' links, the shell server's
// canonical links and sitemap (through shared-ui's re-export) and the search's hit paths use them.
import { parseId } from './ids';
import { nameKey } from './rules';

export const ALL_CATEGORIES = 'All';

export function productTypePath(typeName: string): string {
  return `/product/${encodeURIComponent(typeName)}`;
}

/**
 * Where a type's page moved when it was asked by a name the type no longer has (a rename: the API
 * finds it by its former name and answers the current one), else null. The server answers a 308 to
 * it, the browser replaces the URL.
 */
export function movedTypePath(askedName: string, currentName: string): string | null {
  return nameKey(askedName) === nameKey(currentName) ? null : productTypePath(currentName);
}

export function cataloguePath(typeName: string, vendorId: number | string, category: number | string = ALL_CATEGORIES): string {
  return `/product/catalog/${encodeURIComponent(typeName)}/${vendorId}?category=${encodeURIComponent(String(category))}`;
}

/** A series page (issue 14); a product is shown on its series page at `#product-{id}`. */
export function seriesPath(seriesId: number | string, productId?: number | string): string {
  return `/product/series/${seriesId}${productId !== undefined ? `#product-${productId}` : ''}`;
}

/** How many models a series page shows at a time (issue 20): the API's default page size. */
export const SERIES_PAGE_SIZE = 48;

/**
 * A page of a series page's models (issue 20): the first page is the series page itself (one URL,
 * its canonical), the others `?page={n}`; a product on it at `#product-{id}`.
 */
export function seriesPagePath(seriesId: number | string, page: number, productId?: number | string): string {
  const query = page > 1 ? `?page=${page}` : '';
  return `/product/series/${seriesId}${query}${productId !== undefined ? `#product-${productId}` : ''}`;
}

/** The search results page for a text. */
export function searchPath(text: string): string {
  return `/search?q=${encodeURIComponent(text)}`;
}

/**
 * The compare view (issue 24): these models side by side, in this order; without any, the page's
 * empty state. Commas are kept as they are (the ids are digits), so the URL reads `?ids=3,9`.
 */
export function comparePath(productIds: ReadonlyArray<number | string>): string {
  return productIds.length ? `/product/compare?ids=${productIds.join(',')}` : '/product/compare';
}

/**
 * A list of model ids as sent (the compare view's `ids`, an inquiry's `mt_product_ids`; zod-free, so
 * the compare page reads its URL by the API's rule): a JSON list, or text with the ids separated by commas ('1, 2,3').
 * Each distinct id once, in the order given. undefined: some entry is no id.
 */
export function productIdList(value: unknown): number[] | undefined {
  if (value === undefined || value === null) return [];
  const entries = Array.isArray(value) ? value : typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',')) : [value];
  const ids: number[] = [];
  for (const entry of entries) {
    const id = parseId(typeof entry === 'string' ? entry.trim() : entry);
    if (typeof id !== 'number') return undefined;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}
