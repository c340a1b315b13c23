// Manufacture types, vendors, product categories and product series: the core's LEVELS, each with
// its list (SQL paging, parent filters), its detail (public, cached), create, update and delete.
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  deleteLevel,
  LEVELS,
  listQueryOf,
  notFound,
  paged,
  parse,
  readDetail,
  readSeriesPage,
  responses,
  routeId,
  saveLevel,
  seriesPageQuery,
  type Level,
  type LevelTable,
} from '@mfe/catalogue-core';
import type { App } from '../context';
import { sendAnswer, sendCached, withForm } from '../lib/http';
import { levelPage } from '../queries/listPages';
import { answers, bearer, idParams, jsonSchema, listQuery } from './schemas';

type Q = Record<string, unknown>;

/** What the API adds to a level of the core: its documentation and its keys in the public read cache. */
interface LevelRoutes {
  /** Cache key of the public detail (`<key>|<id>`). */
  detailKey: string;
  /** The list is public and cached under this key (manufacture types), else it needs a token. */
  publicListKey?: string;
  /** What refuses a delete, for its summary. */
  childrenLabel: string;
  summaries: { list: string; detail: string; create?: string; update?: string };
  row: Parameters<typeof responses.page>[0];
  /** The list's row, when it names its parents only (series). */
  listRow?: Parameters<typeof responses.page>[0];
  detail: Parameters<typeof responses.one>[0];
}

const LEVEL_ROUTES: Record<LevelTable, LevelRoutes> = {
  mt_manufacture_type: {
    detailKey: 'mt',
    publicListKey: 'mt-list',
    childrenLabel: 'vendors',
    summaries: { list: 'Paged list (public)', detail: 'Detail with vendors (public)' },
    row: responses.manufactureType,
    detail: responses.manufactureTypeDetail,
  },
  mt_vendor: {
    detailKey: 'vendor',
    childrenLabel: 'categories',
    summaries: {
      list: 'Paged list with mt_manufacture_type',
      detail: 'Detail with image, mt_manufacture_type (with its vendors) and categories → series (public)',
    },
    row: responses.vendor,
    detail: responses.vendorDetail,
  },
  mt_product_category: {
    detailKey: 'category',
    childrenLabel: 'series',
    summaries: {
      list: 'Paged list with mt_vendor → mt_manufacture_type',
      detail: 'Detail with mt_vendor → mt_manufacture_type, image, series (public)',
    },
    row: responses.category,
    detail: responses.categoryDetail,
  },
  mt_product_series: {
    detailKey: 'series',
    childrenLabel: 'products',
    summaries: {
      list: 'Paged list with mt_product_category → mt_vendor → mt_manufacture_type, image, pdf',
      detail: 'Detail with category → vendor → type, image, pdf, no_pdf (public)',
      create: 'Create (pdf_id links a PDF file asset)',
      update: 'Update (pdf_id null clears the brochure)',
    },
    row: responses.series,
    listRow: responses.seriesListRow,
    detail: responses.seriesDetail,
  },
};

/** The key of a cached public list: page, size, search (any case) and the parent filters as sent. */
function listKey(prefix: string, q: Q, page: { page: number; perPage: number }): string {
  const f = (k: string) => (typeof q[k] === 'string' ? (q[k] as string) : '');
  return [prefix, page.page, page.perPage, f('search').trim().toLowerCase(), f('mt_manufacture_type_id'), f('mt_vendor_id')].join('|');
}

