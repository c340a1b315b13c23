import { productTypePath } from '@mfe/shared-ui';
import { adminAreaSection } from '@mfe/shared-ui/site/admin-navigation';
import type { CatalogueResource } from './types';
import { crudPaths, resourceMessages } from './messages';
import { descriptionField, imageField, nameField, publishedField } from './fields';

export const manufactureTypeResource: CatalogueResource<'manufacture-type'> = {
  area: 'manufacture-type',
  title: adminAreaSection('manufacture-type').label,
  module: 'manufacture type',
  tag: 'ManufactureType',
  alsoInvalidates: ['Vendor', 'ProductCategory', 'ProductSeries', 'Product', 'ImageAsset'],
  paths: crudPaths('/api/manufacture-type'),
  messages: resourceMessages('manufacture type', 'Manufacture type'),
  multipart: false,
  fields: [nameField, descriptionField, imageField(), publishedField],
  columns: [{ key: 'description', title: 'Description', value: (type) => type.description, wrap: true }],
  publicPath: (type) => productTypePath(type.name),
};
