// The JSON shapes the API answers, built from the demo tables by the core's shapes.
import { CatalogShapes, type SeriesProductCount } from '@mfe/catalogue-core';
import type { DemoDb } from './demoDb';

/** How many products each series has (the API's grouped count, over the demo's table). */
function productCounts(db: DemoDb): SeriesProductCount[] {
  const counts = new Map<number, number>();
  for (const product of db.mt_product) counts.set(product.mt_product_series_id, (counts.get(product.mt_product_series_id) ?? 0) + 1);
  return [...counts].map(([mt_product_series_id, count]) => ({ mt_product_series_id, count }));
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
