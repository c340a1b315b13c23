// The server container's SeriesPage: the screen, and what the shell's server needs before it renders it.
import { seriesPagePath, textInLocale, type Locale, type PreparePage, type ProductSeriesPage } from '@mfe/shared-ui';
import { seriesApi } from '../features/series/api/seriesApi';
import { seriesPageTitle } from '../features/series/components/SeriesPage';
import { seriesPageNumber } from '../features/series/utils/seriesPageNumber';
import { seriesTrail } from '../features/series/utils/seriesTrail';
import { load, type PublicMessages } from '../messages/messages';
import { headDescription } from './headDescription';
import { statusOf } from './queryStatus';
import { modelProperties } from './specProperties';

export { default } from '../features/series/components/SeriesPage';

/** A series without a description: a sentence from its names, for search results and previews. */
export function seriesSummary(series: ProductSeriesPage, locale: Locale, messages: PublicMessages): string {
  const category = series.mt_product_category;
  return messages.seriesSummary({
    name: series.name,
    category: category ? textInLocale(category, 'name', locale).text : undefined,
    vendor: category?.mt_vendor?.name,
    models: series.mt_product_page.total,
    names: series.mt_product.slice(0, 5).map((product) => product.name),
    more: series.mt_product_page.total > 5,
  });
}

/** A description in the page's language, or null (JSON-LD leaves it out). */
const describe = (record: object, locale: Locale) => textInLocale(record, 'description', locale).text.trim() || null;

export const preparePage: PreparePage = async ({ params, searchParams, dispatch, locale }) => {
  const messages = await load(locale);
  const seriesId = /^\d+$/.test(params.seriesId ?? '') ? Number(params.seriesId) : null;
  // ?page= that is no page number: no such page (the screen says so and links to the first).
  const page = seriesPageNumber(searchParams);
  if (seriesId === null || page === null) return { status: 404, head: { title: messages.seriesFallbackTitle } };
  const result = await dispatch(seriesApi.endpoints.getSeriesPage.initiate({ id: seriesId, page }));
  const series = result.data;
  if (!series) return { status: statusOf(result), head: { title: messages.seriesFallbackTitle } };
  const category = series.mt_product_category;
  const shown = series.mt_product_page.current_page;
  const description = textInLocale(series, 'description', locale);
  return {
    status: 200,
    head: {
      title: seriesPageTitle(series, messages),
      // Without a description of its own, a summary in the page's language.
      ...(description.text.trim() ? headDescription(description, locale) : { description: seriesSummary(series, locale, messages) }),
      imagePath: series.image?.image_path,
      breadcrumbs: seriesTrail(series, locale, messages).map(({ name, path }) => ({ name, path })),
      product: {
        name: series.name,
        description: describe(series, locale),
        imagePath: series.image?.image_path,
        brand: category?.mt_vendor?.name,
        category: category ? textInLocale(category, 'name', locale).text : undefined,
        path: seriesPagePath(series.id, 1),
        // Only the models this page shows (48 at most), each at its anchor on this page.
        related: series.mt_product.map((product) => {
          const properties = modelProperties(series.mt_product_attribute ?? [], product.attributes, locale);
          return {
            name: product.name,
            description: describe(product, locale),
            // A model pictured by the series' own image says so once, on the series (48 URLs fewer).
            imagePath: product.image?.image_path === series.image?.image_path ? undefined : product.image?.image_path,
            path: seriesPagePath(series.id, shown, product.id),
            // Its technical data (issue 24), when it has any.
            ...(properties.length ? { properties } : {}),
          };
        }),
      },
    },
  };
};
