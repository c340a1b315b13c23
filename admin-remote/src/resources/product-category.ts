import type { Vendor } from '@mfe/shared-ui';
import type { AnyRecord, CatalogueResource } from './types';
import { crudPaths, resourceMessages } from './messages';

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
    { kind: 'text', name: 'name', label: 'Name', requiredMessage: 'Name is required' },
    {
      kind: 'parent',
      name: 'mt_manufacture_type_id',
      label: 'Manufacture Type',
      source: 'manufacture-type',
      requiredMessage: 'Manufacture type is required',
      read: (record) => vendorOf(record)?.mt_manufacture_type_id,
    },
    {
      kind: 'parent',
      name: 'mt_vendor_id',
      label: 'Vendor',
      source: 'vendor',
      dependsOn: { field: 'mt_manufacture_type_id', filter: 'mt_manufacture_type_id' },
      requiredMessage: 'Vendor is required',
    },
    { kind: 'textarea', name: 'description', label: 'Description' },
    { kind: 'image', name: 'image_id', label: 'Image', read: (record) => record.image ?? null },
  ],
  columns: [
    { key: 'type', title: 'Manufacture Type', value: (record) => vendorOf(record)?.mt_manufacture_type?.name },
    { key: 'vendor', title: 'Vendor', value: (record) => vendorOf(record)?.name },
  ],
};
