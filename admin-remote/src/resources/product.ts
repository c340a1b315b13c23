import { IMAGE_UPLOAD_ACCEPT, PDF_UPLOAD_ACCEPT, type FileRef, type ProductSeries } from '@mfe/shared-ui';
import type { AnyRecord, CatalogueResource } from './types';
import { crudPaths, resourceMessages } from './messages';

const seriesOf = (record: AnyRecord) => record.mt_product_series as ProductSeries | undefined;

export const productResource: CatalogueResource = {
  area: 'product',
  title: 'Product',
  module: 'product',
  tag: 'Product',
  alsoInvalidates: ['ImageAsset', 'FileAsset'],
  paths: crudPaths('/api/product'),
  messages: resourceMessages('product', 'Product'),
  // Spec §7: the product form is multipart so that a new image or PDF can be uploaded with it.
  multipart: true,
  fields: [
    { kind: 'text', name: 'name', label: 'Name', requiredMessage: 'Name is required' },
    {
      kind: 'parent',
      name: 'mt_manufacture_type_id',
      label: 'Manufacture Type',
      source: 'manufacture-type',
      requiredMessage: 'Manufacture type is required',
      read: (record) => seriesOf(record)?.mt_product_category?.mt_vendor?.mt_manufacture_type_id,
    },
    {
      kind: 'parent',
      name: 'mt_vendor_id',
      label: 'Vendor',
      source: 'vendor',
      dependsOn: { field: 'mt_manufacture_type_id', filter: 'mt_manufacture_type_id' },
      requiredMessage: 'Vendor is required',
      read: (record) => seriesOf(record)?.mt_product_category?.mt_vendor_id,
    },
    {
      kind: 'parent',
      name: 'mt_product_category_id',
      label: 'Product Category',
      source: 'product-category',
      dependsOn: { field: 'mt_vendor_id', filter: 'mt_vendor_id' },
      requiredMessage: 'Product Category is required',
      read: (record) => seriesOf(record)?.mt_product_category_id,
    },
    {
      kind: 'parent',
      name: 'mt_product_series_id',
      label: 'Product Series',
      source: 'product-series',
      dependsOn: { field: 'mt_product_category_id', filter: 'mt_product_category_id' },
      requiredMessage: 'Product Series is required',
    },
    { kind: 'textarea', name: 'description', label: 'Description' },
    { kind: 'image', name: 'image_id', label: 'Image', read: (record) => record.image ?? null },
    {
      kind: 'upload',
      name: 'image_file',
      label: 'Or upload a new image',
      accept: IMAGE_UPLOAD_ACCEPT,
      help: 'JPEG or PNG; replaces the chosen image.',
    },
    { kind: 'pdf', name: 'pdf_id', label: 'PDF', read: (record) => (record.file as FileRef | null | undefined) ?? null },
    {
      kind: 'upload',
      name: 'pdf_file',
      label: 'Or upload a new PDF',
      accept: PDF_UPLOAD_ACCEPT,
      help: 'A PDF file; replaces the chosen PDF.',
    },
  ],
  columns: [
    { key: 'type', title: 'Manufacture Type', value: (record) => seriesOf(record)?.mt_product_category?.mt_vendor?.mt_manufacture_type?.name },
    { key: 'vendor', title: 'Vendor', value: (record) => seriesOf(record)?.mt_product_category?.mt_vendor?.name },
    { key: 'category', title: 'Category', value: (record) => seriesOf(record)?.mt_product_category?.name },
    { key: 'series', title: 'Series', value: (record) => seriesOf(record)?.name },
  ],
};
