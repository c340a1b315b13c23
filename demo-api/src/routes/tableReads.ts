// The reads the core's route table leaves to the demo: the admin lists filtered and paged from
// the browser's tables (assets with their link counts), a type's public page from the demo's view
// of them; and every row of those lists for their exports (issue 24), in batches as the API's.
import {
  compareByPosition,
  EXPORT_BATCH,
  withLinkCounts,
  type AssetKind,
  type ExportReads,
  type Level,
  type ListQuery,
  type ParentIds,
  type RouteReads,
} from '@mfe/catalogue-core';
import type { DemoStore } from '../db/demoStore';
import { listPage, listRows } from './listing';

type LevelRow = { id: number; name: string; position: number } & ParentIds;

/** A level's list: by parent, each parent's children in the staff's order (issue 21), as the API lists them; its rows shaped as the API's. */
function levelList(store: DemoStore, level: Level) {
  const shapes = store.shapes();
  const rows = store.db[level.table] as LevelRow[];
  const parent = level.parentFilters[0];
  const order = (a: LevelRow, b: LevelRow) => (parent ? a[parent]! - b[parent]! : 0) || compareByPosition(a, b);
  const listing = { rows, ancestors: (row: ParentIds) => shapes.ancestorIds(row), order };
  // A series' list row names its parents only (as the API's).
  const shape = (row: { id: number }) =>
    level.table === 'mt_product_series' ? shapes.seriesListRow(shapes.series.get(row.id)!) : store.shapedRow(level.table, row.id);
  return { listing, shape };
}

function productList(store: DemoStore) {
  const shapes = store.shapes();
  const listing = {
    rows: store.db.mt_product,
    ancestors: (p: { mt_product_series_id: number }) => shapes.ancestorIds(p),
    newestFirst: true,
  };
  return { listing, shape: (p: (typeof listing.rows)[number]) => shapes.productListRow(p) };
}

const assetListing = (store: DemoStore, kind: AssetKind) => ({
  rows: store.db[kind.table] as Array<{ id: number; name: string }>,
  newestFirst: true,
});

export function tableReads(store: DemoStore): RouteReads {
  return {
    async levelPage(level, query) {
      const { listing, shape } = levelList(store, level);
      return { data: listPage(query, listing, shape) };
    },
    async productPage(query) {
      const { listing, shape } = productList(store);
      return { data: listPage(query, listing, shape) };
    },
    async assetPage(kind, query) {
      const page = listPage(query, assetListing(store, kind), (row) => row);
      return { data: { ...page, data: await withLinkCounts(store, kind.table, page.data) } };
    },
    async typeDetailByName(name, audience) {
      const shapes = store.shapes().view(audience);
      const type = shapes.typeByName(name);
      return type && shapes.typeDetail(type);
    },
  };
}

/** Rows in batches of EXPORT_BATCH, each shaped as its batch comes. */
async function* inBatches<Row, Out>(rows: Row[], shape: (row: Row) => Out): AsyncIterable<Out[]> {
  for (let at = 0; at < rows.length; at += EXPORT_BATCH) yield rows.slice(at, at + EXPORT_BATCH).map(shape);
}

export function exportReads(store: DemoStore): ExportReads {
  return {
    levelRows(level, query) {
      const { listing, shape } = levelList(store, level);
      return inBatches(listRows(query, listing), shape) as AsyncIterable<object[]>;
    },
    productRows(query) {
      const { listing, shape } = productList(store);
      return inBatches(listRows(query, listing), shape);
    },
    async productCategoryIds(query: ListQuery) {
      const { listing } = productList(store);
      const shapes = store.shapes();
      return [...new Set(listRows(query, listing).flatMap((p) => shapes.series.get(p.mt_product_series_id)?.mt_product_category_id ?? []))];
    },
    assetRows(kind, query) {
      return inBatches(listRows(query, assetListing(store, kind)), (row) => row);
    },
  };
}
