// Products: SQL-paged list (indexed, counts cached until the next write), multipart saves.
import type { FastifyRequest } from 'fastify';
import type { App } from '../context';
import type { FileRef, ImageRef, ProductRec } from '../lib/catalog';
import { notFound, routeId, unprocessable } from '../lib/errors';
import { pageQuery, readForm } from '../lib/http';
import { checkProduct, savedMessage } from '../rules';
import { assertChain, checkAssets, Where } from './common';
import { bearer, idParams, listQuery } from './schemas';

type Q = Record<string, unknown>;

const SELECT = `SELECT p.id, p.name, p.description, p.mt_product_series_id, p.image_id, p.pdf_id, p.created_at, p.updated_at,
    i.name AS image_name, i.image_path, f.name AS file_name, f.file_path
  FROM mt_product p
  LEFT JOIN image_asset i ON i.id = p.image_id
  LEFT JOIN file_asset f ON f.id = p.pdf_id`;

interface Row {
  id: number;
  name: string;
  description: string | null;
  mt_product_series_id: number;
  image_id: number | null;
  pdf_id: number | null;
  created_at: Date;
  updated_at: Date;
  image_name: string | null;
  image_path: string | null;
  file_name: string | null;
  file_path: string | null;
}

const BARE = `SELECT p.id, p.name, p.description, p.mt_product_series_id, p.image_id, p.pdf_id, p.created_at, p.updated_at FROM mt_product p`;
type BareRow = Omit<Row, 'image_name' | 'image_path' | 'file_name' | 'file_path'>;
type Refs = { images: Map<number, ImageRef | null>; files: Map<number, FileRef | null> };

const toRec = (r: Row): ProductRec => ({
  id: r.id,
  name: r.name,
  description: r.description,
  mt_product_series_id: r.mt_product_series_id,
  image_id: r.image_id,
  pdf_id: r.pdf_id,
  created_at: r.created_at,
  updated_at: r.updated_at,
  image: r.image_id != null && r.image_path ? { id: r.image_id, name: r.image_name ?? '', image_path: r.image_path } : null,
  file: r.pdf_id != null && r.file_path ? { id: r.pdf_id, name: r.file_name ?? '', file_path: r.file_path } : null,
});

const productMultipart = {
  description:
    'multipart/form-data (or JSON): name, description, mt_manufacture_type_id, mt_vendor_id, mt_product_category_id, mt_product_series_id, image_id, pdf_id, image_file (JPEG/PNG ≤ 10 MB), pdf_file (PDF ≤ 50 MB). An empty file part is skipped.',
};

