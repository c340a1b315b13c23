// The server container's ProductTypePage: the screen, and what the shell's server needs before it renders it.
import { company, movedTypePath, productTypePath, type PreparePage } from '@mfe/shared-ui';
import { productTypeApi } from '../features/product-type/api/productTypeApi';
import { statusOf } from './queryStatus';

export { default } from '../features/product-type/components/ProductTypePage';

export const preparePage: PreparePage = async ({ params, dispatch }) => {
  const typeName = params.type?.trim() ?? '';
  const home = { name: 'Home', path: '/' };
  const products = { name: 'Products', path: '/products' };
  if (!typeName) return { status: 404, head: { title: 'Page not found' } };
  const result = await dispatch(productTypeApi.endpoints.getManufactureTypeByName.initiate({ name: typeName }));
  const type = result.data;
  // Asked by a name the type had before a rename: its shared links move for good to the new name.
  const moved = type ? movedTypePath(typeName, type.name) : null;
  if (moved) return { status: 308, redirect: moved, head: { title: type!.name } };
  return {
    status: statusOf(result),
    head: {
      title: type?.name ?? typeName,
      description: type?.page_kind === 'company_profile' ? company.about : type?.description,
      imagePath: type?.image?.image_path,
      breadcrumbs: type ? [home, products, { name: type.name, path: productTypePath(type.name) }] : undefined,
    },
  };
};
