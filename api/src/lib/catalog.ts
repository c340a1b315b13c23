// The hierarchy snapshot (manufacture types, vendors, categories, series with their image and
// PDF references) held in memory until the next write. The JSON shapes of every entity are the
// pure ones of ../shapes/catalog (shared with the browser demo).
import type { Database } from '../db';
import { CatalogShapes, type CategoryRow, type FileRef, type ImageRef, type ProductRow, type SeriesRow, type TypeRow, type VendorRow } from '@mfe/catalogue-core';
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
   * JSON text of a product row, the same as JSON.stringify(productRow(p)); the nested series
   * chain is stringified once per snapshot (it is most of the bytes of an admin product list).
   */
  productRowJson(p: ProductRec): string {
    const head = JSON.stringify(this.productOwn(p));
    let chain = this.seriesJsonMemo.get(p.mt_product_series_id);
    if (chain === undefined) {
      const s = this.series.get(p.mt_product_series_id);
      if (!s) return head;
      chain = JSON.stringify(this.seriesRow(s));
      this.seriesJsonMemo.set(p.mt_product_series_id, chain);
    }
    return `${head.slice(0, -1)},"mt_product_series":${chain}}`;
  }
}

export async function loadSnapshot(d: Database): Promise<Snapshot> {
  const [types, vendors, categories, series] = [
    await d.query<TypeRow>('SELECT id, name, description, image_id, created_at, updated_at FROM mt_manufacture_type ORDER BY id'),
    await d.query<VendorRow>(
      'SELECT id, name, description, mt_manufacture_type_id, image_id, created_at, updated_at FROM mt_vendor ORDER BY id',
    ),
    await d.query<CategoryRow>(
      'SELECT id, name, description, mt_vendor_id, image_id, created_at, updated_at FROM mt_product_category ORDER BY id',
    ),
    await d.query<SeriesRow>(
      'SELECT id, name, description, mt_product_category_id, image_id, pdf_id, created_at, updated_at FROM mt_product_series ORDER BY id',
    ),
  ];
  const images = await d.query<ImageRef>(
    `SELECT id, name, image_path FROM image_asset WHERE id IN (
       SELECT image_id FROM mt_manufacture_type UNION SELECT image_id FROM mt_vendor
       UNION SELECT image_id FROM mt_product_category UNION SELECT image_id FROM mt_product_series)`,
  );
  const files = await d.query<FileRef>(
    'SELECT id, name, file_path FROM file_asset WHERE id IN (SELECT pdf_id FROM mt_product_series)',
  );
  return new Snapshot({ types, vendors, categories, series, images, files });
}

export function getSnapshot(d: Database, cache: Cache): Promise<Snapshot> {
  return cache.value('snapshot', () => loadSnapshot(d));
}
