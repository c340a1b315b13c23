// Manufacture types, vendors, product categories and product series: one CRUD shape per level
// (the table below), each with its own rules (src/rules), relations, parent filters and child
// guard. Public details (and the public manufacture-type list) are answered from the cache.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../context';
import type { Snapshot } from '../lib/catalog';
import { conflict, notFound, routeId, unprocessable } from '../lib/errors';
import { pageQuery, paged, readForm, sendCached } from '../lib/http';
import {
  checkCategory,
  checkManufactureType,
  checkSeries,
  checkVendor,
  savedMessage,
  stillHasChildrenMessage,
  type Check,
  type HierarchyThing,
} from '../rules';
import { assertChain, checkAssets, countWhere, listKey, pageIds, Where } from './common';
import { bearer, bodies, idParams, listQuery } from './schemas';

type Q = Record<string, unknown>;
type ChainIds = Parameters<Snapshot['chainErrors']>[0];
type Input = { name: string; description: string | null; image_id: number | null } & ChainIds & { pdf_id?: number | null };

function ensure<T>(r: Check<T>): T {
  if (!r.ok) throw unprocessable(r.errors);
  return r.value;
}

interface Level {
  thing: HierarchyThing;
  base: string;
  table: 'mt_manufacture_type' | 'mt_vendor' | 'mt_product_category' | 'mt_product_series';
  check(fields: Q): Check<Input>;
  body: (typeof bodies)[keyof typeof bodies];
  /** The columns a save sets besides name and description, in this order. */
  columns: Array<'mt_manufacture_type_id' | 'mt_vendor_id' | 'mt_product_category_id' | 'image_id' | 'pdf_id'>;
  /** The list: its filters, and (manufacture types) public and cached under cacheKey. */
  list: { summary: string; where(q: Q): Where; public?: { cacheKey: string } };
  /** A list row (also the answer of a save). */
  row(snap: Snapshot, id: number): unknown;
  detail: { summary: string; cacheKey: string; read(snap: Snapshot, id: number): unknown };
  /** The children that refuse a delete (409) while there are any. */
  children: { table: string; column: string; label: string };
  summaries?: { create?: string; update?: string };
}

type Tables = Pick<Snapshot, 'types' | 'vendors' | 'categories' | 'series'>;
/** Shape the row of that id, or undefined when there is none. */
function shaped<K extends keyof Tables>(table: K, shape: (snap: Snapshot, row: NonNullable<ReturnType<Tables[K]['get']>>) => unknown) {
  return (snap: Snapshot, id: number) => {
    const row = snap[table].get(id) as NonNullable<ReturnType<Tables[K]['get']>> | undefined;
    return row ? shape(snap, row) : undefined;
  };
}

