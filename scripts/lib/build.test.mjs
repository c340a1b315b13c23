import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BUILD_TARGETS, sourceHash } from './build.mjs';

describe('sourceHash', () => {
  const shell = BUILD_TARGETS.find((target) => target.name === 'shell');

  it('is stable for unchanged sources', () => {
    assert.equal(sourceHash(shell, {}), sourceHash(shell, {}));
  });

  it('changes with the build label, so a relabelled build is not skipped', () => {
    assert.notEqual(sourceHash(shell, { BUILD_LABEL: 'a' }), sourceHash(shell, { BUILD_LABEL: 'b' }));
  });

  it('differs between packages', () => {
    const admin = BUILD_TARGETS.find((target) => target.name === 'admin-remote');
    assert.notEqual(sourceHash(shell, {}), sourceHash(admin, {}));
  });
});
