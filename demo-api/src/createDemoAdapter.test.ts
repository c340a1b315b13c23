// What only the demo adapter does: random tokens kept in the browser's storage, the runtime
// config's credentials, the seed catalogue it starts from, uploads kept as data: URLs within the
// browser store's limits, a full store (413), persistence and reset. What the calls answer is
// the catalogue contract (src/contract.test.ts).
import { DEMO_ADMIN_CREDENTIALS, demoCatalogue } from '@mfe/catalogue-core/seed';
import { DEFAULT_SITE_SETTINGS } from '@mfe/catalogue-core/site-settings-defaults';
import { resetDemoData, STORAGE_FULL_MESSAGE } from './createDemoAdapter';
import { memoryStorage, type KeyValueStorage } from './db/persistence';
import { demoClient } from './testing/demoClient';

const catalogue = demoCatalogue();
/** A PNG's signature and a 1×1 IHDR: all the demo reads of it. */
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
]);

async function loggedIn(storage?: KeyValueStorage) {
  const client = demoClient({ storage });
  await client.login();
  return client;
}

const form = (entries: Record<string, string | Blob>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(entries)) body.append(key, value);
  return body;
};

describe('login and tokens', () => {
  it('logs the demo admin in with a new random token each time', async () => {
    const client = demoClient();
    const res = await client.login();
    expect(res.body.data).toMatchObject({ id: 1, email: DEMO_ADMIN_CREDENTIALS.email, name: 'Demo Admin' });
    expect(res.body.data.token).toMatch(/^[0-9a-f]{64}$/);
    const again = await client.login();
    expect(again.body.data.token).not.toBe(res.body.data.token);
  });

  it('accepts the credentials the runtime config gives', async () => {
    const client = demoClient({ admin: { email: 'sales@example.com', password: 'show-me' } });
    expect((await client.login('sales@example.com', 'show-me')).status).toBe(200);
    expect((await client.login()).status).toBe(401);
  });

  it('keeps a token across adapters on the same storage (a page reload)', async () => {
    const storage = memoryStorage();
    const first = await loggedIn(storage);
    const reloaded = demoClient({ storage });
    expect((await reloaded.call('GET', '/api/vendor', {}, { token: first.token })).status).toBe(200);
  });
});

describe('the seed catalogue', () => {
  it('starts from the API’s seed: its ids, names and seed file paths', async () => {
    const client = await loggedIn();
    expect((await client.call('GET', '/api/vendor')).body.data.total).toBe(catalogue.vendors.length);
    const vendor = (await client.call('GET', '/api/vendor/detail/3')).body.data;
    expect(vendor.mt_manufacture_type.mt_vendor.map((v: { id: number }) => v.id)).toEqual([3, 4]);
    expect(vendor.image.image_path).toBe('seed/vendor-3-logo.png');
    const type = (await client.call('GET', '/api/manufacture-type/detail/name/machine%20tools')).body.data;
    expect(type.name).toBe('Machine Tools');
    const series = type.mt_vendor[0].mt_product_category[0].mt_product_series[0];
    expect(series).toMatchObject({ no_pdf: false, pdf: { file_path: expect.stringMatching(/^seed\/series-\d+-brochure\.pdf$/) } });
    const newest = (await client.call('GET', '/api/product', { items_per_page: 1 })).body.data.data[0];
    expect(newest.id).toBe(catalogue.products.length);
    expect(newest.image.image_path).toMatch(/^seed\/series-\d+\.png$/);
  });
});

describe('uploads', () => {
  it('keeps an uploaded file in the browser as a data: URL of its sniffed type', async () => {
    const client = await loggedIn();
    const res = await client.call(
      'POST',
      '/api/assets-manager/image/create',
      form({ name: 'Logo', image_file: new Blob([PNG], { type: 'text/plain' }) }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.image_path).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses a file larger than the browser store keeps per file (413)', async () => {
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
  it('gives the oldest history entries up before it refuses a write for a full storage (issue 23)', async () => {
    const storage = memoryStorage();
    const client = await loggedIn(storage);
    // A storage that holds at most three history entries beside the data.
    const small: KeyValueStorage = {
      ...storage,
      setItem: (key, value) => {
        if (key === 'mfe.demo.db' && JSON.parse(value).db.activity?.length > 3) throw new DOMException('quota', 'QuotaExceededError');
        storage.setItem(key, value);
      },
    };
    const cramped = demoClient({ storage: small });
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
      const res = await cramped.call('POST', '/api/vendor/create', { name, mt_manufacture_type_id: 2 }, { token: client.token });
      expect(res.status).toBe(201);
    }
    const history = (await cramped.call('GET', '/api/activity', {}, { token: client.token })).body.data;
    expect(history.total).toBeLessThanOrEqual(3);
    expect(history.data[0].label).toBe('Five');
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

  it('keeps saved site settings across a reload, and the defaults again after reset', async () => {
    const storage = memoryStorage();
    const client = await loggedIn(storage);
    expect((await client.call('POST', '/api/settings/update', { phone: '+62 21 555 0100' })).status).toBe(200);

    expect((await demoClient({ storage }).call('GET', '/api/settings')).body.data.phone).toBe('+62 21 555 0100');
    resetDemoData(storage);
    expect((await demoClient({ storage }).call('GET', '/api/settings')).body.data.phone).toBe(DEFAULT_SITE_SETTINGS.phone);
  });

  it('keeps the history across a reload and forgets it on reset', async () => {
    const storage = memoryStorage();
    const client = await loggedIn(storage);
    await client.call('POST', '/api/vendor/create', { name: 'Kept Vendor', mt_manufacture_type_id: 2 });
    const reloaded = demoClient({ storage });
    await reloaded.login();
    expect((await reloaded.call('GET', '/api/activity')).body.data.data[0]).toMatchObject({ action: 'create', label: 'Kept Vendor' });
    resetDemoData(storage);
    const fresh = demoClient({ storage });
    await fresh.login();
    expect((await fresh.call('GET', '/api/activity')).body.data.total).toBe(0);
  });

  it('starts from the seed when the stored data is unreadable', async () => {
    const storage = memoryStorage();
    storage.setItem('mfe.demo.db', '{not json');
    const client = await loggedIn(storage);
    expect((await client.call('GET', '/api/vendor')).body.data.total).toBe(catalogue.vendors.length);
  });
});
