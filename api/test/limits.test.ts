// Issue 11 finding 4 and the smaller points of 6 about answers: slow clients are cut off, the
// connections are bounded, form limits answer their own message, every error is `{message}` with
// the security headers, and an unreachable database answers 503 with Retry-After.
import net from 'node:net';
import { NAME_PARAM_MAX } from '@mfe/catalogue-core';
import { openDatabase } from '../src/db';
import { createPgDatabase, form, PG_TEST_URL, PNG, startApp, useApp, type Harness } from './helpers';

const h = useApp({ limits: { requestTimeoutMs: 1500, headersTimeoutMs: 1000, idleTimeoutMs: 5000 } });

const port = () => Number(new URL(h.url).port);

/** A raw HTTP exchange: what came back (all of it) and when the server closed the socket. */
function raw(text: string | ((s: net.Socket) => void), p = port()): Promise<{ data: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const s = net.connect(p, '127.0.0.1');
    let data = '';
    s.on('data', (b) => (data += b.toString('latin1')));
    s.on('error', () => undefined);
    s.on('close', () => resolve({ data, closedAfterMs: Date.now() - t0 }));
    s.on('connect', () => (typeof text === 'string' ? s.write(text) : text(s)));
  });
}

const jsonOf = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));

function expectSecurityHeaders(headers: Headers | string) {
  const get = (k: string) => (typeof headers === 'string' ? new RegExp(`^${k}: (.*)$`, 'im').exec(headers)?.[1]?.trim() : headers.get(k));
  expect(get('x-content-type-options')).toBe('nosniff');
  expect(get('content-security-policy')).toMatch(/default-src 'none'/);
}

