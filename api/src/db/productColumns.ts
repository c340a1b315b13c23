// A product's own columns as a drizzle selection: the product list (queries/productPage.ts) and the
// store's product reads (store/sqlStore.ts) select the same row.
import * as schema from './schema';

const { products: p } = schema;

export const PRODUCT_COLUMNS = {
  id: p.id,
  name: p.name,
  description: p.description,
  mt_product_series_id: p.mt_product_series_id,
  image_id: p.image_id,
  pdf_id: p.pdf_id,
  created_at: p.created_at,
  updated_at: p.updated_at,
};
