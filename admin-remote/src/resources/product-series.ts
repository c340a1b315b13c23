import { seriesPath } from '@mfe/shared-ui';
import { MESSAGES } from '@mfe/catalogue-core/messages';
import type { CatalogueResource } from './types';
import { crudPaths, resourceMessages } from './messages';
import { categoryParent, descriptionField, imageField, manufactureTypeParent, nameField, pdfField, publishedField, vendorParent } from './fields';

export const productSeriesResource: CatalogueResource<'product-series'> = {
  area: 'product-series',
  module: 'product series',
  tag: 'ProductSeries',
  alsoInvalidates: ['ManufactureType', 'Vendor', 'ProductCategory', 'Product', 'ImageAsset', 'FileAsset'],
  paths: crudPaths('/api/product/series'),
  messages: resourceMessages('product series', 'Product series'),
  multipart: false,
  fields: [
    nameField,
    manufactureTypeParent(),
    vendorParent(),
    categoryParent({ label: (m) => m.fieldCategory, requiredMessage: MESSAGES.categoryRequired }),
    descriptionField,
    imageField(),
    pdfField(
      (m) => m.fieldBrochurePdf,
      (series) => series.pdf,
    ),
    publishedField,
  ],
  columns: [
    { key: 'type', title: (m) => m.fieldManufactureType, value: (series) => series.mt_product_category?.mt_vendor?.mt_manufacture_type?.name },
    { key: 'vendor', title: (m) => m.fieldVendor, value: (series) => series.mt_product_category?.mt_vendor?.name },
    { key: 'category', title: (m) => m.fieldCategory, value: (series) => series.mt_product_category?.name },
    { key: 'pdf', title: (m) => m.fieldBrochure, value: (series, m) => series.pdf?.name ?? m.pdfNotAvailable },
  ],
  publicPath: (series) => seriesPath(series.id),
};
