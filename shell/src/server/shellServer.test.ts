/** @jest-environment node */
// The shell's server as a visitor and an attacker meet it (issue 19): only origin-form targets,
// one fixed upstream, the visitor's headers not believed, bodies passed whole, compression.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { CreateFederationInstance } from './serverRemotes';
import { createShellServer } from './shellServer';
import { listenLocally, type LocalServer } from './testing/localServer';
import { defineSharedVersions, removeSharedVersions } from './testing/sharedVersions';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const createInstance: CreateFederationInstance = () => ({
  registerRemotes: () => {
    throw new Error('no remote in these tests');
  },
  loadRemote: () => Promise.reject(new Error('no remote in these tests')),
});

/** A raw HTTP/1.1 request (the target sent as written); the status line and body of the answer. */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
    socket.setTimeout(5000, () => socket.destroy());
  });
}

describe('createShellServer', () => {
  let distDir: string;
  let api: LocalServer;
  let decoy: LocalServer;
  const seen: Seen[] = [];
  const decoyHits: string[] = [];
  let shell: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    defineSharedVersions();
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(distDir, 'main.0123abcd.js'), 'x'.repeat(5000));
    api = await listenLocally((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        if (req.url === '/api/catalog/version') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"version":"v1"}}');
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ data: 'y'.repeat(4000), url: req.url }));
      });
    });
    decoy = await listenLocally((req, res) => {
      decoyHits.push(req.url ?? '');
      res.end('decoy');
    });
    shell = await createShellServer({
      distDir,
      apiUrl: api.url,
      siteOrigin: 'http://shop.test',
      browserConfig: () => ({ remotes: {} }),
      serverConfig: { remotes: {} } as never,
      createInstance,
      log: () => {},
      limits: { maxPerAddress: 50 },
    });
    await shell.listen({ port: 0, host: '127.0.0.1' });
    port = (shell.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await shell.close();
    await api.close();
    await decoy.close();
    fs.rmSync(distDir, { recursive: true, force: true });
    removeSharedVersions();
  });
  beforeEach(() => {
    seen.length = 0;
    decoyHits.length = 0;
  });

  it('refuses absolute-form and //host targets with 400 and connects to no other host (issue 19, findings 1 and 2)', async () => {
    const decoyHost = new URL(decoy.url).host;
    for (const target of [`http://${decoyHost}/api/x`, `//${decoyHost}/api/x`, 'https://x/api/x', '//[', '/%00', '/index.html%00.js']) {
      const answer = await raw(port, `GET ${target} HTTP/1.1\r\nHost: shop.test\r\nAuthorization: Bearer secret\r\nConnection: close\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('"message"');
    }
    const post = await raw(port, `POST //${decoyHost}/api/x HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nConnection: close\r\n\r\nhi`);
    expect(post).toMatch(/^HTTP\/1\.1 400 /);
    expect(decoyHits).toEqual([]);
    expect(seen).toEqual([]);
  });

  it('passes /api to the one API with the body as it came and the visitor it saw, not the one claimed', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        authorization: 'Bearer t',
        'x-forwarded-for': '203.0.113.7',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
        forwarded: 'for=203.0.113.8',
      },
      body: '{"email":"a@b.co"}',
    });
    expect(response.status).toBe(200);
    const [request] = seen;
    expect(request).toMatchObject({ method: 'POST', url: '/api/login', body: '{"email":"a@b.co"}' });
    expect(request!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(request!.headers.authorization).toBe('Bearer t');
    expect(request!.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(request!.headers['x-forwarded-proto']).toBe('http');
    expect(request!.headers['x-forwarded-host']).toBeUndefined();
    expect(request!.headers.forwarded).toBeUndefined();
  });

  it('passes a multipart upload with its boundary', async () => {
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4 bytes']), 'a.pdf');
    await fetch(`http://127.0.0.1:${port}/api/file/upload`, { method: 'POST', body: form });
    expect(seen[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]!.body).toContain('%PDF-1.4 bytes');
  });

  it('resolves dot segments before routing: /api/../storage/x is the file path, never a cached /api read (finding 4)', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/%2e%2e/storage/x.png?n=1`);
    expect(response.status).toBe(200);
    expect(seen.map((s) => s.url)).toEqual(['/storage/x.png?n=1']);
  });

  it('compresses the API’s answers for a browser that accepts it', async () => {
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`http://127.0.0.1:${port}/api/inquiry`, { headers: { 'accept-encoding': 'gzip' } }, resolve).on('error', reject),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of answer) chunks.push(chunk as Buffer);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(Buffer.concat(chunks)).toString()).url).toBe('/api/inquiry');
  });

  it('answers 502 with a message when the API cannot be reached', async () => {
    const down = await createShellServer({
      distDir,
      apiUrl: 'http://127.0.0.1:9',
      siteOrigin: 'http://shop.test',
      browserConfig: () => ({}),
      serverConfig: { remotes: {} } as never,
      createInstance,
      log: () => {},
    });
    await down.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`http://127.0.0.1:${(down.server.address() as net.AddressInfo).port}/api/login`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ message: 'The API server is not reachable' });
    } finally {
      await down.close();
    }
  });

  it('serves the built files with their cache rules, and 404 with a message for a missing one', async () => {
    const file = await fetch(`http://127.0.0.1:${port}/main.0123abcd.js`);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await fetch(`http://127.0.0.1:${port}/missing.js`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Not found' });
  });

  it('answers every path without a file extension with a page, and a missing file with 404 {message}', async () => {
    for (const [target, status] of [
      ['/admin/products/12/edit', 200],
      ['/product/series/7', 200],
      ['/no/such/page', 404],
    ] as const) {
      const answer = await fetch(`http://127.0.0.1:${port}${target}`);
      expect([target, answer.status, answer.headers.get('content-type')]).toEqual([target, status, 'text/html; charset=utf-8']);
    }
    for (const target of ['/missing.JS', '/remotes/public/remoteEntry.js', '/og-image.png']) {
      const answer = await fetch(`http://127.0.0.1:${port}${target}`);
      expect([target, answer.status]).toEqual([target, 404]);
    }
  });

  it('names the configured origin in robots.txt whatever Host and X-Forwarded-Proto say (finding 6)', async () => {
    const answer = await raw(port, 'GET /robots.txt HTTP/1.1\r\nHost: evil.example\r\nX-Forwarded-Proto: https\r\nConnection: close\r\n\r\n');
    expect(answer).toContain('Sitemap: http://shop.test/sitemap.xml');
  });
});