describe('slow clients', () => {
  it('an upload sending one byte every 300 ms is cut off by the request timeout (1.5 s here)', async () => {
    for (const token of [null, h.token]) {
      const r = await raw((s) => {
        s.write(
          'POST /api/assets-manager/image/create HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\n' +
            `${token ? `Authorization: Bearer ${token}\r\n` : ''}Content-Length: 100000\r\n\r\n--b\r\n`,
        );
        const timer = setInterval(() => (s.destroyed ? clearInterval(timer) : s.write('x')), 300);
        s.on('close', () => clearInterval(timer));
      });
      expect(r.closedAfterMs).toBeLessThan(5000);
    }
  });

  it('headers that never end are cut off (408 {message})', async () => {
    const r = await raw((s) => {
      s.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
      const timer = setInterval(() => (s.destroyed ? clearInterval(timer) : s.write('X-A: b\r\n')), 200);
      s.on('close', () => clearInterval(timer));
    });
    expect(r.closedAfterMs).toBeLessThan(5000);
    expect(r.data).toMatch(/^HTTP\/1\.1 408/);
    expect(jsonOf(r.data)).toEqual({ message: expect.any(String) });
  });

  it('connections beyond MAX_CONNECTIONS are closed at once; the server answers again after', async () => {
    const small = await startApp({ limits: { maxConnections: 5 } });
    const p = Number(new URL(small.url).port);
    const sockets: net.Socket[] = [];
    try {
      const answered = await Promise.all(
        Array.from(
          { length: 12 },
          () =>
            new Promise<boolean>((resolve) => {
              const s = net.connect(p, '127.0.0.1');
              sockets.push(s);
              s.on('error', () => resolve(false));
              s.on('close', () => resolve(false));
              s.on('data', () => resolve(true));
              s.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
            }),
        ),
      );
      const n = answered.filter(Boolean).length;
      expect(n).toBeLessThanOrEqual(5);
      expect(n).toBeGreaterThanOrEqual(3);
      for (const s of sockets) s.destroy();
      await new Promise((r) => setTimeout(r, 100));
      expect((await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', p)).data).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      for (const s of sockets) s.destroy();
      await small.close();
    }
  });
});

describe('one address (issue 19)', () => {
  it('cannot hold more than MAX_CONNECTIONS_PER_ADDRESS connections: another address is still answered', async () => {
    const small = await startApp({ limits: { maxPerAddress: 4 } });
    const p = Number(new URL(small.url).port);
    const held: net.Socket[] = [];
    try {
      for (let i = 0; i < 4; i++) {
        const s = net.connect({ port: p, host: '127.0.0.1', localAddress: '127.0.0.2' });
        s.on('error', () => undefined);
        held.push(s);
        await new Promise((r) => s.once('connect', r));
      }
      await new Promise((r) => setTimeout(r, 100));
      const over = await new Promise<string>((resolve) => {
        const s = net.connect({ port: p, host: '127.0.0.1', localAddress: '127.0.0.2' });
        let data = '';
        s.on('data', (b) => (data += b));
        s.on('error', () => resolve(data));
        s.on('close', () => resolve(data));
        s.on('connect', () => s.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n'));
      });
      expect(over).toBe('');
      expect((await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', p)).data).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      for (const s of held) s.destroy();
      await small.close();
    }
  });

  it('a body slower than the minimum rate after its grace is cut with 408 {message}', async () => {
    const small = await startApp({ limits: { bodyGraceMs: 1000, minBodyBytesPerSecond: 500 } });
    try {
      const r = await raw(
        (s) => {
          s.write('POST /api/inquiry/create HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{');
          const timer = setInterval(() => (s.destroyed ? clearInterval(timer) : s.write(' ')), 400);
          s.on('close', () => clearInterval(timer));
        },
        Number(new URL(small.url).port),
      );
      expect(r.closedAfterMs).toBeLessThan(4000);
      expect(r.data).toMatch(/^HTTP\/1\.1 408/);
      expect(jsonOf(r.data)).toEqual({ message: 'The request body arrived too slowly' });
    } finally {
      await small.close();
    }
  });
});

describe('form limits', () => {
  const create = (f: FormData) => h.req('POST', '/api/assets-manager/image/create', { form: f });

  it('too many fields: 413 with its own message', async () => {
    const fields: Record<string, string> = { name: 'n' };
    for (let i = 0; i < 45; i++) fields[`f${i}`] = 'x';
    const r = await create(form(fields, { image_file: [PNG, 'a.png', 'image/png'] }));
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ message: 'Too many fields in the form: at most 40' });
  });

  it('too many files: 413 with its own message', async () => {
    const f = form({ name: 'n' });
    for (let i = 0; i < 6; i++) f.append(`extra${i}`, new Blob([new Uint8Array(PNG)]), 'a.png');
    const r = await create(f);
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ message: 'Too many files in the form: at most 4' });
  });

  it('a field over 256 KB: 413 naming the field', async () => {
    const r = await create(form({ name: 'n', description: 'd'.repeat(300 * 1024) }, { image_file: [PNG, 'a.png', 'image/png'] }));
    expect(r.status).toBe(413);
    expect(r.body.message).toMatch(/^Form field "description" is too long/);
  });
});

describe('every error is {message} with the security headers', () => {
  it('bad percent-encoding in the URL', async () => {
    const r = await h.get('/api/vendor/detail/%E0%A4%A');
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ message: expect.stringMatching(/URL/) });
    expectSecurityHeaders(r.headers);
  });

  it('a path parameter longer than any name can be is a name that does not exist: 404 (issue 19: a 400 made its public page an outage)', async () => {
    const r = await h.get(`/api/manufacture-type/detail/name/${'a'.repeat(NAME_PARAM_MAX + 1)}`);
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ message: 'Not found' });
    expectSecurityHeaders(r.headers);
  });

  it('431 for oversized headers, 400 for a malformed request', async () => {
    const big = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big.data).toMatch(/^HTTP\/1\.1 431/);
    expect(jsonOf(big.data)).toEqual({ message: 'Request headers are too large' });
    expectSecurityHeaders(big.data);
    const bad = await raw('GET /api/health HTTP/1.1\r\nHost x\r\n\r\n');
    expect(bad.data).toMatch(/^HTTP\/1\.1 400/);
    expect(jsonOf(bad.data)).toEqual({ message: 'Malformed HTTP request' });
  });

  it('404, 401, invalid JSON and successful answers carry them too', async () => {
    const nf = await h.get('/api/nothing-here');
    expect(nf.status).toBe(404);
    expect(Object.keys(nf.body)).toEqual(['message']);
    expectSecurityHeaders(nf.headers);
    const unauth = await h.get('/api/product', null);
    expect(unauth.body).toEqual({ message: 'Unauthenticated' });
    expectSecurityHeaders(unauth.headers);
    const r = await fetch(`${h.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(r.status).toBe(400);
    expect(Object.keys(await r.json())).toEqual(['message']);
    expectSecurityHeaders(r.headers);
    expectSecurityHeaders((await h.get('/api/health')).headers);
  });
});

describe('database unreachable', () => {
  it('answers 503 {message} with Retry-After, not 500', async () => {
    let app: Harness | undefined;
    let stop: () => Promise<void>;
    if (PG_TEST_URL) {
      // PostgreSQL behind a TCP relay that the test then cuts: the server "goes down".
      const pg = await createPgDatabase();
      const target = new URL(pg.url);
      const conns = new Set<net.Socket>();
      const relay = net.createServer((c) => {
        const u = net.connect(Number(target.port), target.hostname);
        conns.add(c).add(u);
        c.pipe(u).pipe(c);
        const end = () => (c.destroy(), u.destroy());
        c.on('error', end).on('close', end);
        u.on('error', end).on('close', end);
      });
      await new Promise<void>((r) => relay.listen(0, '127.0.0.1', r));
      const via = new URL(pg.url);
      via.port = String((relay.address() as net.AddressInfo).port);
      const db = await openDatabase({ databaseUrl: via.toString() });
      app = await startApp({ database: db });
      stop = async () => {
        await new Promise<void>((r) => relay.close(() => r()));
        await db.close().catch(() => undefined);
        await pg.drop();
      };
      relay.close();
      for (const c of conns) c.destroy();
    } else {
      // PGlite: the embedded database is gone (closed under the server).
      const db = await openDatabase({ pgliteDir: 'memory' });
      app = await startApp({ database: db });
      await db.close();
      stop = async () => undefined;
    }
    try {
      for (const p of ['/api/health', '/api/product', '/api/manufacture-type']) {
        const r = await app.get(p);
        expect(r.status).toBe(503);
        expect(r.body).toEqual({ message: expect.stringMatching(/database/i) });
        expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    } finally {
      await app.close();
      await stop();
    }
  });
});
