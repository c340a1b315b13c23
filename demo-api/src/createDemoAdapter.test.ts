import { DEMO_ADMIN_CREDENTIALS } from '@mfe/api/demo-admin';
import { demoCatalogue } from '@mfe/api/seed-catalogue';
import { MESSAGES } from '@mfe/api/rules';
import { resetDemoData, STORAGE_FULL_MESSAGE, UNAUTHENTICATED_MESSAGE } from './createDemoAdapter';
import { memoryStorage, type KeyValueStorage } from './db/persistence';
import { LOGIN_FAILED_MESSAGE } from './routes/authRoutes';
import { demoClient } from './testing/demoClient';

const catalogue = demoCatalogue();
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function loggedIn(storage?: KeyValueStorage) {
  const client = demoClient({ storage });
  await client.login();
  return client;
}

describe('login and tokens', () => {
  it('logs the demo admin in with a random token', async () => {
    const client = demoClient();
    const res = await client.login();
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Login successful');
    expect(res.body.data).toMatchObject({ id: 1, email: DEMO_ADMIN_CREDENTIALS.email, name: 'Demo Admin' });
    expect(res.body.data.token).toMatch(/^[0-9a-f]{64}$/);
    const again = await client.login();
    expect(again.body.data.token).not.toBe(res.body.data.token);
  });

  it('refuses a wrong password with 401 and a bad payload with 422 and the field messages', async () => {
    const client = demoClient();
    const wrong = await client.login(DEMO_ADMIN_CREDENTIALS.email, 'nope');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(LOGIN_FAILED_MESSAGE);
    const invalid = await client.call('POST', '/api/login', { email: 'not-an-email', password: '' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ email: [MESSAGES.emailInvalid], password: [MESSAGES.passwordRequired] });
  });

  it('accepts the credentials the runtime config gives', async () => {
    const client = demoClient({ admin: { email: 'sales@example.com', password: 'show-me' } });
    expect((await client.login('sales@example.com', 'show-me')).status).toBe(200);
    expect((await client.login()).status).toBe(401);
  });

  it('answers 401 to a protected call without a token, with a bad one, and after logout', async () => {
    const client = await loggedIn();
    expect((await client.call('GET', '/api/vendor', {}, { token: null })).status).toBe(401);
    const bad = await client.call('GET', '/api/vendor', {}, { token: 'forged' });
    expect(bad).toEqual({ status: 401, body: { message: UNAUTHENTICATED_MESSAGE } });
    expect((await client.call('GET', '/api/vendor')).status).toBe(200);
    expect((await client.call('POST', '/api/logout')).status).toBe(200);
    expect((await client.call('GET', '/api/vendor')).status).toBe(401);
  });

  it('lets anyone read the public catalogue', async () => {
    const client = demoClient();
    for (const url of [
      '/api/manufacture-type',
      '/api/manufacture-type/detail/1',
      '/api/manufacture-type/detail/name/Machine%20Tools',
      '/api/vendor/detail/1',
      '/api/product/category/detail/1',
      '/api/product/series/detail/1',
    ]) {
      expect([url, (await client.call('GET', url)).status]).toEqual([url, 200]);
    }
    expect((await client.call('GET', '/api/product')).status).toBe(401);
  });

  it('keeps a token across adapters on the same storage (a page reload)', async () => {
    const storage = memoryStorage();
    const first = await loggedIn(storage);
    const reloaded = demoClient({ storage });
    expect((await reloaded.call('GET', '/api/vendor', {}, { token: first.token })).status).toBe(200);
  });
});

