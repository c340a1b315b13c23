// Manufacture types, vendors, product categories and product series (the core's LEVELS): each
// level's list, detail (public), create, update and delete; a type's public read by name; the
// series page (issue 20).
import { z } from 'zod';
import { notFound, routeId } from '../errors';
import { LEVEL_LIST, type Level } from '../levels';
import { listQueryOf } from '../listing';
import { parse } from '../schemas/parse';
import * as responses from '../schemas/responses';
import { seriesPageQuery } from '../schemas/seriesPage';
import type { LevelTable } from '../tables';
import { ok } from '../useCases/answer';
import { deleteLevel, readDetail, saveLevel } from '../useCases/levels';
import { readSeriesPage } from '../useCases/seriesPage';
import { catalogueRoute, sentId, type CatalogueRoute } from './route';
import { idParams, listQueryString } from './requestSchemas';

type RowSchema = Parameters<typeof responses.page>[0];

/** What a level's routes say beyond the level itself: who reads its list, its answers, its summaries. */
interface LevelSurface {
  /** The route ids' stem. */
  key: string;
  /** The footer and the Products section read the manufacture types without a token; other lists are the admin's. */
  publicList: boolean;
  row: RowSchema;
  /** The list's row, when it names its parents only (series). */
  listRow?: RowSchema;
  detail: RowSchema;
  /** What refuses a delete, for its summary. */
  childrenLabel: string;
  summaries: { list: string; detail: string; create?: string; update?: string };
}

const LEVEL_SURFACES: Record<LevelTable, LevelSurface> = {
  mt_manufacture_type: {
    key: 'manufacture-type',
    publicList: true,
    row: responses.manufactureType,
    detail: responses.manufactureTypeDetail,
    childrenLabel: 'vendors',
    summaries: { list: 'Paged list (public)', detail: 'Detail with vendors (public)' },
  },
  mt_vendor: {
    key: 'vendor',
    publicList: false,
    row: responses.vendor,
    detail: responses.vendorDetail,
    childrenLabel: 'categories',
    summaries: {
      list: 'Paged list with mt_manufacture_type',
      detail: 'Detail with image, mt_manufacture_type (with its vendors) and categories → series (public)',
    },
  },
  mt_product_category: {
    key: 'category',
    publicList: false,
    row: responses.category,
    detail: responses.categoryDetail,
    childrenLabel: 'series',
    summaries: {
      list: 'Paged list with mt_vendor → mt_manufacture_type',
      detail: 'Detail with mt_vendor → mt_manufacture_type, image, series (public)',
    },
  },
  mt_product_series: {
    key: 'series',
    publicList: false,
    row: responses.series,
    listRow: responses.seriesListRow,
    detail: responses.seriesDetail,
    childrenLabel: 'products',
    summaries: {
      list: 'Paged list with mt_product_category → mt_vendor → mt_manufacture_type, image, pdf',
      detail: 'Detail with category → vendor → type, image, pdf, no_pdf (public)',
      create: 'Create (pdf_id links a PDF file asset)',
      update: 'Update (pdf_id null clears the brochure)',
    },
  },
};

