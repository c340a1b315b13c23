// Seeding: the admin user, the demo catalogue (first start) and the big benchmark catalogue.
import type { Database, Query } from '../db';
import { hashPassword } from '../lib/auth';
import type { Storage } from '../lib/storage';
import { generatedProduct } from './catalogue';
import type { SeedFile } from './filePlan';
import { drawSeedFile } from './files';
import { seedMaster } from './seedMaster';
import { SEED_BROCHURE_DESCRIPTION, seedRows } from './rows';

/** Insert rows in one multi-row INSERT, returning the ids in order. */
async function insertMany(q: Query, table: string, cols: string[], rows: unknown[][]): Promise<number[]> {
  if (!rows.length) return [];
  const params: unknown[] = [];
  const values = rows.map((r) => `(${r.map((v) => (params.push(v), `$${params.length}`)).join(', ')})`);
  const res = await q<{ id: number }>(`INSERT INTO ${table} (${cols.join(', ')}) VALUES ${values.join(', ')} RETURNING id`, params);
  return res.map((r) => r.id);
}

export async function seedAdmin(d: Database, email: string, password: string, name = 'Demo Admin'): Promise<boolean> {
  const [{ n }] = await d.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (n > 0) return false;
  await d.query('INSERT INTO users (email, name, password_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    email.trim().toLowerCase(),
    name,
    await hashPassword(password),
  ]);
  return true;
}

export async function isCatalogueEmpty(d: Database): Promise<boolean> {
  const [{ n }] = await d.query<{ n: number }>('SELECT count(*)::int AS n FROM mt_manufacture_type');
  return n === 0;
}

export interface SeedResult {
  manufactureTypes: number;
  vendors: number;
  categories: number;
  series: number;
  products: number;
  images: number;
  files: number;
}

/**
 * Seed the demo catalogue (files first, then all rows in one transaction): the rows of
 * ./rows, the files at the fixed paths of the seed file plan (seed/…) the browser demo uses too.
 */
export async function seedDemo(d: Database, storage: Storage): Promise<SeedResult> {
  const rows = seedRows();
  const write = async (f: SeedFile, bytes: Uint8Array) => {
    await storage.writeAt(f.path, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return bytes.length;
  };
  // The drawn pictures become masters as every upload does (./seedMaster); the brochures are stored as drawn.
  // One after another: the masters share the process's image bound (2 at once, 64 waiting), and
  // all 163 asked at once would have the 65th on refused (503) and the API fail to start.
  const imageSizes: number[] = [];
  for (const f of rows.images) imageSizes.push(await write(f, await seedMaster(f)));
  const fileSizes = await Promise.all(rows.files.map((f) => write(f, drawSeedFile(f.drawing))));

  // Several processes starting on one empty PostgreSQL database: only one seeds. The files of
  // the others are the same bytes at the same paths, so they stay (they may share STORAGE_DIR).
  const result = await d.transaction(async (q): Promise<SeedResult | null> => {
    await q('SELECT pg_advisory_xact_lock(727275)');
    const [{ n }] = await q<{ n: number }>('SELECT count(*)::int AS n FROM mt_manufacture_type');
    if (n > 0) return null;
    const imageIds = await insertMany(
      q,
      'image_asset',
      ['name', 'image_path', 'mime', 'size'],
      rows.images.map((f, i) => [f.name, f.path, 'image/png', imageSizes[i]]),
    );
    const fileIds = await insertMany(
      q,
      'file_asset',
      ['name', 'description', 'file_path', 'mime', 'size'],
      rows.files.map((f, i) => [f.name, SEED_BROCHURE_DESCRIPTION, f.path, 'application/pdf', fileSizes[i]]),
    );
    const fileId = (pdf: number | null) => (pdf === null ? null : fileIds[pdf]);
    const typeIds = await insertMany(
      q,
      'mt_manufacture_type',
      ['name', 'description', 'image_id', 'page_kind'],
      rows.types.map((t) => [t.name, t.description, imageIds[t.image], t.page_kind]),
    );
    const vendorIds = await insertMany(
      q,
      'mt_vendor',
      ['name', 'description', 'mt_manufacture_type_id', 'image_id'],
      rows.vendors.map((v) => [v.name, v.description, typeIds[v.type], imageIds[v.image]]),
    );
    const categoryIds = await insertMany(
      q,
      'mt_product_category',
      ['name', 'description', 'mt_vendor_id', 'image_id'],
      rows.categories.map((c) => [c.name, c.description, vendorIds[c.vendor], imageIds[c.image]]),
    );
    const seriesIds = await insertMany(
      q,
      'mt_product_series',
      ['name', 'description', 'mt_product_category_id', 'image_id', 'pdf_id'],
      rows.series.map((s) => [s.name, s.description, categoryIds[s.category], imageIds[s.image], fileId(s.pdf)]),
    );
    const productIds = await insertMany(
      q,
      'mt_product',
      ['name', 'description', 'mt_product_series_id', 'image_id', 'pdf_id'],
      rows.products.map((p) => [p.name, p.description, seriesIds[p.series], imageIds[p.image], fileId(p.pdf)]),
    );
    return {
      manufactureTypes: typeIds.length,
      vendors: vendorIds.length,
      categories: categoryIds.length,
      series: seriesIds.length,
      products: productIds.length,
      images: imageIds.length,
      files: fileIds.length,
    };
  });
  return result ?? { manufactureTypes: 0, vendors: 0, categories: 0, series: 0, products: 0, images: 0, files: 0 };
}

/** Add generated products until the catalogue holds at least `total` (batch inserts). */
export async function seedProducts(d: Database, total: number, onProgress?: (n: number) => void): Promise<number> {
  const [{ n }] = await d.query<{ n: number }>('SELECT count(*)::int AS n FROM mt_product');
  const series = await d.query<{ id: number; name: string; image_id: number | null; pdf_id: number | null }>(
    'SELECT id, name, image_id, pdf_id FROM mt_product_series ORDER BY id',
  );
  if (!series.length) throw new Error('No product series to attach products to: seed the demo catalogue first');
  let have = n;
  const BATCH = 2000;
  let k = have;
  while (have < total) {
    const count = Math.min(BATCH, total - have);
    const names: string[] = [];
    const descs: string[] = [];
    const sids: number[] = [];
    const imgs: (number | null)[] = [];
    const pdfs: (number | null)[] = [];
    for (let i = 0; i < count; i++, k++) {
      const si = k % series.length;
      const s = series[si]!;
      const p = generatedProduct(si, Math.floor(k / series.length), s.name);
      names.push(p.name);
      descs.push(p.description);
      sids.push(s.id);
      imgs.push(s.image_id);
      pdfs.push(s.pdf_id);
    }
    // unnest() keeps the statement to 5 parameters whatever the batch size.
    await d.query(
      `INSERT INTO mt_product (name, description, mt_product_series_id, image_id, pdf_id)
       SELECT * FROM unnest($1::varchar[], $2::text[], $3::int[], $4::int[], $5::int[])`,
      [names, descs, sids, imgs, pdfs],
    );
    have += count;
    onProgress?.(have);
  }
  return have - n;
}