const levels: Level[] = [
  {
    thing: 'Manufacture type',
    base: '/api/manufacture-type',
    table: 'mt_manufacture_type',
    check: checkManufactureType,
    body: bodies.manufactureType,
    columns: ['image_id'],
    list: { summary: 'Paged list (public)', where: (q) => new Where().search(q), public: { cacheKey: 'mt-list' } },
    row: shaped('types', (snap, t) => snap.typeBase(t)),
    detail: {
      summary: 'Detail with vendors (public)',
      cacheKey: 'mt',
      read: shaped('types', (snap, t) => snap.typeDetail(t)),
    },
    children: { table: 'mt_vendor', column: 'mt_manufacture_type_id', label: 'vendors' },
  },
  {
    thing: 'Vendor',
    base: '/api/vendor',
    table: 'mt_vendor',
    check: checkVendor,
    body: bodies.vendor,
    columns: ['mt_manufacture_type_id', 'image_id'],
    list: {
      summary: 'Paged list with mt_manufacture_type',
      where: (q) => new Where().search(q).filter(q, 'mt_manufacture_type_id', (v) => `mt_manufacture_type_id = ${v}`),
    },
    row: shaped('vendors', (snap, v) => snap.vendorRow(v)),
    detail: {
      summary: 'Detail with image, mt_manufacture_type (with its vendors) and categories → series (public)',
      cacheKey: 'vendor',
      read: shaped('vendors', (snap, v) => snap.vendorDetail(v)),
    },
    children: { table: 'mt_product_category', column: 'mt_vendor_id', label: 'categories' },
  },
  {
    thing: 'Product category',
    base: '/api/product/category',
    table: 'mt_product_category',
    check: checkCategory,
    body: bodies.category,
    columns: ['mt_vendor_id', 'image_id'],
    list: {
      summary: 'Paged list with mt_vendor → mt_manufacture_type',
      where: (q) =>
        new Where()
          .search(q)
          .filter(q, 'mt_vendor_id', (v) => `mt_vendor_id = ${v}`)
          .filter(q, 'mt_manufacture_type_id', (v) => `mt_vendor_id IN (SELECT id FROM mt_vendor WHERE mt_manufacture_type_id = ${v})`),
    },
    row: shaped('categories', (snap, c) => snap.categoryRow(c)),
    detail: {
      summary: 'Detail with mt_vendor → mt_manufacture_type, image, series (public)',
      cacheKey: 'category',
      read: shaped('categories', (snap, c) => snap.categoryDetail(c)),
    },
    children: { table: 'mt_product_series', column: 'mt_product_category_id', label: 'series' },
  },
  {
    thing: 'Product series',
    base: '/api/product/series',
    table: 'mt_product_series',
    check: checkSeries,
    body: bodies.series,
    columns: ['mt_product_category_id', 'image_id', 'pdf_id'],
    list: {
      summary: 'Paged list with mt_product_category → mt_vendor → mt_manufacture_type, image, pdf',
      where: (q) =>
        new Where()
          .search(q)
          .filter(q, 'mt_product_category_id', (v) => `mt_product_category_id = ${v}`)
          .filter(q, 'mt_vendor_id', (v) => `mt_product_category_id IN (SELECT id FROM mt_product_category WHERE mt_vendor_id = ${v})`)
          .filter(
            q,
            'mt_manufacture_type_id',
            (v) =>
              `mt_product_category_id IN (SELECT c.id FROM mt_product_category c JOIN mt_vendor v ON v.id = c.mt_vendor_id WHERE v.mt_manufacture_type_id = ${v})`,
          ),
    },
    row: shaped('series', (snap, s) => snap.seriesRow(s)),
    detail: {
      summary: 'Detail with category → vendor → type, image, pdf, no_pdf (public)',
      cacheKey: 'series',
      read: shaped('series', (snap, s) => snap.seriesDetail(s)),
    },
    children: { table: 'mt_product', column: 'mt_product_series_id', label: 'products' },
    summaries: { create: 'Create (pdf_id links a PDF file asset)', update: 'Update (pdf_id null clears the brochure)' },
  },
];

const CHAIN_KEYS = ['mt_manufacture_type_id', 'mt_vendor_id', 'mt_product_category_id', 'mt_product_series_id'] as const;

