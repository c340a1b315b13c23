import { documentLocale } from './documentLocale';

describe('documentLocale', () => {
  it('takes a public page’s language from its URL, whatever was remembered', () => {
    expect(documentLocale('/', '', 'id')).toEqual({ locale: 'en', basename: '' });
    expect(documentLocale('/id', '', null)).toEqual({ locale: 'id', basename: '/id' });
    expect(documentLocale('/id/product/Machine%20Tools', '', 'en')).toEqual({ locale: 'id', basename: '/id' });
    expect(documentLocale('/identity', '', null)).toEqual({ locale: 'en', basename: '' });
  });

  it('reads the URL after the base path', () => {
    expect(documentLocale('/demo/id/search', '/demo', null)).toEqual({ locale: 'id', basename: '/demo/id' });
    expect(documentLocale('/demo/', '/demo/', null)).toEqual({ locale: 'en', basename: '/demo' });
  });

  it('opens the admin in the remembered language, English when none was chosen', () => {
    expect(documentLocale('/admin/dashboard', '', 'id')).toEqual({ locale: 'id', basename: '' });
    expect(documentLocale('/demo/admin', '/demo', null)).toEqual({ locale: 'en', basename: '/demo' });
  });
});
