import { createAppStore } from '@mfe/shared-ui';
import { fail, installFakeApi, installUnreachableApi, ok } from '@mfe/shared-ui/test/fakeApi';
import { preparePage } from './searchPage.server';

const prepare = (query: string) =>
  preparePage({ params: {}, searchParams: new URLSearchParams(query), props: {}, dispatch: createAppStore().dispatch, locale: 'en' });

describe('the search page on the server', () => {
  it('is titled with the text, kept out of the index and out of the page cache', async () => {
    installFakeApi().on('GET', '/api/search', ok({ q: 'lb3000', groups: [] }));
    expect(await prepare('q=%20lb3000%20')).toEqual({
      status: 200,
      head: { title: 'Search results for "lb3000"', noindex: true },
      cacheable: false,
    });
  });

  it('answers 200 for a refused text and a throttled visitor (the page says why), 503 when the API is down', async () => {
    installFakeApi().on('GET', '/api/search', fail(422, 'Type at least 2 characters to search'));
    expect(await prepare('q=a')).toMatchObject({ status: 200, head: { title: 'Search results for "a"' } });
    installFakeApi().on('GET', '/api/search', fail(429, 'Too many searches'));
    expect((await prepare('q=lathe')).status).toBe(200);
    installUnreachableApi();
    expect((await prepare('q=lathe')).status).toBe(503);
    expect((await prepare('')).head.title).toBe('Search');
  });

  it('is titled in Indonesian on an Indonesian page', async () => {
    installFakeApi().on('GET', '/api/search', ok({ q: 'bubut', groups: [] }));
    const page = await preparePage({
      params: {},
      searchParams: new URLSearchParams('q=bubut'),
      props: {},
      dispatch: createAppStore().dispatch,
      locale: 'id',
    });
    expect(page.head.title).toBe('Hasil pencarian untuk "bubut"');
  });
});
