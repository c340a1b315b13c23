import { adminAreaSection } from '@mfe/shared-ui/site/admin-navigation';
import { seriesPath } from '@mfe/shared-ui';
import { MESSAGES } from '@mfe/catalogue-core/messages';
import type { CatalogueResource } from './types';
import { crudPaths, resourceMessages } from './messages';
import { categoryParent, descriptionField, imageField, manufactureTypeParent, nameField, pdfField, publishedField, vendorParent } from './fields';

export const productSeriesResource: CatalogueResource<'product-series'> = {
  area: 'product-series',
  title: adminAreaSection('product-series').label,
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
    categoryParent({ label: 'Category', requiredMessage: MESSAGES.categoryRequired }),
    descriptionField,
    imageField(),
    pdfField('Brochure PDF', (series) => series.pdf),
    publishedField,
  ],
  columns: [
    { key: 'type', title: 'Manufacture Type', value: (series) => series.mt_product_category?.mt_vendor?.mt_manufacture_type?.name },
    { key: 'vendor', title: 'Vendor', value: (series) => series.mt_product_category?.mt_vendor?.name },
    { key: 'category', title: 'Category', value: (series) => series.mt_product_category?.name },
    { key: 'pdf', title: 'Brochure', value: (series) => series.pdf?.name ?? 'PDF Not Available' },
  ],
  publicPath: (series) => seriesPath(series.id),
};
