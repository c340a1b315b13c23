// Seeding: the admin user, the demo catalogue (first start) and the big benchmark catalogue.
import type { Database, Query } from '../db';
import { hashPassword } from '../lib/auth';
import type { Storage } from '../lib/storage';
import { demoCatalogue, generatedProduct } from './catalogue';
import { drawSeedFile } from './files';
import { seedFilePlan, type SeedFile } from './filePlan';

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
 * Seed the demo catalogue (files first, then all rows in one transaction). The files go to the
 * fixed paths of the seed file plan (seed/…), the same paths the browser demo uses.
 */
export async function seedDemo(d: Database, storage: Storage): Promise<SeedResult> {
  const cat = demoCatalogue();
  const plan = seedFilePlan(cat);
  const write = async (f: SeedFile) => {
    const bytes = drawSeedFile(f.drawing);
    return { name: f.name, p: await storage.writeAt(f.path, bytes), size: bytes.length };
  };
  const typeImgs = await Promise.all(plan.typeImages.map(write));
  const vendorImgs = await Promise.all(plan.vendorLogos.map(write));
  const categoryImgs = await Promise.all(plan.categoryImages.map(write));
  const seriesImgs = await Promise.all(plan.seriesImages.map(write));
  const pdfs = await Promise.all(plan.seriesBrochures.map((f) => (f ? write(f) : null)));

  // Several processes starting on one empty PostgreSQL database: only one seeds. The files of
  // the others are the same bytes at the same paths, so they stay (they may share STORAGE_DIR).
  const result = await d.transaction(async (q): Promise<SeedResult | null> => {
    await q('SELECT pg_advisory_xact_lock(727275)');
    const [{ n }] = await q<{ n: number }>('SELECT count(*)::int AS n FROM mt_manufacture_type');
    if (n > 0) return null;
    const imageRows = [...typeImgs, ...vendorImgs, ...categoryImgs, ...seriesImgs];
    const imageIds = await insertMany(
      q,
      'image_asset',
      ['name', 'image_path', 'mime', 'size'],
      imageRows.map((r) => [r.name, r.p, 'image/png', r.size]),
    );
    let k = 0;
    const typeImgIds = typeImgs.map(() => imageIds[k++]!);
    const vendorImgIds = vendorImgs.map(() => imageIds[k++]!);
    const categoryImgIds = categoryImgs.map(() => imageIds[k++]!);
    const seriesImgIds = seriesImgs.map(() => imageIds[k++]!);
    const pdfList = pdfs.filter((p): p is NonNullable<typeof p> => !!p);
    const fileIds = await insertMany(
      q,
      'file_asset',
      ['name', 'description', 'file_path', 'mime', 'size'],
      pdfList.map((f) => [f.name, 'Product brochure (PDF)', f.p, 'application/pdf', f.size]),
    );
    let fk = 0;
    const seriesPdfIds = pdfs.map((p) => (p ? fileIds[fk++]! : null));

    const typeIds = await insertMany(
      q,
      'mt_manufacture_type',
      ['name', 'description', 'image_id'],
      cat.manufactureTypes.map((t, i) => [t.name, t.description, typeImgIds[i]]),
    );
    const vendorIds = await insertMany(
      q,
      'mt_vendor',
      ['name', 'description', 'mt_manufacture_type_id', 'image_id'],
      cat.vendors.map((v, i) => [v.name, v.description, typeIds[v.type], vendorImgIds[i]]),
    );
    const categoryIds = await insertMany(
      q,
      'mt_product_category',
      ['name', 'description', 'mt_vendor_id', 'image_id'],
      cat.categories.map((c, i) => [c.name, c.description, vendorIds[c.vendor], categoryImgIds[i]]),
    );
    const seriesIds = await insertMany(
      q,
      'mt_product_series',
      ['name', 'description', 'mt_product_category_id', 'image_id', 'pdf_id'],
      cat.series.map((s, i) => [s.name, s.description, categoryIds[s.category], seriesImgIds[i], seriesPdfIds[i]]),
    );
    const productIds = await insertMany(
      q,
      'mt_product',
      ['name', 'description', 'mt_product_series_id', 'image_id', 'pdf_id'],
      cat.products.map((p) => [p.name, p.description, seriesIds[p.series], seriesImgIds[p.series], seriesPdfIds[p.series]]),
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