export function hierarchyRoutes(app: App) {
  const { ctx } = app;

  app.get(
    '/api/manufacture-type/detail/name/:name',
    {
      config: { public: true },
      schema: {
        tags: ['Manufacture type'],
        summary: 'Detail by name with vendors → categories → series (public)',
        response: answers(200, responses.one(responses.manufactureTypeDetail)),
      },
    },
    async (req, reply) => {
      const { name } = req.params as { name: string };
      return sendCached(req, reply, ctx.cache, `mt-name|${name.trim().toLowerCase()}`, async () => {
        const snap = await ctx.snapshot();
        const type = snap.typeByName(name);
        if (!type) throw notFound('Manufacture type', name);
        return { data: snap.typeDetail(type) };
      });
    },
  );

  for (const level of Object.values(LEVELS) as Level[]) levelRoutes(app, level, LEVEL_ROUTES[level.table]);

  // The series page (issue 20): a page of a series' models with their count, cached by page.
  app.get(
    '/api/product/series/page/:id',
    {
      config: { public: true },
      schema: {
        tags: ['Product series'],
        summary:
          'The series page: the series with one page of its products in name order and mt_product_page {total, per_page, current_page, last_page} (public; 404 past the last page, 422 for a page or per_page that is no whole number in range)',
        params: idParams,
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'string', description: 'Page number (default 1)' },
            per_page: { type: 'string', description: 'Products per page (default 48, at most 96)' },
          },
        },
        response: answers(200, responses.one(responses.seriesPage)),
      },
    },
    async (req, reply) => {
      const id = routeId('Product series', (req.params as { id: string }).id);
      const { page, per_page } = parse(seriesPageQuery, req.query);
      return sendCached(req, reply, ctx.cache, `series-page|${id}|${page}|${per_page}`, async () => {
        return (await readSeriesPage(ctx.store, id, { page: String(page), per_page: String(per_page) })).body;
      });
    },
  );
}

function levelRoutes(app: App, level: Level, routes: LevelRoutes) {
  const { ctx } = app;
  const { store } = ctx;
  const { thing, table, path } = level;
  const tags = [thing];
  const body = jsonSchema(level.input);
  const saved = responses.saved(routes.row);

  const list = async (req: FastifyRequest) => {
    const query = listQueryOf(req.query as Q, level.parentFilters);
    const { ids, total } = await levelPage(ctx.d.db, table, query);
    return { data: paged(await store.levelRows(table, ids, 'list'), total, query) };
  };
  const listSchema = {
    tags,
    summary: routes.summaries.list,
    querystring: listQuery(level.parentFilters),
    response: answers(200, responses.page(routes.listRow ?? routes.row)),
  };
  const { publicListKey } = routes;
  if (publicListKey) {
    app.get(path, { config: { public: true }, schema: listSchema }, async (req: FastifyRequest, reply: FastifyReply) => {
      const q = (req.query ?? {}) as Q;
      return sendCached(req, reply, ctx.cache, listKey(publicListKey, q, listQueryOf(q, level.parentFilters)), () => list(req));
    });
  } else {
    app.get(path, { schema: { ...listSchema, security: bearer } }, list);
  }

  app.get(
    `${path}/detail/:id`,
    {
      config: { public: true },
      schema: { tags, summary: routes.summaries.detail, params: idParams, response: answers(200, responses.one(routes.detail)) },
    },
    async (req, reply) => {
      const id = routeId(thing, (req.params as { id: string }).id);
      return sendCached(req, reply, ctx.cache, `${routes.detailKey}|${id}`, async () => (await readDetail(store, table, thing, id)).body);
    },
  );

  const save = async (req: FastifyRequest, reply: FastifyReply, id: string | null) =>
    sendAnswer(reply, await withForm(req, ctx.storage, {}, (read) => saveLevel(store, level, id, async () => (await read()).fields)));
  app.post(
    `${path}/create`,
    {
      schema: { tags, summary: routes.summaries.create ?? 'Create', body, security: bearer, response: answers(201, saved) },
    },
    (req, reply) => save(req, reply, null),
  );
  app.post(
    `${path}/update/:id`,
    {
      schema: { tags, summary: routes.summaries.update ?? 'Update', params: idParams, body, security: bearer, response: answers(200, saved) },
    },
    (req, reply) => save(req, reply, (req.params as { id: string }).id),
  );

  app.delete(
    `${path}/delete/:id`,
    {
      schema: {
        tags,
        summary: `Delete (409 while it has ${routes.childrenLabel})`,
        params: idParams,
        security: bearer,
        response: answers(200, responses.deleted),
      },
    },
    async (req, reply) => sendAnswer(reply, await deleteLevel(store, level, (req.params as { id: string }).id)),
  );
}
