/** @jest-environment node */
import zlib from 'node:zlib';
import { etagOf } from './etag';
import { cachedPage, createPageCache, pageCacheKey } from './pageCache';

describe('pageCacheKey', () => {
  it('is the Host header’s name, lower case and without its port, the locale and the URL; not a host name is ""', () => {
    expect(pageCacheKey('My-Laptop:3000', 'en', '/')).toBe('my-laptop|en|/');
    expect(pageCacheKey('[::1]:3000', 'en', '/about')).toBe('[::1]|en|/about');
    expect(pageCacheKey('a b', 'en', '/')).toBe('|en|/');
    expect(pageCacheKey(undefined, 'en', '/')).toBe('|en|/');
  });

  it('keeps a page’s two languages apart (issue 22): the same route URL, two keys', () => {
    expect(pageCacheKey('site.example', 'id', '/product/X')).toBe('site.example|id|/product/X');
    expect(pageCacheKey('site.example', 'id', '/product/X')).not.toBe(pageCacheKey('site.example', 'en', '/product/X'));
  });
});

describe('createPageCache', () => {
  const page = cachedPage({ status: 200, html: '<p>Mesin</p>', cacheable: true }, { entry: '"e1"', catalogue: 'c1' });

  it('makes a page’s gzip and ETag once, with the versions it was rendered at', () => {
    expect(zlib.gunzipSync(page.gzip).toString('utf8')).toBe('<p>Mesin</p>');
    expect(page).toMatchObject({ status: 200, etag: etagOf('<p>Mesin</p>'), entryVersion: '"e1"', catalogueVersion: 'c1' });
  });

  it('answers a kept page only at the versions it was rendered at, and never when the catalogue’s is unknown', () => {
    const cache = createPageCache();
    cache.keep('|/', page);
    expect(cache.fresh('|/', { entry: '"e1"', catalogue: 'c1' })).toBe(page);
    expect(cache.fresh('|/', { entry: '"e2"', catalogue: 'c1' })).toBeUndefined();
    expect(cache.fresh('|/', { entry: '"e1"', catalogue: 'c2' })).toBeUndefined();
    expect(cache.fresh('|/', { entry: '"e1"', catalogue: '' })).toBeUndefined();
    cache.clear();
    expect(cache.fresh('|/', { entry: '"e1"', catalogue: 'c1' })).toBeUndefined();
  });
});
