import { productTypePath } from '@mfe/shared-ui';
import type { CatalogueResource } from './types';
import { crudPaths, resourceMessages } from './messages';
import { descriptionField, imageField, translatedNameField, publishedField } from './fields';

export const manufactureTypeResource: CatalogueResource<'manufacture-type'> = {
  area: 'manufacture-type',
  module: 'manufacture type',
  tag: 'ManufactureType',
  alsoInvalidates: ['Vendor', 'ProductCategory', 'ProductSeries', 'Product', 'ImageAsset'],
  paths: crudPaths('/api/manufacture-type'),
  messages: resourceMessages('manufacture type', 'Manufacture type'),
  multipart: false,
  fields: [translatedNameField, descriptionField, imageField(), publishedField],
  columns: [{ key: 'description', title: (m) => m.fieldDescription, value: (type) => type.description, wrap: true }],
  publicPath: (type) => productTypePath(type.name),
};
