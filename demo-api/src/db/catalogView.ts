// The JSON shapes the API answers, built from the demo tables by the API's own pure shapes
// (@mfe/api/shapes), plus the child counts the demo's delete guards need.
import { CatalogShapes } from '@mfe/catalogue-core';
import type { DemoDb } from './demoDb';

/** Indexes of one read of the database; build one per request, never keep it across writes. */
export class CatalogView extends CatalogShapes {
  private readonly productCounts = new Map<number, number>();

  constructor(db: DemoDb) {
    super({
      types: db.mt_manufacture_type,
      vendors: db.mt_vendor,
      categories: db.mt_product_category,
      series: db.mt_product_series,
      images: db.image_asset,
      files: db.file_asset,
    });
    for (const p of db.mt_product) this.productCounts.set(p.mt_product_series_id, (this.productCounts.get(p.mt_product_series_id) ?? 0) + 1);
  }

  childCount(kind: 'vendors' | 'categories' | 'series' | 'products', parentId: number): number {
    if (kind === 'products') return this.productCounts.get(parentId) ?? 0;
    const index: Map<number, unknown[]> = { vendors: this.vendorsByType, categories: this.categoriesByVendor, series: this.seriesByCategory }[kind];
    return index.get(parentId)?.length ?? 0;
  }
}
