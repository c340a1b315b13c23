import type { ManufactureType } from '@mfe/shared-ui';
import type { CatalogueResource } from './types';
import { crudPaths, resourceMessages } from './messages';

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
    { kind: 'text', name: 'name', label: 'Name', requiredMessage: 'Name is required' },
    {
      kind: 'parent',
      name: 'mt_manufacture_type_id',
      label: 'Manufacture Type',
      source: 'manufacture-type',
      requiredMessage: 'Manufacture Type is required',
    },
    { kind: 'textarea', name: 'description', label: 'Description' },
    { kind: 'image', name: 'image_id', label: 'Logo', read: (record) => record.image ?? null },
  ],
  columns: [
    {
      key: 'type',
      title: 'Manufacture Type',
      value: (record) => (record.mt_manufacture_type as ManufactureType | undefined)?.name,
    },
  ],
};
