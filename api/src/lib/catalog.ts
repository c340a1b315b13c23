// The hierarchy snapshot (manufacture types, vendors, categories, series with their image and
// PDF references and their product counts) held in memory until the next write. The JSON shapes of every entity are the
// pure ones of ../shapes/catalog (shared with the browser demo).
import { count, inArray } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { schema, type Database } from '../db';
import { FILE_REF_COLUMNS, IMAGE_REF_COLUMNS, rowColumns } from '../db/rowColumns';
import {
  CatalogShapes,
  type CategoryRow,
  type FileRef,
  type ImageRef,
  type ProductRow,
  type SeriesRow,
  type SeriesProductCount,
  type FormerNameRow,
  type TypeOwnRow,
  type VendorRow,
} from '@mfe/catalogue-core';
import type { Cache } from './cache';

export type { FileRef, ImageRef };

/** A product as the routes read it: with its image and file references. */
export interface ProductRec extends ProductRow {
  image: ImageRef | null;
  file: FileRef | null;
}

export class Snapshot extends CatalogShapes {
  private seriesJsonMemo = new Map<number, string>();
  /**
   * JSON text of a product list row, the same as JSON.stringify(productListRow(p)); the series'
   * named chain is stringified once per snapshot.
   */
  productRowJson(p: ProductRec): string {
    const head = JSON.stringify(this.productOwn(p));
    let chain = this.seriesJsonMemo.get(p.mt_product_series_id);
    if (chain === undefined) {
      const s = this.series.get(p.mt_product_series_id);
      if (!s) return head;
      chain = JSON.stringify(this.seriesRef(s));
      this.seriesJsonMemo.set(p.mt_product_series_id, chain);
    }
    return `${head.slice(0, -1)},"mt_product_series":${chain}}`;
  }
}

export async function loadSnapshot(d: Database): Promise<Snapshot> {
  const { db } = d;
  const {
    manufactureTypes: t,
    manufactureTypeFormerNames: former,
    vendors: v,
    categories: c,
    series: s,
    products: p,
    imageAssets: i,
    fileAssets: f,
  } = schema;
  const types: TypeOwnRow[] = await db.select(rowColumns('mt_manufacture_type', t)).from(t).orderBy(t.id);
  const formerNames: FormerNameRow[] = await db
    .select({ mt_manufacture_type_id: former.mt_manufacture_type_id, name: former.name })
    .from(former)
    .orderBy(former.id);
  const vendors: VendorRow[] = await db.select(rowColumns('mt_vendor', v)).from(v).orderBy(v.id);
  const categories: CategoryRow[] = await db.select(rowColumns('mt_product_category', c)).from(c).orderBy(c.id);
  const series: SeriesRow[] = await db.select(rowColumns('mt_product_series', s)).from(s).orderBy(s.id);
  // One grouped query: the models count of each series card, published and drafts apart (the public counts the first).
  const productCounts: SeriesProductCount[] = await db
    .select({ mt_product_series_id: p.mt_product_series_id, published: p.published, count: count() })
    .from(p)
    .groupBy(p.mt_product_series_id, p.published);
  // Only the assets the hierarchy links (products read theirs with the product).
  const linkedImages = union(
    db.select({ id: t.image_id }).from(t),
    db.select({ id: v.image_id }).from(v),
    db.select({ id: c.image_id }).from(c),
    db.select({ id: s.image_id }).from(s),
  );
  const images: ImageRef[] = await db.select(IMAGE_REF_COLUMNS).from(i).where(inArray(i.id, linkedImages));
  const files: FileRef[] = await db
    .select(FILE_REF_COLUMNS)
    .from(f)
    .where(inArray(f.id, db.select({ id: s.pdf_id }).from(s)));
  return new Snapshot({ types, formerNames, vendors, categories, series, productCounts, images, files });
}

export function getSnapshot(d: Database, cache: Cache): Promise<Snapshot> {
  return cache.value('snapshot', () => loadSnapshot(d));
}
