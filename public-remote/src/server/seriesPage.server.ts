// The server container's SeriesPage: the screen, and what the shell's server needs before it renders it.
import { seriesPagePath, type PreparePage, type ProductSeriesPage } from '@mfe/shared-ui';
import { seriesApi } from '../features/series/api/seriesApi';
import { SERIES_FALLBACK_TITLE, seriesPageTitle } from '../features/series/components/SeriesPage';
import { seriesPageNumber } from '../features/series/utils/seriesPageNumber';
import { seriesTrail } from '../features/series/utils/seriesTrail';
import { statusOf } from './queryStatus';

export { default } from '../features/series/components/SeriesPage';

/** A series without a description: a sentence from its names, for search results and previews. */
export function seriesSummary(series: ProductSeriesPage): string {
  const category = series.mt_product_category;
  const vendor = category?.mt_vendor?.name;
  const models = series.mt_product_page.total;
  const of = [category?.name, vendor && `by ${vendor}`].filter(Boolean).join(' ');
  const count = models === 0 ? '' : ` ${models} model${models === 1 ? '' : 's'}:`;
  const names = series.mt_product
    .slice(0, 5)
    .map((p) => p.name)
    .join(', ');
  return `${series.name}${of ? ` – ${of}` : ''}.${count}${names ? ` ${names}${models > 5 ? ', …' : ''}.` : ''} Ask us for a quote.`;
}

export const preparePage: PreparePage = async ({ params, searchParams, dispatch }) => {
  const seriesId = /^\d+$/.test(params.seriesId ?? '') ? Number(params.seriesId) : null;
  // ?page= that is no page number: no such page (the screen says so and links to the first).
  const page = seriesPageNumber(searchParams);
  if (seriesId === null || page === null) return { status: 404, head: { title: SERIES_FALLBACK_TITLE } };
  const result = await dispatch(seriesApi.endpoints.getSeriesPage.initiate({ id: seriesId, page }));
  const series = result.data;
  if (!series) return { status: statusOf(result), head: { title: SERIES_FALLBACK_TITLE } };
  const category = series.mt_product_category;
  const shown = series.mt_product_page.current_page;
  return {
    status: 200,
    head: {
      title: seriesPageTitle(series),
      description: series.description?.trim() ? series.description : seriesSummary(series),
      imagePath: series.image?.image_path,
      breadcrumbs: seriesTrail(series),
      product: {
        name: series.name,
        description: series.description,
        imagePath: series.image?.image_path,
        brand: category?.mt_vendor?.name,
        category: category?.name,
        path: seriesPagePath(series.id, 1),
        // Only the models this page shows (48 at most), each at its anchor on this page.
        related: series.mt_product.map((product) => ({
          name: product.name,
          description: product.description,
          imagePath: product.image?.image_path,
          path: seriesPagePath(series.id, shown, product.id),
        })),
      },
    },
  };
};
