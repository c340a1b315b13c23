// Image and file (PDF) assets: upload, list, detail with linked records, unlink, delete.
import {
  ASSET_LINKS,
  checkAssetUpdate,
  checkFileAssetCreate,
  checkImageAssetCreate,
  checkImageRemove,
  savedMessage,
  stillLinkedMessage,
  type ModuleType,
} from '@mfe/api/rules';
import { nextId, type DemoDb, type FileRow, type ImageRow } from '../db/demoDb';
import { conflict, HttpError, notFound, routeId, unprocessable } from '../http/httpError';
import { route, type DemoRoute } from '../http/router';
import { readUpload, type UploadKind } from '../uploads/readUpload';
import { ensure } from './integrity';
import { matchesSearch, paged } from './listing';

interface AssetKind<T extends 'image_asset' | 'file_asset'> {
  thing: 'Image' | 'File';
  table: T;
  base: string;
  fileField: 'image_file' | 'pdf_file';
  kind: UploadKind;
  /** The record tables that link this asset, and through which column. */
  links: ReadonlyArray<{ module: ModuleType; column: 'image_id' | 'pdf_id' }>;
  withPath(row: Omit<ImageRow, 'image_path'>, path: string): DemoDb[T][number];
}

const IMAGE: AssetKind<'image_asset'> = {
  thing: 'Image',
  table: 'image_asset',
  base: '/api/assets-manager/image',
  fileField: 'image_file',
  kind: 'image',
  links: ASSET_LINKS.Image,
  withPath: (row, path): ImageRow => ({ ...row, image_path: path }),
};

const FILE: AssetKind<'file_asset'> = {
  thing: 'File',
  table: 'file_asset',
  base: '/api/assets-manager/file',
  fileField: 'pdf_file',
  kind: 'pdf',
  links: ASSET_LINKS.File,
  withPath: (row, path): FileRow => ({ ...row, file_path: path }),
};

type LinkableRow = { id: number; name: string; image_id: number | null; pdf_id?: number | null };

function linkedRows(db: DemoDb, module: ModuleType): LinkableRow[] {
  return db[module] as LinkableRow[];
}

function assetRoutesOf<T extends 'image_asset' | 'file_asset'>(k: AssetKind<T>): DemoRoute[] {
  const rows = (db: DemoDb) => db[k.table] as Array<DemoDb[T][number]>;
  const existing = (db: DemoDb, raw: string | undefined) => {
    const id = routeId(k.thing, raw);
    const row = rows(db).find((r) => r.id === id);
    if (!row) throw notFound(k.thing, id);
    return row;
  };
  const linked = (db: DemoDb, id: number) =>
    Object.fromEntries(
      k.links.map((l) => [l.module, linkedRows(db, l.module).filter((r) => r[l.column] === id).map((r) => ({ id: r.id, name: r.name }))]),
    );

  return [
    route(`GET ${k.base}`, (req, ctx) => {
      const found = rows(ctx.db)
        .filter((r) => matchesSearch(req.query, r.name))
        .sort((a, b) => b.id - a.id);
      return { body: { data: paged(found, req.query) } };
    }),
    route(`GET ${k.base}/detail/:id`, (req, ctx) => {
      const row = existing(ctx.db, req.params.id);
      return { body: { data: { ...row, ...linked(ctx.db, row.id) } } };
    }),
    route(`POST ${k.base}/create`, async (req, ctx) => {
      const file = await readUpload(req.files[k.fileField], k.kind, ctx.uploads);
      const input = ensure(k.kind === 'image' ? checkImageAssetCreate(req.fields, !!file) : checkFileAssetCreate(req.fields, !!file));
      const now = ctx.now();
      const row = k.withPath(
        { id: nextId(ctx.db, k.table), name: input.name, description: input.description, mime: file!.mime, size: file!.size, created_at: now, updated_at: now },
        file!.dataUrl,
      );
      rows(ctx.db).push(row);
      return { status: 201, body: { message: savedMessage(k.thing, 'created'), data: row } };
    }),
    route(`POST ${k.base}/update/:id`, (req, ctx) => {
      const row = existing(ctx.db, req.params.id);
      const input = ensure(checkAssetUpdate(req.fields));
      Object.assign(row, { name: input.name, description: input.description, updated_at: ctx.now() });
      return { body: { message: savedMessage(k.thing, 'updated'), data: row } };
    }),
    route(`DELETE ${k.base}/delete/:id`, (req, ctx) => {
      const row = existing(ctx.db, req.params.id);
      const links = Object.values(linked(ctx.db, row.id)).reduce((n, list) => n + list.length, 0);
      if (links) throw conflict(stillLinkedMessage(k.thing, links));
      rows(ctx.db).splice(rows(ctx.db).indexOf(row), 1);
      return { body: { message: savedMessage(k.thing, 'deleted'), data: { id: row.id } } };
    }),
    route(`DELETE ${k.base}/remove/:id`, (req, ctx) => {
      const id = routeId(k.thing, req.params.id);
      const input = ensure(checkImageRemove({ ...req.fields, ...req.query }));
      const link = k.links.find((l) => l.module === input.module_type);
      if (!link)
        throw unprocessable({ module_type: [`A ${k.thing.toLowerCase()} can only be linked to ${k.links.map((l) => l.module).join(' or ')}`] });
      existing(ctx.db, String(id));
      const record = linkedRows(ctx.db, link.module).find((r) => r.id === input.module_id && r[link.column] === id);
      if (!record) throw new HttpError(404, `${k.thing} "${id}" is not linked to ${link.module} "${input.module_id}"`);
      record[link.column] = null;
      (record as { updated_at?: string }).updated_at = ctx.now();
      return { body: { message: `${k.thing} removed successfully`, data: { id, module_type: link.module, module_id: input.module_id } } };
    }),
  ];
}

export function assetRoutes(): DemoRoute[] {
  return [...assetRoutesOf(IMAGE), ...assetRoutesOf(FILE)];
}
