import { PDF_UPLOAD_ACCEPT } from '@mfe/shared-ui';
import { MESSAGES } from '@mfe/catalogue-core/messages';
import type { AssetResource } from './types';
import { crudPaths, savedMessages } from './messages';

const prefix = '/api/assets-manager/file';

// The spec's file form posted pdf_file to the image path (a recorded defect): files have their own
// endpoints, label and accepted type here.
export const fileAssetResource: AssetResource<'assets-file-manager'> = {
  area: 'assets-file-manager',
  kind: 'file',
  upload: 'pdf',
  module: 'file',
  tag: 'FileAsset',
  alsoInvalidates: ['ProductSeries', 'Product'],
  paths: crudPaths(prefix),
  messages: {
    fetchList: 'Failed when fetching files',
    fetchOne: (id) => `Failed when fetching file "${id}"`,
    fetchOptions: 'Failed when fetching file options',
    create: 'Failed when creating file',
    update: (id) => `Failed when updating file "${id}"`,
    delete: 'Failed to delete file',
    ...savedMessages('File'),
  },
  fileField: 'pdf_file',
  fileLabel: (m) => m.fieldPdfFile,
  fileRequiredMessage: MESSAGES.pdfRequired,
  accept: PDF_UPLOAD_ACCEPT,
  storedPath: (file) => file.file_path,
  linkKinds: [
    { key: 'mt_product', label: (m) => m.fieldProduct },
    { key: 'mt_product_series', label: (m) => m.fieldProductSeries },
  ],
  linksPath: (id) => `${prefix}/links/${id}`,
  replacePath: (id) => `${prefix}/replace/${id}`,
  replaceFailed: (id) => MESSAGES.replaceFailed('file', id),
};
