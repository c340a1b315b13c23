// Manufacture types, vendors, product categories and product series.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../context';
import { conflict, notFound, routeId, unprocessable } from '../lib/errors';
import { pageQuery, paged, readForm, sendCached } from '../lib/http';
import { checkCategory, checkManufactureType, checkSeries, checkVendor, savedMessage, stillHasChildrenMessage, type Check, type HierarchyThing } from '../rules';
import { assertChain, checkAssets, countWhere, listKey, pageIds, Where } from './common';
import { bearer, bodies, idParams, listQuery } from './schemas';

type Q = Record<string, unknown>;

function ensure<T>(r: Check<T>): T {
  if (!r.ok) throw unprocessable(r.errors);
  return r.value;
}

export function hierarchyRoutes(app: App) {
  const { ctx } = app;
  const { d } = ctx;

  type Snap = Awaited<ReturnType<typeof ctx.snapshot>>;
  const withRelist = async <T>(ids: number[], pick: (snap: Snap, id: number) => T | undefined): Promise<T[]> => {
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

  // ------------------------------------------------------------------ manufacture types
  app.get(
    '/api/manufacture-type',
    { config: { public: true }, schema: { tags: ['Manufacture type'], summary: 'Paged list (public)', querystring: listQuery } },
    async (req: FastifyRequest, reply: FastifyReply) => {
      const q = (req.query ?? {}) as Q;
      const p = pageQuery(q);
      return sendCached(req, reply, ctx.cache, listKey('mt-list', q, p), async () => {
        const w = new Where().search(q);
        const { ids, total } = await pageIds(d, 'mt_manufacture_type', w, p);
        const rows = await withRelist(ids, (snap, id) => {
          const t = snap.types.get(id);
          return t ? snap.typeBase(t) : undefined;
        });
        return { data: paged(rows, total, p) };
      });
    },
  );

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

  app.get('/api/manufacture-type/detail/:id', {
    config: { public: true },
    schema: { tags: ['Manufacture type'], summary: 'Detail with vendors (public)', params: idParams },
  }, async (req, reply) => {
    const id = routeId('Manufacture type', (req.params as { id: string }).id);
    return sendCached(req, reply, ctx.cache, `mt|${id}`, async () => {
      const snap = await ctx.snapshot();
      const t = snap.types.get(id);
      if (!t) throw notFound('Manufacture type', id);
      return { data: snap.typeDetail(t) };
    });
  });

  const saveType = async (req: FastifyRequest, id: number | null) => {
    const input = ensure(checkManufactureType((await readForm(req, ctx.storage)).fields));
    await checkAssets(d.query, input);
    let newId = id;
    if (id === null) {
      const [r] = await d.query<{ id: number }>(
        'INSERT INTO mt_manufacture_type (name, description, image_id) VALUES ($1, $2, $3) RETURNING id',
        [input.name, input.description, input.image_id],
      );
      newId = r!.id;
    } else {
      const r = await d.query(
        'UPDATE mt_manufacture_type SET name = $2, description = $3, image_id = $4, updated_at = now() WHERE id = $1 RETURNING id',
        [id, input.name, input.description, input.image_id],
      );
      if (!r.length) throw notFound('Manufacture type', id);
    }
    ctx.invalidate();
    const snap = await ctx.snapshot();
    return {
      message: savedMessage('Manufacture type', id === null ? 'created' : 'updated'),
      data: snap.typeBase(snap.types.get(newId!)!),
    };
  };
  app.post('/api/manufacture-type/create', {
    schema: { tags: ['Manufacture type'], summary: 'Create', body: bodies.manufactureType, security: bearer },
  }, async (req, reply) => reply.code(201).send(await saveType(req, null)));
  app.post('/api/manufacture-type/update/:id', {
    schema: { tags: ['Manufacture type'], summary: 'Update', params: idParams, body: bodies.manufactureType, security: bearer },
  }, async (req) => {
    const id = routeId('Manufacture type', (req.params as { id: string }).id);
    if (!(await exists('mt_manufacture_type', id))) throw notFound('Manufacture type', id);
    return saveType(req, id);
  });
  app.delete('/api/manufacture-type/delete/:id', {
    schema: { tags: ['Manufacture type'], summary: 'Delete (409 while it has vendors)', params: idParams, security: bearer },
  }, async (req) => {
    const id = routeId('Manufacture type', (req.params as { id: string }).id);
    return remove('mt_manufacture_type', 'Manufacture type', id, async () => {
      const n = await countWhere(d.query, 'SELECT count(*)::int AS n FROM mt_vendor WHERE mt_manufacture_type_id = $1', [id]);
      if (n) throw conflict(stillHasChildrenMessage('Manufacture type', n));
    });
  });

  // ------------------------------------------------------------------ vendors
  app.get('/api/vendor', {
    schema: { tags: ['Vendor'], summary: 'Paged list with mt_manufacture_type', querystring: listQuery, security: bearer },
  }, async (req) => {
    const q = (req.query ?? {}) as Q;
    const p = pageQuery(q);
    const w = new Where().search(q).filter(q, 'mt_manufacture_type_id', (v) => `mt_manufacture_type_id = ${v}`);
    const { ids, total } = await pageIds(d, 'mt_vendor', w, p);
    const rows = await withRelist(ids, (snap, id) => {
      const v = snap.vendors.get(id);
      return v ? snap.vendorRow(v) : undefined;
    });
    return { data: paged(rows, total, p) };
  });

  app.get('/api/vendor/detail/:id', {
    config: { public: true },
    schema: {
      tags: ['Vendor'],
      summary: 'Detail with image, mt_manufacture_type (with its vendors) and categories → series (public)',
      params: idParams,
    },
  }, async (req, reply) => {
    const id = routeId('Vendor', (req.params as { id: string }).id);
    return sendCached(req, reply, ctx.cache, `vendor|${id}`, async () => {
      const snap = await ctx.snapshot();
      const v = snap.vendors.get(id);
      if (!v) throw notFound('Vendor', id);
      return { data: snap.vendorDetail(v) };
    });
  });

  const saveVendor = async (req: FastifyRequest, id: number | null) => {
    const input = ensure(checkVendor((await readForm(req, ctx.storage)).fields));
    assertChain(await ctx.snapshot(), { mt_manufacture_type_id: input.mt_manufacture_type_id });
    await checkAssets(d.query, input);
    let newId = id;
    const vals = [input.name, input.description, input.mt_manufacture_type_id, input.image_id];
    if (id === null) {
      const [r] = await d.query<{ id: number }>(
        'INSERT INTO mt_vendor (name, description, mt_manufacture_type_id, image_id) VALUES ($1, $2, $3, $4) RETURNING id',
        vals,
      );
      newId = r!.id;
    } else {
      const r = await d.query(
        'UPDATE mt_vendor SET name = $2, description = $3, mt_manufacture_type_id = $4, image_id = $5, updated_at = now() WHERE id = $1 RETURNING id',
        [id, ...vals],
      );
      if (!r.length) throw notFound('Vendor', id);
    }
    ctx.invalidate();
    const snap = await ctx.snapshot();
    return { message: savedMessage('Vendor', id === null ? 'created' : 'updated'), data: snap.vendorRow(snap.vendors.get(newId!)!) };
  };
  app.post('/api/vendor/create', {
    schema: { tags: ['Vendor'], summary: 'Create', body: bodies.vendor, security: bearer },
  }, async (req, reply) => reply.code(201).send(await saveVendor(req, null)));
  app.post('/api/vendor/update/:id', {
    schema: { tags: ['Vendor'], summary: 'Update', params: idParams, body: bodies.vendor, security: bearer },
  }, async (req) => {
    const id = routeId('Vendor', (req.params as { id: string }).id);
    if (!(await exists('mt_vendor', id))) throw notFound('Vendor', id);
    return saveVendor(req, id);
  });
  app.delete('/api/vendor/delete/:id', {
    schema: { tags: ['Vendor'], summary: 'Delete (409 while it has categories)', params: idParams, security: bearer },
  }, async (req) => {
    const id = routeId('Vendor', (req.params as { id: string }).id);
    return remove('mt_vendor', 'Vendor', id, async () => {
      const n = await countWhere(d.query, 'SELECT count(*)::int AS n FROM mt_product_category WHERE mt_vendor_id = $1', [id]);
      if (n) throw conflict(stillHasChildrenMessage('Vendor', n));
    });
  });

  // ------------------------------------------------------------------ product categories
  app.get('/api/product/category', {
    schema: { tags: ['Product category'], summary: 'Paged list with mt_vendor → mt_manufacture_type', querystring: listQuery, security: bearer },
  }, async (req) => {
    const q = (req.query ?? {}) as Q;
    const p = pageQuery(q);
    const w = new Where()
      .search(q)
      .filter(q, 'mt_vendor_id', (v) => `mt_vendor_id = ${v}`)
      .filter(q, 'mt_manufacture_type_id', (v) => `mt_vendor_id IN (SELECT id FROM mt_vendor WHERE mt_manufacture_type_id = ${v})`);
    const { ids, total } = await pageIds(d, 'mt_product_category', w, p);
    const rows = await withRelist(ids, (snap, id) => {
      const c = snap.categories.get(id);
      return c ? snap.categoryRow(c) : undefined;
    });
    return { data: paged(rows, total, p) };
  });

  app.get('/api/product/category/detail/:id', {
    config: { public: true },
    schema: { tags: ['Product category'], summary: 'Detail with mt_vendor → mt_manufacture_type, image, series (public)', params: idParams },
  }, async (req, reply) => {
    const id = routeId('Product category', (req.params as { id: string }).id);
    return sendCached(req, reply, ctx.cache, `category|${id}`, async () => {
      const snap = await ctx.snapshot();
      const c = snap.categories.get(id);
      if (!c) throw notFound('Product category', id);
      return { data: snap.categoryDetail(c) };
    });
  });

  const saveCategory = async (req: FastifyRequest, id: number | null) => {
    const input = ensure(checkCategory((await readForm(req, ctx.storage)).fields));
    assertChain(await ctx.snapshot(), { mt_manufacture_type_id: input.mt_manufacture_type_id, mt_vendor_id: input.mt_vendor_id });
    await checkAssets(d.query, input);
    let newId = id;
    const vals = [input.name, input.description, input.mt_vendor_id, input.image_id];
    if (id === null) {
      const [r] = await d.query<{ id: number }>(
        'INSERT INTO mt_product_category (name, description, mt_vendor_id, image_id) VALUES ($1, $2, $3, $4) RETURNING id',
        vals,
      );
      newId = r!.id;
    } else {
      const r = await d.query(
        'UPDATE mt_product_category SET name = $2, description = $3, mt_vendor_id = $4, image_id = $5, updated_at = now() WHERE id = $1 RETURNING id',
        [id, ...vals],
      );
      if (!r.length) throw notFound('Product category', id);
    }
    ctx.invalidate();
    const snap = await ctx.snapshot();
    return {
      message: savedMessage('Product category', id === null ? 'created' : 'updated'),
      data: snap.categoryRow(snap.categories.get(newId!)!),
    };
  };
  app.post('/api/product/category/create', {
    schema: { tags: ['Product category'], summary: 'Create', body: bodies.category, security: bearer },
  }, async (req, reply) => reply.code(201).send(await saveCategory(req, null)));
  app.post('/api/product/category/update/:id', {
    schema: { tags: ['Product category'], summary: 'Update', params: idParams, body: bodies.category, security: bearer },
  }, async (req) => {
    const id = routeId('Product category', (req.params as { id: string }).id);
    if (!(await exists('mt_product_category', id))) throw notFound('Product category', id);
    return saveCategory(req, id);
  });
  app.delete('/api/product/category/delete/:id', {
    schema: { tags: ['Product category'], summary: 'Delete (409 while it has series)', params: idParams, security: bearer },
  }, async (req) => {
    const id = routeId('Product category', (req.params as { id: string }).id);
    return remove('mt_product_category', 'Product category', id, async () => {
      const n = await countWhere(d.query, 'SELECT count(*)::int AS n FROM mt_product_series WHERE mt_product_category_id = $1', [id]);
      if (n) throw conflict(stillHasChildrenMessage('Product category', n));
    });
  });

  // ------------------------------------------------------------------ product series
  app.get('/api/product/series', {
    schema: {
      tags: ['Product series'],
      summary: 'Paged list with mt_product_category → mt_vendor → mt_manufacture_type, image, pdf',
      querystring: listQuery,
      security: bearer,
    },
  }, async (req) => {
    const q = (req.query ?? {}) as Q;
    const p = pageQuery(q);
    const w = new Where()
      .search(q)
      .filter(q, 'mt_product_category_id', (v) => `mt_product_category_id = ${v}`)
      .filter(q, 'mt_vendor_id', (v) => `mt_product_category_id IN (SELECT id FROM mt_product_category WHERE mt_vendor_id = ${v})`)
      .filter(
        q,
        'mt_manufacture_type_id',
        (v) =>
          `mt_product_category_id IN (SELECT c.id FROM mt_product_category c JOIN mt_vendor v ON v.id = c.mt_vendor_id WHERE v.mt_manufacture_type_id = ${v})`,
      );
    const { ids, total } = await pageIds(d, 'mt_product_series', w, p);
    const rows = await withRelist(ids, (snap, id) => {
      const s = snap.series.get(id);
      return s ? snap.seriesRow(s) : undefined;
    });
    return { data: paged(rows, total, p) };
  });

  app.get('/api/product/series/detail/:id', {
    config: { public: true },
    schema: { tags: ['Product series'], summary: 'Detail with category → vendor → type, image, pdf, no_pdf (public)', params: idParams },
  }, async (req, reply) => {
    const id = routeId('Product series', (req.params as { id: string }).id);
    return sendCached(req, reply, ctx.cache, `series|${id}`, async () => {
      const snap = await ctx.snapshot();
      const s = snap.series.get(id);
      if (!s) throw notFound('Product series', id);
      return { data: snap.seriesDetail(s) };
    });
  });

  const saveSeries = async (req: FastifyRequest, id: number | null) => {
    const input = ensure(checkSeries((await readForm(req, ctx.storage)).fields));
    assertChain(await ctx.snapshot(), {
      mt_manufacture_type_id: input.mt_manufacture_type_id,
      mt_vendor_id: input.mt_vendor_id,
      mt_product_category_id: input.mt_product_category_id,
    });
    await checkAssets(d.query, input);
    let newId = id;
    const vals = [input.name, input.description, input.mt_product_category_id, input.image_id, input.pdf_id];
    if (id === null) {
      const [r] = await d.query<{ id: number }>(
        'INSERT INTO mt_product_series (name, description, mt_product_category_id, image_id, pdf_id) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        vals,
      );
      newId = r!.id;
    } else {
      const r = await d.query(
        'UPDATE mt_product_series SET name = $2, description = $3, mt_product_category_id = $4, image_id = $5, pdf_id = $6, updated_at = now() WHERE id = $1 RETURNING id',
        [id, ...vals],
      );
      if (!r.length) throw notFound('Product series', id);
    }
    ctx.invalidate();
    const snap = await ctx.snapshot();
    return {
      message: savedMessage('Product series', id === null ? 'created' : 'updated'),
      data: snap.seriesRow(snap.series.get(newId!)!),
    };
  };
  app.post('/api/product/series/create', {
    schema: { tags: ['Product series'], summary: 'Create (pdf_id links a PDF file asset)', body: bodies.series, security: bearer },
  }, async (req, reply) => reply.code(201).send(await saveSeries(req, null)));
  app.post('/api/product/series/update/:id', {
    schema: { tags: ['Product series'], summary: 'Update (pdf_id null clears the brochure)', params: idParams, body: bodies.series, security: bearer },
  }, async (req) => {
    const id = routeId('Product series', (req.params as { id: string }).id);
    if (!(await exists('mt_product_series', id))) throw notFound('Product series', id);
    return saveSeries(req, id);
  });
  app.delete('/api/product/series/delete/:id', {
    schema: { tags: ['Product series'], summary: 'Delete (409 while it has products)', params: idParams, security: bearer },
  }, async (req) => {
    const id = routeId('Product series', (req.params as { id: string }).id);
    return remove('mt_product_series', 'Product series', id, async () => {
      const n = await countWhere(d.query, 'SELECT count(*)::int AS n FROM mt_product WHERE mt_product_series_id = $1', [id]);
      if (n) throw conflict(stillHasChildrenMessage('Product series', n));
    });
  });

  // ------------------------------------------------------------------ helpers
  async function exists(table: string, id: number): Promise<boolean> {
    return (await d.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length > 0;
  }

  async function remove(table: string, thing: HierarchyThing, id: number, guard: () => Promise<void>) {
    if (!(await exists(table, id))) throw notFound(thing, id);
    await guard();
    try {
      await d.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
    } catch (e) {
      if ((e as { code?: string }).code === '23503') throw conflict(`Cannot delete ${thing.toLowerCase()}: other records still refer to it`);
      throw e;
    }
    ctx.invalidate();
    return { message: savedMessage(thing, 'deleted'), data: { id } };
  }
}
