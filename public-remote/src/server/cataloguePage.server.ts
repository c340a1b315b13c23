// The server container's CataloguePage: the screen, and what the shell's server needs before it renders it.
import { cataloguePath, productTypePath, seriesPath, type PreparePage } from '@mfe/shared-ui';
import { catalogueApi } from '../features/catalogue/api/catalogueApi';
import { brochureUrl } from '../features/catalogue/utils/brochureUrl';
import { statusOf } from './queryStatus';

export { default } from '../features/catalogue/components/CataloguePage';

export const preparePage: PreparePage = async ({ params, searchParams, dispatch }) => {
  const vendorId = /^\d+$/.test(params.vendorId ?? '') ? Number(params.vendorId) : null;
  if (vendorId === null) return { status: 404, head: { title: 'Catalog' } };
  const result = await dispatch(catalogueApi.endpoints.getVendorDetail.initiate({ id: vendorId }));
  const vendor = result.data;
  const status = statusOf(result);
  if (!vendor) return { status, head: { title: 'Catalog' } };
  const typeName = vendor.mt_manufacture_type?.name ?? params.type ?? '';
  const title = `${vendor.name} Catalog`;
  const series = (vendor.mt_product_category ?? []).flatMap((category) => category.mt_product_series ?? []);
  return {
    // A missing ?category= sends the visitor back (spec §2): not a page of its own.
    status: searchParams.has('category') ? status : 404,
    head: {
      title,
      description: vendor.description,
      imagePath: vendor.image?.image_path,
      breadcrumbs: [
        { name: 'Home', path: '/' },
        { name: typeName, path: productTypePath(typeName) },
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
