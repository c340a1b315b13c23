// The reads the core's route table leaves to the demo: the admin lists filtered and paged from
// the browser's tables (assets with their link counts), a type's public page from the demo's view
// of them.
import { compareByPosition, withLinkCounts, type ParentIds, type RouteReads } from '@mfe/catalogue-core';
import type { DemoStore } from '../db/demoStore';
import { listPage } from './listing';

export function tableReads(store: DemoStore): RouteReads {
  return {
    async levelPage(level, query) {
      const shapes = store.shapes();
      type LevelRow = { id: number; name: string; position: number } & ParentIds;
      const rows = store.db[level.table] as LevelRow[];
      // By parent, each parent's children in the staff's order (issue 21), as the API lists them.
      const parent = level.parentFilters[0];
      const order = (a: LevelRow, b: LevelRow) => (parent ? a[parent]! - b[parent]! : 0) || compareByPosition(a, b);
      const listing = { rows, ancestors: (row: ParentIds) => shapes.ancestorIds(row), order };
      // A series' list row names its parents only (as the API's).
      const shape = (row: { id: number }) =>
        level.table === 'mt_product_series' ? shapes.seriesListRow(shapes.series.get(row.id)!) : store.shapedRow(level.table, row.id);
      return { data: listPage(query, listing, shape) };
    },
    async productPage(query) {
      const shapes = store.shapes();
      const listing = {
        rows: store.db.mt_product,
        ancestors: (p: { mt_product_series_id: number }) => shapes.ancestorIds(p),
        newestFirst: true,
      };
      return { data: listPage(query, listing, (p) => shapes.productListRow(p)) };
    },
    async assetPage(kind, query) {
      const listing = { rows: store.db[kind.table] as Array<{ id: number; name: string }>, newestFirst: true };
      const page = listPage(query, listing, (row) => row);
      return { data: { ...page, data: await withLinkCounts(store, kind.table, page.data) } };
    },
    async typeDetailByName(name, audience) {
      const shapes = store.shapes().view(audience);
      const type = shapes.typeByName(name);
      return type && shapes.typeDetail(type);
    },
  };
}
