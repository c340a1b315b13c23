import type { Vendor } from '@mfe/shared-ui';
import type { AnyRecord, CatalogueResource } from './types';
import { crudPaths, resourceMessages } from './messages';
import { descriptionField, imageField, manufactureTypeParent, nameField, vendorParent } from './fields';

const vendorOf = (record: AnyRecord) => record.mt_vendor as Vendor | undefined;

export const productCategoryResource: CatalogueResource = {
  area: 'product-category',
  title: 'Product Category',
  module: 'product category',
  tag: 'ProductCategory',
  alsoInvalidates: ['ManufactureType', 'Vendor', 'ProductSeries', 'Product', 'ImageAsset'],
  paths: crudPaths('/api/product/category'),
  messages: resourceMessages('product category', 'Product category'),
  multipart: false,
  fields: [
    nameField,
    manufactureTypeParent({ read: (record) => vendorOf(record)?.mt_manufacture_type_id }),
    vendorParent(),
    descriptionField,
    imageField(),
  ],
  columns: [
    { key: 'type', title: 'Manufacture Type', value: (record) => vendorOf(record)?.mt_manufacture_type?.name },
    { key: 'vendor', title: 'Vendor', value: (record) => vendorOf(record)?.name },
  ],
};
