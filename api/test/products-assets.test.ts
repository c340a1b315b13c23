// Products (multipart saves, chain rule, lists) and image / file assets (uploads, sniffing,
// limits, linked records, unlink, delete).
import fs from 'node:fs';
import path from 'node:path';
import { form, JPEG, makeChain, PDF, PNG, storageFiles, useApp } from './helpers';

const h = useApp({}, { resetEachTest: true });

const productFields = (ids: { type: number; vendor: number; category: number; series: number }, extra: Record<string, string | number | null> = {}) => ({
  name: 'Lathe X',
  description: 'A lathe',
  mt_manufacture_type_id: ids.type,
  mt_vendor_id: ids.vendor,
  mt_product_category_id: ids.category,
  mt_product_series_id: ids.series,
  image_id: '',
  pdf_id: '',
  ...extra,
});

async function uploadImage(name = 'Logo', file: Buffer = PNG, filename = 'logo.png') {
  return h.req('POST', '/api/assets-manager/image/create', { form: form({ name, description: 'd' }, { image_file: [file, filename, 'image/png'] }) });
}
async function uploadPdf(name = 'Brochure', file: Buffer = PDF) {
  return h.req('POST', '/api/assets-manager/file/create', { form: form({ name, description: 'd' }, { pdf_file: [file, 'b.pdf', 'application/pdf'] }) });
}

