// Manufacture types, vendors, product categories and product series: the core's levels, each
// answered by the core's use cases over the demo's store.
import { deleteLevel, LEVEL_LIST, notFound, readDetail, readSeriesPage, saveLevel, type Level, type ParentIds } from '@mfe/catalogue-core';
import { route, type DemoRoute } from '../http/router';
import { listPage } from './listing';

function levelRoutes(level: Level): DemoRoute[] {
  return [
    route(
      `GET ${level.path}`,
      (req, { store }) => {
        const shapes = store.shapes();
        const rows = store.db[level.table] as Array<{ id: number; name: string } & ParentIds>;
        const listing = { rows, ancestors: (row: ParentIds) => shapes.ancestorIds(row), parentFilters: level.parentFilters };
        // A series' list row names its parents only (as the API's).
        const shape = (row: { id: number }) =>
          level.table === 'mt_product_series' ? shapes.seriesListRow(shapes.series.get(row.id)!) : store.shapedRow(level.table, row.id);
        return { body: { data: listPage(req.query, listing, shape) } };
      },
      // The footer and the Products section read the manufacture types without a token.
      { public: level.table === 'mt_manufacture_type' },
    ),
    route(`GET ${level.path}/detail/:id`, (req, { store }) => readDetail(store, level.table, level.thing, req.params.id), { public: true }),
    route(`POST ${level.path}/create`, (req, { store }) => saveLevel(store, level, null, () => req.fields)),
    route(`POST ${level.path}/update/:id`, (req, { store }) => saveLevel(store, level, req.params.id, () => req.fields)),
    route(`DELETE ${level.path}/delete/:id`, (req, { store }) => deleteLevel(store, level, req.params.id)),
  ];
}

export function hierarchyRoutes(): DemoRoute[] {
  return [
    route(
      'GET /api/manufacture-type/detail/name/:name',
      (req, { store }) => {
        const shapes = store.shapes();
        const type = shapes.typeByName(req.params.name ?? '');
        if (!type) throw notFound('Manufacture type', req.params.name);
        return { body: { data: shapes.typeDetail(type) } };
      },
      { public: true },
    ),
    ...LEVEL_LIST.flatMap(levelRoutes),
    // The series page (issue 20): a page of the series' models and their count.
    route('GET /api/product/series/page/:id', (req, { store }) => readSeriesPage(store, req.params.id, req.query), { public: true }),
  ];
}
