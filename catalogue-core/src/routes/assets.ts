// Image and file (PDF) assets, the core's ASSET_KINDS: upload, list and detail with how many
// records link each, a page of those records, replace the file, rename, delete (409 while linked)
// and unlink from one record.
import { z } from 'zod';
import { listQueryOf } from '../listing';
import * as requests from '../schemas/requests';
import * as responses from '../schemas/responses';
import type { AssetTable } from '../tables';
import { ok } from '../useCases/answer';
import {
  ASSET_KINDS,
  createAsset,
  deleteAsset,
  listAssetLinks,
  readAssetDetail,
  replaceAssetFile,
  unlinkAsset,
  updateAsset,
  type AssetKind,
} from '../useCases/assets';
import { catalogueRoute, sentId, type CatalogueRoute } from './route';
import { idParams, listQueryString } from './requestSchemas';

type Schema = Parameters<typeof responses.one>[0];

/** What a kind's routes say beyond the kind itself: its payloads, answers and documentation. */
interface AssetSurface {
  key: string;
  tag: string;
  upload: string;
  create: Schema;
  update: Schema;
  updateSummary: string;
  replace: Schema;
  replaceUpload: string;
  row: Schema;
  listRow: Schema;
  detail: Schema;
}

const ASSET_SURFACES: Record<AssetTable, AssetSurface> = {
  image_asset: {
    key: 'image-asset',
    tag: 'Image asset',
    upload:
      'multipart/form-data: name, description, image_file (JPEG or PNG by content, ≤ 10 MB); optional focus_x, focus_y (whole percent 0–100, default 50) and fit (cover, the default, or contain)',
    create: requests.imageAssetCreateInput,
    update: requests.imageAssetUpdateInput,
    updateSummary: 'Update name and description, and the crop (focus_x, focus_y, fit: each one left out stays)',
    replace: requests.imageAssetReplaceInput,
    replaceUpload: 'multipart/form-data: image_file (JPEG or PNG by content, ≤ 10 MB)',
    row: responses.imageAsset,
    listRow: responses.imageAssetRow,
    detail: responses.imageAssetDetail,
  },
  file_asset: {
    key: 'file-asset',
    tag: 'File asset',
    upload: 'multipart/form-data: name, description, pdf_file (PDF by content, ≤ 50 MB)',
    create: requests.fileAssetCreateInput,
    update: requests.assetUpdateInput,
    updateSummary: 'Update name and description',
    replace: requests.fileAssetReplaceInput,
    replaceUpload: 'multipart/form-data: pdf_file (PDF by content, ≤ 50 MB)',
    row: responses.fileAsset,
    listRow: responses.fileAssetRow,
    detail: responses.fileAssetDetail,
  },
};

/** Where an unlink names its record: the query string or the JSON body, so neither requires it. */
const unlinkPlace = z.object({
  module_type: z.enum(requests.MODULE_TYPES).optional(),
  module_id: z.number().int().min(1).optional(),
});

const multipart = ['multipart/form-data'];

function kindRoutes(kind: AssetKind): CatalogueRoute[] {
  const surface = ASSET_SURFACES[kind.table];
  const { key, tag } = surface;
  const { path } = kind;
  const saved = responses.saved(surface.row);
  const files = { [kind.fileField]: kind.upload };
  return [
    catalogueRoute({
      id: `${key}.list`,
      method: 'GET',
      path,
      access: 'staff',
      doc: { tag, summary: 'Paged list (newest first), each with how many records link it' },
      request: { query: listQueryString([]) },
      response: { status: 200, schema: responses.page(surface.listRow) },
      input: ({ query }) => listQueryOf(query, []),
      run: async ({ reads }, query) => ok(await reads.assetPage(kind, query)),
    }),
    catalogueRoute({
      id: `${key}.links`,
      method: 'GET',
      path: `${path}/links/:id`,
      access: 'staff',
      doc: { tag, summary: 'A page of the records linking it (products first, then by table; each by id)' },
      request: { params: idParams, query: listQueryString([]) },
      response: { status: 200, schema: responses.page(responses.assetLink) },
      input: ({ params, query }) => ({ id: params.id, query }),
      run: ({ store }, { id, query }) => listAssetLinks(store, kind, id, query),
    }),
    catalogueRoute({
      id: `${key}.detail`,
      method: 'GET',
      path: `${path}/detail/:id`,
      access: 'staff',
      doc: { tag, summary: 'Detail with how many records link it (the records: …/links/{id})' },
      request: { params: idParams },
      response: { status: 200, schema: responses.one(surface.detail) },
      input: sentId,
      run: ({ store }, id) => readAssetDetail(store, kind, id),
    }),
    catalogueRoute({
      id: `${key}.create`,
      method: 'POST',
      path: `${path}/create`,
      access: 'staff',
      doc: { tag, summary: 'Upload (multipart)', description: surface.upload, consumes: multipart },
      request: { body: surface.create, files },
      response: { status: 201, schema: saved },
      input: () => null,
      run: async ({ store }, _none, readForm) => {
        const form = await readForm();
        return createAsset(store, kind, form.fields, form.uploads[kind.fileField]);
      },
    }),
    catalogueRoute({
      id: `${key}.replace`,
      method: 'POST',
      path: `${path}/replace/:id`,
      access: 'staff',
      doc: {
        tag,
        summary: 'Replace the file (multipart): same id, name and links; the old file is removed',
        description: surface.replaceUpload,
        consumes: multipart,
      },
      request: { params: idParams, body: surface.replace, files },
      response: { status: 200, schema: saved },
      input: sentId,
      run: async ({ store }, id, readForm) => replaceAssetFile(store, kind, id, (await readForm()).uploads[kind.fileField]),
    }),
    catalogueRoute({
      id: `${key}.update`,
      method: 'POST',
      path: `${path}/update/:id`,
      access: 'staff',
      doc: { tag, summary: surface.updateSummary },
      request: { params: idParams, body: surface.update },
      response: { status: 200, schema: saved },
      input: sentId,
      run: ({ store }, id, readForm) => updateAsset(store, kind, id, async () => (await readForm()).fields),
    }),
    catalogueRoute({
      id: `${key}.delete`,
      method: 'DELETE',
      path: `${path}/delete/:id`,
      access: 'staff',
      doc: { tag, summary: 'Delete (409 while linked)' },
      request: { params: idParams },
      response: { status: 200, schema: responses.deleted },
      input: sentId,
      run: ({ store }, id) => deleteAsset(store, kind, id),
    }),
    catalogueRoute({
      id: `${key}.unlink`,
      method: 'DELETE',
      path: `${path}/remove/:id`,
      access: 'staff',
      doc: { tag, summary: 'Unlink from one record (module_id, module_type in the query string or JSON body)' },
      request: { params: idParams, query: unlinkPlace, body: unlinkPlace },
      response: { status: 200, schema: responses.unlinked },
      input: ({ params, query }) => ({ id: params.id, query }),
      run: async ({ store }, { id, query }, readForm) => {
        const { fields } = await readForm();
        return unlinkAsset(store, kind, id, { ...fields, ...query });
      },
    }),
  ];
}

export const ASSET_ROUTES: CatalogueRoute[] = Object.values(ASSET_KINDS).flatMap(kindRoutes);
