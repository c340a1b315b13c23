// Manufacture types, vendors, categories, series: CRUD, validation, chain rule, 404, 409, lists.
import { form, makeChain, useApp } from './helpers';

const h = useApp({}, { resetEachTest: true });

describe('manufacture type', () => {
  it('creates, reads, updates and deletes', async () => {
    const c = await h.req('POST', '/api/manufacture-type/create', { json: { name: '  Presses ', description: 'Big ones' } });
    expect(c.status).toBe(201);
    expect(c.body.message).toBe('Manufacture type created successfully');
    expect(c.body.data).toMatchObject({ name: 'Presses', description: 'Big ones', image: null, image_id: null });
    const id = c.body.data.id;
    const d = await h.get(`/api/manufacture-type/detail/${id}`, null);
    expect(d.status).toBe(200);
    expect(d.body.data).toMatchObject({ id, name: 'Presses', mt_vendor: [] });
    const u = await h.req('POST', `/api/manufacture-type/update/${id}`, { json: { name: 'Press Lines', description: null } });
    expect(u.status).toBe(200);
    expect(u.body).toMatchObject({ message: 'Manufacture type updated successfully', data: { name: 'Press Lines', description: null } });
    const del = await h.req('DELETE', `/api/manufacture-type/delete/${id}`);
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Manufacture type deleted successfully');
    expect((await h.get(`/api/manufacture-type/detail/${id}`)).status).toBe(404);
  });

  it('requires a name', async () => {
    for (const json of [{}, { name: '' }, { name: '   ' }, { name: null }]) {
      const r = await h.req('POST', '/api/manufacture-type/create', { json });
      expect(r.status).toBe(422);
      expect(r.body).toEqual({ message: 'Name is required', errors: { name: ['Name is required'] } });
    }
    const long = await h.req('POST', '/api/manufacture-type/create', { json: { name: 'x'.repeat(256) } });
    expect(long.status).toBe(422);
  });

  it('answers 404 with the id for missing records', async () => {
    const r = await h.get('/api/manufacture-type/detail/999');
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Manufacture type "999" not found');
    expect((await h.get('/api/manufacture-type/detail/abc')).status).toBe(404);
    expect((await h.get('/api/manufacture-type/detail/99999999999')).status).toBe(404);
    expect((await h.req('POST', '/api/manufacture-type/update/999', { json: { name: 'x' } })).status).toBe(404);
    expect((await h.req('DELETE', '/api/manufacture-type/delete/999')).status).toBe(404);
    const n = await h.get('/api/manufacture-type/detail/name/Nothing%20Here');
    expect(n.status).toBe(404);
  });

  it('refuses to delete a type with vendors (409, nothing deleted)', async () => {
    const { type } = await makeChain(h);
    await h.req('POST', '/api/vendor/create', { json: { name: 'Second', mt_manufacture_type_id: type } });
    const r = await h.req('DELETE', `/api/manufacture-type/delete/${type}`);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('Cannot delete manufacture type: it still has 2 vendors');
    expect((await h.get(`/api/manufacture-type/detail/${type}`)).status).toBe(200);
  });

  it('422 for an unknown image id', async () => {
    const r = await h.req('POST', '/api/manufacture-type/create', { json: { name: 'T', image_id: 77 } });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ image_id: ['Image not found'] });
    const bad = await h.req('POST', '/api/manufacture-type/create', { json: { name: 'T', image_id: 'abc' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.image_id).toEqual(['Image is invalid']);
  });

  it('finds a type by name, case-insensitively, with vendors → categories → series', async () => {
    const ids = await makeChain(h, 'Q');
    const r = await h.get(`/api/manufacture-type/detail/name/${encodeURIComponent('type q')}`, null);
    expect(r.status).toBe(200);
    expect(r.body.data.id).toBe(ids.type);
    const v = r.body.data.mt_vendor[0];
    expect(v).toMatchObject({ id: ids.vendor, mt_manufacture_type_id: ids.type, image: null });
    expect(v.mt_product_category[0]).toMatchObject({ id: ids.category, mt_vendor_id: ids.vendor });
    expect(v.mt_product_category[0].mt_product_series[0]).toMatchObject({ id: ids.series, no_pdf: true, pdf: null, image: null });
  });
});

