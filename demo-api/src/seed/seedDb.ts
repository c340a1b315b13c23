// The demo database as the API's first start seeds it: the rows of the core's one seed mapping
// (@mfe/catalogue-core/seed: the catalogue, the seed file paths, the insertion order), numbered
// from 1 in that order, so every id matches the API's.
import type { TableName } from '@mfe/catalogue-core';
import { seedRows, type SeedStore } from '@mfe/catalogue-core/seed';
import type { DemoDb, DemoTables } from '../db/demoDb';

/** Seeded rows carry one fixed time so the seed is the same on every load. */
export const SEED_TIME = '2024-01-01T00:00:00.000Z';

const stamps = { created_at: SEED_TIME, updated_at: SEED_TIME };

/** Row index → id (the API's SERIAL ids of an empty database); the files are drawn at build time, unmeasured. */
const store: SeedStore = { idOf: (_table, index) => index + 1, sizeOf: () => 0 };

export function seedDb(): DemoDb {
  const seed = seedRows();
  const seeded = new Map<TableName, object[]>();
  for (const { table, rows } of seed.tables)
    seeded.set(
      table,
      rows(store).map((row, i) => ({ id: store.idOf(table, i), ...row, ...stamps })),
    );
  const table = <T extends TableName>(name: T) => seeded.get(name) as DemoTables[T];
  // Tables in the order the stored demo data was first written (its fingerprint).
  const tables: DemoTables = {
    mt_manufacture_type: table('mt_manufacture_type'),
    mt_vendor: table('mt_vendor'),
    mt_product_category: table('mt_product_category'),
    mt_product_series: table('mt_product_series'),
    mt_product: table('mt_product'),
    mt_product_attribute: table('mt_product_attribute'),
    image_asset: table('image_asset'),
    file_asset: table('file_asset'),
  };
  const lastId = Object.fromEntries(Object.entries(tables).map(([name, list]) => [name, list.length])) as Record<TableName, number>;
  return { ...tables, mt_product_attribute_value: seed.attributeValues(store), lastId };
}
