// The attribute grid of a whole category (issue 24; a series' grid reads the series' detail): the
// category's models a page at a time, each with its series and its values, series by series in the
// staff's order and, within one, in the models' order. Read from the store's own rows, so both
// adapters answer it alike; only the page's values are read. A search keeps the models whose name
// or series' name matches it by the admin lists' rule (../listing.ts), before the paging.
import { unprocessable } from '../errors';
import { matchesSearch, searchOf } from '../listing';
import { MESSAGES, SEARCH_TEXT_MAX } from '../messages';
import { paged, pageOf } from '../paging';
import { compareByPosition, compareProductOrder, groupBy } from '../shapes';
import type { CatalogueStore } from '../store';
import { ok, type Answer } from './answer';
import { categoryOfQuery, productValues } from './attributes';

/**
 * The grid's `search`: the admin lists' (trimmed, '' is none), at most as long as the public
 * search's text, since a staff member types the same kind of name into it (422 on the parameter).
 */
function gridSearchOf(query: Record<string, unknown>): string {
  const search = searchOf(query);
  if (search.length > SEARCH_TEXT_MAX) throw unprocessable({ search: [MESSAGES.searchTooLong] });
  return search;
}

/** GET /api/product/attributes?category_id=&page=&per_page=&search=: a page of the category's models (those that match) with their values. */
export async function listCategoryValues(store: CatalogueStore, query: Record<string, unknown>): Promise<Answer> {
  const categoryId = await categoryOfQuery(store, query);
  const list = { search: gridSearchOf(query) };
  const seriesIds = (await store.referrers('mt_product_series', 'mt_product_category_id', categoryId)).map((row) => row.id);
  const series = (await store.ownRows('mt_product_series', seriesIds)) as Array<{ id: number; name: string; position: number }>;
  const products = groupBy(await store.importProducts(seriesIds, []), (product) => product.mt_product_series_id);
  const models = series
    .sort(compareByPosition)
    .flatMap((one) => (products.get(one.id) ?? []).sort(compareProductOrder).map((product) => ({ product, series: one })))
    // Total and pages count the models found: the series' name too, so that a series' name finds its models.
    .filter(({ product, series: one }) => matchesSearch(list, product.name) || matchesSearch(list, one.name));
  const page = pageOf(query);
  const shown = models.slice((page.page - 1) * page.perPage, page.page * page.perPage);
  const values = await productValues(
    store,
    shown.map(({ product }) => product.id),
  );
  const rows = shown.map(({ product, series: { id, name } }) => ({
    id: product.id,
    name: product.name,
    mt_product_series: { id, name },
    attributes: values.get(product.id)!,
  }));
  return ok({ data: paged(rows, models.length, page) });
}
