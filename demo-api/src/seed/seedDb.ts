// The demo database as the API's first start seeds it: the same catalogue (@mfe/api/seed-catalogue)
// and the same file paths (@mfe/api/seed-file-plan),
// inserted in the same order so every id matches (images: types, vendors, categories, series;
// files: the series that have a brochure; products take their series' image and brochure).
import { demoCatalogue } from '@mfe/api/seed-catalogue';
import type { DemoDb, FileRow, ImageRow } from '../db/demoDb';
import { seedFilePlan, type SeedFile } from '@mfe/api/seed-file-plan';

/** Seeded rows carry one fixed time so the seed is the same on every load. */
export const SEED_TIME = '2024-01-01T00:00:00.000Z';

const stamps = { created_at: SEED_TIME, updated_at: SEED_TIME };

export function seedDb(): DemoDb {
  const catalogue = demoCatalogue();
  const plan = seedFilePlan(catalogue);

  const image_asset: ImageRow[] = [];
  const addImage = (file: SeedFile): number => {
    const id = image_asset.length + 1;
    image_asset.push({ id, name: file.name, description: null, image_path: file.path, mime: 'image/png', size: 0, ...stamps });
    return id;
  };
  const typeImageIds = plan.typeImages.map(addImage);
  const vendorImageIds = plan.vendorLogos.map(addImage);
  const categoryImageIds = plan.categoryImages.map(addImage);
  const seriesImageIds = plan.seriesImages.map(addImage);

  const file_asset: FileRow[] = [];
  const seriesPdfIds = plan.seriesBrochures.map((file) => {
    if (!file) return null;
    const id = file_asset.length + 1;
    file_asset.push({
      id,
      name: file.name,
      description: 'Product brochure (PDF)',
      file_path: file.path,
      mime: 'application/pdf',
      size: 0,
      ...stamps,
    });
    return id;
  });

  const db: DemoDb = {
    mt_manufacture_type: catalogue.manufactureTypes.map((t, i) => ({
      id: i + 1,
      name: t.name,
      description: t.description,
      image_id: typeImageIds[i]!,
      ...stamps,
    })),
    mt_vendor: catalogue.vendors.map((v, i) => ({
      id: i + 1,
      name: v.name,
      description: v.description,
      mt_manufacture_type_id: v.type + 1,
      image_id: vendorImageIds[i]!,
      ...stamps,
    })),
    mt_product_category: catalogue.categories.map((c, i) => ({
      id: i + 1,
      name: c.name,
      description: c.description,
      mt_vendor_id: c.vendor + 1,
      image_id: categoryImageIds[i]!,
      ...stamps,
    })),
    mt_product_series: catalogue.series.map((s, i) => ({
      id: i + 1,
      name: s.name,
      description: s.description,
      mt_product_category_id: s.category + 1,
      image_id: seriesImageIds[i]!,
      pdf_id: seriesPdfIds[i]!,
      ...stamps,
    })),
    mt_product: catalogue.products.map((p, i) => ({
      id: i + 1,
      name: p.name,
      description: p.description,
      mt_product_series_id: p.series + 1,
      image_id: seriesImageIds[p.series]!,
      pdf_id: seriesPdfIds[p.series]!,
      ...stamps,
    })),
    image_asset,
    file_asset,
    lastId: {
      mt_manufacture_type: catalogue.manufactureTypes.length,
      mt_vendor: catalogue.vendors.length,
      mt_product_category: catalogue.categories.length,
      mt_product_series: catalogue.series.length,
      mt_product: catalogue.products.length,
      image_asset: image_asset.length,
      file_asset: file_asset.length,
    },
  };
  return db;
}
