import { IMAGE_UPLOAD_ACCEPT } from '@mfe/shared-ui';
import { MESSAGES } from '@mfe/catalogue-core/messages';
import type { AssetResource } from './types';
import { crudPaths, savedMessages } from './messages';

const prefix = '/api/assets-manager/image';

export const imageAssetResource: AssetResource<'assets-image-manager'> = {
  area: 'assets-image-manager',
  kind: 'image',
  upload: 'image',
  module: 'image',
  tag: 'ImageAsset',
  alsoInvalidates: ['ManufactureType', 'Vendor', 'ProductCategory', 'ProductSeries', 'Product'],
  paths: crudPaths(prefix),
  messages: {
    fetchList: 'Failed when fetching images',
    fetchOne: (id) => `Failed when fetching image "${id}"`,
    fetchOptions: 'Failed when loading images',
    create: 'Failed when creating image',
    update: (id) => `Failed when updating image "${id}"`,
    delete: 'Failed to delete image',
    ...savedMessages('Image'),
  },
  fileField: 'image_file',
  fileLabel: (m) => m.fieldImageFile,
  fileRequiredMessage: MESSAGES.imageRequired,
  accept: IMAGE_UPLOAD_ACCEPT,
  storedPath: (image) => image.image_path,
  linkKinds: [
    { key: 'mt_product', label: (m) => m.fieldProduct },
    { key: 'mt_product_series', label: (m) => m.fieldProductSeries },
    { key: 'mt_product_category', label: (m) => m.fieldProductCategory },
    { key: 'mt_vendor', label: (m) => m.fieldVendor },
    { key: 'mt_manufacture_type', label: (m) => m.fieldManufactureType },
  ],
  unlinkPath: (id) => `${prefix}/remove/${id}`,
  unlinkFailed: MESSAGES.unlinkImageFailed,
  linksPath: (id) => `${prefix}/links/${id}`,
  replacePath: (id) => `${prefix}/replace/${id}`,
  replaceFailed: (id) => MESSAGES.replaceFailed('image', id),
};
