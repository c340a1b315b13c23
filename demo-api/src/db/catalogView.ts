// The JSON shapes the API answers, built from the demo tables by the core's shapes.
import { CatalogShapes, type SeriesProductCount } from '@mfe/catalogue-core';
import type { DemoDb } from './demoDb';

/** How many products each series has, published and drafts apart (the API's grouped count, over the demo's table). */
function productCounts(db: DemoDb): SeriesProductCount[] {
  const counts = new Map<string, SeriesProductCount>();
  for (const { mt_product_series_id, published } of db.mt_product) {
    const key = `${mt_product_series_id}:${published}`;
    const count = counts.get(key) ?? { mt_product_series_id, published, count: 0 };
    count.count++;
    counts.set(key, count);
  }
  return [...counts.values()];
}

/** Indexes of one read of the database; rebuilt after each change. */
export class CatalogView extends CatalogShapes {
  constructor(db: DemoDb) {
    super({
      types: db.mt_manufacture_type,
      formerNames: db.formerNames,
      vendors: db.mt_vendor,
      categories: db.mt_product_category,
      series: db.mt_product_series,
      productCounts: productCounts(db),
      images: db.image_asset,
      files: db.file_asset,
    });
  }
}
