/** @jest-environment node */
import http from 'node:http';
import { Socket } from 'node:net';
import { createApiReadCache, READ_CACHE_BYTES, READ_MAX_BYTES } from './apiReadCache';
import { etagMatches } from './etag';
import { listenLocally } from './testing/localServer';

const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

interface ApiRequest {
  url: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * The fake API: answers each path with what `routes` gives (a JSON body and 200 unless said),
 * counting the requests it gets.
 */
async function fakeApi(routes: (url: string, n: number) => { status?: number; headers?: Record<string, string>; body?: unknown } | 'hang') {
  const requests: ApiRequest[] = [];
  const server = await listenLocally((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    const answer = routes(req.url ?? '', requests.filter((r) => r.url === req.url).length);
    if (answer === 'hang') return;
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json; charset=utf-8', ...answer.headers });
    res.end(JSON.stringify(answer.body ?? { data: req.url }));
  });
  closing.push(server.close);
  return { url: server.url, requests, hits: (url: string) => requests.filter((r) => r.url === url).length };
}

/**
 * The shell's server around the cache, as shell/src/server/apiProxy.ts uses it: reads the cache
 * takes are answered by it; the rest, and those it declines, are "proxied" (here: a 299 marker).
 */
async function shellAround(cache: ReturnType<typeof createApiReadCache>) {
  const proxied = (res: http.ServerResponse) => {
    res.writeHead(299, { 'x-proxied': 'yes' });
    res.end();
  };
  const server = await listenLocally((req, res) => {
    if (!cache.caches(req)) return proxied(res);
    cache.answer(req, res).then(
      (answered) => answered || proxied(res),
      (error: Error) => {
        res.writeHead(500);
        res.end(`answer threw: ${error.message}`);
      },
    );
  });
  closing.push(server.close);
  return server.url;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** A catalogue version the test sets (or makes unreadable). */
function versionSource(initial: string) {
  const state = { version: initial as string | Error, reads: 0 };
  return {
    state,
    read: () => {
      state.reads += 1;
      return state.version instanceof Error ? Promise.reject(state.version) : Promise.resolve(state.version);
    },
  };
}

/** A real IncomingMessage (no connection behind it) with the method, URL and headers given. */
function incoming(method: string, url: string, headers: Record<string, string> = {}): http.IncomingMessage {
  const req = new http.IncomingMessage(new Socket());
  req.method = method;
  req.url = url;
  req.headers = headers;
  return req;
}

describe('createApiReadCache', () => {
  describe('caches', () => {
    const cache = createApiReadCache('http://127.0.0.1:9', () => Promise.resolve('v1'), 500);

    it.each([
      '/api/product-types',
      '/api/products?page=2&limit=20',
      '/api/catalog/products',
      '/api/catalog/versions',
      '/api/healthy',
      '/api/documents',
      '/api/vendors/3',
      '/api/settings',
    ])('takes GET %s', (url) => {
      expect(cache.caches(incoming('GET', url))).toBe(true);
    });

    it.each(['HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('leaves %s to the API', (method) => {
      expect(cache.caches(incoming(method, '/api/products'))).toBe(false);
    });

    it('leaves reads with credentials to the API', () => {
      expect(cache.caches(incoming('GET', '/api/products', { authorization: 'Bearer t0ken' }))).toBe(false);
      expect(cache.caches(incoming('GET', '/api/products', { cookie: 'sid=1' }))).toBe(false);
    });

    it.each([
      '/api/catalog/version',
      '/api/catalog/version?t=1',
      '/api/catalog/version/',
      '/api/health',
      '/api/health?deep=1',
      '/api/docs',
      '/api/docs/json',
      '/api/search?q=lb3000&limit=3',
      '/api/search',
      '/api',
      '/api?x=1',
      '/apis/products',
      '/storage/images/a.png',
      '/',
      '/product/Machine%20Tools',
    ])('leaves GET %s alone', (url) => {
      expect(cache.caches(incoming('GET', url))).toBe(false);
    });
  });

  describe('answer', () => {
    it('serves a second identical read from its cache while the version holds (the API is asked once)', async () => {
      const api = await fakeApi((url) => ({
        headers: { etag: '"p1"', 'cache-control': 'public, max-age=0', 'x-total-count': '42' },
        body: { data: [url] },
      }));
      const version = versionSource('v1');
      const shell = await shellAround(createApiReadCache(api.url, version.read, 500));

      const first = await get(`${shell}/api/products?page=1`);
      const second = await get(`${shell}/api/products?page=1`);

      expect(api.hits('/api/products?page=1')).toBe(1);
      expect(version.state.reads).toBe(2);
      for (const answer of [first, second]) {
        expect(answer.status).toBe(200);
        expect(answer.headers['x-proxied']).toBeUndefined();
        expect(JSON.parse(answer.body)).toEqual({ data: ['/api/products?page=1'] });
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(answer.headers.etag).toBe('"p1"');
        expect(answer.headers['x-total-count']).toBe('42');
        expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(answer.body)));
      }
      expect(second.headers).toEqual({ ...first.headers, date: second.headers.date });
    });

    it('asks the API as a browser read would, without passing the visitor’s headers on', async () => {
      const api = await fakeApi(() => ({}));
      const shell = await shellAround(createApiReadCache(api.url, versionSource('v1').read, 500));
      await get(`${shell}/api/product-types`, { 'accept-language': 'id', 'x-forwarded-for': '10.0.0.9' });
      expect(api.requests).toHaveLength(1);
      expect(api.requests[0].headers.accept).toBe('application/json');
      expect(api.requests[0].headers['x-requested-with']).toBe('XMLHttpRequest');
      expect(api.requests[0].headers['accept-language']).toBeUndefined();
      expect(api.requests[0].headers['x-forwarded-for']).toBeUndefined();
    });

    it('keeps each URL (query string included) apart', async () => {
      const api = await fakeApi((url) => ({ body: { data: url } }));
      const shell = await shellAround(createApiReadCache(api.url, versionSource('v1').read, 500));
      const one = await get(`${shell}/api/products?page=1`);
      const two = await get(`${shell}/api/products?page=2`);
      await get(`${shell}/api/products?page=1`);
      await get(`${shell}/api/products?page=2`);
      expect(JSON.parse(one.body)).toEqual({ data: '/api/products?page=1' });
      expect(JSON.parse(two.body)).toEqual({ data: '/api/products?page=2' });
      expect(api.hits('/api/products?page=1')).toBe(1);
      expect(api.hits('/api/products?page=2')).toBe(1);
    });

    it('asks the API again once the catalogue version changed, and keeps the new answer', async () => {
      const api = await fakeApi((_url, n) => ({ body: { data: `answer ${n}` } }));
      const version = versionSource('v1');
      const shell = await shellAround(createApiReadCache(api.url, version.read, 500));

      expect(JSON.parse((await get(`${shell}/api/product-types`)).body)).toEqual({ data: 'answer 1' });
      expect(JSON.parse((await get(`${shell}/api/product-types`)).body)).toEqual({ data: 'answer 1' });
      version.state.version = 'v2';
      expect(JSON.parse((await get(`${shell}/api/product-types`)).body)).toEqual({ data: 'answer 2' });
      expect(JSON.parse((await get(`${shell}/api/product-types`)).body)).toEqual({ data: 'answer 2' });
      expect(api.hits('/api/product-types')).toBe(2);
    });

    it('keeps the site settings (issue 23) until the catalogue version moves, which a settings update does', async () => {
      const api = await fakeApi((_url, n) => ({ body: { data: { phone: n === 1 ? '+62 21 555 0101' : '+62 21 555 0202' } } }));
      const version = versionSource('v1');
      const shell = await shellAround(createApiReadCache(api.url, version.read, 500));
      const phone = async () => (JSON.parse((await get(`${shell}/api/settings`)).body) as { data: { phone: string } }).data.phone;

      expect([await phone(), await phone()]).toEqual(['+62 21 555 0101', '+62 21 555 0101']);
      version.state.version = 'v2';
      expect(await phone()).toBe('+62 21 555 0202');
      expect(api.hits('/api/settings')).toBe(2);
    });

    it('answers 304 without a body to a matching If-None-Match, from the cache', async () => {
      const api = await fakeApi(() => ({ headers: { etag: 'W/"types-9"' } }));
      const shell = await shellAround(createApiReadCache(api.url, versionSource('v1').read, 500));

      const fresh = await get(`${shell}/api/product-types`, { 'if-none-match': 'W/"types-9"' });
      const cached = await get(`${shell}/api/product-types`, { 'if-none-match': 'W/"types-9"' });
      const other = await get(`${shell}/api/product-types`, { 'if-none-match': 'W/"types-8"' });

      for (const notModified of [fresh, cached]) {
        expect(notModified.status).toBe(304);
        expect(notModified.body).toBe('');
        expect(notModified.headers.etag).toBe('W/"types-9"');
      }
      expect(other.status).toBe(200);
      expect(JSON.parse(other.body)).toEqual({ data: '/api/product-types' });
      expect(api.hits('/api/product-types')).toBe(1);
    });

    it.each([404, 400, 500, 503])('passes a %i on as it came, and does not keep it', async (status) => {
      const api = await fakeApi(() => ({ status, headers: { etag: '"e"' }, body: { message: `status ${status}` } }));
      const shell = await shellAround(createApiReadCache(api.url, versionSource('v1').read, 500));
      for (let i = 0; i < 2; i++) {
        const answer = await get(`${shell}/api/vendors/999`);
        expect(answer.status).toBe(status);
        expect(JSON.parse(answer.body)).toEqual({ message: `status ${status}` });
      }
      expect(api.hits('/api/vendors/999')).toBe(2);
    });

    it('keeps a good answer after a bad one for the same URL', async () => {
      const api = await fakeApi((_url, n) => (n === 1 ? { status: 503, body: { message: 'busy' } } : { body: { data: 'ok' } }));
      const shell = await shellAround(createApiReadCache(api.url, versionSource('v1').read, 500));
      expect((await get(`${shell}/api/products`)).status).toBe(503);
      expect((await get(`${shell}/api/products`)).status).toBe(200);
      expect((await get(`${shell}/api/products`)).status).toBe(200);
      expect(api.hits('/api/products')).toBe(2);
    });

    it.each(['private, max-age=60', 'no-store'])('does not keep a 200 marked Cache-Control: %s', async (cacheControl) => {
      const api = await fakeApi(() => ({ headers: { 'cache-control': cacheControl } }));
      const shell = await shellAround(createApiReadCache(api.url, versionSource('v1').read, 500));
      await get(`${shell}/api/products`);
      const second = await get(`${shell}/api/products`);
      expect(second.status).toBe(200);
      expect(second.headers['cache-control']).toBe(cacheControl);
      expect(api.hits('/api/products')).toBe(2);
    });

    it('declines (the caller proxies) when the catalogue version cannot be read, without asking the API', async () => {
      const api = await fakeApi(() => ({}));
      const version = versionSource('v1');
      const cache = createApiReadCache(api.url, version.read, 500);
      const shell = await shellAround(cache);
      await get(`${shell}/api/products`);
      expect(api.hits('/api/products')).toBe(1);

      version.state.version = new Error('GET /api/catalog/version: HTTP 503');
      const declined = await get(`${shell}/api/products`);
      expect(declined.status).toBe(299);
      expect(declined.headers['x-proxied']).toBe('yes');
      version.state.version = '';
      expect((await get(`${shell}/api/products`)).headers['x-proxied']).toBe('yes');
      // Not even a cached answer is served without a version to check it against.
      expect(api.hits('/api/products')).toBe(1);
    });

    it('declines when the API cannot be reached or does not answer in time', async () => {
      const down = await listenLocally(() => {});
      await down.close();
      const unreachable = await shellAround(createApiReadCache(down.url, versionSource('v1').read, 500));
      expect((await get(`${unreachable}/api/products`)).headers['x-proxied']).toBe('yes');

      const api = await fakeApi(() => 'hang');
      const slow = await shellAround(createApiReadCache(api.url, versionSource('v1').read, 100));
      const started = Date.now();
      const answer = await get(`${slow}/api/products`);
      expect(answer.headers['x-proxied']).toBe('yes');
      expect(Date.now() - started).toBeLessThan(1500);
    });

    it('resolves false from answer() and leaves the response untouched when it declines', async () => {
      const cache = createApiReadCache('http://127.0.0.1:9', () => Promise.reject(new Error('down')), 500);
      const req = incoming('GET', '/api/products');
      const res = new http.ServerResponse(req);
      await expect(cache.answer(req, res)).resolves.toBe(false);
      expect(res.headersSent).toBe(false);
      expect(res.writableEnded).toBe(false);
    });

    it('stays within its bytes: large answers are not kept, and many answers push the oldest out', async () => {
      const big = 'x'.repeat(READ_MAX_BYTES + 1);
      const mid = 'y'.repeat(400 * 1024);
      const api = await fakeApi((url) => ({ body: { data: url.startsWith('/api/big') ? big : mid } }));
      const cache = createApiReadCache(api.url, versionSource('v1').read, 2000);
      const shell = await shellAround(cache);
      await get(`${shell}/api/big`);
      await get(`${shell}/api/big`);
      expect(api.hits('/api/big')).toBe(2); // over the entry bound: asked each time
      for (let i = 0; i < 120; i++) await get(`${shell}/api/products/${i}`);
      expect(cache.cachedBytes()).toBeLessThanOrEqual(READ_CACHE_BYTES);
      await get(`${shell}/api/products/119`);
      expect(api.hits('/api/products/119')).toBe(1); // the newest stayed
      await get(`${shell}/api/products/0`);
      expect(api.hits('/api/products/0')).toBe(2); // the oldest went
    });

    it('keeps one entry for the same query parameters in any order, and none for answers that are not JSON', async () => {
      const api = await fakeApi((url) =>
        url.startsWith('/api/text') ? { headers: { 'content-type': 'text/plain' }, body: 'plain' } : { body: { data: 1 } },
      );
      const shell = await shellAround(createApiReadCache(api.url, versionSource('v1').read, 2000));
      await get(`${shell}/api/products?page=2&items_per_page=10`);
      await get(`${shell}/api/products?items_per_page=10&page=2`);
      expect(api.requests).toHaveLength(1);
      await get(`${shell}/api/text`);
      await get(`${shell}/api/text`);
      expect(api.hits('/api/text')).toBe(2);
    });

    it('sends kept answers in gzip to a browser that accepts it', async () => {
      const api = await fakeApi(() => ({ body: { data: 'z'.repeat(5000) } }));
      const shell = await shellAround(createApiReadCache(api.url, versionSource('v1').read, 2000));
      await get(`${shell}/api/products`);
      const zipped = await new Promise<http.IncomingMessage>((resolve, reject) => {
        http
          .get(`${shell}/api/products`, { headers: { 'accept-encoding': 'gzip, br' }, agent: false }, (res) => resolve(res.resume()))
          .on('error', reject);
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(Number(zipped.headers['content-length'])).toBeLessThan(500);
    });

    it('never takes /storage or a path outside /api/ (the front server resolved the dot segments)', () => {
      const cache = createApiReadCache('http://127.0.0.1:9', versionSource('v1').read, 500);
      expect(cache.caches(incoming('GET', '/storage/photo.jpg?n=1'))).toBe(false);
      expect(cache.caches(incoming('GET', '/apis/x'))).toBe(false);
      expect(cache.caches(incoming('GET', '/api/search?q=ab'))).toBe(false);
    });
  });
});

describe('etagMatches', () => {
  it('compares If-None-Match weakly, as HTTP does: lists, * and W/ tags', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});
