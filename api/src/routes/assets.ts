// Image and file (PDF) assets: upload, list, detail with linked records, unlink, delete.
import type { FastifyRequest } from 'fastify';
import type { App } from '../context';
import { AppError, conflict, notFound, routeId, unprocessable } from '../lib/errors';
import { pageQuery, paged, readForm } from '../lib/http';
import type { Kind } from '../lib/storage';
import {
  ASSET_LINKS,
  checkAssetUpdate,
  checkFileAssetCreate,
  checkImageAssetCreate,
  checkImageRemove,
  savedMessage,
  stillLinkedMessage,
  type ModuleType,
} from '../rules';
import { pageIds, Where } from './common';
import { bearer, idParams, listQuery, removeQuery } from './schemas';

type Q = Record<string, unknown>;

interface AssetKind {
  thing: 'Image' | 'File';
  table: 'image_asset' | 'file_asset';
  pathCol: 'image_path' | 'file_path';
  fileField: 'image_file' | 'pdf_file';
  kind: Kind;
  base: string;
  /** The record tables that link this asset, and through which column. */
  links: ReadonlyArray<{ module: ModuleType; column: 'image_id' | 'pdf_id' }>;
}

const IMAGE: AssetKind = {
  thing: 'Image',
  table: 'image_asset',
  pathCol: 'image_path',
  fileField: 'image_file',
  kind: 'image',
  base: '/api/assets-manager/image',
  links: ASSET_LINKS.Image,
};
const FILE: AssetKind = {
  thing: 'File',
  table: 'file_asset',
  pathCol: 'file_path',
  fileField: 'pdf_file',
  kind: 'pdf',
  base: '/api/assets-manager/file',
  links: ASSET_LINKS.File,
};

export function assetRoutes(app: App) {
  for (const k of [IMAGE, FILE]) register(app, k);
}

