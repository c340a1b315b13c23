// The admin product list (GET /api/product), newest first, measured for 100,000 products:
//  - only mt_product is read (joins cost more to plan than to run on PGlite); the image and file
//    references come from a cache kept until the next write (withRefs);
//  - the total is counted once per filter until the next write; a searched list's ids (up to
//    12,000) are read once so, and its pages looked up by id;
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
import { listFilter, type ListFilter } from './listFilters';
import { prepared } from './prepared';

export interface ProductPageParts {
  db: DB;
  cache: Cache;
  snapshot(): Promise<Snapshot>;
}

const { products: p, imageAssets: i, fileAssets: f } = schema;

/** The most ids a searched list keeps (48 KB); the values cache holds at most 2,000 entries. */
const SEARCHED_IDS_MAX = 12_000;

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
  const searched = list.search ? await cache.value(`ids:product:${key}`, () => searchedIds(db, filter)) : null;
  if (searched) {
    // The page's rows by id: a lookup each, wherever the matches lie.
    const pageIds = [...searched.subarray(list.offset, list.offset + list.perPage)];
    const rows = pageIds.length ? await db.select(PRODUCT_COLUMNS).from(p).where(inArray(p.id, pageIds)).orderBy(desc(p.id)) : [];
    return pageJson(parts, list, rows, searched.length);
  }
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
  return pageJson(parts, list, rows, total);
}

/** The answer's JSON text: the page's rows with their asset references, and the paging facts. */
async function pageJson(parts: ProductPageParts, list: ListQuery, rows: ProductRow[], total: number): Promise<string> {
  const recs = await withRefs(parts, rows);
  const snap = await parts.snapshot();
  const meta = { total, per_page: list.perPage, current_page: list.page, last_page: Math.max(1, Math.ceil(total / list.perPage)) };
  return `{"data":{"data":[${recs.map((r) => snap.productRowJson(r)).join(',')}],${JSON.stringify(meta).slice(1)}}`;
}

/**
 * The ids a searched list matches, newest first, read once until the next write (as the counts
 * are): its pages are then looked up by id. Read page by page instead, the planner walks the id
 * index down and filters, which for a term whose rows sit together among the oldest (a series'
 * model code, 'Mk2': 10,560 rows, 69,000 read before the first) costs 80 ms a page at 100,000
 * products. Null when more rows match than SEARCHED_IDS_MAX (a common term, met early on that
 * walk): those lists are paged as the others.
 */
async function searchedIds(db: DB, { where, values, shape }: ListFilter): Promise<Int32Array | null> {
  const rows = await prepared(db, `product_searched_ids_${shape}`, (name) =>
    db
      .select({ id: p.id })
      .from(p)
      .where(where)
      .orderBy(desc(p.id))
      .limit(SEARCHED_IDS_MAX + 1)
      .prepare(name),
  ).execute(values);
  return rows.length > SEARCHED_IDS_MAX ? null : Int32Array.from(rows, (row) => row.id);
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