export function productRoutes(app: App) {
  const { ctx } = app;
  const { d } = ctx;

  /** Image / file references of product rows, cached until the next write. */
  async function withRefs(rows: BareRow[]): Promise<ProductRec[]> {
    const refs = await ctx.cache.value<Refs>('product-refs', async () => ({ images: new Map(), files: new Map() }));
    const missingImages = [...new Set(rows.map((r) => r.image_id).filter((id): id is number => id != null && !refs.images.has(id)))];
    const missingFiles = [...new Set(rows.map((r) => r.pdf_id).filter((id): id is number => id != null && !refs.files.has(id)))];
    if (missingImages.length || missingFiles.length) {
      const found = await d.query<{ k: string; id: number; name: string; path: string }>(
        `SELECT 'i' AS k, id, name, image_path AS path FROM image_asset WHERE id = ANY($1::int[])
         UNION ALL SELECT 'f' AS k, id, name, file_path AS path FROM file_asset WHERE id = ANY($2::int[])`,
        [missingImages, missingFiles],
      );
      const fresh: Refs = { images: new Map(), files: new Map() };
      for (const id of missingImages) fresh.images.set(id, null);
      for (const id of missingFiles) fresh.files.set(id, null);
      for (const f of found) {
        if (f.k === 'i') fresh.images.set(f.id, { id: f.id, name: f.name, image_path: f.path });
        else fresh.files.set(f.id, { id: f.id, name: f.name, file_path: f.path });
      }
      for (const [k, v] of fresh.images) refs.images.set(k, v);
      for (const [k, v] of fresh.files) refs.files.set(k, v);
    }
    return rows.map((r) => ({
      ...r,
      image: r.image_id != null ? (refs.images.get(r.image_id) ?? null) : null,
      file: r.pdf_id != null ? (refs.files.get(r.pdf_id) ?? null) : null,
    }));
  }

  async function load(id: number) {
    const [r] = await d.query<Row>(`${SELECT} WHERE p.id = $1`, [id]);
    if (!r) return null;
    const snap = await ctx.snapshot();
    return snap.productRow(toRec(r));
  }

  app.get('/api/product', {
    schema: {
      tags: ['Product'],
      summary: 'Paged list (newest first) with mt_product_series → category → vendor → type, image, file',
      querystring: listQuery,
      security: bearer,
    },
  }, async (req, reply) => {
    const q = (req.query ?? {}) as Q;
    const p = pageQuery(q);
    const w = new Where()
      .search(q, 'p.name')
      .filter(q, 'mt_product_series_id', (v) => `p.mt_product_series_id = ${v}`)
      .filter(q, 'mt_product_category_id', (v) => `p.mt_product_series_id IN (SELECT id FROM mt_product_series WHERE mt_product_category_id = ${v})`)
      .filter(
        q,
        'mt_vendor_id',
        (v) =>
          `p.mt_product_series_id IN (SELECT s.id FROM mt_product_series s JOIN mt_product_category c ON c.id = s.mt_product_category_id WHERE c.mt_vendor_id = ${v})`,
      )
      .filter(
        q,
        'mt_manufacture_type_id',
        (v) =>
          `p.mt_product_series_id IN (SELECT s.id FROM mt_product_series s JOIN mt_product_category c ON c.id = s.mt_product_category_id JOIN mt_vendor v ON v.id = c.mt_vendor_id WHERE v.mt_manufacture_type_id = ${v})`,
      );
    const n = w.params.length;
    // The total is counted once per filter until the next write.
    const total = await ctx.cache.value(`count:product:${w.key}`, async () => {
      const [r] = await d.query<{ n: number }>(`SELECT count(*)::int AS n FROM mt_product p ${w.sql}`, w.params);
      return r!.n;
    });
    // Only mt_product is read (joins cost more to plan than to run on PGlite); the image and
    // file references come from a per-write cache (see withRefs()).
    // Pages seen since the last write remember their first id ("anchor"): such a page, and the
    // one after it, is read by an index range scan (keyset) instead of walking OFFSET rows.
    const anchors = await ctx.cache.value(`anchors:product:${p.perPage}:${w.key}`, async () => new Map<number, number>());
    let rows: BareRow[] = [];
    if (p.offset < total) {
      const anchor = anchors.get(p.page);
      const fetched =
        anchor !== undefined
          ? await d.query<BareRow>(`${BARE} ${w.sql ? `${w.sql} AND` : 'WHERE'} p.id <= $${n + 1} ORDER BY p.id DESC LIMIT $${n + 2}`, [
              ...w.params,
              anchor,
              p.perPage + 1,
            ])
          : await d.query<BareRow>(`${BARE} ${w.sql} ORDER BY p.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`, [
              ...w.params,
              p.perPage + 1,
              p.offset,
            ]);
      rows = fetched.slice(0, p.perPage);
      if (anchors.size > 10_000) anchors.clear();
      if (rows.length) anchors.set(p.page, rows[0]!.id);
      if (fetched.length > p.perPage) anchors.set(p.page + 1, fetched[p.perPage]!.id);
    }
    const recs = await withRefs(rows);
    const snap = await ctx.snapshot();
    // Serialized by hand so that the nested series chains are stringified once per write.
    const meta = { total, per_page: p.perPage, current_page: p.page, last_page: Math.max(1, Math.ceil(total / p.perPage)) };
    const body = `{"data":{"data":[${recs.map((r) => snap.productRowJson(r)).join(',')}],${JSON.stringify(meta).slice(1)}}`;
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/api/product/detail/:id', {
    schema: { tags: ['Product'], summary: 'Detail with series chain, image and file', params: idParams, security: bearer },
  }, async (req) => {
    const id = routeId('Product', (req.params as { id: string }).id);
    const row = await load(id);
    if (!row) throw notFound('Product', id);
    return { data: row };
  });

  async function save(req: FastifyRequest, id: number | null) {
    const form = await readForm(req, ctx.storage, { image_file: 'image', pdf_file: 'pdf' });
    const written: string[] = [];
    try {
      const r = checkProduct(form.fields);
      if (!r.ok) throw unprocessable(r.errors);
      const input = r.value;
      assertChain(await ctx.snapshot(), {
        mt_manufacture_type_id: input.mt_manufacture_type_id,
        mt_vendor_id: input.mt_vendor_id,
        mt_product_category_id: input.mt_product_category_id,
        mt_product_series_id: input.mt_product_series_id,
      }, { category: 'Product Category' });
      const imageFile = form.files.image_file;
      const pdfFile = form.files.pdf_file;
      await checkAssets(d.query, { image_id: imageFile ? null : input.image_id, pdf_id: pdfFile ? null : input.pdf_id });
      // Files into place first, then every row in one transaction; on failure the files go.
      const imagePath = imageFile ? await ctx.storage.commit(imageFile) : null;
      if (imagePath) written.push(imagePath);
      const pdfPath = pdfFile ? await ctx.storage.commit(pdfFile) : null;
      if (pdfPath) written.push(pdfPath);
      const newId = await d.transaction(async (q) => {
        let imageId = input.image_id;
        let pdfId = input.pdf_id;
        if (imageFile && imagePath) {
          const [a] = await q<{ id: number }>(
            'INSERT INTO image_asset (name, description, image_path, mime, size) VALUES ($1, $2, $3, $4, $5) RETURNING id',
            [input.name.slice(0, 255), `Image of product ${input.name}`.slice(0, 1000), imagePath, imageFile.mime, imageFile.size],
          );
          imageId = a!.id;
        }
        if (pdfFile && pdfPath) {
          const [a] = await q<{ id: number }>(
            'INSERT INTO file_asset (name, description, file_path, mime, size) VALUES ($1, $2, $3, $4, $5) RETURNING id',
            [input.name.slice(0, 255), `Brochure of product ${input.name}`.slice(0, 1000), pdfPath, pdfFile.mime, pdfFile.size],
          );
          pdfId = a!.id;
        }
        const vals = [input.name, input.description, input.mt_product_series_id, imageId, pdfId];
        if (id === null) {
          const [row] = await q<{ id: number }>(
            'INSERT INTO mt_product (name, description, mt_product_series_id, image_id, pdf_id) VALUES ($1, $2, $3, $4, $5) RETURNING id',
            vals,
          );
          return row!.id;
        }
        const upd = await q<{ id: number }>(
          'UPDATE mt_product SET name = $2, description = $3, mt_product_series_id = $4, image_id = $5, pdf_id = $6, updated_at = now() WHERE id = $1 RETURNING id',
          [id, ...vals],
        );
        if (!upd.length) throw notFound('Product', id);
        return id;
      });
      written.length = 0;
      ctx.invalidate();
      return { message: savedMessage('Product', id === null ? 'created' : 'updated'), data: await load(newId) };
    } finally {
      await Promise.all(written.map((p) => ctx.storage.remove(p)));
      await form.cleanup();
    }
  }

  app.post('/api/product/create', {
    schema: { tags: ['Product'], summary: 'Create (multipart)', description: productMultipart.description, security: bearer },
  }, async (req, reply) => reply.code(201).send(await save(req, null)));
  app.post('/api/product/update/:id', {
    schema: { tags: ['Product'], summary: 'Update (multipart)', description: productMultipart.description, params: idParams, security: bearer },
  }, async (req) => {
    const id = routeId('Product', (req.params as { id: string }).id);
    if (!(await d.query('SELECT 1 FROM mt_product WHERE id = $1', [id])).length) throw notFound('Product', id);
    return save(req, id);
  });
  app.delete('/api/product/delete/:id', {
    schema: { tags: ['Product'], summary: 'Delete', params: idParams, security: bearer },
  }, async (req) => {
    const id = routeId('Product', (req.params as { id: string }).id);
    const r = await d.query('DELETE FROM mt_product WHERE id = $1 RETURNING id', [id]);
    if (!r.length) throw notFound('Product', id);
    ctx.invalidate();
    return { message: savedMessage('Product', 'deleted'), data: { id } };
  });
}