describe('reads', () => {
  it('pages lists with total, per_page, current_page and last_page, capping items_per_page at 100', async () => {
    const client = await loggedIn();
    const page2 = await client.call('GET', '/api/product/series', { page: 2, items_per_page: 50 });
    expect(page2.body.data).toMatchObject({ total: catalogue.series.length, per_page: 50, current_page: 2, last_page: 3 });
    expect(page2.body.data.data.map((s: { id: number }) => s.id)).toEqual(Array.from({ length: 50 }, (_, i) => 51 + i));
    const capped = await client.call('GET', '/api/product', { items_per_page: 500 });
    expect(capped.body.data.per_page).toBe(100);
    expect(capped.body.data.data).toHaveLength(100);
    const beyond = await client.call('GET', '/api/vendor', { page: 9 });
    expect(beyond.body.data).toMatchObject({ data: [], total: catalogue.vendors.length, per_page: 15 });
  });

  it('lists products newest first with the whole chain', async () => {
    const client = await loggedIn();
    const res = await client.call('GET', '/api/product', { items_per_page: 1 });
    const product = res.body.data.data[0];
    expect(product.id).toBe(catalogue.products.length);
    expect(product.mt_product_series.mt_product_category.mt_vendor.mt_manufacture_type.id).toBe(product.mt_manufacture_type_id);
    expect(product.image.image_path).toMatch(/^seed\/series-\d+\.png$/);
  });

  it('searches names case-insensitively and filters by parent', async () => {
    const client = await loggedIn();
    const search = await client.call('GET', '/api/vendor', { search: 'SAKURA' });
    expect(search.body.data.data.map((v: { name: string }) => v.name)).toEqual(['Sakura Cutting Solutions']);
    const byType = await client.call('GET', '/api/product/category', { mt_manufacture_type_id: 2, items_per_page: 100 });
    expect(byType.body.data.data.length).toBeGreaterThan(0);
    expect(byType.body.data.data.every((c: { mt_manufacture_type_id: number }) => c.mt_manufacture_type_id === 2)).toBe(true);
    const bySeriesVendor = await client.call('GET', '/api/product/series', { mt_vendor_id: 3, items_per_page: 100 });
    expect(bySeriesVendor.body.data.data.every((s: { mt_vendor_id: number }) => s.mt_vendor_id === 3)).toBe(true);
    const notAnId = await client.call('GET', '/api/vendor', { mt_manufacture_type_id: 'abc' });
    expect(notAnId.body.data.total).toBe(0);
    const empty = await client.call('GET', '/api/vendor', { mt_manufacture_type_id: '' });
    expect(empty.body.data.total).toBe(catalogue.vendors.length);
  });

  it('reads a manufacture type by name with vendors → categories → series', async () => {
    const client = demoClient();
    const res = await client.call('GET', '/api/manufacture-type/detail/name/machine%20tools');
    expect(res.body.data.name).toBe('Machine Tools');
    const series = res.body.data.mt_vendor[0].mt_product_category[0].mt_product_series[0];
    expect(series).toMatchObject({ no_pdf: false, pdf: { file_path: expect.stringMatching(/^seed\/series-\d+-brochure\.pdf$/) } });
  });

  it('reads a vendor with its type (and the type’s vendors) and its categories', async () => {
    const client = demoClient();
    const res = await client.call('GET', '/api/vendor/detail/3');
    expect(res.body.data.mt_manufacture_type.mt_vendor.map((v: { id: number }) => v.id)).toEqual([3, 4]);
    expect(res.body.data.mt_product_category.length).toBeGreaterThan(0);
    expect(res.body.data.image.image_path).toBe('seed/vendor-3-logo.png');
  });

  it('answers 404 for a missing id, a non-numeric id, a missing name and an unknown route', async () => {
    const client = await loggedIn();
    expect(await client.call('GET', '/api/vendor/detail/999')).toEqual({ status: 404, body: { message: 'Vendor "999" not found' } });
    expect((await client.call('GET', '/api/product/detail/abc')).status).toBe(404);
    expect((await client.call('GET', '/api/manufacture-type/detail/name/Nothing')).status).toBe(404);
    expect((await client.call('GET', '/api/nothing-here')).status).toBe(404);
  });
});

