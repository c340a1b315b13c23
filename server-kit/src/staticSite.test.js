'use strict';
// The static sites (a remote's folder, the demo's): cache rules, CORS, the SPA page, the folder's bounds.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { after, before, describe, it } = require('node:test');
const { createStaticSite } = require('./staticSite');
const { cacheControlFor } = require('./distFiles');

describe('cacheControlFor', () => {
  it('revalidates the files fetched by a fixed name, and caches content-hashed chunks for a year', () => {
    for (const name of ['index.html', 'remoteEntry.js', 'mf-manifest.json', 'runtime-config.json', 'logo.png'])
      assert.equal(cacheControlFor(name), 'no-cache');
    assert.equal(cacheControlFor('230.2818553c.js'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('__federation_expose_LandingPage.cb49b770.js'), 'public, max-age=31536000, immutable');
  });
});

describe('createStaticSite', () => {
  let root;
  let remote;
  let demo;
  const url = (app, target) => `http://127.0.0.1:${app.server.address().port}${target}`;

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
    fs.writeFileSync(path.join(root, 'remoteEntry.js'), 'var remote = 1;');
    fs.writeFileSync(path.join(root, 'main.0123abcd.js'), 'x'.repeat(4000));
    fs.writeFileSync(path.join(root, '404.html'), '<div id="root"></div>');
    fs.writeFileSync(path.join(root, '.env'), 'SECRET=1');
    remote = await createStaticSite({ root, cors: true });
    demo = await createStaticSite({ root, spaPage: '404.html' });
    await remote.listen({ port: 0, host: '127.0.0.1' });
    await demo.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await remote.close();
    await demo.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('lets any origin load a remote, revalidates its entry and answers preflights', async () => {
    const entry = await fetch(url(remote, '/remoteEntry.js'));
    assert.equal(entry.status, 200);
    assert.equal(entry.headers.get('access-control-allow-origin'), '*');
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    const preflight = await fetch(url(remote, '/remoteEntry.js'), { method: 'OPTIONS' });
    assert.equal(preflight.status, 204);
  });

  it('serves hashed chunks immutable and compressed when asked, and answers 304 to a matching ETag', async () => {
    const chunk = await fetch(url(remote, '/main.0123abcd.js'), { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(chunk.status, 200);
    assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(chunk.headers.get('content-encoding'), 'gzip');
    // node:http, not fetch: fetch marks a conditional request of its own as not to be answered from a cache.
    const again = await new Promise((resolve, reject) =>
      http.get(url(remote, '/main.0123abcd.js'), { headers: { 'if-none-match': chunk.headers.get('etag') } }, resolve).on('error', reject),
    );
    again.resume();
    assert.equal(again.statusCode, 304);
  });

  it('keeps a missing asset a 404 with a message, and gives deep links the SPA page where there is one', async () => {
    const missing = await fetch(url(demo, '/missing.js'));
    assert.equal(missing.status, 404);
    assert.deepEqual(await missing.json(), { message: 'Not found' });
    const deep = await fetch(url(demo, '/admin/product'));
    assert.equal(deep.status, 200);
    assert.equal(await deep.text(), '<div id="root"></div>');
    assert.equal((await fetch(url(remote, '/admin/product'))).status, 404);
  });

  it('never serves a file outside its folder, nor a dotfile', async () => {
    fs.writeFileSync(path.join(os.tmpdir(), 'outside-secret.txt'), 'secret');
    for (const target of ['/../outside-secret.txt', '/%2e%2e/outside-secret.txt', '/..%2foutside-secret.txt', '/.env']) {
      const answer = await fetch(url(remote, target));
      assert.ok([400, 403, 404].includes(answer.status), `${target}: ${answer.status}`);
      assert.doesNotMatch(await answer.text(), /secret|SECRET/);
    }
  });
});
