// The public inquiry create against spam, on the real server: a per-address allowance (429 with
// Retry-After), counted in the shared counter store only for inquiries that are stored, by the
// same client address as the login limit; and an inquiry is no catalogue write.
import { MESSAGES } from '@mfe/catalogue-core';
import { startApp, type Harness } from './helpers';

const VALID = { name: 'Budi', email: 'budi@example.com', message: 'Price for two lathes, please.' };
const LIMIT = { max: 3, windowMs: 60 * 60_000 };

function inquire(h: Harness, from: string, body: Record<string, unknown> = VALID) {
  return h.req('POST', '/api/inquiry/create', { token: null, json: body, headers: { 'x-forwarded-for': from } });
}

const stored = async (h: Harness) => (await h.get('/api/inquiry')).body.data.total as number;

describe('inquiries: the per-address allowance', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it(`accepts ${LIMIT.max} per address per window, then answers 429 with Retry-After; other addresses are not affected`, async () => {
    h = await startApp({ inquiryLimit: LIMIT, trustProxy: '127.0.0.1' });
    for (let i = 0; i < LIMIT.max; i++) expect((await inquire(h, '203.0.113.7')).status).toBe(201);
    const refused = await inquire(h, '203.0.113.7');
    expect(refused.status).toBe(429);
    const retry = Number(refused.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(LIMIT.windowMs / 1000 - 60);
    expect(retry).toBeLessThanOrEqual(LIMIT.windowMs / 1000);
    expect(refused.body).toEqual({ message: MESSAGES.tooManyInquiries(retry) });
    expect(refused.body.message).toMatch(/^Too many inquiries from your address; try again in (59|60) minutes$/);
    expect(await stored(h)).toBe(LIMIT.max);
    // Another address (and another /64 of IPv6) still gets through.
    expect((await inquire(h, '203.0.113.8')).status).toBe(201);
    expect((await inquire(h, '2001:db8:1:2::1')).status).toBe(201);
    expect(await stored(h)).toBe(LIMIT.max + 2);
  });

  it('counts an IPv6 client by its /64, as the login limit does', async () => {
    h = await startApp({ inquiryLimit: LIMIT, trustProxy: '127.0.0.1' });
    for (let i = 0; i < LIMIT.max; i++) expect((await inquire(h, `2001:db8:aa:bb::${i + 1}`)).status).toBe(201);
    expect((await inquire(h, '2001:db8:aa:bb:ffff::9')).status).toBe(429);
  });

  it('refused input, the honeypot and unknown series cost no allowance', async () => {
    h = await startApp({ inquiryLimit: LIMIT, trustProxy: '127.0.0.1' });
    for (let i = 0; i < 10; i++) expect((await inquire(h, '198.51.100.1', { ...VALID, email: 'nope' })).status).toBe(422);
    for (let i = 0; i < 5; i++) expect((await inquire(h, '198.51.100.1', { ...VALID, mt_product_series_id: 4242 })).status).toBe(422);
    for (let i = 0; i < 5; i++) expect((await inquire(h, '198.51.100.1', { ...VALID, website: 'spam.example' })).status).toBe(201);
    expect(await stored(h)).toBe(0);
    for (let i = 0; i < LIMIT.max; i++) expect((await inquire(h, '198.51.100.1')).status).toBe(201);
    expect((await inquire(h, '198.51.100.1')).status).toBe(429);
  });

  // Issue 19: a NUL slipped past the schema, was refused by the database (400) after it was counted.
  it('6 invalid inquiries (NUL and control characters, a mailto-smuggling e-mail) cost nothing: 5 valid ones from the address all get 201', async () => {
    h = await startApp({ inquiryLimit: { max: 5, windowMs: LIMIT.windowMs }, trustProxy: '127.0.0.1' });
    const invalid = [
      { name: 'Bu\u0000di' },
      { company: 'PT \u0000 Maju' },
      { message: 'Price\u0000 please' },
      { name: 'Budi\r\nBcc: x@evil.example' },
      { email: 'a@b.c?cc=boss%40evil.example&body=hi' },
      { email: 'budi@example.com\r\nBcc: x@evil.example' },
    ];
    for (const bad of invalid) {
      const r = await inquire(h, '198.51.100.9', { ...VALID, ...bad });
      expect([r.status, typeof r.body.message]).toEqual([422, 'string']);
    }
    const address = await inquire(h, '198.51.100.9', { ...VALID, email: 'a@b.c?cc=boss%40evil.example&body=hi' });
    expect(address.body).toEqual({ message: MESSAGES.emailInvalid, errors: { email: [MESSAGES.emailInvalid] } });
    for (let i = 0; i < 5; i++) expect((await inquire(h, '198.51.100.9')).status).toBe(201);
    expect((await inquire(h, '198.51.100.9')).status).toBe(429);
    expect(await stored(h)).toBe(5);
  });

  it('believes X-Forwarded-For only from a trusted proxy: forged values all count as the one peer', async () => {
    h = await startApp({ inquiryLimit: LIMIT });
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT.max + 3; i++) statuses.push((await inquire(h, `203.0.113.${i}`)).status);
    expect(statuses).toEqual([...Array(LIMIT.max).fill(201), 429, 429, 429]);
  });

  it("the login counters' sweep keeps a window that is still running (the housekeeping passes the inquiry window)", async () => {
    // The login's counters are forgotten after 2 ms here; the inquiry window is an hour.
    h = await startApp({ inquiryLimit: LIMIT, trustProxy: '127.0.0.1', loginThrottle: { windowMs: 1, accountMaxDelayMs: 1 } });
    for (let i = 0; i < LIMIT.max; i++) expect((await inquire(h, '192.0.2.5')).status).toBe(201);
    await new Promise((r) => setTimeout(r, 50));
    await h.app.loginThrottle.sweep(h.app.inquiries.limit.opts.windowMs);
    expect((await inquire(h, '192.0.2.5')).status).toBe(429);
  });
});

describe('inquiries are not catalogue', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('creating, updating and deleting one leaves the catalogue version and the read caches as they were', async () => {
    h = await startApp();
    const version = async () => (await h!.get('/api/catalog/version', null)).body.data.version as string;
    expect((await h.req('POST', '/api/manufacture-type/create', { json: { name: 'Presses' } })).status).toBe(201);
    const before = await version();
    // The read caches' generation: any drop of the caches (a catalogue write, here or on a replica) raises it.
    const generation = h.app.cache.version;

    expect((await inquire(h, '127.0.0.1')).status).toBe(201);
    const id = (await h.get('/api/inquiry')).body.data.data[0].id;
    expect((await h.req('POST', `/api/inquiry/update/${id}`, { json: { status: 'answered', notes: 'Called' } })).status).toBe(200);
    expect((await h.req('DELETE', `/api/inquiry/delete/${id}`)).status).toBe(200);

    expect(await version()).toBe(before);
    expect(h.app.cache.version).toBe(generation);
  });
});
