// Manufacture types, vendors, product categories and product series: one CRUD shape per level,
// each with its own rules (@mfe/api/rules), relations, parent filters and child guard.
import {
  checkCategory,
  checkManufactureType,
  checkSeries,
  checkVendor,
  savedMessage,
  stillHasChildrenMessage,
  type Check,
  type FieldErrors,
  type HierarchyThing,
} from '@mfe/api/rules';
import type { ParentField, ParentIds } from '@mfe/catalogue-core';
import type { CatalogView } from '../db/catalogView';
import { findRow, nextId, type CategoryRow, type DemoTables, type SeriesRow, type TypeRow, type VendorRow } from '../db/demoDb';
import { conflict, notFound, routeId } from '../http/httpError';
import { route, type DemoRoute } from '../http/router';
import { assertAssets, assertChain, ensure } from './integrity';
import { matchesSearch, paged, parentFilters } from './listing';

type Fields = Record<string, unknown>;
type HierarchyTable = 'mt_manufacture_type' | 'mt_vendor' | 'mt_product_category' | 'mt_product_series';
type Row<T extends HierarchyTable> = DemoTables[T][number];

interface Level<T extends HierarchyTable, I extends { image_id: number | null }> {
  base: string;
  table: T;
  thing: HierarchyThing;
  check(fields: Fields): Check<I> | { ok: false; errors: FieldErrors };
  /** 422 unless the input's parents form a chain. */
  assertParents(view: CatalogView, input: I): void;
  /** The columns the input sets, besides name and description. */
  columns(input: I): Omit<Row<T>, 'id' | 'name' | 'description' | 'created_at' | 'updated_at'>;
  listRow(view: CatalogView, row: Row<T>): unknown;
  detail(view: CatalogView, row: Row<T>): unknown;
  /** The parent filters the list accepts. */
  parentFields: readonly ParentField[];
  /** The API lists manufacture types without a token (the footer and Products section read it). */
  publicList?: boolean;
  /** The children that refuse a delete (409) while there are any. */
  children: Parameters<CatalogView['childCount']>[0];
}

function levelRoutes<T extends HierarchyTable, I extends { name: string; description: string | null; image_id: number | null }>(
  level: Level<T, I>,
): DemoRoute[] {
  const rows = (tables: DemoTables) => tables[level.table] as Array<Row<T>>;

  const save = (id: number | null): DemoRoute['handler'] => (req, ctx) => {
    const existing = id === null ? undefined : (findRow(ctx.db, level.table, id) as Row<T> | undefined);
    const input = ensure(level.check(req.fields));
    level.assertParents(ctx.view(), input);
    assertAssets(ctx.db, input);
    const now = ctx.now();
    const values = { name: input.name, description: input.description, ...level.columns(input) };
    let saved: Row<T>;
    if (existing) {
      saved = Object.assign(existing, values, { updated_at: now });
    } else {
      saved = { id: nextId(ctx.db, level.table), ...values, created_at: now, updated_at: now } as Row<T>;
      rows(ctx.db).push(saved);
    }
    return {
      status: existing ? 200 : 201,
      body: { message: savedMessage(level.thing, existing ? 'updated' : 'created'), data: level.listRow(ctx.view(), saved) },
    };
  };

  const byRouteId = (ctxDb: DemoTables, raw: string | undefined) => {
    const id = routeId(level.thing, raw);
    const row = rows(ctxDb).find((r) => r.id === id);
    if (!row) throw notFound(level.thing, id);
    return row;
  };

  return [
    route(
      `GET ${level.base}`,
      (req, ctx) => {
        const view = ctx.view();
        const keep = parentFilters(req.query, level.parentFields, (row: Row<T>) => view.ancestorIds(row as ParentIds));
        const found = rows(ctx.db).filter((row) => matchesSearch(req.query, row.name) && keep(row));
        return { body: { data: paged(found.map((row) => level.listRow(view, row)), req.query) } };
      },
      { public: level.publicList },
    ),
    route(`GET ${level.base}/detail/:id`, (req, ctx) => ({ body: { data: level.detail(ctx.view(), byRouteId(ctx.db, req.params.id)) } }), {
      public: true,
    }),
    route(`POST ${level.base}/create`, save(null)),
    route(`POST ${level.base}/update/:id`, (req, ctx) => save(byRouteId(ctx.db, req.params.id).id)(req, ctx)),
    route(`DELETE ${level.base}/delete/:id`, (req, ctx) => {
      const row = byRouteId(ctx.db, req.params.id);
      const children = ctx.view().childCount(level.children, row.id);
      if (children) throw conflict(stillHasChildrenMessage(level.thing, children));
      const all = rows(ctx.db);
      all.splice(all.indexOf(row), 1);
      return { body: { message: savedMessage(level.thing, 'deleted'), data: { id: row.id } } };
    }),
  ];
}

