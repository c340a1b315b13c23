// The attribute grid of a whole category (issue 24; a series' grid reads the series' detail): the
// category's models a page at a time, each with its series and its values, series by series in the
// staff's order and, within one, in the models' order. Read from the store's own rows, so both
// adapters answer it alike; only the page's values are read.
import { paged, pageOf } from '../paging';
import { compareByPosition, compareProductOrder, groupBy } from '../shapes';
import type { CatalogueStore } from '../store';
import { ok, type Answer } from './answer';
import { categoryOfQuery, productValues } from './attributes';

/** GET /api/product/attributes?category_id=&page=&per_page=: a page of the category's models with their values. */
export async function listCategoryValues(store: CatalogueStore, query: Record<string, unknown>): Promise<Answer> {
  const categoryId = await categoryOfQuery(store, query);
  const seriesIds = (await store.referrers('mt_product_series', 'mt_product_category_id', categoryId)).map((row) => row.id);
  const series = (await store.ownRows('mt_product_series', seriesIds)) as Array<{ id: number; name: string; position: number }>;
  const products = groupBy(await store.importProducts(seriesIds, []), (product) => product.mt_product_series_id);
  const models = series
    .sort(compareByPosition)
    .flatMap((one) => (products.get(one.id) ?? []).sort(compareProductOrder).map((product) => ({ product, series: one })));
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
