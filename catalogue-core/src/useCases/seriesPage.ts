// The series page's read (issue 20): GET /api/product/series/page/{id}?page=&per_page=. A series
// with its models a page at a time, so a series of 834 models answers 48 of them and the count.
// 404 for an unknown series and for a page past the last (a series without products has one,
// empty, page); 422 `{message}` for a page or page size that is not a whole number in range.
import { CatalogueError, notFound, routeId } from '../errors';
import { MESSAGES } from '../messages';
import { parse } from '../schemas/parse';
import { seriesPageQuery } from '../schemas/seriesPage';
import type { Audience } from '../audience';
import type { CatalogueStore } from '../store';
import { ok, type Answer } from './answer';
import { withProductValues } from './attributes';
import { withSeriesAttributes } from './seriesAttributes';

/** The pages a list of `total` rows takes at `perPage` a page: at least one (an empty first page). */
export const lastPageOf = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

export async function readSeriesPage(
  store: Pick<CatalogueStore, 'seriesPage' | 'attributeValues' | 'attributesOf'>,
  rawId: unknown,
  query: unknown,
  audience: Audience,
): Promise<Answer> {
  const id = routeId('Product series', rawId);
  const { page, per_page } = parse(seriesPageQuery, query);
  const rows = await store.seriesPage(id, { offset: (page - 1) * per_page, limit: per_page }, audience);
  if (!rows) throw notFound('Product series', id);
  const last_page = lastPageOf(rows.total, per_page);
  if (page > last_page) throw new CatalogueError(404, MESSAGES.seriesPageNotFound(id, page, last_page));
  return ok({
    data: {
      // The category's attributes (issue 24): the specification table's columns.
      ...(await withSeriesAttributes(store, rows.series as object)),
      // Each model with its values of the category's attributes (issue 24): the specification table's.
      mt_product: await withProductValues(store, rows.products as Array<{ id: number }>),
      mt_product_page: { total: rows.total, per_page, current_page: page, last_page },
    },
  });
}
