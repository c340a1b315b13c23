import type { FileRef, ProductCategory } from '@mfe/shared-ui';
import type { AnyRecord, CatalogueResource } from './types';
import { crudPaths, resourceMessages } from './messages';
import { categoryParent, descriptionField, imageField, manufactureTypeParent, nameField, vendorParent } from './fields';

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
    nameField,
    manufactureTypeParent({ read: (record) => categoryOf(record)?.mt_vendor?.mt_manufacture_type_id }),
    vendorParent((record) => categoryOf(record)?.mt_vendor_id),
    categoryParent({ label: 'Category', requiredMessage: 'Category is required' }),
    descriptionField,
    imageField(),
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
