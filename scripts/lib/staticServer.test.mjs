// node --test scripts/lib: the static server's cache, fallback, CORS, proxy and safety rules.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { cacheControlFor, createStaticServer } from './staticServer.mjs';

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));
}
function close(server) {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}

describe('cacheControlFor', () => {
  it('revalidates the files fetched by a fixed name', () => {
    for (const name of ['index.html', 'remoteEntry.js', 'mf-manifest.json', 'runtime-config.json']) {
      assert.equal(cacheControlFor(name), 'no-cache');
    }
  });
  it('caches content-hashed chunks for a year, immutable', () => {
    assert.equal(cacheControlFor('230.2818553c.js'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('__federation_expose_LandingPage.cb49b770.js'), 'public, max-age=31536000, immutable');
  });
  it('revalidates anything else', () => {
    assert.equal(cacheControlFor('logo.png'), 'no-cache');
  });
});

describe('createStaticServer', () => {
  let root;
  let api;
  let apiUrl;
  let shell;
  let shellUrl;
  let remote;
  let remoteUrl;
  let deadProxy;
  let deadProxyUrl;

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
    fs.writeFileSync(path.join(root, 'remoteEntry.js'), 'var remote = 1;');
    fs.writeFileSync(path.join(root, 'main.0123abcd.js'), 'x'.repeat(4000));
    fs.writeFileSync(path.join(os.tmpdir(), 'outside-secret.txt'), 'secret');
    api = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        res.writeHead(201, { 'Content-Type': 'application/json', 'X-Api': 'yes' });
        res.end(JSON.stringify({ method: req.method, url: req.url, body, auth: req.headers.authorization ?? null }));
      });
    });
    apiUrl = await listen(api);
    shell = createStaticServer({ root, spa: true, proxyTarget: apiUrl, runtimeConfig: () => ({ remotes: { a: { entry: 'x' } } }) });
    shellUrl = await listen(shell);
    remote = createStaticServer({ root, cors: true });
    remoteUrl = await listen(remote);
    deadProxy = createStaticServer({ root, spa: true, proxyTarget: 'http://127.0.0.1:9' });
    deadProxyUrl = await listen(deadProxy);
  });
  after(async () => {
    await Promise.all([close(shell), close(remote), close(api), close(deadProxy)]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('answers deep links of the shell with index.html, no-cache', async () => {
    const response = await fetch(`${shellUrl}/product/catalog/Machine%20Tools/3?category=All`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.match(await response.text(), /id="root"/);
  });

  it('keeps a missing asset a 404', async () => {
    assert.equal((await fetch(`${shellUrl}/missing.1234abcd.js`)).status, 404);
  });

  it('serves hashed chunks immutable and gzipped when asked', async () => {
    const response = await fetch(`${shellUrl}/main.0123abcd.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(response.headers.get('content-encoding'), 'gzip');
    assert.equal((await response.text()).length, 4000);
  });

  it('lets any origin load a remote, and revalidates its entry', async () => {
    const response = await fetch(`${remoteUrl}/remoteEntry.js`);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.equal((await fetch(`${shellUrl}/remoteEntry.js`)).headers.get('access-control-allow-origin'), null);
  });

  it('answers runtime-config.json from its callback, no-cache', async () => {
    const response = await fetch(`${shellUrl}/runtime-config.json`);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(await response.json(), { remotes: { a: { entry: 'x' } } });
  });

  it('proxies /api with method, body, headers and status', async () => {
    const response = await fetch(`${shellUrl}/api/vendor/create?x=1`, {
      method: 'POST',
      body: '{"name":"A"}',
      headers: { Authorization: 'Bearer t' },
    });
    assert.equal(response.status, 201);
    assert.equal(response.headers.get('x-api'), 'yes');
    assert.deepEqual(await response.json(), { method: 'POST', url: '/api/vendor/create?x=1', body: '{"name":"A"}', auth: 'Bearer t' });
    assert.equal((await fetch(`${shellUrl}/storage/images/a.png`)).status, 201);
  });

  it('answers 502 JSON when the API is down', async () => {
    const response = await fetch(`${deadProxyUrl}/api/product`);
    assert.equal(response.status, 502);
    assert.deepEqual(await response.json(), { message: 'The API server is not reachable' });
  });

  it('never serves files outside its folder', async () => {
    const status = await new Promise((resolve) => {
      http.get(`${remoteUrl}/../outside-secret.txt`, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
    });
    assert.notEqual(status, 200);
    const encoded = await fetch(`${remoteUrl}/%2e%2e/outside-secret.txt`);
    assert.notEqual(encoded.status, 200);
  });
});