const manufactureTypes: Level<'mt_manufacture_type', ReturnType<typeof checkManufactureType> extends Check<infer I> ? I : never> = {
  base: '/api/manufacture-type',
  table: 'mt_manufacture_type',
  thing: 'Manufacture type',
  check: checkManufactureType,
  assertParents: () => undefined,
  columns: (input) => ({ image_id: input.image_id }),
  listRow: (view, row: TypeRow) => view.typeBase(row),
  detail: (view, row: TypeRow) => view.typeDetail(row),
  parentFields: [],
  publicList: true,
  children: 'vendors',
};

const vendors: Level<'mt_vendor', ReturnType<typeof checkVendor> extends Check<infer I> ? I : never> = {
  base: '/api/vendor',
  table: 'mt_vendor',
  thing: 'Vendor',
  check: checkVendor,
  assertParents: (view, input) => assertChain(view, { mt_manufacture_type_id: input.mt_manufacture_type_id }),
  columns: (input) => ({ image_id: input.image_id, mt_manufacture_type_id: input.mt_manufacture_type_id }),
  listRow: (view, row: VendorRow) => view.vendorRow(row),
  detail: (view, row: VendorRow) => view.vendorDetail(row),
  parentFields: ['mt_manufacture_type_id'],
  children: 'categories',
};

const categories: Level<'mt_product_category', ReturnType<typeof checkCategory> extends Check<infer I> ? I : never> = {
  base: '/api/product/category',
  table: 'mt_product_category',
  thing: 'Product category',
  check: checkCategory,
  assertParents: (view, input) =>
    assertChain(view, { mt_manufacture_type_id: input.mt_manufacture_type_id, mt_vendor_id: input.mt_vendor_id }),
  columns: (input) => ({ image_id: input.image_id, mt_vendor_id: input.mt_vendor_id }),
  listRow: (view, row: CategoryRow) => view.categoryRow(row),
  detail: (view, row: CategoryRow) => view.categoryDetail(row),
  parentFields: ['mt_vendor_id', 'mt_manufacture_type_id'],

  children: 'series',
};

const series: Level<'mt_product_series', ReturnType<typeof checkSeries> extends Check<infer I> ? I : never> = {
  base: '/api/product/series',
  table: 'mt_product_series',
  thing: 'Product series',
  check: checkSeries,
  assertParents: (view, input) =>
    assertChain(view, {
      mt_manufacture_type_id: input.mt_manufacture_type_id,
      mt_vendor_id: input.mt_vendor_id,
      mt_product_category_id: input.mt_product_category_id,
    }),
  columns: (input) => ({ image_id: input.image_id, mt_product_category_id: input.mt_product_category_id, pdf_id: input.pdf_id }),
  listRow: (view, row: SeriesRow) => view.seriesRow(row),
  detail: (view, row: SeriesRow) => view.seriesDetail(row),
  parentFields: ['mt_product_category_id', 'mt_vendor_id', 'mt_manufacture_type_id'],

  children: 'products',
};

export function hierarchyRoutes(): DemoRoute[] {
  return [
    route(
      'GET /api/manufacture-type/detail/name/:name',
      (req, ctx) => {
        const view = ctx.view();
        const type = view.typeByName(req.params.name ?? '');
        if (!type) throw notFound('Manufacture type', req.params.name);
        return { body: { data: view.typeDetail(type) } };
      },
      { public: true },
    ),
    ...levelRoutes(manufactureTypes),
    ...levelRoutes(vendors),
    ...levelRoutes(categories),
    ...levelRoutes(series),
  ];
}
