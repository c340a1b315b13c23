// Image and file (PDF) assets: upload, list, detail with linked records, rename, unlink, delete
// (the core's use cases over the demo's store).
import { ASSET_KINDS, createAsset, deleteAsset, readDetail, replaceAssetFile, unlinkAsset, updateAsset, type AssetKind } from '@mfe/catalogue-core';
import { route, type DemoRoute } from '../http/router';
import { pendingUpload } from '../uploads/readUpload';
import { listPage } from './listing';

function assetRoutesOf(kind: AssetKind): DemoRoute[] {
  return [
    route(`GET ${kind.path}`, async (req, { store }) => {
      const listing = { rows: store.db[kind.table] as Array<{ id: number; name: string }>, newestFirst: true };
      const page = listPage(req.query, listing, (row) => row);
      // A row with its links is the asset's detail.
      if (kind.listsLinks) page.data = await Promise.all(page.data.map(async (row) => (await store.detail(kind.table, row.id)) as typeof row));
      return { body: { data: page } };
    }),
    route(`GET ${kind.path}/detail/:id`, (req, { store }) => readDetail(store, kind.table, kind.thing, req.params.id)),
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