function levelRoutes(level: Level): CatalogueRoute[] {
  const surface = LEVEL_SURFACES[level.table];
  const { key, summaries } = surface;
  const tag = level.thing;
  const saved = responses.saved(surface.row);
  return [
    catalogueRoute({
      id: `${key}.list`,
      method: 'GET',
      path: level.path,
      access: surface.publicList ? 'public' : 'staff',
      doc: { tag, summary: summaries.list },
      request: { query: listQueryString(level.parentFilters, { records: true }) },
      response: { status: 200, schema: responses.page(surface.listRow ?? surface.row) },
      // The public list (the types') has no drafts (issue 21).
      input: ({ query, audience }) => {
        const list = listQueryOf(query, level.parentFilters);
        return audience === 'public' ? { ...list, published: true } : list;
      },
      run: async ({ reads }, query) => ok(await reads.levelPage(level, query)),
    }),
    catalogueRoute({
      id: `${key}.detail`,
      method: 'GET',
      path: `${level.path}/detail/:id`,
      access: 'public',
      doc: { tag, summary: summaries.detail },
      request: { params: idParams },
      response: { status: 200, schema: responses.one(surface.detail) },
      input: ({ params, audience }) => ({ id: routeId(level.thing, params.id), audience }),
      run: ({ store }, { id, audience }) => readDetail(store, level.table, level.thing, id, audience),
    }),
    catalogueRoute({
      id: `${key}.create`,
      method: 'POST',
      path: `${level.path}/create`,
      access: 'staff',
      doc: { tag, summary: summaries.create ?? 'Create' },
      request: { body: level.input },
      response: { status: 201, schema: saved },
      input: () => null,
      run: ({ store }, _none, readForm) => saveLevel(store, level, null, async () => (await readForm()).fields),
    }),
    catalogueRoute({
      id: `${key}.update`,
      method: 'POST',
      path: `${level.path}/update/:id`,
      access: 'staff',
      doc: { tag, summary: summaries.update ?? 'Update' },
      request: { params: idParams, body: level.input },
      response: { status: 200, schema: saved },
      input: sentId,
      run: ({ store }, id, readForm) => saveLevel(store, level, id, async () => (await readForm()).fields),
    }),
    catalogueRoute({
      id: `${key}.delete`,
      method: 'DELETE',
      path: `${level.path}/delete/:id`,
      access: 'staff',
      doc: { tag, summary: `Delete (409 while it has ${surface.childrenLabel})` },
      request: { params: idParams },
      response: { status: 200, schema: responses.deleted },
      input: sentId,
      run: ({ store }, id) => deleteLevel(store, level, id),
    }),
  ];
}

/** A manufacture type's public page, by its name (or a name it had before a rename). */
const typeByName = catalogueRoute({
  id: 'manufacture-type.by-name',
  method: 'GET',
  path: '/api/manufacture-type/detail/name/:name',
  access: 'public',
  doc: { tag: 'Manufacture type', summary: 'Detail by name with vendors → categories → series (public)' },
  request: { params: z.object({ name: z.string().describe('The name, or one it had (trimmed, any case)') }) },
  response: { status: 200, schema: responses.one(responses.manufactureTypeDetail) },
  input: ({ params, audience }) => ({ name: params.name ?? '', audience }),
  run: async ({ reads }, { name, audience }) => {
    const data = await reads.typeDetailByName(name, audience);
    if (data === undefined) throw notFound('Manufacture type', name);
    return ok({ data });
  },
});

/** The series page (issue 20): a page of a series' models in name order, with their count. */
const seriesPage = catalogueRoute({
  id: 'series.page',
  method: 'GET',
  path: '/api/product/series/page/:id',
  access: 'public',
  doc: {
    tag: 'Product series',
    summary:
      'The series page: the series with one page of its products in name order and mt_product_page {total, per_page, current_page, last_page} (public; 404 past the last page, 422 for a page or per_page that is no whole number in range)',
  },
  request: {
    params: idParams,
    query: z.object({
      page: z.string().optional().describe('Page number (default 1)'),
      per_page: z.string().optional().describe('Products per page (default 48, at most 96)'),
    }),
  },
  response: { status: 200, schema: responses.one(responses.seriesPage) },
  input: ({ params, query, audience }) => ({ id: routeId('Product series', params.id), ...parse(seriesPageQuery, query), audience }),
  run: ({ store }, { id, page, per_page, audience }) => readSeriesPage(store, id, { page: String(page), per_page: String(per_page) }, audience),
});

export const HIERARCHY_ROUTES: CatalogueRoute[] = [typeByName, ...LEVEL_LIST.flatMap(levelRoutes), seriesPage];
