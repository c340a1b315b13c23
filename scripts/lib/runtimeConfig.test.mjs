import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { entryFromUrl, runtimeConfigFor } from './runtimeConfig.mjs';

const built = {
  apiBase: '',
  remotes: { public_remote: { entry: 'http://localhost:3001/remoteEntry.js' }, admin_remote: { entry: 'http://localhost:3002/remoteEntry.js' } },
};

describe('runtimeConfigFor', () => {
  it('takes explicit remote URLs from the environment', () => {
    const config = runtimeConfigFor(built, {
      PUBLIC_REMOTE_URL: 'https://cdn.example/public/',
      ADMIN_REMOTE_URL: 'https://cdn.example/admin/mf-manifest.json',
    });
    assert.equal(config.remotes.public_remote.entry, 'https://cdn.example/public/remoteEntry.js');
    assert.equal(config.remotes.admin_remote.entry, 'https://cdn.example/admin/mf-manifest.json');
    assert.equal(config.apiBase, '');
  });

  it("otherwise points at the remotes' ports on the host the visitor used", () => {
    const config = runtimeConfigFor(built, { ADMIN_REMOTE_PORT: '4102' }, '192.168.1.20:3000');
    assert.equal(config.remotes.public_remote.entry, 'http://192.168.1.20:3001/remoteEntry.js');
    assert.equal(config.remotes.admin_remote.entry, 'http://192.168.1.20:4102/remoteEntry.js');
  });

  it('takes localhost for a Host header that is not a host (issue 19: it threw, a 500)', () => {
    for (const host of ['a b', '[::1', '%zz']) {
      assert.equal(runtimeConfigFor({}, {}, host).remotes.public_remote.entry, 'http://localhost:3001/remoteEntry.js');
    }
  });

  it('keeps the built default when nothing says otherwise', () => {
    assert.deepEqual(runtimeConfigFor(built, {}), built);
  });
});

describe('entryFromUrl', () => {
  it('appends remoteEntry.js to a base URL and keeps a file URL', () => {
    assert.equal(entryFromUrl('http://h:1'), 'http://h:1/remoteEntry.js');
    assert.equal(entryFromUrl('http://h:1/x/remoteEntry.js?v=2'), 'http://h:1/x/remoteEntry.js?v=2');
  });
});
