// The JSON shapes the API answers, built from the demo tables by the core's shapes.
import { CatalogShapes } from '@mfe/catalogue-core';
import type { DemoDb } from './demoDb';

/** Indexes of one read of the database; rebuilt after each change. */
export class CatalogView extends CatalogShapes {
  constructor(db: DemoDb) {
    super({
      types: db.mt_manufacture_type,
      formerNames: db.formerNames,
      vendors: db.mt_vendor,
      categories: db.mt_product_category,
      series: db.mt_product_series,
      images: db.image_asset,
      files: db.file_asset,
    });
  }
}