export function hierarchyRoutes(app: App) {
  const { ctx } = app;
  const { d } = ctx;

  const withRelist = async <T>(ids: number[], pick: (snap: Snapshot, id: number) => T | undefined): Promise<T[]> => {
    let snap = await ctx.snapshot();
    let rows = ids.map((id) => pick(snap, id));
    if (rows.some((r) => r === undefined)) {
      // Another process wrote meanwhile (PostgreSQL scale-out): reload the snapshot once.
      ctx.invalidate();
      snap = await ctx.snapshot();
      rows = ids.map((id) => pick(snap, id));
    }
    return rows.filter((r): r is T => r !== undefined);
  };

  async function exists(table: string, id: number): Promise<boolean> {
    return (await d.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length > 0;
  }

  app.get('/api/manufacture-type/detail/name/:name', {
    config: { public: true },
    schema: { tags: ['Manufacture type'], summary: 'Detail by name with vendors → categories → series (public)' },
  }, async (req, reply) => {
    const { name } = req.params as { name: string };
    return sendCached(req, reply, ctx.cache, `mt-name|${name.trim().toLowerCase()}`, async () => {
      const snap = await ctx.snapshot();
      const t = snap.typeByName(name);
      if (!t) throw notFound('Manufacture type', name);
      return { data: snap.typeDetail(t) };
    });
  });

  for (const level of levels) {
    const { thing, table } = level;
    const tags = [thing];

    const list = async (req: FastifyRequest) => {
      const q = (req.query ?? {}) as Q;
      const p = pageQuery(q);
      const { ids, total } = await pageIds(d, table, level.list.where(q), p);
      return { data: paged(await withRelist(ids, level.row), total, p) };
    };
    const listPublic = level.list.public;
    if (listPublic) {
      app.get(level.base, { config: { public: true }, schema: { tags, summary: level.list.summary, querystring: listQuery } },
        async (req: FastifyRequest, reply: FastifyReply) => {
          const q = (req.query ?? {}) as Q;
          return sendCached(req, reply, ctx.cache, listKey(listPublic.cacheKey, q, pageQuery(q)), () => list(req));
        });
    } else {
      app.get(level.base, { schema: { tags, summary: level.list.summary, querystring: listQuery, security: bearer } }, list);
    }

    app.get(`${level.base}/detail/:id`, {
      config: { public: true },
      schema: { tags, summary: level.detail.summary, params: idParams },
    }, async (req, reply) => {
      const id = routeId(thing, (req.params as { id: string }).id);
      return sendCached(req, reply, ctx.cache, `${level.detail.cacheKey}|${id}`, async () => {
        const data = level.detail.read(await ctx.snapshot(), id);
        if (data === undefined) throw notFound(thing, id);
        return { data };
      });
    });

    const save = async (req: FastifyRequest, id: number | null) => {
      const input = ensure(level.check((await readForm(req, ctx.storage)).fields));
      const chain = Object.fromEntries(CHAIN_KEYS.filter((k) => input[k] !== undefined).map((k) => [k, input[k]])) as ChainIds;
      if (Object.keys(chain).length) assertChain(await ctx.snapshot(), chain);
      await checkAssets(d.query, input);
      const cols = ['name', 'description', ...level.columns];
      const vals = [input.name, input.description, ...level.columns.map((c) => input[c])];
      let newId = id;
      if (id === null) {
        const [r] = await d.query<{ id: number }>(
          `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
          vals,
        );
        newId = r!.id;
      } else {
        const r = await d.query(
          `UPDATE ${table} SET ${cols.map((c, i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1 RETURNING id`,
          [id, ...vals],
        );
        if (!r.length) throw notFound(thing, id);
      }
      ctx.invalidate();
      return { message: savedMessage(thing, id === null ? 'created' : 'updated'), data: level.row(await ctx.snapshot(), newId!) };
    };

    app.post(`${level.base}/create`, {
      schema: { tags, summary: level.summaries?.create ?? 'Create', body: level.body, security: bearer },
    }, async (req, reply) => reply.code(201).send(await save(req, null)));
    app.post(`${level.base}/update/:id`, {
      schema: { tags, summary: level.summaries?.update ?? 'Update', params: idParams, body: level.body, security: bearer },
    }, async (req) => {
      const id = routeId(thing, (req.params as { id: string }).id);
      if (!(await exists(table, id))) throw notFound(thing, id);
      return save(req, id);
    });

    const { children } = level;
    app.delete(`${level.base}/delete/:id`, {
      schema: { tags, summary: `Delete (409 while it has ${children.label})`, params: idParams, security: bearer },
    }, async (req) => {
      const id = routeId(thing, (req.params as { id: string }).id);
      if (!(await exists(table, id))) throw notFound(thing, id);
      const n = await countWhere(d.query, `SELECT count(*)::int AS n FROM ${children.table} WHERE ${children.column} = $1`, [id]);
      if (n) throw conflict(stillHasChildrenMessage(thing, n));
      let deleted: unknown[];
      try {
        deleted = await d.query(`DELETE FROM ${table} WHERE id = $1 RETURNING id`, [id]);
      } catch (e) {
        if ((e as { code?: string }).code === '23503') throw conflict(`Cannot delete ${thing.toLowerCase()}: other records still refer to it`);
        throw e;
      }
      // Two deletes at once: only the one that removed the row says so.
      if (!deleted.length) throw notFound(thing, id);
      ctx.invalidate();
      return { message: savedMessage(thing, 'deleted'), data: { id } };
    });
  }
}
