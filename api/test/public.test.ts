// The seeded demo catalogue through the public reads, the cache (ETag / 304, invalidation),
// /storage (types, headers, traversal), health and the OpenAPI document. Which calls are public
// is in the catalogue contract (test/contract.test.ts).
import http from 'node:http';
import { demoCatalogue, seedFilePlan } from '@mfe/catalogue-core/seed';
import { seedMaster } from '../src/seed/seedMaster';
import { useApp } from './helpers';

const h = useApp({ seedDemo: true });

function rawGet(p: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const u = new URL(h.url);
    const req = http.request({ host: u.hostname, port: u.port, path: p, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('seeded demo catalogue', () => {
  it('has the manufacture types, vendors with logos, categories, series with images and PDFs', async () => {
    const types = await h.get('/api/manufacture-type?page=1&items_per_page=100', null);
    expect(types.status).toBe(200);
    const names = types.body.data.data.map((t: { name: string }) => t.name);
    expect(names).toContain('Engineering & Services');
    expect(names.length).toBeGreaterThanOrEqual(5);
    for (const t of types.body.data.data) expect(t.image.image_path).toMatch(/^seed\/manufacture-type-\d+\.png$/);
    const vendors = await h.get('/api/vendor?items_per_page=100');
    expect(vendors.body.data.total).toBe(8);
    for (const v of vendors.body.data.data) expect(v.image.image_path).toMatch(/^seed\/vendor-\d+-logo\.png$/);
    expect((await h.get('/api/product/category')).body.data.total).toBe(30);
    const series = await h.get('/api/product/series?items_per_page=100&page=1');
    expect(series.body.data.total).toBe(120);
    const all = [...series.body.data.data, ...(await h.get('/api/product/series?items_per_page=100&page=2')).body.data.data];
    const noPdf = all.filter((s: { no_pdf: boolean }) => s.no_pdf);
    expect(noPdf.length).toBeGreaterThan(0);
    expect(noPdf.length).toBeLessThan(12);
    for (const s of all) expect(s.image).not.toBeNull();
    expect((await h.get('/api/product')).body.data.total).toBeGreaterThan(0);
  });

  it('serves the type by name with vendors → categories → series (image, pdf, no_pdf)', async () => {
    const r = await h.get(`/api/manufacture-type/detail/name/${encodeURIComponent('Machine Tools')}`, null);
    expect(r.status).toBe(200);
    const v = r.body.data.mt_vendor[0];
    expect(v.image.image_path).toMatch(/^seed\/vendor-\d+-logo\.png$/);
    const s = v.mt_product_category[0].mt_product_series[0];
    expect(s).toHaveProperty('no_pdf');
    expect(s.image).toHaveProperty('image_path');
    if (!s.no_pdf) expect(s.pdf.file_path).toMatch(/^seed\/series-\d+-brochure\.pdf$/);
    const pdf = await fetch(`${h.url}/storage/${s.pdf.file_path}`);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const es = await h.get(`/api/manufacture-type/detail/name/${encodeURIComponent('Engineering & Services')}`, null);
    expect(es.status).toBe(200);
  });

  it('stores the seed files at the paths of the seed file plan (the browser demo uses the same)', async () => {
    const plan = seedFilePlan(demoCatalogue());
    const vendor = (await h.get('/api/vendor/detail/3', null)).body.data;
    expect(vendor.image).toMatchObject({ name: plan.vendorLogos[2]!.name, image_path: plan.vendorLogos[2]!.path });
    const series = (await h.get('/api/product/series/detail/1', null)).body.data;
    expect([series.image.image_path, series.pdf.file_path]).toEqual([plan.seriesImages[0]!.path, plan.seriesBrochures[0]!.path]);
    const served = await fetch(`${h.url}/storage/${plan.seriesImages[0]!.path}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    // Served is the drawing's master: the same picture, as any upload would be stored.
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(await seedMaster(plan.seriesImages[0]!)))).toBe(true);
  });
});

describe('cache', () => {
  it('/api/catalog/version is public and changes with a write, not with a read', async () => {
    const version = async () => (await h.get('/api/catalog/version', null)).body.data.version as string;
    const before = await version();
    await h.get('/api/vendor/detail/1', null);
    expect(await version()).toBe(before);
    const type = (await h.get('/api/manufacture-type/detail/1', null)).body.data;
    const unchanged = { name: type.name, description: type.description, image_id: type.image_id };
    expect((await h.req('POST', '/api/manufacture-type/update/1', { json: unchanged })).status).toBe(200);
    expect(await version()).not.toBe(before);
  });

  it('answers ETag and 304, and a write invalidates', async () => {
    const a = await fetch(`${h.url}/api/vendor/detail/1`);
    const etag = a.headers.get('etag');
    expect(etag).toBeTruthy();
    const b = await fetch(`${h.url}/api/vendor/detail/1`, { headers: { 'if-none-match': etag! } });
    expect(b.status).toBe(304);
    const v = ((await a.json()) as { data: { description: string; mt_manufacture_type_id: number; image_id: number | null } }).data;
    const u = await h.req('POST', '/api/vendor/update/1', {
      json: { name: 'Renamed Vendor', description: v.description, mt_manufacture_type_id: v.mt_manufacture_type_id, image_id: v.image_id },
    });
    expect(u.status).toBe(200);
    const c = await fetch(`${h.url}/api/vendor/detail/1`, { headers: { 'if-none-match': etag! } });
    expect(c.status).toBe(200);
    expect(c.headers.get('etag')).not.toBe(etag);
    expect(((await c.json()) as { data: { name: string } }).data.name).toBe('Renamed Vendor');
    const t = await h.get(`/api/manufacture-type/detail/${v.mt_manufacture_type_id}`, null);
    expect(t.body.data.mt_vendor.map((x: { name: string }) => x.name)).toContain('Renamed Vendor');
  });

  it('answers staff’s read of a draft past the cache, never stored on the way, and the public still its 404 (issue 21)', async () => {
    const v = (await h.get('/api/vendor/detail/2')).body.data;
    const fields = { name: v.name, description: v.description, mt_manufacture_type_id: v.mt_manufacture_type_id, image_id: v.image_id };
    const publicBefore = await fetch(`${h.url}/api/vendor/detail/2`);
    expect([publicBefore.status, publicBefore.headers.get('cache-control'), publicBefore.headers.get('vary')]).toEqual([
      200,
      'no-cache',
      'authorization',
    ]);
    expect((await h.req('POST', '/api/vendor/update/2', { json: { ...fields, published: false } })).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const staff = await fetch(`${h.url}/api/vendor/detail/2`, { headers: { authorization: `Bearer ${h.token}` } });
      expect([staff.status, staff.headers.get('cache-control'), staff.headers.get('etag')]).toEqual([200, 'private, no-store', null]);
      expect(((await staff.json()) as { data: { published: boolean } }).data.published).toBe(false);
      const seen = await fetch(`${h.url}/api/vendor/detail/2`);
      expect(seen.status).toBe(404);
    }
    // An invalid token reads as the public's.
    const stale = await fetch(`${h.url}/api/vendor/detail/2`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(stale.status).toBe(404);
    expect((await h.req('POST', '/api/vendor/update/2', { json: { ...fields, published: true } })).status).toBe(200);
    expect((await fetch(`${h.url}/api/vendor/detail/2`)).status).toBe(200);
  });
});

describe('storage', () => {
  it('serves files with content type, nosniff and cache headers, 304 on ETag', async () => {
    const v = (await h.get('/api/vendor/detail/2', null)).body.data;
    const r = await fetch(`${h.url}/storage/${v.image.image_path}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/png');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('cache-control')).toMatch(/max-age/);
    const buf = Buffer.from(await r.arrayBuffer());
    expect(buf.subarray(1, 4).toString()).toBe('PNG');
    const again = await fetch(`${h.url}/storage/${v.image.image_path}`, { headers: { 'if-none-match': r.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const head = await fetch(`${h.url}/storage/${v.image.image_path}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
  });

  it.each([
    '/storage/../package.json',
    '/storage/..%2f..%2fpackage.json',
    '/storage/%2e%2e/%2e%2e/package.json',
    '/storage/images/..%2f..%2fpackage.json',
    '/storage/%2fetc%2fpasswd',
    '/storage//etc/passwd',
    '/storage/images%5c..%5c..%5cpackage.json',
    '/storage/images\\..\\..\\package.json',
    '/storage/.tmp/x.part',
    '/storage/images/nothere.png',
    '/storage/',
  ])('404 for %s', async (p) => {
    const r = await rawGet(p);
    expect(r.status).toBe(404);
    expect(JSON.parse(r.body)).toHaveProperty('message');
  });
});

describe('system', () => {
  it('works through app.inject too', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/api/vendor/detail/3' });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.id).toBe(3);
    const u = await h.app.inject({ method: 'GET', url: '/api/product' });
    expect(u.statusCode).toBe(401);
  });

  it('health and OpenAPI document', async () => {
    const hh = await h.get('/api/health', null);
    expect(hh.body.data.status).toBe('ok');
    const doc = await h.get('/api/docs/json', null);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/vendor/detail/{id}', '/api/product/create', '/api/assets-manager/file/create']),
    );
  });
});
