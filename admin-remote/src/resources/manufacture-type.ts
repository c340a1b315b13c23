import type { CatalogueResource } from './types';
import { crudPaths, resourceMessages } from './messages';

export const manufactureTypeResource: CatalogueResource = {
  area: 'manufacture-type',
  title: 'Manufacture Type',
  module: 'manufacture type',
  tag: 'ManufactureType',
  alsoInvalidates: ['Vendor', 'ProductCategory', 'ProductSeries', 'Product', 'ImageAsset'],
  paths: crudPaths('/api/manufacture-type'),
  messages: resourceMessages('manufacture type', 'Manufacture type'),
  multipart: false,
  fields: [
    { kind: 'text', name: 'name', label: 'Name', requiredMessage: 'Name is required' },
    { kind: 'textarea', name: 'description', label: 'Description' },
    { kind: 'image', name: 'image_id', label: 'Image', read: (record) => record.image ?? null },
  ],
  columns: [{ key: 'description', title: 'Description', value: (record) => record.description as string | null }],
};
