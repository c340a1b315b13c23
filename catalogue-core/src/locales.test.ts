import { localeOfUrl, textInLocale, urlInLocale } from './locales';

describe('locales in URLs', () => {
  it.each([
    ['/id', 'id', '/'],
    ['/id/', 'id', '/'],
    ['/id/product/Machine%20Tools', 'id', '/product/Machine%20Tools'],
    ['/id/search?q=bubut', 'id', '/search?q=bubut'],
    ['/id?x=1', 'id', '/?x=1'],
    ['/identity', 'en', '/identity'],
    ['/product/series/3', 'en', '/product/series/3'],
    ['/', 'en', '/'],
  ])('%s is in %s at %s', (url, locale, rest) => {
    expect(localeOfUrl(url)).toEqual({ locale, url: rest });
  });

  it.each([
    ['/', 'id', '/id'],
    ['/search?q=a', 'id', '/id/search?q=a'],
    ['/?x=1', 'id', '/id?x=1'],
    ['/product/X', 'en', '/product/X'],
  ] as const)('%s in %s is %s', (url, locale, expected) => {
    expect(urlInLocale(url, locale)).toBe(expected);
    expect(localeOfUrl(expected)).toEqual({ locale, url });
  });
});

describe('a translatable text in a locale', () => {
  const record = { name: 'Machine Tools', name_id: 'Mesin Perkakas', description: 'Lathes', description_id: '  ' };

  it('is the translation when there is one', () => {
    expect(textInLocale(record, 'name', 'id')).toEqual({ text: 'Mesin Perkakas', lang: 'id' });
  });

  it('falls back to English, marked as English, when the translation is empty', () => {
    expect(textInLocale(record, 'description', 'id')).toEqual({ text: 'Lathes', lang: 'en' });
    expect(textInLocale({ description: null }, 'description', 'id')).toEqual({ text: '', lang: 'en' });
  });

  it('is the English value in English', () => {
    expect(textInLocale(record, 'name', 'en')).toEqual({ text: 'Machine Tools', lang: 'en' });
  });
});