describe('writes', () => {
  it('creates a vendor with the save message and shows it in the list', async () => {
    const client = await loggedIn();
    const res = await client.call('POST', '/api/vendor/create', { name: ' Demo Vendor ', description: '', mt_manufacture_type_id: 2 });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Vendor created successfully');
    expect(res.body.data).toMatchObject({ id: catalogue.vendors.length + 1, name: 'Demo Vendor', description: null, mt_manufacture_type: { id: 2 } });
    const list = await client.call('GET', '/api/vendor', { search: 'demo vendor' });
    expect(list.body.data.total).toBe(1);
  });

  it('answers 422 with the spec messages of each form', async () => {
    const client = await loggedIn();
    const product = await client.call('POST', '/api/product/create', {});
    expect(product.status).toBe(422);
    expect(product.body.message).toBe('Name is required');
    expect(product.body.errors).toEqual({
      name: ['Name is required'],
      mt_manufacture_type_id: ['Manufacture type is required'],
      mt_vendor_id: ['Vendor is required'],
      mt_product_category_id: ['Product Category is required'],
      mt_product_series_id: ['Product Series is required'],
    });
    const vendor = await client.call('POST', '/api/vendor/create', { name: 'x' });
    expect(vendor.body.errors).toEqual({ mt_manufacture_type_id: ['Manufacture Type is required'] });
    const series = await client.call('POST', '/api/product/series/create', { name: 'x', mt_manufacture_type_id: 2, mt_vendor_id: 1 });
    expect(series.body.errors).toEqual({ mt_product_category_id: ['Category is required'] });
  });

  it('answers 422 when the ids do not form one chain, and for a missing image', async () => {
    const client = await loggedIn();
    // Vendor 3 sells cutting tools (type 3), not machine tools (type 2).
    const res = await client.call('POST', '/api/product/category/create', { name: 'x', mt_manufacture_type_id: 2, mt_vendor_id: 3 });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ mt_vendor_id: [MESSAGES.vendorNotUnderType] });
    const missingType = await client.call('POST', '/api/vendor/create', { name: 'x', mt_manufacture_type_id: 99 });
    expect(missingType.body.errors).toEqual({ mt_manufacture_type_id: ['Manufacture type not found'] });
    const missingImage = await client.call('POST', '/api/manufacture-type/create', { name: 'x', image_id: 9999 });
    expect(missingImage.body.errors).toEqual({ image_id: ['Image not found'] });
    const unchanged = await client.call('GET', '/api/product/category', {});
    expect(unchanged.body.data.total).toBe(catalogue.categories.length);
  });

  it('answers 409 when deleting a record that still has children, and deletes nothing', async () => {
    const client = await loggedIn();
    const type = await client.call('DELETE', '/api/manufacture-type/delete/2');
    expect(type).toEqual({ status: 409, body: { message: 'Cannot delete manufacture type: it still has 2 vendors' } });
    const series = await client.call('DELETE', '/api/product/series/delete/1');
    expect(series.body.message).toBe('Cannot delete product series: it still has 2 products');
    const image = await client.call('DELETE', '/api/assets-manager/image/delete/1');
    expect(image.body.message).toBe('Cannot delete image: it is still linked to 1 record');
    expect((await client.call('GET', '/api/manufacture-type/detail/2')).status).toBe(200);
  });

  it('deletes a leaf, then 404s it', async () => {
    const client = await loggedIn();
    const res = await client.call('DELETE', '/api/product/delete/5');
    expect(res.body).toEqual({ message: 'Product deleted successfully', data: { id: 5 } });
    expect((await client.call('DELETE', '/api/product/delete/5')).status).toBe(404);
  });

  it('updates a series and clears its brochure', async () => {
    const client = await loggedIn();
    const before = (await client.call('GET', '/api/product/series/detail/1')).body.data;
    const res = await client.call('POST', '/api/product/series/update/1', {
      name: 'Renamed',
      mt_manufacture_type_id: before.mt_manufacture_type_id,
      mt_vendor_id: before.mt_vendor_id,
      mt_product_category_id: before.mt_product_category_id,
      image_id: before.image_id,
      pdf_id: null,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product series updated successfully');
    expect(res.body.data).toMatchObject({ id: 1, name: 'Renamed', pdf: null, no_pdf: true });
  });
});

