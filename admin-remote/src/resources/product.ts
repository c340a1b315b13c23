import { IMAGE_UPLOAD_ACCEPT, PDF_UPLOAD_ACCEPT, seriesPath } from '@mfe/shared-ui';
import { MESSAGES } from '@mfe/catalogue-core/messages';
import type { AttributeValues } from '@mfe/catalogue-core/attributes';
import type { CatalogueResource } from './types';
import { crudPaths, resourceMessages } from './messages';
import {
  categoryParent,
  descriptionField,
  imageField,
  manufactureTypeParent,
  nameField,
  pdfField,
  publishedField,
  seriesParent,
  vendorParent,
} from './fields';

export const productResource: CatalogueResource<'product'> = {
  area: 'product',
  module: 'product',
  tag: 'Product',
  alsoInvalidates: ['ImageAsset', 'FileAsset'],
  paths: crudPaths('/api/product'),
  messages: resourceMessages('product', 'Product'),
  // Spec §7: the product form is multipart so that a new image or PDF can be uploaded with it.
  multipart: true,
  fields: [
    nameField,
    manufactureTypeParent(),
    vendorParent(),
    categoryParent({ label: (m) => m.fieldProductCategory, requiredMessage: MESSAGES.productCategoryRequired }),
    seriesParent(),
    descriptionField,
    imageField(),
    {
      kind: 'upload',
      name: 'image_file',
      label: (m) => m.fieldUploadImage,
      accept: IMAGE_UPLOAD_ACCEPT,
      help: (m) => m.fieldUploadImageHelp,
    },
    pdfField(
      (m) => m.fieldPdf,
      (product) => product.file,
    ),
    {
      kind: 'upload',
      name: 'pdf_file',
      label: (m) => m.fieldUploadPdf,
      accept: PDF_UPLOAD_ACCEPT,
      help: (m) => m.fieldUploadPdfHelp,
    },
    publishedField,
    {
      kind: 'attributes',
      name: 'attributes',
      label: (m) => m.attributeValuesTitle,
      categoryField: 'mt_product_category_id',
      read: (product) => (product as { attributes?: AttributeValues }).attributes ?? {},
      categoryOf: (product) => product.mt_product_category_id,
    },
  ],
  columns: [
    {
      key: 'type',
      title: (m) => m.fieldManufactureType,
      value: (product) => product.mt_product_series?.mt_product_category?.mt_vendor?.mt_manufacture_type?.name,
    },
    { key: 'vendor', title: (m) => m.fieldVendor, value: (product) => product.mt_product_series?.mt_product_category?.mt_vendor?.name },
    { key: 'category', title: (m) => m.fieldCategory, value: (product) => product.mt_product_series?.mt_product_category?.name },
    { key: 'series', title: (m) => m.fieldSeries, value: (product) => product.mt_product_series?.name },
  ],
  // A product is shown on its series' page, at its anchor.
  publicPath: (product) => seriesPath(product.mt_product_series_id, product.id),
};