describe('vendor', () => {
  it('validates name and manufacture type with the spec messages', async () => {
    const r = await h.req('POST', '/api/vendor/create', { json: {} });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ name: ['Name is required'], mt_manufacture_type_id: ['Manufacture Type is required'] });
    const r2 = await h.req('POST', '/api/vendor/create', { json: { name: 'V', mt_manufacture_type_id: 4242 } });
    expect(r2.status).toBe(422);
    expect(r2.body.errors).toEqual({ mt_manufacture_type_id: ['Manufacture type not found'] });
  });

  it('accepts ids as strings or numbers and reads with its manufacture type', async () => {
    const t = await h.req('POST', '/api/manufacture-type/create', { json: { name: 'T' } });
    const r = await h.req('POST', '/api/vendor/create', { json: { name: 'V', mt_manufacture_type_id: String(t.body.data.id), image_id: '' } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ message: 'Vendor created successfully', data: { mt_manufacture_type_id: t.body.data.id, image_id: null } });
    expect(r.body.data.mt_manufacture_type).toMatchObject({ id: t.body.data.id, name: 'T' });
    const u = await h.req('POST', `/api/vendor/update/${r.body.data.id}`, { json: { name: 'V2', mt_manufacture_type_id: t.body.data.id } });
    expect(u.body.message).toBe('Vendor updated successfully');
  });

  it('public detail carries the type with its vendors, and categories → series', async () => {
    const ids = await makeChain(h);
    const r = await h.get(`/api/vendor/detail/${ids.vendor}`, null);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id: ids.vendor, name: 'Vendor A', image: null, mt_manufacture_type_id: ids.type });
    expect(r.body.data.mt_manufacture_type.mt_vendor).toEqual([
      { id: ids.vendor, name: 'Vendor A', mt_manufacture_type_id: ids.type, image_id: null, image: null },
    ]);
    expect(r.body.data.mt_product_category[0].mt_product_series[0].id).toBe(ids.series);
    expect((await h.get('/api/vendor/detail/12', null)).body.message).toBe('Vendor "12" not found');
  });

  it('refuses to delete a vendor with categories', async () => {
    const ids = await makeChain(h);
    const r = await h.req('DELETE', `/api/vendor/delete/${ids.vendor}`);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('Cannot delete vendor: it still has 1 product category');
  });

  it('lists paged with search and parent filter', async () => {
    const a = await makeChain(h, 'A');
    const b = await makeChain(h, 'B');
    for (let i = 0; i < 20; i++) await h.req('POST', '/api/vendor/create', { json: { name: `Extra ${i}`, mt_manufacture_type_id: a.type } });
    const p1 = await h.get('/api/vendor?page=1&items_per_page=15');
    expect(p1.status).toBe(200);
    expect(p1.body.data).toMatchObject({ total: 22, per_page: 15, current_page: 1, last_page: 2 });
    expect(p1.body.data.data).toHaveLength(15);
    expect(p1.body.data.data[0].mt_manufacture_type.id).toBe(a.type);
    const p2 = await h.get('/api/vendor?page=2&items_per_page=15');
    expect(p2.body.data.data).toHaveLength(7);
    const s = await h.get('/api/vendor?search=EXTRA%201');
    expect(s.body.data.total).toBe(11); // Extra 1, Extra 10..19
    const f = await h.get(`/api/vendor?mt_manufacture_type_id=${b.type}`);
    expect(f.body.data.data.map((v: { id: number }) => v.id)).toEqual([b.vendor]);
    const cap = await h.get('/api/vendor?items_per_page=1000');
    expect(cap.body.data.per_page).toBe(100);
    const def = await h.get('/api/vendor');
    expect(def.body.data.per_page).toBe(15);
    const odd = await h.get('/api/vendor?page=abc&items_per_page=-3&search=%25');
    expect(odd.status).toBe(200);
    expect(odd.body.data.total).toBe(0);
  });

  it('requires a token', async () => {
    expect((await h.get('/api/vendor', null)).status).toBe(401);
    expect((await h.get('/api/vendor', 'garbage')).body).toEqual({ message: 'Unauthenticated' });
    expect((await h.req('POST', '/api/vendor/create', { token: null, json: { name: 'x' } })).status).toBe(401);
  });
});

