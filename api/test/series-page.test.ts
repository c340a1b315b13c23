// The series page's read over HTTP (issue 20): a series of 500 models answers one page of 48, light
// whatever the series' size, in the same name order as the full detail, each page cached on its own.
import { useApp } from './helpers';

const h = useApp();

async function created(path: string, json: Record<string, unknown>): Promise<number> {
  const r = await h.req('POST', path, { json });
  expect(r.status).toBe(201);
  return r.body.data.id;
}

/** A series of `count` products with long-ish names and descriptions, written in one statement. */
async function bigSeries(count: number): Promise<number> {
  await h.reset();
  const type = await created('/api/manufacture-type/create', { name: 'Machine Tools' });
  const vendor = await created('/api/vendor/create', { name: 'Kanto', mt_manufacture_type_id: type });
  const category = await created('/api/product/category/create', { name: 'Lathes', mt_manufacture_type_id: type, mt_vendor_id: vendor });
  const series = await created('/api/product/series/create', {
    name: 'NX Series',
    mt_manufacture_type_id: type,
    mt_vendor_id: vendor,
    mt_product_category_id: category,
  });
  // Names in reverse order of the ids, so that name order is not id order (rows written outside the
  // API have position 0, as the migration's rows had: among them, name order).
  const names = Array.from({ length: count }, (_, i) => `NX-${String(count - i).padStart(4, '0')} Turning Centre`);
  const description = 'Heavy-duty CNC lathe with a 12-station turret, a 500 mm swing over the bed and a Fanuc control.';
  await h.db.query(
    `INSERT INTO mt_product (name, description, mt_product_series_id)
     SELECT n, $2, $3 FROM unnest($1::varchar[]) AS n`,
    [names, description, series],
  );
  // A write through the API drops the caches that were read before the rows were inserted; the
  // product it creates goes last (issue 21).
  await created('/api/product/create', {
    name: 'NX-0000 Prototype',
    mt_manufacture_type_id: type,
    mt_vendor_id: vendor,
    mt_product_category_id: category,
    mt_product_series_id: series,
  });
  return series;
}

describe('GET /api/product/series/page/{id} (issue 20)', () => {
  it('answers 48 of a series of 500 models and their count, within 20 KB; the pages follow the detail’s order', async () => {
    const series = await bigSeries(500);
    const first = await h.get(`/api/product/series/page/${series}`, null);
    expect(first.status).toBe(200);
    expect(first.body.data.mt_product).toHaveLength(48);
    expect(first.body.data.mt_product_page).toEqual({ total: 501, per_page: 48, current_page: 1, last_page: 11 });
    expect(first.body.data.mt_product.slice(0, 3).map((p: { name: string }) => p.name)).toEqual([
      'NX-0001 Turning Centre',
      'NX-0002 Turning Centre',
      'NX-0003 Turning Centre',
    ]);
    expect(Buffer.byteLength(first.text) / 1024).toBeLessThan(20);

    // The full detail, for comparison: every model, many times the bytes.
    const detail = await h.get(`/api/product/series/detail/${series}`, null);
    expect(detail.body.data.mt_product).toHaveLength(501);
    expect(Buffer.byteLength(detail.text)).toBeGreaterThan(8 * Buffer.byteLength(first.text));

    const pages = [];
    for (let page = 1; page <= 11; page++) {
      const r = await h.get(`/api/product/series/page/${series}?page=${page}`, null);
      expect(r.status).toBe(200);
      pages.push(...r.body.data.mt_product.map((p: { id: number }) => p.id));
    }
    expect(pages).toEqual(detail.body.data.mt_product.map((p: { id: number }) => p.id));
    expect(detail.body.data.mt_product.at(-1).name).toBe('NX-0000 Prototype');
    expect((await h.get(`/api/product/series/page/${series}?page=11`, null)).body.data.mt_product).toHaveLength(501 - 480);
    expect((await h.get(`/api/product/series/page/${series}?page=12`, null)).body).toEqual({
      message: `Page 12 of product series "${series}" not found: it has 11 pages`,
    });
  });

  it('is public and cached per page: an ETag, 304 for it, another page another ETag', async () => {
    const series = await bigSeries(60);
    const one = await h.get(`/api/product/series/page/${series}`, null);
    const two = await h.get(`/api/product/series/page/${series}?page=2`, null);
    expect(one.headers.get('etag')).toBeTruthy();
    expect(two.headers.get('etag')).not.toBe(one.headers.get('etag'));
    const again = await h.req('GET', `/api/product/series/page/${series}?page=2`, {
      token: null,
      headers: { 'if-none-match': two.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    // page=1 and no page are the same page.
    expect((await h.get(`/api/product/series/page/${series}?page=1`, null)).headers.get('etag')).toBe(one.headers.get('etag'));
  });

  it('answers 422 with a message for a page that is no whole number', async () => {
    const series = await bigSeries(1);
    const r = await h.get(`/api/product/series/page/${series}?page=x`, null);
    expect([r.status, r.body]).toEqual([
      422,
      { message: 'Page must be a whole number from 1', errors: { page: ['Page must be a whole number from 1'] } },
    ]);
  });
});
