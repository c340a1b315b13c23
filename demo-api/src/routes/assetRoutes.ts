// Image and file (PDF) assets: upload, list and detail with link counts, the linking records paged, rename, unlink, delete
// (the core's use cases over the demo's store).
import {
  ASSET_KINDS,
  createAsset,
  deleteAsset,
  listQueryOf,
  listAssetLinks,
  readAssetDetail,
  replaceAssetFile,
  unlinkAsset,
  updateAsset,
  withLinkCounts,
  type AssetKind,
} from '@mfe/catalogue-core';
import { route, type DemoRoute } from '../http/router';
import { pendingUpload } from '../uploads/readUpload';
import { listPage } from './listing';

function assetRoutesOf(kind: AssetKind): DemoRoute[] {
  return [
    route(`GET ${kind.path}`, async (req, { store }) => {
      const listing = { rows: store.db[kind.table] as Array<{ id: number; name: string }>, newestFirst: true };
      const page = listPage(listQueryOf(req.query, []), listing, (row) => row);
      return { body: { data: { ...page, data: await withLinkCounts(store, kind.table, page.data) } } };
    }),
    route(`GET ${kind.path}/detail/:id`, (req, { store }) => readAssetDetail(store, kind, req.params.id)),
    route(`GET ${kind.path}/links/:id`, (req, { store }) => listAssetLinks(store, kind, req.params.id, req.query)),
    route(`POST ${kind.path}/create`, async (req, { store, uploads }) =>
      createAsset(store, kind, req.fields, await pendingUpload(req.files[kind.fileField], kind.upload, uploads)),
    ),
    route(`POST ${kind.path}/replace/:id`, async (req, { store, uploads }) =>
      replaceAssetFile(store, kind, req.params.id, await pendingUpload(req.files[kind.fileField], kind.upload, uploads)),
    ),
    route(`POST ${kind.path}/update/:id`, (req, { store }) => updateAsset(store, kind, req.params.id, () => req.fields)),
    route(`DELETE ${kind.path}/delete/:id`, (req, { store }) => deleteAsset(store, kind, req.params.id)),
    route(`DELETE ${kind.path}/remove/:id`, (req, { store }) => unlinkAsset(store, kind, req.params.id, { ...req.fields, ...req.query })),
  ];
}

export function assetRoutes(): DemoRoute[] {
  return [assetRoutesOf(ASSET_KINDS.image_asset), assetRoutesOf(ASSET_KINDS.file_asset)].flat();
}
