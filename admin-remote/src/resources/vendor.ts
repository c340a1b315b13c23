import { cataloguePath } from '@mfe/shared-ui';
import { MESSAGES } from '@mfe/catalogue-core/messages';
import type { CatalogueResource } from './types';
import { crudPaths, resourceMessages } from './messages';
import { descriptionField, imageField, manufactureTypeParent, nameField, publishedField } from './fields';

export const vendorResource: CatalogueResource<'vendor'> = {
  area: 'vendor',
  module: 'vendor',
  tag: 'Vendor',
  alsoInvalidates: ['ManufactureType', 'ProductCategory', 'ProductSeries', 'Product', 'ImageAsset'],
  paths: crudPaths('/api/vendor'),
  messages: resourceMessages('vendor', 'Vendor'),
  multipart: false,
  fields: [
    nameField,
    manufactureTypeParent(MESSAGES.vendorManufactureTypeRequired),
    descriptionField,
    imageField((m) => m.fieldLogo),
    publishedField,
  ],
  columns: [{ key: 'type', title: (m) => m.fieldManufactureType, value: (vendor) => vendor.mt_manufacture_type?.name }],
  publicPath: (vendor) => (vendor.mt_manufacture_type ? cataloguePath(vendor.mt_manufacture_type.name, vendor.id) : null),
};