describe('product', () => {
  it('creates from multipart with uploaded image and pdf, reads with the whole chain', async () => {
    const ids = await makeChain(h);
    const r = await h.req('POST', '/api/product/create', {
      form: form(productFields(ids), { image_file: [JPEG, 'photo.jpg', 'image/jpeg'], pdf_file: [PDF, 'x.pdf', 'application/pdf'] }),
    });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe('Product created successfully');
    const p = r.body.data;
    expect(p).toMatchObject({ name: 'Lathe X', description: 'A lathe', mt_product_series_id: ids.series });
    expect(p.image.image_path).toMatch(/^images\/[0-9a-f]{32}\.jpg$/);
    expect(p.file.file_path).toMatch(/^files\/[0-9a-f]{32}\.pdf$/);
    expect(p.mt_product_series.mt_product_category.mt_vendor.mt_manufacture_type.id).toBe(ids.type);
    const img = await fetch(`${h.url}/storage/${p.image.image_path}`);
    expect(img.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await img.arrayBuffer()).equals(JPEG)).toBe(true);
    const d = await h.get(`/api/product/detail/${p.id}`);
    expect(d.body.data).toMatchObject({ id: p.id, image: { id: p.image.id }, file: { id: p.file.id } });
    // the new assets list the product as linked
    const a = await h.get(`/api/assets-manager/image/detail/${p.image.id}`);
    expect(a.body.data.mt_product).toEqual([{ id: p.id, name: 'Lathe X' }]);
  });

  it('skips empty file parts and links existing assets by id (ids as strings)', async () => {
    const ids = await makeChain(h);
    const img = await uploadImage();
    const pdf = await uploadPdf();
    const r = await h.req('POST', '/api/product/create', {
      form: form(productFields(ids, { image_id: String(img.body.data.id), pdf_id: String(pdf.body.data.id) }), {
        image_file: [Buffer.alloc(0), '', 'application/octet-stream'],
        pdf_file: [Buffer.alloc(0), '', 'application/octet-stream'],
      }),
    });
    expect(r.status).toBe(201);
    expect(r.body.data.image_id).toBe(img.body.data.id);
    expect(r.body.data.pdf_id).toBe(pdf.body.data.id);
    const u = await h.req('POST', `/api/product/update/${r.body.data.id}`, { form: form(productFields(ids, { name: 'Lathe Y' })) });
    expect(u.status).toBe(200);
    expect(u.body).toMatchObject({ message: 'Product updated successfully', data: { name: 'Lathe Y', image_id: null, pdf_id: null } });
  });

  it('validates every field with the spec messages', async () => {
    const r = await h.req('POST', '/api/product/create', { form: form({ name: '' }) });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({
      name: ['Name is required'],
      mt_manufacture_type_id: ['Manufacture type is required'],
      mt_vendor_id: ['Vendor is required'],
      mt_product_category_id: ['Product Category is required'],
      mt_product_series_id: ['Product Series is required'],
    });
    const j = await h.req('POST', '/api/product/create', { json: {} });
    expect(j.status).toBe(422);
  });

  it('enforces the chain and leaves no file behind when refused', async () => {
    const a = await makeChain(h, 'A');
    const b = await makeChain(h, 'B');
    const before = storageFiles(h.storageDir);
    const r = await h.req('POST', '/api/product/create', {
      form: form(productFields(a, { mt_product_series_id: b.series }), { image_file: [PNG, 'a.png'] }),
    });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ mt_product_series_id: ['Product Series does not belong to the selected product category'] });
    const r2 = await h.req('POST', '/api/product/create', { form: form(productFields(a, { mt_product_category_id: b.category })) });
    expect(r2.body.errors).toEqual({
      mt_product_category_id: ['Category does not belong to the selected vendor'],
      mt_product_series_id: ['Product Series does not belong to the selected product category'],
    });
    expect(storageFiles(h.storageDir)).toEqual(before);
  });

  it('lists newest first with paging, search and every parent filter', async () => {
    const a = await makeChain(h, 'A');
    const b = await makeChain(h, 'B');
    for (let i = 0; i < 18; i++) await h.req('POST', '/api/product/create', { form: form(productFields(i < 12 ? a : b, { name: `P${i}` })) });
    const l = await h.get('/api/product?page=1&items_per_page=5');
    expect(l.body.data).toMatchObject({ total: 18, per_page: 5, current_page: 1, last_page: 4 });
    expect(l.body.data.data.map((p: { name: string }) => p.name)).toEqual(['P17', 'P16', 'P15', 'P14', 'P13']);
    expect(l.body.data.data[0].mt_product_series.mt_product_category.mt_vendor.mt_manufacture_type.id).toBe(b.type);
    expect((await h.get('/api/product?page=4&items_per_page=5')).body.data.data).toHaveLength(3);
    expect((await h.get('/api/product?page=9&items_per_page=5')).body.data.data).toHaveLength(0);
    expect((await h.get('/api/product?search=p1')).body.data.total).toBe(9); // P1, P10..P17
    for (const [k, v, n] of [
      ['mt_product_series_id', a.series, 12],
      ['mt_product_category_id', b.category, 6],
      ['mt_vendor_id', a.vendor, 12],
      ['mt_manufacture_type_id', b.type, 6],
    ] as const) {
      expect((await h.get(`/api/product?${k}=${v}`)).body.data.total).toBe(n);
    }
    // a write invalidates the cached count
    await h.req('DELETE', `/api/product/delete/${l.body.data.data[0].id}`);
    expect((await h.get('/api/product')).body.data.total).toBe(17);
  });

  it('404s, 401s and deletes; a series with products cannot be deleted', async () => {
    const a = await makeChain(h);
    expect((await h.get('/api/product/detail/5')).status).toBe(404);
    expect((await h.req('POST', '/api/product/update/5', { form: form(productFields(a)) })).status).toBe(404);
    expect((await h.req('DELETE', '/api/product/delete/5')).body.message).toBe('Product "5" not found');
    expect((await h.get('/api/product', null)).status).toBe(401);
    expect((await h.req('POST', '/api/product/create', { token: null, form: form(productFields(a)) })).status).toBe(401);
    await h.req('POST', '/api/product/create', { form: form(productFields(a)) });
    await h.req('POST', '/api/product/create', { form: form(productFields(a)) });
    const del = await h.req('DELETE', `/api/product/series/delete/${a.series}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('Cannot delete product series: it still has 2 products');
    const list = await h.get('/api/product');
    const ok = await h.req('DELETE', `/api/product/delete/${list.body.data.data[0].id}`);
    expect(ok.body).toMatchObject({ message: 'Product deleted successfully' });
  });
});

describe('image assets', () => {
  it('uploads PNG and JPEG by content, lists, reads, updates', async () => {
    const png = await uploadImage('Logo', PNG, '../../evil.png');
    expect(png.status).toBe(201);
    expect(png.body.message).toBe('Image created successfully');
    expect(png.body.data.image_path).toMatch(/^images\/[0-9a-f]{32}\.png$/);
    const jpg = await uploadImage('Photo', JPEG, 'photo.png'); // name says png, content is JPEG
    expect(jpg.body.data.image_path).toMatch(/\.jpg$/);
    const l = await h.get('/api/assets-manager/image?page=1&items_per_page=30');
    expect(l.body.data).toMatchObject({ total: 2, per_page: 30 });
    expect(l.body.data.data[0].name).toBe('Photo');
    const d = await h.get(`/api/assets-manager/image/detail/${png.body.data.id}`);
    expect(d.body.data).toMatchObject({
      id: png.body.data.id,
      name: 'Logo',
      mt_product: [],
      mt_product_series: [],
      mt_product_category: [],
      mt_vendor: [],
      mt_manufacture_type: [],
    });
    const u = await h.req('POST', `/api/assets-manager/image/update/${png.body.data.id}`, { json: { name: 'Logo 2', description: null } });
    expect(u.body).toMatchObject({ message: 'Image updated successfully', data: { name: 'Logo 2', image_path: png.body.data.image_path } });
    const um = await h.req('POST', `/api/assets-manager/image/update/${png.body.data.id}`, { form: form({ name: '' }) });
    expect(um.status).toBe(422);
    expect((await h.get('/api/assets-manager/image/detail/999')).body.message).toBe('Image "999" not found');
  });

  it('requires name and image (422), refuses other content (415) and big images (413)', async () => {
    const r = await h.req('POST', '/api/assets-manager/image/create', { form: form({ name: '' }) });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ name: ['Name is required'], image_file: ['Image is required'] });
    const gif = await uploadImage('Gif', Buffer.from('GIF89a........'), 'x.png');
    expect(gif.status).toBe(415);
    expect(gif.body.message).toBe('Image must be a JPEG or PNG file');
    const pdfAsImage = await uploadImage('Pdf', PDF, 'x.png');
    expect(pdfAsImage.status).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await uploadImage('Big', big, 'big.png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('Image must not be larger than 10 MB');
    expect(storageFiles(h.storageDir)).toEqual([]); // nothing half-written
  });

  it('links, refuses to delete while linked (409), unlinks with remove, then deletes the file', async () => {
    const img = (await uploadImage()).body.data;
    const t = await h.req('POST', '/api/manufacture-type/create', { json: { name: 'T', image_id: img.id } });
    expect(t.body.data.image).toEqual({ id: img.id, name: 'Logo', image_path: img.image_path });
    const v = await h.req('POST', '/api/vendor/create', { json: { name: 'V', mt_manufacture_type_id: t.body.data.id, image_id: img.id } });
    const d = await h.get(`/api/assets-manager/image/detail/${img.id}`);
    expect(d.body.data.mt_manufacture_type).toEqual([{ id: t.body.data.id, name: 'T' }]);
    expect(d.body.data.mt_vendor).toEqual([{ id: v.body.data.id, name: 'V' }]);
    const del = await h.req('DELETE', `/api/assets-manager/image/delete/${img.id}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('Cannot delete image: it is still linked to 2 records');
    // remove via query string (how the frontend sends DELETE data) and via JSON body
    const rm1 = await h.req('DELETE', `/api/assets-manager/image/remove/${img.id}?module_id=${v.body.data.id}&module_type=mt_vendor`);
    expect(rm1.status).toBe(200);
    expect(rm1.body.message).toBe('Image removed successfully');
    const again = await h.req('DELETE', `/api/assets-manager/image/remove/${img.id}?module_id=${v.body.data.id}&module_type=mt_vendor`);
    expect(again.status).toBe(404);
    const bad = await h.req('DELETE', `/api/assets-manager/image/remove/${img.id}?module_type=mt_nothing`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('module_type');
    expect(bad.body.errors).toHaveProperty('module_id');
    const rm2 = await h.req('DELETE', `/api/assets-manager/image/remove/${img.id}`, { json: { module_id: t.body.data.id, module_type: 'mt_manufacture_type' } });
    expect(rm2.status).toBe(200);
    expect((await h.get(`/api/manufacture-type/detail/${t.body.data.id}`)).body.data.image).toBeNull();
    const ok = await h.req('DELETE', `/api/assets-manager/image/delete/${img.id}`);
    expect(ok.body.message).toBe('Image deleted successfully');
    expect(fs.existsSync(path.join(h.storageDir, img.image_path))).toBe(false);
    expect((await fetch(`${h.url}/storage/${img.image_path}`)).status).toBe(404);
  });

  it('requires a token', async () => {
    expect((await h.get('/api/assets-manager/image', null)).status).toBe(401);
    expect((await h.req('POST', '/api/assets-manager/image/create', { token: null, form: form({ name: 'x' }) })).status).toBe(401);
  });
});