describe('product category', () => {
  it('validates with the spec messages', async () => {
    const r = await h.req('POST', '/api/product/category/create', { json: { description: 'd' } });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({
      name: ['Name is required'],
      mt_manufacture_type_id: ['Manufacture type is required'],
      mt_vendor_id: ['Vendor is required'],
    });
  });

  it('enforces the chain: the vendor must be under the type', async () => {
    const a = await makeChain(h, 'A');
    const b = await makeChain(h, 'B');
    const r = await h.req('POST', '/api/product/category/create', {
      json: { name: 'C', mt_manufacture_type_id: a.type, mt_vendor_id: b.vendor },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ mt_vendor_id: ['Vendor does not belong to the selected manufacture type'] });
    const missing = await h.req('POST', '/api/product/category/create', { json: { name: 'C', mt_manufacture_type_id: a.type, mt_vendor_id: 999 } });
    expect(missing.body.errors).toEqual({ mt_vendor_id: ['Vendor not found'] });
  });

  it('reads with vendor → type and series, lists with filters', async () => {
    const a = await makeChain(h, 'A');
    const b = await makeChain(h, 'B');
    const d = await h.get(`/api/product/category/detail/${a.category}`, null);
    expect(d.status).toBe(200);
    expect(d.body.data.mt_vendor).toMatchObject({ id: a.vendor, mt_manufacture_type: { id: a.type } });
    expect(d.body.data.mt_product_series.map((s: { id: number }) => s.id)).toEqual([a.series]);
    const l = await h.get(`/api/product/category?mt_vendor_id=${b.vendor}`);
    expect(l.body.data.data.map((c: { id: number }) => c.id)).toEqual([b.category]);
    const l2 = await h.get(`/api/product/category?mt_manufacture_type_id=${a.type}&page=1&items_per_page=5`);
    expect(l2.body.data.data[0].mt_vendor.mt_manufacture_type.id).toBe(a.type);
    expect(l2.body.data.total).toBe(1);
    const u = await h.req('POST', `/api/product/category/update/${a.category}`, {
      json: { name: 'Renamed', mt_manufacture_type_id: a.type, mt_vendor_id: a.vendor },
    });
    expect(u.body.message).toBe('Product category updated successfully');
    const del = await h.req('DELETE', `/api/product/category/delete/${a.category}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('Cannot delete product category: it still has 1 product series');
  });
});

describe('product series', () => {
  it('validates with the spec messages', async () => {
    const r = await h.req('POST', '/api/product/series/create', { json: {} });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({
      name: ['Name is required'],
      mt_manufacture_type_id: ['Manufacture type is required'],
      mt_vendor_id: ['Vendor is required'],
      mt_product_category_id: ['Category is required'],
    });
  });

  it('enforces the chain: the category must be under the vendor', async () => {
    const a = await makeChain(h, 'A');
    const b = await makeChain(h, 'B');
    const r = await h.req('POST', '/api/product/series/create', {
      json: { name: 'S', mt_manufacture_type_id: a.type, mt_vendor_id: a.vendor, mt_product_category_id: b.category },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ mt_product_category_id: ['Category does not belong to the selected vendor'] });
  });

  it('links and clears a PDF brochure (pdf_id), reads with the chain', async () => {
    const a = await makeChain(h);
    const d = await h.get(`/api/product/series/detail/${a.series}`, null);
    expect(d.body.data).toMatchObject({ no_pdf: true, pdf: null, pdf_id: null, mt_vendor_id: a.vendor, mt_manufacture_type_id: a.type });
    expect(d.body.data.mt_product_category.mt_vendor.mt_manufacture_type.id).toBe(a.type);
    const bad = await h.req('POST', `/api/product/series/update/${a.series}`, {
      json: { name: 'S', mt_manufacture_type_id: a.type, mt_vendor_id: a.vendor, mt_product_category_id: a.category, pdf_id: 5 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ pdf_id: ['PDF file not found'] });
    const l = await h.get(`/api/product/series?mt_manufacture_type_id=${a.type}`);
    expect(l.body.data.data[0]).toMatchObject({ id: a.series, no_pdf: true });
    expect(l.body.data.data[0].mt_product_category.mt_vendor.mt_manufacture_type.id).toBe(a.type);
    const u = await h.req('POST', `/api/product/series/update/${a.series}`, {
      json: { name: 'S2', mt_manufacture_type_id: `${a.type}`, mt_vendor_id: `${a.vendor}`, mt_product_category_id: `${a.category}`, pdf_id: null },
    });
    expect(u.status).toBe(200);
    expect(u.body.message).toBe('Product series updated successfully');
    const del = await h.req('DELETE', `/api/product/series/delete/${a.series}`);
    expect(del.body.message).toBe('Product series deleted successfully');
  });
});

describe('deletes and 404s on every area', () => {
  it('deletes a childless vendor and category; 404 for missing ones', async () => {
    const a = await makeChain(h);
    const c2 = await h.req('POST', '/api/product/category/create', { json: { name: 'Empty', mt_manufacture_type_id: a.type, mt_vendor_id: a.vendor } });
    const delC = await h.req('DELETE', `/api/product/category/delete/${c2.body.data.id}`);
    expect(delC.body).toEqual({ message: 'Product category deleted successfully', data: { id: c2.body.data.id } });
    const v2 = await h.req('POST', '/api/vendor/create', { json: { name: 'Lonely', mt_manufacture_type_id: a.type } });
    const delV = await h.req('DELETE', `/api/vendor/delete/${v2.body.data.id}`);
    expect(delV.body.message).toBe('Vendor deleted successfully');
    expect((await h.get(`/api/vendor/detail/${v2.body.data.id}`)).status).toBe(404);
    for (const [method, p, msg] of [
      ['POST', '/api/vendor/update/999', 'Vendor "999" not found'],
      ['DELETE', '/api/vendor/delete/999', 'Vendor "999" not found'],
      ['GET', '/api/product/category/detail/999', 'Product category "999" not found'],
      ['POST', '/api/product/category/update/999', 'Product category "999" not found'],
      ['DELETE', '/api/product/category/delete/999', 'Product category "999" not found'],
      ['GET', '/api/product/series/detail/999', 'Product series "999" not found'],
      ['POST', '/api/product/series/update/999', 'Product series "999" not found'],
      ['DELETE', '/api/product/series/delete/999', 'Product series "999" not found'],
      ['POST', '/api/assets-manager/image/update/999', 'Image "999" not found'],
      ['DELETE', '/api/assets-manager/image/delete/999', 'Image "999" not found'],
      ['GET', '/api/assets-manager/file/detail/999', 'File "999" not found'],
      ['POST', '/api/assets-manager/file/update/999', 'File "999" not found'],
      ['DELETE', '/api/assets-manager/file/delete/999', 'File "999" not found'],
    ] as const) {
      const r = await h.req(method, p, method === 'POST' ? { json: { name: 'x' } } : {});
      expect([p, r.status, r.body.message]).toEqual([p, 404, msg]);
    }
  });
});

describe('payload forms', () => {
  it('accepts multipart and JSON alike on the JSON routes', async () => {
    const t = await h.req('POST', '/api/manufacture-type/create', { form: form({ name: 'Multipart Type', description: 'x', image_id: '' }) });
    expect(t.status).toBe(201);
    const v = await h.req('POST', '/api/vendor/create', { form: form({ name: 'MV', mt_manufacture_type_id: t.body.data.id }) });
    expect(v.status).toBe(201);
    const bad = await h.req('POST', '/api/vendor/create', { form: form({ name: '' }) });
    expect(bad.status).toBe(422);
    const nul = await h.req('POST', '/api/manufacture-type/create', { json: { name: 'a\u0000b' } });
    expect([400, 422]).toContain(nul.status);
    const many = await h.get('/api/vendor?page=1&page=2&search=a&search=b');
    expect(many.status).toBeLessThan(500);
    const arr = await h.req('POST', '/api/manufacture-type/create', { json: [1, 2] });
    expect([400, 422]).toContain(arr.status);
  });
});

describe('errors', () => {
  it('answers JSON 404 for unknown /api routes and 400 for bad JSON', async () => {
    const r = await h.get('/api/does-not-exist', null);
    expect(r.status).toBe(404);
    expect(r.body.message).toMatch(/not found/);
    const bad = await fetch(`${h.url}/api/vendor/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${h.token}`, 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toHaveProperty('message');
    const obj = await h.req('POST', '/api/vendor/create', { json: { name: { a: 1 }, mt_manufacture_type_id: 1 } });
    expect(obj.status).toBe(400);
    const weird = await fetch(`${h.url}/api/vendor/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${h.token}`, 'content-type': 'text/xml' },
      body: '<a/>',
    });
    expect(weird.status).toBe(415);
  });
});
