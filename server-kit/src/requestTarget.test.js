'use strict';
const assert = require('node:assert/strict');
const { describe, it } = require('node:test');
const { originFormTarget } = require('./requestTarget');

describe('originFormTarget', () => {
  it('keeps ordinary paths and their query as they are', () => {
    for (const target of [
      '/',
      '/product/Machine%20Tools',
      '/product/catalog/Machine%20Tools/3?category=All',
      '/main.0123abcd.js',
      '/admin/',
      '/a(b)!*',
    ])
      assert.equal(originFormTarget(target), target);
  });

  it('refuses every target that is not origin-form', () => {
    for (const target of [
      'https://x/api/x',
      'http://127.0.0.5:4199/api/x',
      '//127.0.0.5:4199/api/x',
      '//[',
      '*',
      'example.com:443',
      '',
      '/\\evil',
      undefined,
    ])
      assert.equal(originFormTarget(target), null, String(target));
  });

  it('refuses NUL, control characters, encoded separators and bad escapes in the path', () => {
    for (const target of [
      '/%00',
      '/index.html%00.js',
      '/a%0d%0aSet-Cookie:x',
      '/api%2fsearch',
      '/a%5c..%5cb',
      '/%',
      '/%zz',
      '/%c0%ae%c0%ae/x',
      '/a#b',
    ])
      assert.equal(originFormTarget(target), null, target);
  });

  it('refuses a query whose escapes do not decode', () => {
    for (const target of ['/api/x?%', '/api/x?q=%zz', '/?q=%c0', '/?%%00.js']) assert.equal(originFormTarget(target), null, target);
    assert.equal(originFormTarget('/search?q=mesin+bubut%20CNC'), '/search?q=mesin+bubut%20CNC');
  });

  it('resolves dot segments, refusing those above the root', () => {
    assert.equal(originFormTarget('/api/../storage/file.png?n=1'), '/storage/file.png?n=1');
    assert.equal(originFormTarget('/a/./b/%2e%2e/c'), '/a/c');
    assert.equal(originFormTarget('/a/b/..'), '/a/');
    assert.equal(originFormTarget('/..'), null);
    assert.equal(originFormTarget('/%2e%2e/etc/passwd'), null);
  });

  it('decodes escapes of plain characters and folds repeated slashes', () => {
    assert.equal(originFormTarget('/api/%73earch?q=x'), '/api/search?q=x');
    assert.equal(originFormTarget('/api//search'), '/api/search');
    assert.equal(originFormTarget('/product/Caf%C3%A9'), '/product/Caf%C3%A9');
    assert.equal(originFormTarget('/product/a%40b%3Ac'), '/product/a@b:c');
    assert.equal(originFormTarget('/a%2520b'), '/a%2520b');
  });
});
