import { createAppStore } from '@mfe/shared-ui';
import { fail, installFakeApi, installUnreachableApi, ok } from '@mfe/shared-ui/test/fakeApi';
import { preparePage } from './comparePage.server';

const prepare = (query: string, locale: 'en' | 'id' = 'en') =>
  preparePage({ params: {}, searchParams: new URLSearchParams(query), props: {}, dispatch: createAppStore().dispatch, locale });

const COMPARISON = { mt_product: [], mt_product_attribute: [], rows: [], missing_ids: [] };

describe('the compare page on the server (issue 24)', () => {
  it('reads the models asked, kept out of the index, titled in the page’s language', async () => {
    const api = installFakeApi().on('GET', '/api/product/compare', ok(COMPARISON));
    expect(await prepare('ids=3,9')).toEqual({ status: 200, head: { title: 'Compare models', noindex: true } });
    expect(api.calls('GET', '/api/product/compare')[0]!.params).toEqual({ ids: '3,9' });
    expect((await prepare('ids=3,9', 'id')).head).toEqual({ title: 'Bandingkan model', noindex: true });
  });

  it('no ids, or a link that is not right: a page that says so (200), nothing asked of the API', async () => {
    const api = installFakeApi();
    for (const query of ['', 'ids=', 'ids=1,abc', 'ids=1,2,3,4,5', 'ids=-1']) {
      expect([query, await prepare(query)]).toEqual([query, { status: 200, head: { title: 'Compare models', noindex: true } }]);
    }
    expect(api.calls('GET', '/api/product/compare')).toEqual([]);
  });

  it('404 when none of the models is there, 503 when the API is down', async () => {
    installFakeApi().on('GET', '/api/product/compare', fail(404, 'Product "8" not found'));
    expect((await prepare('ids=8')).status).toBe(404);
    installUnreachableApi();
    expect((await prepare('ids=8')).status).toBe(503);
  });
});
