import { cataloguePath } from '@mfe/shared-ui';
import type { CatalogueResource } from './types';
import { crudPaths, resourceMessages } from './messages';
import { descriptionField, imageField, manufactureTypeParent, translatedNameField, publishedField, vendorParent } from './fields';

export const productCategoryResource: CatalogueResource<'product-category'> = {
  area: 'product-category',
  module: 'product category',
  tag: 'ProductCategory',
  alsoInvalidates: ['ManufactureType', 'Vendor', 'ProductSeries', 'Product', 'ImageAsset'],
  paths: crudPaths('/api/product/category'),
  messages: resourceMessages('product category', 'Product category'),
  multipart: false,
  fields: [translatedNameField, manufactureTypeParent(), vendorParent(), descriptionField, imageField(), publishedField],
  columns: [
    { key: 'type', title: (m) => m.fieldManufactureType, value: (category) => category.mt_vendor?.mt_manufacture_type?.name },
    { key: 'vendor', title: (m) => m.fieldVendor, value: (category) => category.mt_vendor?.name },
  ],
  // The vendor's catalogue with the category chosen.
  publicPath: (category) => {
    const typeName = category.mt_vendor?.mt_manufacture_type?.name;
    return typeName ? cataloguePath(typeName, category.mt_vendor_id, category.id) : null;
  },
};
