// Products: the admin list (../queries/productPage.ts), the detail, and multipart saves whose
// image_file / pdf_file become new assets (the core's saveProduct).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deleteProduct, listQueryOf, PRODUCT_PARENT_FILTERS, readDetail, requests, responses, saveProduct } from '@mfe/catalogue-core';
import type { App } from '../context';
import { sendAnswer, withForm } from '../lib/http';
import { productPageJson } from '../queries/productPage';
import { answers, bearer, idParams, jsonSchema, listQuery } from './schemas';

const tags = ['Product'];
const multipart =
  'multipart/form-data (or JSON): name, description, mt_manufacture_type_id, mt_vendor_id, mt_product_category_id, mt_product_series_id, image_id, pdf_id, image_file (JPEG/PNG ≤ 10 MB), pdf_file (PDF ≤ 50 MB). An empty file part is skipped.';

export function productRoutes(app: App) {
  const { ctx } = app;
  const { store } = ctx;
  const saved = responses.saved(responses.product);
  const pages = { db: ctx.d.db, cache: ctx.cache, snapshot: ctx.snapshot };

  app.get(
    '/api/product',
    {
      schema: {
        tags,
        summary: 'Paged list (newest first) with image, file and mt_product_series → category → vendor → type named (id, name, the ids above)',
        querystring: listQuery(PRODUCT_PARENT_FILTERS),
        security: bearer,
        response: answers(200, responses.page(responses.productListRow)),
      },
    },
    async (req, reply) => {
      const page = await productPageJson(pages, listQueryOf(req.query as Record<string, unknown>, PRODUCT_PARENT_FILTERS));
      return sendAnswer(reply, { status: 200, body: page });
    },
  );

  app.get(
    '/api/product/detail/:id',
    {
      schema: {
        tags,
        summary: 'Detail with series chain, image and file',
        params: idParams,
        security: bearer,
        response: answers(200, responses.one(responses.product)),
      },
    },
    async (req, reply) => sendAnswer(reply, await readDetail(store, 'mt_product', 'Product', (req.params as { id: string }).id)),
  );

  const save = async (req: FastifyRequest, reply: FastifyReply, id: string | null) =>
    sendAnswer(reply, await withForm(req, ctx.storage, { image_file: 'image', pdf_file: 'pdf' }, (read) => saveProduct(store, id, read)));
  const form = { consumes: ['multipart/form-data', 'application/json'], body: jsonSchema(requests.productInput), description: multipart };
  app.post(
    '/api/product/create',
    {
      schema: { tags, summary: 'Create (multipart)', ...form, security: bearer, response: answers(201, saved) },
    },
    (req, reply) => save(req, reply, null),
  );
  app.post(
    '/api/product/update/:id',
    {
      schema: { tags, summary: 'Update (multipart)', ...form, params: idParams, security: bearer, response: answers(200, saved) },
    },
    (req, reply) => save(req, reply, (req.params as { id: string }).id),
  );

  app.delete(
    '/api/product/delete/:id',
    {
      schema: { tags, summary: 'Delete', params: idParams, security: bearer, response: answers(200, responses.deleted) },
    },
    async (req, reply) => sendAnswer(reply, await deleteProduct(store, (req.params as { id: string }).id)),
  );
}