function register(app: App, k: AssetKind) {
  const { ctx } = app;
  const { d } = ctx;
  const tag = k.thing === 'Image' ? 'Image asset' : 'File asset';
  const cols = `id, name, description, ${k.pathCol}, mime, size::int AS size, created_at, updated_at`;

  async function row(id: number) {
    const [r] = await d.query<Record<string, unknown>>(`SELECT ${cols} FROM ${k.table} WHERE id = $1`, [id]);
    return r ?? null;
  }

  async function linked(id: number) {
    const out: Record<string, Array<{ id: number; name: string }>> = {};
    for (const l of k.links) {
      out[l.module] = await d.query<{ id: number; name: string }>(`SELECT id, name FROM ${l.module} WHERE ${l.column} = $1 ORDER BY id`, [id]);
    }
    return out;
  }

  app.get(k.base, {
    schema: { tags: [tag], summary: 'Paged list (newest first)', querystring: listQuery, security: bearer },
  }, async (req) => {
    const q = (req.query ?? {}) as Q;
    const p = pageQuery(q);
    const { ids, total } = await pageIds(d, k.table, new Where().search(q), p, 'id DESC');
    const rows = ids.length
      ? await d.query(`SELECT ${cols} FROM ${k.table} WHERE id = ANY($1::int[]) ORDER BY id DESC`, [ids])
      : [];
    return { data: paged(rows, total, p) };
  });

  app.get(`${k.base}/detail/:id`, {
    schema: { tags: [tag], summary: 'Detail with the linked records', params: idParams, security: bearer },
  }, async (req) => {
    const id = routeId(k.thing, (req.params as { id: string }).id);
    const r = await row(id);
    if (!r) throw notFound(k.thing, id);
    return { data: { ...r, ...(await linked(id)) } };
  });

  app.post(`${k.base}/create`, {
    schema: {
      tags: [tag],
      summary: 'Upload (multipart)',
      description:
        k.kind === 'image'
          ? 'multipart/form-data: name, description, image_file (JPEG or PNG by content, ≤ 10 MB)'
          : 'multipart/form-data: name, description, pdf_file (PDF by content, ≤ 50 MB)',
      security: bearer,
    },
  }, async (req: FastifyRequest, reply) => {
    const form = await readForm(req, ctx.storage, { [k.fileField]: k.kind });
    let written: string | null = null;
    try {
      const f = form.files[k.fileField];
      const r = k.kind === 'image' ? checkImageAssetCreate(form.fields, !!f) : checkFileAssetCreate(form.fields, !!f);
      if (!r.ok) throw unprocessable(r.errors);
      written = await ctx.storage.commit(f!);
      const [ins] = await d.query<{ id: number }>(
        `INSERT INTO ${k.table} (name, description, ${k.pathCol}, mime, size) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [r.value.name, r.value.description, written, f!.mime, f!.size],
      );
      written = null;
      ctx.invalidate();
      return reply.code(201).send({ message: savedMessage(k.thing, 'created'), data: await row(ins!.id) });
    } finally {
      if (written) await ctx.storage.remove(written); // the row insert failed: no orphan file
      await form.cleanup();
    }
  });

  app.post(`${k.base}/update/:id`, {
    schema: { tags: [tag], summary: 'Update name and description', params: idParams, security: bearer },
  }, async (req) => {
    const id = routeId(k.thing, (req.params as { id: string }).id);
    if (!(await row(id))) throw notFound(k.thing, id);
    const form = await readForm(req, ctx.storage);
    try {
      const r = checkAssetUpdate(form.fields);
      if (!r.ok) throw unprocessable(r.errors);
      await d.query(`UPDATE ${k.table} SET name = $2, description = $3, updated_at = now() WHERE id = $1`, [id, r.value.name, r.value.description]);
      ctx.invalidate();
      return { message: savedMessage(k.thing, 'updated'), data: await row(id) };
    } finally {
      await form.cleanup();
    }
  });

  app.delete(`${k.base}/delete/:id`, {
    schema: { tags: [tag], summary: 'Delete (409 while linked)', params: idParams, security: bearer },
  }, async (req) => {
    const id = routeId(k.thing, (req.params as { id: string }).id);
    const r = await row(id);
    if (!r) throw notFound(k.thing, id);
    const counts = await Promise.all(
      k.links.map(async (l) => {
        const [c] = await d.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${l.module} WHERE ${l.column} = $1`, [id]);
        return c!.n;
      }),
    );
    const n = counts.reduce((a, b) => a + b, 0);
    if (n) throw conflict(stillLinkedMessage(k.thing, n));
    let deleted: unknown[];
    try {
      deleted = await d.query(`DELETE FROM ${k.table} WHERE id = $1 RETURNING id`, [id]);
    } catch (e) {
      if ((e as { code?: string }).code === '23503') throw conflict(`Cannot delete ${k.thing.toLowerCase()}: it is still linked`);
      throw e;
    }
    // Two deletes at once: only the one that removed the row says so (and removes the file).
    if (!deleted.length) throw notFound(k.thing, id);
    // The row first, then its file: a crash in between leaves an orphan file (swept), never a row without its file.
    await ctx.storage.remove(r[k.pathCol] as string);
    ctx.invalidate();
    return { message: savedMessage(k.thing, 'deleted'), data: { id } };
  });

  app.delete(`${k.base}/remove/:id`, {
    schema: {
      tags: [tag],
      summary: 'Unlink from one record (module_id, module_type in the query string or JSON body)',
      params: idParams,
      querystring: removeQuery,
      security: bearer,
    },
  }, async (req) => {
    const id = routeId(k.thing, (req.params as { id: string }).id);
    const body = req.body && typeof req.body === 'object' ? (req.body as Q) : {};
    const q = { ...body, ...((req.query ?? {}) as Q) };
    const r = checkImageRemove(q);
    if (!r.ok) throw unprocessable(r.errors);
    const link = k.links.find((l) => l.module === r.value.module_type);
    if (!link) throw unprocessable({ module_type: [`A ${k.thing.toLowerCase()} can only be linked to ${k.links.map((l) => l.module).join(' or ')}`] });
    if (!(await row(id))) throw notFound(k.thing, id);
    const upd = await d.query(
      `UPDATE ${link.module} SET ${link.column} = NULL, updated_at = now() WHERE id = $1 AND ${link.column} = $2 RETURNING id`,
      [r.value.module_id, id],
    );
    if (!upd.length) throw new AppError(404, `${k.thing} "${id}" is not linked to ${link.module} "${r.value.module_id}"`);
    ctx.invalidate();
    return { message: `${k.thing} removed successfully`, data: { id, module_type: link.module, module_id: r.value.module_id } };
  });
}