describe('uploads and unlinking', () => {
  const form = (entries: Record<string, string | Blob>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(entries)) body.append(key, value);
    return body;
  };

  it('stores an uploaded PNG as a data URL judged by its bytes', async () => {
    const client = await loggedIn();
    const res = await client.call('POST', '/api/assets-manager/image/create', form({ name: 'Logo', image_file: new Blob([PNG], { type: 'text/plain' }) }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'Logo', mime: 'image/png', size: PNG.length });
    expect(res.body.data.image_path).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses a non-image with 415, a missing file with 422 and a too-large one with 413', async () => {
    const client = await loggedIn();
    const text = await client.call('POST', '/api/assets-manager/image/create', form({ name: 'x', image_file: new Blob(['hello'], { type: 'image/png' }) }));
    expect(text).toEqual({ status: 415, body: { message: 'Image must be a JPEG or PNG file' } });
    const none = await client.call('POST', '/api/assets-manager/image/create', form({ name: 'x' }));
    expect(none.body.errors).toEqual({ image_file: ['Image is required'] });
    const pdf = await client.call('POST', '/api/assets-manager/file/create', form({ name: 'x', pdf_file: new Blob([PNG]) }));
    expect(pdf.body.message).toBe('File must be a PDF document');

    const small = demoClient({ uploads: { storeMaxBytes: 4 } });
    await small.login();
    const big = await small.call('POST', '/api/assets-manager/image/create', form({ name: 'x', image_file: new Blob([PNG]) }));
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/too large for the demo's browser storage/);
  });

  it('answers 413 and keeps the old data when the browser storage is full', async () => {
    const storage = memoryStorage();
    const client = await loggedIn(storage);
    const full: KeyValueStorage = {
      ...storage,
      setItem: (key, value) => {
        if (key === 'mfe.demo.db') throw new DOMException('quota', 'QuotaExceededError');
        storage.setItem(key, value);
      },
    };
    const cramped = demoClient({ storage: full });
    const res = await cramped.call('POST', '/api/vendor/create', { name: 'x', mt_manufacture_type_id: 2 }, { token: client.token });
    expect(res).toEqual({ status: 413, body: { message: STORAGE_FULL_MESSAGE } });
    const list = await cramped.call('GET', '/api/vendor', {}, { token: client.token });
    expect(list.body.data.total).toBe(catalogue.vendors.length);
  });

  it('creates a product with an uploaded image as a new image asset', async () => {
    const client = await loggedIn();
    const series = (await client.call('GET', '/api/product/series/detail/2')).body.data;
    const res = await client.call(
      'POST',
      '/api/product/create',
      form({
        name: 'Uploaded',
        mt_manufacture_type_id: String(series.mt_manufacture_type_id),
        mt_vendor_id: String(series.mt_vendor_id),
        mt_product_category_id: String(series.mt_product_category_id),
        mt_product_series_id: '2',
        image_file: new Blob([PNG]),
        pdf_file: new Blob([]),
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.image).toMatchObject({ name: 'Uploaded', image_path: expect.stringMatching(/^data:image\/png/) });
    expect(res.body.data.file).toBeNull();
  });

  it('unlinks an image from one record, after which it can be deleted', async () => {
    const client = await loggedIn();
    const detail = (await client.call('GET', '/api/assets-manager/image/detail/1')).body.data;
    expect(detail.mt_manufacture_type).toEqual([{ id: 1, name: catalogue.manufactureTypes[0]!.name }]);
    const wrong = await client.call('DELETE', '/api/assets-manager/image/remove/1', { module_type: 'mt_vendor', module_id: 1 });
    expect(wrong.status).toBe(404);
    const res = await client.call('DELETE', '/api/assets-manager/image/remove/1', { module_type: 'mt_manufacture_type', module_id: 1 });
    expect(res.body.message).toBe('Image removed successfully');
    expect((await client.call('GET', '/api/manufacture-type/detail/1')).body.data.image).toBeNull();
    expect((await client.call('DELETE', '/api/assets-manager/image/delete/1')).status).toBe(200);
  });
});

describe('persistence and reset', () => {
  it('keeps admin edits across a reload and forgets them on reset', async () => {
    const storage = memoryStorage();
    const client = await loggedIn(storage);
    await client.call('POST', '/api/vendor/create', { name: 'Kept Vendor', mt_manufacture_type_id: 2 });

    const reloaded = demoClient({ storage });
    await reloaded.login();
    expect((await reloaded.call('GET', '/api/vendor', { search: 'kept' })).body.data.total).toBe(1);

    resetDemoData(storage);
    const fresh = demoClient({ storage });
    expect((await fresh.call('GET', '/api/vendor', {}, { token: client.token })).status).toBe(401);
    await fresh.login();
    expect((await fresh.call('GET', '/api/vendor', { search: 'kept' })).body.data.total).toBe(0);
  });

  it('starts from the seed when the stored data is unreadable', async () => {
    const storage = memoryStorage();
    storage.setItem('mfe.demo.db', '{not json');
    const client = await loggedIn(storage);
    expect((await client.call('GET', '/api/vendor')).body.data.total).toBe(catalogue.vendors.length);
  });
});

describe('parent filters', () => {
  it('filters each list by the parents it accepts, through the whole chain', async () => {
    const client = await loggedIn();
    const seriesOfVendor = (v: number) => catalogue.series.filter((s) => catalogue.categories[s.category]!.vendor === v);
    const products = await client.call('GET', '/api/product', { mt_vendor_id: 3, items_per_page: 100 });
    expect(products.body.data.total).toBe(seriesOfVendor(2).length * 2);
    expect(new Set(products.body.data.data.map((p: { mt_vendor_id: number }) => p.mt_vendor_id))).toEqual(new Set([3]));
    const series = await client.call('GET', '/api/product/series', { mt_manufacture_type_id: catalogue.vendors[2]!.type + 1, mt_vendor_id: 3, items_per_page: 100 });
    expect(series.body.data.total).toBe(seriesOfVendor(2).length);
    const mismatch = await client.call('GET', '/api/product/category', { mt_manufacture_type_id: 1, mt_vendor_id: 3 });
    expect(mismatch.body.data.total).toBe(0);
    const vendors = await client.call('GET', '/api/vendor', { mt_vendor_id: 3 });
    expect(vendors.body.data.total).toBe(catalogue.vendors.length);
  });
});
