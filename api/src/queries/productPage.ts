// The admin product list (GET /api/product), newest first, measured for 100,000 products:
//  - only mt_product is read (joins cost more to plan than to run on PGlite); the image and file
//    references come from a cache kept until the next write (withRefs);
//  - the total is counted once per filter until the next write;
//  - pages seen since the last write remember their first id ("anchor"): such a page, and the one
//    after it, is read by an index range scan (keyset) instead of walking OFFSET rows;
//  - the statements are prepared once per shape of the filter (./prepared.ts);
//  - the JSON is written by hand, so that the nested series chains are stringified once per write.
import { and, count, desc, inArray, lte, sql } from 'drizzle-orm';
import type { FileRef, ImageRef, ListQuery, ProductRow } from '@mfe/catalogue-core';
import { schema, type DB } from '../db';
import { FILE_REF_COLUMNS, IMAGE_REF_COLUMNS, PRODUCT_COLUMNS } from '../db/rowColumns';
import type { Cache } from '../lib/cache';
import type { ProductRec, Snapshot } from '../lib/catalog';
import { listFilter } from './listFilters';
import { prepared } from './prepared';

export interface ProductPageParts {
  db: DB;
  cache: Cache;
  snapshot(): Promise<Snapshot>;
}

const { products: p, imageAssets: i, fileAssets: f } = schema;

interface Refs {
  images: Map<number, ImageRef | null>;
  files: Map<number, FileRef | null>;
}

/** The page's JSON text: `{data: {data, total, per_page, current_page, last_page}}`. */
export async function productPageJson(parts: ProductPageParts, list: ListQuery): Promise<string> {
  const { db, cache } = parts;
  const filter = listFilter('mt_product', p.name, list);
  const { where, values, shape } = filter;
  const key = JSON.stringify([list.search, list.parents, list.published, list.untranslated]);
  const counted = prepared(db, `product_count_${shape}`, (name) => db.select({ n: count() }).from(p).where(where).prepare(name));
  const total = await cache.value(`count:product:${key}`, async () => (await counted.execute(values))[0]!.n);
  const anchors = await cache.value(`anchors:product:${list.perPage}:${key}`, async () => new Map<number, number>());
  let rows: ProductRow[] = [];
  if (list.offset < total) {
    const anchor = anchors.get(list.page);
    // One row more than the page: the first id of the next page.
    const limit = list.perPage + 1;
    const fetched =
      anchor !== undefined
        ? await prepared(db, `product_page_from_anchor_${shape}`, (name) =>
            db
              .select(PRODUCT_COLUMNS)
              .from(p)
              .where(and(where, lte(p.id, sql.placeholder('anchor'))))
              .orderBy(desc(p.id))
              .limit(sql.placeholder('limit'))
              .prepare(name),
          ).execute({ ...values, anchor, limit })
        : await prepared(db, `product_page_at_offset_${shape}`, (name) =>
            db
              .select(PRODUCT_COLUMNS)
              .from(p)
              .where(where)
              .orderBy(desc(p.id))
              .limit(sql.placeholder('limit'))
              .offset(sql.placeholder('offset'))
              .prepare(name),
          ).execute({ ...values, limit, offset: list.offset });
    rows = fetched.slice(0, list.perPage);
    if (anchors.size > 10_000) anchors.clear();
    if (rows.length) anchors.set(list.page, rows[0]!.id);
    if (fetched.length > list.perPage) anchors.set(list.page + 1, fetched[list.perPage]!.id);
  }
  const recs = await withRefs(parts, rows);
  const snap = await parts.snapshot();
  const meta = { total, per_page: list.perPage, current_page: list.page, last_page: Math.max(1, Math.ceil(total / list.perPage)) };
  return `{"data":{"data":[${recs.map((r) => snap.productRowJson(r)).join(',')}],${JSON.stringify(meta).slice(1)}}`;
}

/** The image and file references of product rows, read once per asset until the next write. */
async function withRefs(parts: ProductPageParts, rows: ProductRow[]): Promise<ProductRec[]> {
  const refs = await parts.cache.value<Refs>('product-refs', async () => ({ images: new Map(), files: new Map() }));
  const missingImages = [...new Set(rows.map((r) => r.image_id).filter((id): id is number => id != null && !refs.images.has(id)))];
  const missingFiles = [...new Set(rows.map((r) => r.pdf_id).filter((id): id is number => id != null && !refs.files.has(id)))];
  if (missingImages.length || missingFiles.length) {
    const images = missingImages.length ? await parts.db.select(IMAGE_REF_COLUMNS).from(i).where(inArray(i.id, missingImages)) : [];
    const files = missingFiles.length ? await parts.db.select(FILE_REF_COLUMNS).from(f).where(inArray(f.id, missingFiles)) : [];
    for (const id of missingImages) refs.images.set(id, null);
    for (const id of missingFiles) refs.files.set(id, null);
    for (const image of images) refs.images.set(image.id, image);
    for (const file of files) refs.files.set(file.id, file);
  }
  return rows.map((r) => ({
    ...r,
    image: r.image_id != null ? (refs.images.get(r.image_id) ?? null) : null,
    file: r.pdf_id != null ? (refs.files.get(r.pdf_id) ?? null) : null,
  }));
}
