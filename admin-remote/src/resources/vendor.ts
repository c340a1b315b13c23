import { adminAreaSection } from '@mfe/shared-ui/site/admin-navigation';
import { MESSAGES } from '@mfe/catalogue-core/messages';
import type { CatalogueResource } from './types';
import { crudPaths, resourceMessages } from './messages';
import { descriptionField, imageField, manufactureTypeParent, nameField } from './fields';

export const vendorResource: CatalogueResource<'vendor'> = {
  area: 'vendor',
  title: adminAreaSection('vendor').label,
  module: 'vendor',
  tag: 'Vendor',
  alsoInvalidates: ['ManufactureType', 'ProductCategory', 'ProductSeries', 'Product', 'ImageAsset'],
  paths: crudPaths('/api/vendor'),
  messages: resourceMessages('vendor', 'Vendor'),
  multipart: false,
  fields: [nameField, manufactureTypeParent(MESSAGES.vendorManufactureTypeRequired), descriptionField, imageField('Logo')],
  columns: [{ key: 'type', title: 'Manufacture Type', value: (vendor) => vendor.mt_manufacture_type?.name }],
};
