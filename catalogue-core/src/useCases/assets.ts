// Image and file (PDF) assets: upload, rename, delete (409 while linked) and unlink from a record.
import { CatalogueError, conflict, notFound, routeId, unprocessable } from '../errors';
import {
  IMAGE_CROP_DEFAULT,
  savedMessage,
  stillLinkedMessage,
  stillReferredMessage,
  type AssetThing,
  type ImageCrop,
  type ImageFit,
} from '../messages';
import { parse } from '../schemas/parse';
import {
  assetUpdateInput,
  fileAssetCreateInput,
  fileAssetReplaceInput,
  imageAssetCreateInput,
  imageAssetReplaceInput,
  imageAssetUpdateInput,
  unlinkInput,
} from '../schemas/requests';
import type { CatalogueStore, PendingUpload } from '../store';
import { paged, pageOf } from '../paging';
import { ASSET_LINKS, type AssetTable, type RecordTable } from '../tables';
import { created, ok, type Answer, type ReadPayload } from './answer';
import { childCount, childrenOf } from './integrity';

export interface AssetKind {
  table: AssetTable;
  thing: AssetThing;
  /** The form's file part. */
  fileField: 'image_file' | 'pdf_file';
  upload: 'image' | 'pdf';
  path: string;
}

export const ASSET_KINDS: Record<AssetTable, AssetKind> = {
  image_asset: {
    table: 'image_asset',
    thing: 'Image',
    fileField: 'image_file',
    upload: 'image',
    path: '/api/assets-manager/image',
  },
  file_asset: { table: 'file_asset', thing: 'File', fileField: 'pdf_file', upload: 'pdf', path: '/api/assets-manager/file' },
};

/**
 * Asset rows (a list page, a picker, a detail) with how many records link each one, in all and by
 * table, never the records themselves: a brochure of a thousand products stays a few hundred bytes.
 */
export async function withLinkCounts<R extends { id: number }>(store: CatalogueStore, table: AssetTable, rows: R[]) {
  const counts = await store.linkCounts(
    table,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const own = counts.get(row.id) ?? {};
    const link_counts = Object.fromEntries(ASSET_LINKS[table].map((link) => [link.module, own[link.module] ?? 0])) as Partial<
      Record<RecordTable, number>
    >;
    const linked_count = Object.values(link_counts).reduce((n, c) => n + (c ?? 0), 0);
    return { ...row, linked_count, link_counts };
  });
}

/** An asset's detail: its row with the counts of the records linking it (those come paged: listAssetLinks). */
export async function readAssetDetail(store: CatalogueStore, kind: AssetKind, rawId: unknown): Promise<Answer> {
  const id = routeId(kind.thing, rawId);
  const row = (await store.row(kind.table, id)) as { id: number } | undefined;
  if (!row) throw notFound(kind.thing, id);
  return ok({ data: (await withLinkCounts(store, kind.table, [row]))[0] });
}

/**
 * A page of the records linking an asset: `{module_type, id, name}`, table by table in the order of
 * ASSET_LINKS (products first), each by id; `page`, `items_per_page` as the lists take them.
 */
export async function listAssetLinks(
  store: CatalogueStore,
  kind: AssetKind,
  rawId: unknown,
  query: Record<string, unknown> | undefined,
): Promise<Answer> {
  const id = routeId(kind.thing, rawId);
  if (!(await store.has(kind.table, id))) throw notFound(kind.thing, id);
  const list = pageOf(query);
  const counts = (await store.linkCounts(kind.table, [id])).get(id) ?? {};
  const rows: Array<{ module_type: RecordTable; id: number; name: string }> = [];
  let skip = (list.page - 1) * list.perPage;
  let total = 0;
  for (const link of ASSET_LINKS[kind.table]) {
    const count = counts[link.module] ?? 0;
    total += count;
    if (skip >= count) {
      skip -= count;
      continue;
    }
    const want = list.perPage - rows.length;
    if (want <= 0) continue;
    for (const record of await store.referrers(link.module, link.column, id, { offset: skip, limit: want }))
      rows.push({ module_type: link.module, id: record.id, name: record.name });
    skip = 0;
  }
  return ok({ data: paged(rows, total, list) });
}

/** Upload: name, description and the file part (already accepted by content and size). */
export async function createAsset(
  store: CatalogueStore,
  kind: AssetKind,
  fields: Record<string, unknown>,
  file: PendingUpload | undefined,
): Promise<Answer> {
  const payload = { ...fields, [kind.fileField]: file };
  const image = kind.table === 'image_asset' ? parse(imageAssetCreateInput, payload) : null;
  const input = image ?? parse(fileAssetCreateInput, payload);
  // An image's crop: the one sent, else the defaults.
  const crop = { ...IMAGE_CROP_DEFAULT, ...(image ? cropOf(image) : {}) };
  const upload = file!;
  const path = await upload.keep();
  let id: number;
  try {
    const own = { name: input.name, description: input.description, mime: upload.mime, size: upload.size };
    id =
      kind.table === 'image_asset'
        ? await store.insert('image_asset', { ...own, ...crop, image_path: path })
        : await store.insert('file_asset', { ...own, file_path: path });
  } catch (error) {
    await store.removeFile(path); // the row was not written: no orphan file
    throw error;
  }
  store.changed({ table: kind.table, id });
  return created({ message: savedMessage(kind.thing, 'created'), data: await store.row(kind.table, id) });
}

