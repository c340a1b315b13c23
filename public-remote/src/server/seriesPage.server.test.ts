import { createAppStore } from '@mfe/shared-ui';
import { fail, installFakeApi, installUnreachableApi, ok } from '@mfe/shared-ui/test/fakeApi';
import { seriesDetail, seriesProduct } from '../test/catalogueFixtures';
import { preparePage, seriesSummary } from './seriesPage.server';

const prepare = (seriesId: string) =>
  preparePage({ params: { seriesId }, searchParams: new URLSearchParams(), props: {}, dispatch: createAppStore().dispatch });

const nl = seriesDetail(7, [seriesProduct(21, { name: 'NL-100', description: 'Compact' }), seriesProduct(22, { name: 'NL-200', image: null })], {
  name: 'NL Series',
  description: 'Lathes for shafts',
});

describe('the series page on the server', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('renders a series with its breadcrumbs and its Product (brand, category, models)', async () => {
    installFakeApi((path) => (path === '/api/product/series/detail/7' ? ok(nl) : undefined));
    const page = await prepare('7');
    expect(page.status).toBe(200);
    expect(page.head).toEqual({
      title: 'NL Series',
      description: 'Lathes for shafts',
      imagePath: 'images/107.jpg',
      breadcrumbs: [
        { name: 'Home', path: '/' },
        { name: 'Products', path: '/products' },
        { name: 'Machine Tools', path: '/product/Machine%20Tools' },
        { name: 'Kanto Precision', path: '/product/catalog/Machine%20Tools/11?category=All' },
        { name: 'CNC Lathes', path: '/product/catalog/Machine%20Tools/11?category=101' },
        { name: 'NL Series', path: '/product/series/7' },
      ],
      product: {
        name: 'NL Series',
        description: 'Lathes for shafts',
        imagePath: 'images/107.jpg',
        brand: 'Kanto Precision',
        category: 'CNC Lathes',
        path: '/product/series/7',
        related: [
          { name: 'NL-100', description: 'Compact', imagePath: 'images/321.jpg', path: '/product/series/7#product-21' },
          { name: 'NL-200', description: null, imagePath: undefined, path: '/product/series/7#product-22' },
        ],
      },
    });
  });

  it('describes a series without a description from its names', async () => {
    installFakeApi(() => ok({ ...nl, description: null }));
    expect((await prepare('7')).head.description).toBe('NL Series – CNC Lathes by Kanto Precision. 2 models: NL-100, NL-200. Ask us for a quote.');
    expect(seriesSummary({ ...nl, mt_product: [] })).toBe('NL Series – CNC Lathes by Kanto Precision. Ask us for a quote.');
  });

  it('is 404 for an unknown or non-numeric id (no API call for the latter), 503 when the API is down', async () => {
    const api = installFakeApi(() => fail(404, 'Product series "9" not found'));
    expect(await prepare('9')).toEqual({ status: 404, head: { title: 'Product series' } });
    expect(await prepare('abc')).toEqual({ status: 404, head: { title: 'Product series' } });
    expect(api.seen).toEqual(['GET /api/product/series/detail/9']);
    installUnreachableApi();
    expect((await prepare('7')).status).toBe(503);
  });
});
