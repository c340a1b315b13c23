// The server container's ProductTypePage: the screen, and what the shell's server needs before it renders it.
import { company, ENGINEERING_TYPE_NAME, productTypePath, type PreparePage } from '@mfe/shared-ui';
import { productTypeApi } from '../features/product-type/api/productTypeApi';
import { statusOf } from './queryStatus';

export { default } from '../features/product-type/components/ProductTypePage';

export const preparePage: PreparePage = async ({ params, dispatch }) => {
  const typeName = params.type?.trim() ?? '';
  const home = { name: 'Home', path: '/' };
  const products = { name: 'Products', path: '/products' };
  if (!typeName) return { status: 404, head: { title: 'Page not found' } };
  if (typeName === ENGINEERING_TYPE_NAME) {
    return {
      status: 200,
      head: {
        title: typeName,
        description: company.about,
        breadcrumbs: [home, products, { name: typeName, path: productTypePath(typeName) }],
      },
    };
  }
  const result = await dispatch(productTypeApi.endpoints.getManufactureTypeByName.initiate(typeName));
  const type = result.data;
  return {
    status: statusOf(result),
    head: {
      title: type?.name ?? typeName,
      description: type?.description,
      imagePath: type?.image?.image_path,
      breadcrumbs: type ? [home, products, { name: type.name, path: productTypePath(type.name) }] : undefined,
    },
  };
};
