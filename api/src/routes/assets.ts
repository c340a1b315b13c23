// Image and file (PDF) assets, the core's ASSET_KINDS: upload, list and detail with how many records
// link each, a page of those records, rename, delete (409 while linked) and unlink from one record.
import type { FastifyRequest } from 'fastify';
import {
  ASSET_KINDS,
  createAsset,
  deleteAsset,
  listAssetLinks,
  listQueryOf,
  paged,
  readAssetDetail,
  replaceAssetFile,
  requests,
  responses,
  unlinkAsset,
  updateAsset,
  withLinkCounts,
  type AssetKind,
} from '@mfe/catalogue-core';
import type { App } from '../context';
import { sendAnswer, withForm } from '../lib/http';
import { assetPage } from '../queries/listPages';
import { answers, bearer, idParams, jsonSchema, listQuery } from './schemas';

type Q = Record<string, unknown>;

const DOCS = {
  image_asset: {
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

export function assetRoutes(app: App) {
  for (const kind of Object.values(ASSET_KINDS)) kindRoutes(app, kind);
}

function kindRoutes(app: App, kind: AssetKind) {
  const { ctx } = app;
  const { store } = ctx;
  const { path, table } = kind;
  const docs = DOCS[table];
  const tags = [docs.tag];
  const saved = responses.saved(docs.row);
  const id = (req: FastifyRequest) => (req.params as { id: string }).id;

  app.get(
    path,
    {
      schema: {
        tags,
        summary: 'Paged list (newest first), each with how many records link it',
        querystring: listQuery([]),
        security: bearer,
        response: answers(200, responses.page(docs.listRow)),
      },
    },
    async (req) => {
      const query = listQueryOf(req.query as Q, []);
      const { rows, total } = await assetPage(ctx.d.db, table, query);
      return { data: paged(await withLinkCounts(store, table, rows as Array<Record<string, unknown> & { id: number }>), total, query) };
    },
  );

  app.get(
    `${path}/links/:id`,
    {
      schema: {
        tags,
        summary: 'A page of the records linking it (products first, then by table; each by id)',
        params: idParams,
        querystring: listQuery([]),
        security: bearer,
        response: answers(200, responses.page(responses.assetLink)),
      },
    },
    async (req, reply) => sendAnswer(reply, await listAssetLinks(store, kind, id(req), req.query as Q)),
  );

  app.get(
    `${path}/detail/:id`,
    {
      schema: {
        tags,
        summary: 'Detail with how many records link it (the records: …/links/{id})',
        params: idParams,
        security: bearer,
        response: answers(200, responses.one(docs.detail)),
      },
    },
    async (req, reply) => sendAnswer(reply, await readAssetDetail(store, kind, id(req))),
  );

  app.post(
    `${path}/create`,
    {
      schema: {
        tags,
        summary: 'Upload (multipart)',
        description: docs.upload,
        consumes: ['multipart/form-data'],
        body: jsonSchema(docs.create),
        security: bearer,
        response: answers(201, saved),
      },
    },
    async (req, reply) => {
      const answer = await withForm(req, ctx.storage, { [kind.fileField]: kind.upload }, async (read) => {
        const form = await read();
        return createAsset(store, kind, form.fields, form.uploads[kind.fileField]);
      });
      return sendAnswer(reply, answer);
    },
  );

  app.post(
    `${path}/replace/:id`,
    {
      schema: {
        tags,
        summary: 'Replace the file (multipart): same id, name and links; the old file is removed',
        description: docs.replaceUpload,
        consumes: ['multipart/form-data'],
        params: idParams,
        body: jsonSchema(docs.replace),
        security: bearer,
        response: answers(200, saved),
      },
    },
    async (req, reply) => {
      const answer = await withForm(req, ctx.storage, { [kind.fileField]: kind.upload }, async (read) => {
        const form = await read();
        return replaceAssetFile(store, kind, id(req), form.uploads[kind.fileField]);
      });
      return sendAnswer(reply, answer);
    },
  );

  app.post(
    `${path}/update/:id`,
    {
      schema: {
        tags,
        summary: docs.updateSummary,
        params: idParams,
        body: jsonSchema(docs.update),
        security: bearer,
        response: answers(200, saved),
      },
    },
    async (req, reply) => {
      return sendAnswer(reply, await withForm(req, ctx.storage, {}, (read) => updateAsset(store, kind, id(req), async () => (await read()).fields)));
    },
  );

  app.delete(
    `${path}/delete/:id`,
    {
      schema: { tags, summary: 'Delete (409 while linked)', params: idParams, security: bearer, response: answers(200, responses.deleted) },
    },
    async (req, reply) => sendAnswer(reply, await deleteAsset(store, kind, id(req))),
  );

  const unlink = jsonSchema(requests.unlinkInput);
  // Either place may carry them, so neither requires them.
  const { required: _required, ...unlinkQuery } = unlink;
  app.delete(
    `${path}/remove/:id`,
    {
      schema: {
        tags,
        summary: 'Unlink from one record (module_id, module_type in the query string or JSON body)',
        params: idParams,
        querystring: unlinkQuery,
        body: unlinkQuery,
        security: bearer,
        response: answers(200, responses.unlinked),
      },
    },
    async (req, reply) => {
      const body = req.body && typeof req.body === 'object' ? (req.body as Q) : {};
      return sendAnswer(reply, await unlinkAsset(store, kind, id(req), { ...body, ...(req.query as Q) }));
    },
  );
}
