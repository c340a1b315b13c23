// Issue 20: an admin list or picker answer carries what it shows (ids, names, counts), never the
// linked collections nor each parent's own fields, so a page of 100 stays within its byte budget however many records link
// each asset; the linking records come a page at a time.
import { makeChain, useApp } from './helpers';

const h = useApp();
/** The budget of any admin list or picker answer for a page of 100 (issue 20). */
const PAGE_BUDGET_BYTES = 100 * 1024;
const FILES = 100;
const PRODUCTS_PER_FILE = 80;

describe('asset lists at many linked products', () => {
  beforeAll(async () => {
    await h.reset();
    const chain = await makeChain(h, 'B');
    // 100 brochures and 100 images, each linked by 80 products with long names (8,000 products).
    await h.db.query(
      `INSERT INTO file_asset (name, description, file_path, mime, size) SELECT 'Brochure ' || g, 'Spring catalogue', 'files/b' || g || '.pdf', 'application/pdf', 1000 FROM generate_series(1, ${FILES}) g`,
    );
    await h.db.query(
      `INSERT INTO image_asset (name, description, image_path, mime, size) SELECT 'Photo ' || g, 'Shop floor', 'images/p' || g || '.jpg', 'image/jpeg', 1000 FROM generate_series(1, ${FILES}) g`,
    );
    await h.db.query(
      `INSERT INTO mt_product (name, mt_product_series_id, pdf_id, image_id)
       SELECT 'Heavy duty CNC turning centre model ' || g, $1, 1 + g % ${FILES}, 1 + g % ${FILES} FROM generate_series(1, ${FILES * PRODUCTS_PER_FILE}) g`,
      [chain.series],
    );
    h.app.ctx.invalidate();
    await h.login();
  });

  test.each([
    ['file', '/api/assets-manager/file'],
    ['image', '/api/assets-manager/image'],
  ])('the %s list (and picker) of 100 carries counts and stays within the page budget', async (_kind, base) => {
    const r = await h.get(`${base}?page=1&items_per_page=100`);
    expect(r.status).toBe(200);
    expect(r.body.data.data).toHaveLength(FILES);
    for (const row of r.body.data.data) {
      expect(row).toMatchObject({ linked_count: PRODUCTS_PER_FILE, link_counts: expect.objectContaining({ mt_product: PRODUCTS_PER_FILE }) });
      expect(row).not.toHaveProperty('mt_product');
    }
    const bytes = Buffer.byteLength(r.text);
    expect(bytes).toBeLessThanOrEqual(PAGE_BUDGET_BYTES);
    // Not growing with the links: 8,000 linked products with their names would be over 300 KB.
    expect(bytes).toBeLessThanOrEqual(FILES * 400);
  });

  test('the detail counts; the linking records come paged (a page of 100 within the budget too)', async () => {
    const detail = await h.get('/api/assets-manager/file/detail/1');
    expect(detail.body.data).toMatchObject({
      id: 1,
      linked_count: PRODUCTS_PER_FILE,
      link_counts: { mt_product: PRODUCTS_PER_FILE, mt_product_series: 0 },
    });
    expect(Buffer.byteLength(detail.text)).toBeLessThan(1024);
    const first = await h.get('/api/assets-manager/file/links/1?page=1&items_per_page=30');
    expect(first.body.data).toMatchObject({ total: PRODUCTS_PER_FILE, per_page: 30, last_page: 3 });
    const last = await h.get('/api/assets-manager/file/links/1?page=3&items_per_page=30');
    expect(last.body.data.data).toHaveLength(PRODUCTS_PER_FILE - 60);
    const ids = [...first.body.data.data, ...last.body.data.data].map((link: { id: number }) => link.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const hundred = await h.get('/api/assets-manager/file/links/1?page=1&items_per_page=100');
    expect(Buffer.byteLength(hundred.text)).toBeLessThanOrEqual(PAGE_BUDGET_BYTES);
  });

  test('the product list of 100 names its parents only (id, name, the ids above) and stays within the page budget', async () => {
    const r = await h.get('/api/product?page=1&items_per_page=100');
    expect(r.body.data.data).toHaveLength(100);
    expect(r.body.data.data[0].mt_product_series).toEqual({
      id: expect.any(Number),
      name: 'Series B',
      mt_product_category_id: expect.any(Number),
      mt_product_category: {
        id: expect.any(Number),
        name: 'Category B',
        mt_vendor_id: expect.any(Number),
        mt_vendor: {
          id: expect.any(Number),
          name: 'Vendor B',
          mt_manufacture_type_id: expect.any(Number),
          mt_manufacture_type: { id: expect.any(Number), name: 'Type B' },
        },
      },
    });
    expect(Buffer.byteLength(r.text)).toBeLessThanOrEqual(PAGE_BUDGET_BYTES);
  });
});
