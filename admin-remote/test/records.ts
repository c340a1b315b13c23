import { sampleValues } from '@mfe/catalogue-core/testing';
import type { Product, ProductSeriesDetail } from '@mfe/shared-ui';

// Records in the API's shapes (shared-ui's types: the catalogue core's response schemas), so that
// a renamed field fails the tests' typecheck too. Each starts from its entity's sample values (a
// new field needs nothing here) and sets what the tests read. One chain: type 1 → vendor 10 →
// category 100.

const STAMPS = { created_at: '2024-01-01T00:00:00.000Z', updated_at: '2024-01-01T00:00:00.000Z' };

/** A series' detail under category 100, with the ids of its whole chain (published, no image, no brochure). */
export function seriesDetail(overrides: Partial<ProductSeriesDetail> = {}): ProductSeriesDetail {
  return {
    id: 7,
    ...sampleValues('mt_product_series'),
    name: 'KP-CL 100 Series',
    mt_product_category_id: 100,
    mt_vendor_id: 10,
    mt_manufacture_type_id: 1,
    image: null,
    pdf: null,
    no_pdf: true,
    mt_product: [],
    ...STAMPS,
    ...overrides,
  };
}

/** A product in series 4, with the ids of its whole chain (published, no image, no file). */
export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 9,
    ...sampleValues('mt_product'),
    name: 'Lathe X',
    mt_product_series_id: 4,
    mt_product_category_id: 100,
    mt_vendor_id: 10,
    mt_manufacture_type_id: 1,
    image: null,
    file: null,
    ...STAMPS,
    ...overrides,
  };
}
