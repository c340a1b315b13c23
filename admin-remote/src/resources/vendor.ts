import type { ManufactureType } from '@mfe/shared-ui';
import type { CatalogueResource } from './types';
import { crudPaths, resourceMessages } from './messages';
import { descriptionField, imageField, manufactureTypeParent, nameField } from './fields';

export const vendorResource: CatalogueResource = {
  area: 'vendor',
  title: 'Vendor',
  module: 'vendor',
  tag: 'Vendor',
  alsoInvalidates: ['ManufactureType', 'ProductCategory', 'ProductSeries', 'Product', 'ImageAsset'],
  paths: crudPaths('/api/vendor'),
  messages: resourceMessages('vendor', 'Vendor'),
  multipart: false,
  fields: [
    nameField,
    manufactureTypeParent({ requiredMessage: 'Manufacture Type is required' }),
    descriptionField,
    imageField('Logo'),
  ],
  columns: [
    {
      key: 'type',
      title: 'Manufacture Type',
      value: (record) => (record.mt_manufacture_type as ManufactureType | undefined)?.name,
    },
  ],
};