/** The crop an image payload names: the fields it sent. */
function cropOf(input: { focus_x?: number; focus_y?: number; fit?: ImageFit }): Partial<ImageCrop> {
  const crop: Partial<ImageCrop> = {};
  if (input.focus_x !== undefined) crop.focus_x = input.focus_x;
  if (input.focus_y !== undefined) crop.focus_y = input.focus_y;
  if (input.fit !== undefined) crop.fit = input.fit;
  return crop;
}

/** Only the name and the description change, and an image's crop (the fields sent; the others stay). */
export async function updateAsset(store: CatalogueStore, kind: AssetKind, rawId: unknown, readFields: ReadPayload<unknown>): Promise<Answer> {
  const id = routeId(kind.thing, rawId);
  if (!(await store.has(kind.table, id))) throw notFound(kind.thing, id);
  const fields = await readFields();
  const image = kind.table === 'image_asset' ? parse(imageAssetUpdateInput, fields) : null;
  const input = image ?? parse(assetUpdateInput, fields);
  const own = { name: input.name, description: input.description };
  const updated = image ? await store.update('image_asset', id, { ...own, ...cropOf(image) }) : await store.update(kind.table, id, own);
  if (!updated) throw notFound(kind.thing, id);
  store.changed({ table: kind.table, id });
  return ok({ message: savedMessage(kind.thing, 'updated'), data: await store.row(kind.table, id) });
}

/** A new file for the same asset: its id, name and links stay; the old file goes once the row points at the new one. */
export async function replaceAssetFile(store: CatalogueStore, kind: AssetKind, rawId: unknown, file: PendingUpload | undefined): Promise<Answer> {
  const id = routeId(kind.thing, rawId);
  const oldPath = await store.assetPath(kind.table, id);
  if (oldPath === null) throw notFound(kind.thing, id);
  parse(kind.table === 'image_asset' ? imageAssetReplaceInput : fileAssetReplaceInput, { [kind.fileField]: file });
  const upload = file!;
  const path = await upload.keep();
  let replaced: boolean;
  try {
    const own = { mime: upload.mime, size: upload.size };
    replaced =
      kind.table === 'image_asset'
        ? await store.update('image_asset', id, { ...own, image_path: path })
        : await store.update('file_asset', id, { ...own, file_path: path });
  } catch (error) {
    await store.removeFile(path);
    throw error;
  }
  if (!replaced) {
    // Deleted meanwhile: the new file has no row.
    await store.removeFile(path);
    throw notFound(kind.thing, id);
  }
  // After the row is written: a crash in between leaves an orphan file, never a row without its file.
  await store.removeFile(oldPath);
  store.changed({ table: kind.table, id });
  return ok({ message: savedMessage(kind.thing, 'updated'), data: await store.row(kind.table, id) });
}

/** Delete an asset no record links (409 while linked), then its file. */
export async function deleteAsset(store: CatalogueStore, kind: AssetKind, rawId: unknown): Promise<Answer> {
  const id = routeId(kind.thing, rawId);
  const path = await store.assetPath(kind.table, id);
  if (path === null) throw notFound(kind.thing, id);
  let links = 0;
  for (const link of ASSET_LINKS[kind.table]) links += await store.count(link.module, link.column, id);
  if (links) {
    const children = await childrenOf(
      store,
      ASSET_LINKS[kind.table].map((link) => ({ table: link.module, column: link.column })),
      id,
    );
    throw conflict(stillLinkedMessage(kind.thing, childCount(children) || links), children);
  }
  const outcome = await store.delete(kind.table, id);
  if (outcome === 'referred') throw conflict(stillReferredMessage(kind.thing));
  // Two deletes at once: only the one that removed the row says so (and removes the file).
  if (outcome === 'missing') throw notFound(kind.thing, id);
  // The row first, then its file: a crash in between leaves an orphan file, never a row without its file.
  await store.removeFile(path);
  store.changed({ table: kind.table, id });
  return ok({ message: savedMessage(kind.thing, 'deleted'), data: { id } });
}

/** Unlink the asset from one record (module_type, module_id from the query string or the body). */
export async function unlinkAsset(store: CatalogueStore, kind: AssetKind, rawId: unknown, payload: unknown): Promise<Answer> {
  const id = routeId(kind.thing, rawId);
  const input = parse(unlinkInput, payload);
  const links = ASSET_LINKS[kind.table];
  const link = links.find((l) => l.module === input.module_type);
  if (!link) throw unprocessable({ module_type: [`A ${kind.thing.toLowerCase()} can only be linked to ${links.map((l) => l.module).join(' or ')}`] });
  if (!(await store.has(kind.table, id))) throw notFound(kind.thing, id);
  if (!(await store.unlink(link.module, link.column, input.module_id, id)))
    throw new CatalogueError(404, `${kind.thing} "${id}" is not linked to ${link.module} "${input.module_id}"`);
  store.changed({ table: kind.table, id }, { table: link.module, id: input.module_id });
  return ok({ message: savedMessage(kind.thing, 'removed'), data: { id, module_type: link.module, module_id: input.module_id } });
}
