// The server container's CataloguePage: the screen, and what the shell's server needs before it renders it.
import { cataloguePath, productTypePath, seriesPath, textInLocale, type PreparePage } from '@mfe/shared-ui';
import { catalogueApi } from '../features/catalogue/api/catalogueApi';
import { brochureUrl } from '../features/catalogue/utils/brochureUrl';
import { finderArgsOf } from '../features/catalogue/utils/finderQuery';
import { load } from '../messages/messages';
import { headDescription } from './headDescription';
import { statusOf } from './queryStatus';

export { default } from '../features/catalogue/components/CataloguePage';

export const preparePage: PreparePage = async ({ params, searchParams, dispatch, locale }) => {
  const messages = await load(locale);
  const vendorId = /^\d+$/.test(params.vendorId ?? '') ? Number(params.vendorId) : null;
  if (vendorId === null) return { status: 404, head: { title: messages.catalog } };
  // The finder's reads (issue 24) beside the vendor's: the facets, and the series under the URL's filters.
  const finder = finderArgsOf(vendorId, searchParams);
  const [result] = await Promise.all([
    dispatch(catalogueApi.endpoints.getVendorDetail.initiate({ id: vendorId })),
    searchParams.has('category') && dispatch(catalogueApi.endpoints.getCatalogFacets.initiate(finder)),
    searchParams.has('category') && finder.filters && dispatch(catalogueApi.endpoints.getCatalogSeries.initiate(finder)),
  ]);
  const vendor = result.data;
  const status = statusOf(result);
  if (!vendor) return { status, head: { title: messages.catalog } };
  const type = vendor.mt_manufacture_type;
  // The type's path keeps its English name; its crumb shows the page's language.
  const typeName = type?.name ?? params.type ?? '';
  const typeLabel = type ? textInLocale(type, 'name', locale).text : typeName;
  const title = messages.vendorCatalog(vendor.name);
  const series = (vendor.mt_product_category ?? []).flatMap((category) => category.mt_product_series ?? []);
  return {
    // A missing ?category= sends the visitor back (spec §2): not a page of its own.
    status: searchParams.has('category') ? status : 404,
    // Each set of filters is a page of its own: rendered for its visitor, not kept (canonical: the page without them).
    cacheable: !finder.filters,
    head: {
      title,
      ...headDescription(textInLocale(vendor, 'description', locale), locale),
      imagePath: vendor.image?.image_path,
      breadcrumbs: [
        { name: messages.home, path: '/' },
        { name: typeLabel, path: productTypePath(typeName) },
        { name: title, path: cataloguePath(typeName, vendor.id) },
      ],
      itemList: series.map((item) => ({
        name: item.name,
        // The series' brochure, as its card links it, else its own page (never the photo's master).
        url: brochureUrl(item) ?? seriesPath(item.id),
      })),
    },
  };
};
