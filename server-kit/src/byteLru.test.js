'use strict';
const assert = require('node:assert/strict');
const { describe, it } = require('node:test');
const { ByteLru } = require('./byteLru');

describe('ByteLru', () => {
  it('evicts the least recently used entries once over its bytes', () => {
    const lru = new ByteLru(100, 60);
    lru.set('a', 'A', 40);
    lru.set('b', 'B', 40);
    assert.equal(lru.get('a'), 'A'); // a is now the most recent
    lru.set('c', 'C', 40);
    assert.equal(lru.get('b'), undefined);
    assert.equal(lru.get('a'), 'A');
    assert.equal(lru.get('c'), 'C');
    assert.equal(lru.bytes, 80);
  });

  it('does not keep an entry over the entry bound, and replaces a key in place', () => {
    const lru = new ByteLru(100, 60);
    assert.equal(lru.set('big', 'x', 61), false);
    assert.equal(lru.size, 0);
    lru.set('a', 1, 10);
    lru.set('a', 2, 30);
    assert.equal(lru.bytes, 30);
    assert.equal(lru.get('a'), 2);
  });

  it('stays within its bytes whatever is put in', () => {
    const lru = new ByteLru(1000, 100);
    for (let i = 0; i < 10_000; i++) lru.set(`k${i}`, i, (i % 100) + 1);
    assert.ok(lru.bytes <= 1000);
  });
});