describe('file assets', () => {
  it('uploads PDFs by content, links them to series (no_pdf), refuses deletes while linked', async () => {
    const r = await uploadPdf();
    expect(r.status).toBe(201);
    expect(r.body.message).toBe('File created successfully');
    expect(r.body.data).toMatchObject({ name: 'Brochure', size: PDF.length });
    expect(r.body.data.file_path).toMatch(/^files\/[0-9a-f]{32}\.pdf$/);
    const served = await fetch(`${h.url}/storage/${r.body.data.file_path}`);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const a = await makeChain(h);
    const s = await h.req('POST', `/api/product/series/update/${a.series}`, {
      json: { name: 'S', mt_manufacture_type_id: a.type, mt_vendor_id: a.vendor, mt_product_category_id: a.category, pdf_id: r.body.data.id },
    });
    expect(s.body.data).toMatchObject({ no_pdf: false, pdf: { id: r.body.data.id, name: 'Brochure', file_path: r.body.data.file_path } });
    const pub = await h.get(`/api/vendor/detail/${a.vendor}`, null);
    expect(pub.body.data.mt_product_category[0].mt_product_series[0]).toMatchObject({ no_pdf: false, pdf: { id: r.body.data.id } });
    const d = await h.get(`/api/assets-manager/file/detail/${r.body.data.id}`);
    expect(d.body.data.mt_product_series).toEqual([{ id: a.series, name: 'S' }]);
    const del = await h.req('DELETE', `/api/assets-manager/file/delete/${r.body.data.id}`);
    expect(del.status).toBe(409);
    const rm = await h.req('DELETE', `/api/assets-manager/file/remove/${r.body.data.id}?module_type=mt_product_series&module_id=${a.series}`);
    expect(rm.status).toBe(200);
    expect((await h.get(`/api/product/series/detail/${a.series}`)).body.data.no_pdf).toBe(true);
    const u = await h.req('POST', `/api/assets-manager/file/update/${r.body.data.id}`, { json: { name: 'Renamed' } });
    expect(u.body.message).toBe('File updated successfully');
    const l = await h.get('/api/assets-manager/file?search=renamed');
    expect(l.body.data.total).toBe(1);
    const ok = await h.req('DELETE', `/api/assets-manager/file/delete/${r.body.data.id}`);
    expect(ok.body.message).toBe('File deleted successfully');
  });

  it('requires name and pdf (422), refuses non-PDF content (415) and PDFs over 50 MB (413)', async () => {
    const r = await h.req('POST', '/api/assets-manager/file/create', { form: form({ name: '' }) });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ name: ['Name is required'], pdf_file: ['PDF file is required'] });
    const png = await uploadPdf('Png', PNG);
    expect(png.status).toBe(415);
    expect(png.body.message).toBe('File must be a PDF document');
    const big = await uploadPdf('Big', Buffer.concat([PDF, Buffer.alloc(50 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(storageFiles(h.storageDir)).toEqual([]);
  });
});

describe('product list serialization', () => {
  it('answers exactly what the detail read nests', async () => {
    const a = await makeChain(h, 'Z');
    const c = await h.req('POST', '/api/product/create', { form: form(productFields(a)) });
    const l = await h.get('/api/product');
    const d = await h.get(`/api/product/detail/${c.body.data.id}`);
    expect(l.body.data.data[0]).toEqual(d.body.data);
  });
});

describe('product paging', () => {
  it('pages the same whether read in order, out of order or again, and after a write', async () => {
    const a = await makeChain(h, 'P');
    const b = await makeChain(h, 'Q');
    for (let i = 0; i < 13; i++) await h.req('POST', '/api/product/create', { form: form(productFields(i % 3 ? a : b, { name: `N${i}` })) });
    const names = async (q: string) => (await h.get(`/api/product?items_per_page=4&${q}`)).body.data.data.map((p: { name: string }) => p.name);
    const expected = ['N12', 'N11', 'N10', 'N9', 'N8', 'N7', 'N6', 'N5', 'N4', 'N3', 'N2', 'N1', 'N0'];
    const read = async (pages: number[]) => {
      const out: Record<number, string[]> = {};
      for (const pg of pages) out[pg] = await names(`page=${pg}`);
      return out;
    };
    const pass1 = await read([3, 1, 2, 4, 2, 3, 4, 1]);
    for (const pg of [1, 2, 3, 4]) expect(pass1[pg]).toEqual(expected.slice((pg - 1) * 4, pg * 4));
    // filtered: only series of chain a (i % 3 != 0)
    const fa = expected.filter((n) => Number(n.slice(1)) % 3 !== 0);
    expect(await names(`page=2&mt_product_series_id=${a.series}`)).toEqual(fa.slice(4, 8));
    expect(await names(`page=1&mt_product_series_id=${a.series}`)).toEqual(fa.slice(0, 4));
    expect(await names(`page=2&mt_product_series_id=${a.series}`)).toEqual(fa.slice(4, 8));
    // a write moves every page
    const l = await h.get('/api/product?items_per_page=4&page=1');
    await h.req('DELETE', `/api/product/delete/${l.body.data.data[1].id}`); // N11
    const after = expected.filter((n) => n !== 'N11');
    expect(await names('page=2')).toEqual(after.slice(4, 8));
    expect(await names('page=3')).toEqual(after.slice(8, 12));
    expect(await names('page=1')).toEqual(after.slice(0, 4));
  });
});
