import type { FileRef, ProductCategory } from '@mfe/shared-ui';
import type { AnyRecord, CatalogueResource } from './types';
import { crudPaths, resourceMessages } from './messages';

const categoryOf = (record: AnyRecord) => record.mt_product_category as ProductCategory | undefined;

export const productSeriesResource: CatalogueResource = {
  area: 'product-series',
  title: 'Product Series',
  module: 'product series',
  tag: 'ProductSeries',
  alsoInvalidates: ['ManufactureType', 'Vendor', 'ProductCategory', 'Product', 'ImageAsset', 'FileAsset'],
  paths: crudPaths('/api/product/series'),
  messages: resourceMessages('product series', 'Product series'),
  multipart: false,
  fields: [
    { kind: 'text', name: 'name', label: 'Name', requiredMessage: 'Name is required' },
    {
      kind: 'parent',
      name: 'mt_manufacture_type_id',
      label: 'Manufacture Type',
      source: 'manufacture-type',
      requiredMessage: 'Manufacture type is required',
      read: (record) => categoryOf(record)?.mt_vendor?.mt_manufacture_type_id,
    },
    {
      kind: 'parent',
      name: 'mt_vendor_id',
      label: 'Vendor',
      source: 'vendor',
      dependsOn: { field: 'mt_manufacture_type_id', filter: 'mt_manufacture_type_id' },
      requiredMessage: 'Vendor is required',
      read: (record) => categoryOf(record)?.mt_vendor_id,
    },
    {
      kind: 'parent',
      name: 'mt_product_category_id',
      label: 'Category',
      source: 'product-category',
      dependsOn: { field: 'mt_vendor_id', filter: 'mt_vendor_id' },
      requiredMessage: 'Category is required',
    },
    { kind: 'textarea', name: 'description', label: 'Description' },
    { kind: 'image', name: 'image_id', label: 'Image', read: (record) => record.image ?? null },
    {
      kind: 'pdf',
      name: 'pdf_id',
      label: 'Brochure PDF',
      read: (record) => (record.pdf as FileRef | null | undefined) ?? null,
    },
  ],
  columns: [
    { key: 'type', title: 'Manufacture Type', value: (record) => categoryOf(record)?.mt_vendor?.mt_manufacture_type?.name },
    { key: 'vendor', title: 'Vendor', value: (record) => categoryOf(record)?.mt_vendor?.name },
    { key: 'category', title: 'Category', value: (record) => categoryOf(record)?.name },
    { key: 'pdf', title: 'Brochure', value: (record) => (record.pdf as FileRef | null | undefined)?.name ?? 'PDF Not Available' },
  ],
};
