import { IMAGE_UPLOAD_ACCEPT, PDF_UPLOAD_ACCEPT, type FileRef, type ProductSeries } from '@mfe/shared-ui';
import type { AnyRecord, CatalogueResource } from './types';
import { crudPaths, resourceMessages } from './messages';
import { categoryParent, descriptionField, imageField, manufactureTypeParent, nameField, seriesParent, vendorParent } from './fields';

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
    nameField,
    manufactureTypeParent({ read: (record) => seriesOf(record)?.mt_product_category?.mt_vendor?.mt_manufacture_type_id }),
    vendorParent((record) => seriesOf(record)?.mt_product_category?.mt_vendor_id),
    categoryParent({
      label: 'Product Category',
      requiredMessage: 'Product Category is required',
      read: (record) => seriesOf(record)?.mt_product_category_id,
    }),
    seriesParent(),
    descriptionField,
    imageField(),
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
