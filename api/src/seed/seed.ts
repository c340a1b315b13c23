// Seeding: the admin user, the demo catalogue (first start) and the big benchmark catalogue.
import type { Database, Query } from '../db';
import { hashPassword } from '../lib/auth';
import type { Storage } from '../lib/storage';
import type { TableName } from '@mfe/catalogue-core';
import { generatedProduct, seedRows, type SeedFile, type SeedStore } from '@mfe/catalogue-core/seed';
import { drawSeedFile } from './files';
import { seedMaster } from './seedMaster';

/** A value as a parameter: a list (an attribute's options) as JSON, for its jsonb column. */
const param = (v: unknown) => (Array.isArray(v) ? JSON.stringify(v) : v);

/** Insert rows (objects with the same columns) in one multi-row INSERT, returning the ids in order (none for a table without ids). */
async function insertRows(q: Query, table: string, rows: object[], returning: 'id' | 'nothing' = 'id'): Promise<number[]> {
  if (!rows.length) return [];
  const cols = Object.keys(rows[0]!);
  const params: unknown[] = [];
  const values = rows.map(
    (r) =>
      `(${Object.values(r)
        .map((v) => (params.push(param(v)), `$${params.length}`))
        .join(', ')})`,
  );
  const res = await q<{ id: number }>(
    `INSERT INTO ${table} (${cols.join(', ')}) VALUES ${values.join(', ')}${returning === 'id' ? ' RETURNING id' : ''}`,
    params,
  );
  return res.map((r) => r.id);
}

export async function seedAdmin(d: Database, email: string, password: string, name = 'Demo Admin'): Promise<boolean> {
  const [{ n }] = await d.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (n > 0) return false;
  await d.query("INSERT INTO users (email, name, password_hash, role) VALUES ($1, $2, $3, 'admin') ON CONFLICT DO NOTHING", [
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
 * Seed the demo catalogue (files first, then all rows in one transaction): the rows of the core's
 * one seed mapping (@mfe/catalogue-core/seed), the files at the fixed paths of its file plan
 * (seed/…) the browser demo uses too.
 */
export async function seedDemo(d: Database, storage: Storage): Promise<SeedResult> {
  const seed = seedRows();
  const sizes = new Map<string, number>();
  const write = async (f: SeedFile, bytes: Uint8Array) => {
    await storage.writeAt(f.path, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    sizes.set(f.path, bytes.length);
  };
  // The drawn pictures become masters as every upload does (./seedMaster), one after another: the
  // process's image turns let at most 64 wait, for visitors' uploads. The brochures are stored as drawn.
  for (const f of seed.images) await write(f, await seedMaster(f));
  await Promise.all(seed.files.map((f) => write(f, drawSeedFile(f.drawing))));

  // Several processes starting on one empty PostgreSQL database: only one seeds. The files of
  // the others are the same bytes at the same paths, so they stay (they may share STORAGE_DIR).
  const result = await d.transaction(async (q): Promise<SeedResult | null> => {
    await q('SELECT pg_advisory_xact_lock(727275)');
    const [{ n }] = await q<{ n: number }>('SELECT count(*)::int AS n FROM mt_manufacture_type');
    if (n > 0) return null;
    const ids = new Map<TableName, number[]>();
    const store: SeedStore = { idOf: (table, index) => ids.get(table)![index]!, sizeOf: (f) => sizes.get(f.path)! };
    for (const { table, rows } of seed.tables) ids.set(table, await insertRows(q, table, rows(store)));
    await insertRows(q, 'mt_product_attribute_value', seed.attributeValues(store), 'nothing');
    const count = (table: TableName) => ids.get(table)!.length;
    return {
      manufactureTypes: count('mt_manufacture_type'),
      vendors: count('mt_vendor'),
      categories: count('mt_product_category'),
      series: count('mt_product_series'),
      products: count('mt_product'),
      images: count('image_asset'),
      files: count('file_asset'),
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
    const descsId: string[] = [];
    const sids: number[] = [];
    const imgs: (number | null)[] = [];
    const pdfs: (number | null)[] = [];
    for (let i = 0; i < count; i++, k++) {
      const si = k % series.length;
      const s = series[si]!;
      const p = generatedProduct(si, Math.floor(k / series.length), s.name);
      names.push(p.name);
      descs.push(p.description);
      descsId.push(p.description_id);
      sids.push(s.id);
      imgs.push(s.image_id);
      pdfs.push(s.pdf_id);
    }
    // unnest() keeps the statement to 6 parameters whatever the batch size.
    await d.query(
      `INSERT INTO mt_product (name, description, description_id, mt_product_series_id, image_id, pdf_id)
       SELECT * FROM unnest($1::varchar[], $2::text[], $3::text[], $4::int[], $5::int[], $6::int[])`,
      [names, descs, descsId, sids, imgs, pdfs],
    );
    have += count;
    onProgress?.(have);
  }
  return have - n;
}
