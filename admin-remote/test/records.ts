import type { Product, ProductSeriesDetail } from '@mfe/shared-ui';

// Records in the API's shapes (shared-ui's types: the catalogue core's response schemas), so that
// a renamed field fails the tests' typecheck too. One chain: type 1 → vendor 10 → category 100.

const STAMPS = { created_at: '2024-01-01T00:00:00.000Z', updated_at: '2024-01-01T00:00:00.000Z' };

/** A series' detail under category 100, with the ids of its whole chain. */
export function seriesDetail(overrides: Partial<ProductSeriesDetail> = {}): ProductSeriesDetail {
  return {
    id: 7,
    name: 'KP-CL 100 Series',
    description: null,
    mt_product_category_id: 100,
    mt_vendor_id: 10,
    mt_manufacture_type_id: 1,
    image_id: null,
    image: null,
    pdf_id: null,
    pdf: null,
    no_pdf: true,
    mt_product: [],
    published: true,
    position: 0,
    ...STAMPS,
    ...overrides,
  };
}

/** A product in series 4, with the ids of its whole chain. */
export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 9,
    name: 'Lathe X',
    description: null,
    mt_product_series_id: 4,
    mt_product_category_id: 100,
    mt_vendor_id: 10,
    mt_manufacture_type_id: 1,
    image_id: null,
    image: null,
    pdf_id: null,
    file: null,
    published: true,
    position: 0,
    ...STAMPS,
    ...overrides,
  };
}
