// The demo database as the API's first start seeds it: the same rows (@mfe/api/seed-rows: the
// catalogue, the seed file paths, the insertion order), numbered from 1 in that order, so every
// id matches the API's.
import { IMAGE_CROP_DEFAULT } from '@mfe/catalogue-core';
import { SEED_BROCHURE_DESCRIPTION, seedRows } from '@mfe/api/seed-rows';
import type { DemoDb, TableName } from '../db/demoDb';

/** Seeded rows carry one fixed time so the seed is the same on every load. */
export const SEED_TIME = '2024-01-01T00:00:00.000Z';

const stamps = { created_at: SEED_TIME, updated_at: SEED_TIME };
/** Row index → id (the API's SERIAL ids of an empty database). */
const id = (index: number) => index + 1;
const pdfId = (index: number | null) => (index === null ? null : id(index));

export function seedDb(): DemoDb {
  const rows = seedRows();
  // Tables and columns in the order the stored demo data was first written (its fingerprint).
  const tables: Omit<DemoDb, 'lastId' | 'lastInquiryId'> = {
    mt_manufacture_type: rows.types.map((t, i) => ({
      id: id(i),
      name: t.name,
      description: t.description,
      image_id: id(t.image),
      page_kind: t.page_kind,
      ...stamps,
    })),
    mt_vendor: rows.vendors.map((v, i) => ({
      id: id(i),
      name: v.name,
      description: v.description,
      mt_manufacture_type_id: id(v.type),
      image_id: id(v.image),
      ...stamps,
    })),
    mt_product_category: rows.categories.map((c, i) => ({
      id: id(i),
      name: c.name,
      description: c.description,
      mt_vendor_id: id(c.vendor),
      image_id: id(c.image),
      ...stamps,
    })),
    mt_product_series: rows.series.map((s, i) => ({
      id: id(i),
      name: s.name,
      description: s.description,
      mt_product_category_id: id(s.category),
      image_id: id(s.image),
      pdf_id: pdfId(s.pdf),
      ...stamps,
    })),
    mt_product: rows.products.map((p, i) => ({
      id: id(i),
      name: p.name,
      description: p.description,
      mt_product_series_id: id(p.series),
      image_id: id(p.image),
      pdf_id: pdfId(p.pdf),
      ...stamps,
    })),
    image_asset: rows.images.map((f, i) => ({
      id: id(i),
      name: f.name,
      description: null,
      image_path: f.path,
      mime: 'image/png',
      size: 0,
      ...IMAGE_CROP_DEFAULT,
      ...stamps,
    })),
    file_asset: rows.files.map((f, i) => ({
      id: id(i),
      name: f.name,
      description: SEED_BROCHURE_DESCRIPTION,
      file_path: f.path,
      mime: 'application/pdf',
      size: 0,
      ...stamps,
    })),
  };
  const lastId = Object.fromEntries(Object.entries(tables).map(([table, list]) => [table, list.length])) as Record<TableName, number>;
  return { ...tables, lastId };
}
