import { createAppStore } from '@mfe/shared-ui';
import { fail, installFakeApi, installUnreachableApi, ok } from '@mfe/shared-ui/test/fakeApi';
import { image, latheAttributes, seriesPage, seriesProduct } from '../test/catalogueFixtures';
import en from '../messages/en';
import { preparePage, seriesSummary } from './seriesPage.server';

const prepare = (seriesId: string, search = '') =>
  preparePage({ params: { seriesId }, searchParams: new URLSearchParams(search), props: {}, dispatch: createAppStore().dispatch, locale: 'en' });

const nl = seriesPage(7, [seriesProduct(21, { name: 'NL-100', description: 'Compact' }), seriesProduct(22, { name: 'NL-200', image: null })], {
  name: 'NL Series',
  description: 'Lathes for shafts',
});

describe('the series page on the server', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('renders a series with its breadcrumbs and its Product (brand, category, models)', async () => {
    installFakeApi((path) => (path === '/api/product/series/page/7' ? ok(nl) : undefined));
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

  it('gives each model with values its technical data for the JSON-LD: named in the page’s language, ranges as their ends, units with their UN/CEFACT codes (issue 24)', async () => {
    const specified = seriesPage(
      7,
      [
        seriesProduct(21, { name: 'NL-100', attributes: { 1: 3000, 2: { min: 50, max: 4500 }, 4: 'Fanuc', 5: false } }),
        seriesProduct(22, { name: 'NL-200', attributes: {}, image: image(107) }),
      ],
      { name: 'NL Series', mt_product_attribute: latheAttributes },
    );
    installFakeApi(() => ok(specified));
    const related = async (locale: 'en' | 'id') =>
      (await preparePage({ params: { seriesId: '7' }, searchParams: new URLSearchParams(), props: {}, dispatch: createAppStore().dispatch, locale }))
        .head.product!.related!;
    const [first, second] = await related('en');
    expect(first!.properties).toEqual([
      { name: 'Max. spindle speed', value: 3000, unitText: 'rpm', unitCode: 'RPM' },
      { name: 'Spindle speed range', minValue: 50, maxValue: 4500, unitText: 'rpm', unitCode: 'RPM' },
      { name: 'Control', value: 'Fanuc' },
      { name: 'Bar feeder ready', value: false },
    ]);
    // A model without values carries none; pictured by the series' own image, it leaves the image to the series.
    expect(second).not.toHaveProperty('properties');
    expect(second!.imagePath).toBeUndefined();
    expect(first!.imagePath).toBe('images/321.jpg');
    const [indonesian] = await related('id');
    expect(indonesian!.properties!.map((p) => p.name)).toEqual([
      'Kecepatan spindel maks.',
      'Spindle speed range',
      'Sistem kontrol',
      'Siap bar feeder',
    ]);
  });

  it('describes a series without a description from its names', async () => {
    installFakeApi(() => ok({ ...nl, description: null }));
    expect((await prepare('7')).head.description).toBe('NL Series – CNC Lathes by Kanto Precision. 2 models: NL-100, NL-200. Ask us for a quote.');
    expect(seriesSummary(seriesPage(7, [], { name: 'NL Series' }), 'en', en)).toBe('NL Series – CNC Lathes by Kanto Precision. Ask us for a quote.');
  });

  it('is 404 for an unknown or non-numeric id (no API call for the latter), 503 when the API is down', async () => {
    const api = installFakeApi(() => fail(404, 'Product series "9" not found'));
    expect(await prepare('9')).toEqual({ status: 404, head: { title: 'Product series' } });
    expect(await prepare('abc')).toEqual({ status: 404, head: { title: 'Product series' } });
    expect(api.seen).toEqual(['GET /api/product/series/page/9']);
    installUnreachableApi();
    expect((await prepare('7')).status).toBe(503);
  });

  describe('a page of a series of 834 models (issue 20)', () => {
    const models = Array.from({ length: 48 }, (_, i) => seriesProduct(1000 + i, { name: `NX-${String(49 + i).padStart(3, '0')}` }));
    const second = seriesPage(8, models, { name: 'NX Series', description: null }, { total: 834, current_page: 2 });

    it('asks the API for that page only; titles the page; its Product lists only the models shown, at their anchors on it', async () => {
      const api = installFakeApi((path) => (path === '/api/product/series/page/8' ? ok(second) : undefined));
      const page = await prepare('8', 'page=2');
      expect(api.seen).toEqual(['GET /api/product/series/page/8']);
      expect(api.configs[0]!.params).toEqual({ page: 2 });
      expect(page.status).toBe(200);
      expect(page.head.title).toBe('NX Series – page 2 of 18');
      expect(page.head.description).toBe(
        'NX Series – CNC Lathes by Kanto Precision. 834 models: NX-049, NX-050, NX-051, NX-052, NX-053, …. Ask us for a quote.',
      );
      expect(page.head.product!.path).toBe('/product/series/8');
      expect(page.head.product!.related).toHaveLength(48);
      expect(page.head.product!.related![0]).toMatchObject({ name: 'NX-049', path: '/product/series/8?page=2#product-1000' });
    });

    it('asks for the first page without a query', async () => {
      const api = installFakeApi(() => ok(seriesPage(8, models, { name: 'NX Series' }, { total: 834 })));
      expect((await prepare('8')).head.title).toBe('NX Series');
      expect((await prepare('8', 'page=')).status).toBe(200);
      expect(api.configs.map((c) => c.params)).toEqual([undefined, undefined]);
    });

    it.each(['0', '-1', '1.5', 'abc', '9999999999'])('is 404 without asking the API for ?page=%s', async (value) => {
      const api = installFakeApi(() => ok(second));
      expect(await prepare('8', `page=${value}`)).toEqual({ status: 404, head: { title: 'Product series' } });
      expect(api.seen).toEqual([]);
    });

    it('is 404 past the last page (the API says so)', async () => {
      installFakeApi(() => fail(404, 'Page 19 of product series "8" not found: it has 18 pages'));
      expect((await prepare('8', 'page=19')).status).toBe(404);
    });
  });

  describe('in Indonesian (issue 22)', () => {
    const prepareIn = (seriesId: string) =>
      preparePage({ params: { seriesId }, searchParams: new URLSearchParams(), props: {}, dispatch: createAppStore().dispatch, locale: 'id' });

    it('writes the head in Indonesian: translated texts, the English description marked, paths without the prefix', async () => {
      const translated = seriesPage(7, [seriesProduct(21, { name: 'NL-100', description: 'Compact' })], {
        name: 'NL Series',
        description: 'Lathes for shafts',
        description_id: null,
      });
      translated.mt_product_category = { ...translated.mt_product_category!, name_id: 'Mesin Bubut CNC' };
      installFakeApi(() => ok(translated));
      const { head } = await prepareIn('7');
      expect(head.title).toBe('NL Series');
      expect(head.description).toBe('Lathes for shafts');
      expect(head.descriptionLang).toBe('en');
      expect(head.breadcrumbs!.map((crumb) => crumb.name)).toEqual([
        'Beranda',
        'Produk',
        'Machine Tools',
        'Kanto Precision',
        'Mesin Bubut CNC',
        'NL Series',
      ]);
      expect(head.breadcrumbs![0]!.path).toBe('/');
      expect(head.product).toMatchObject({ category: 'Mesin Bubut CNC', path: '/product/series/7' });
    });

    it('describes a series without a description in Indonesian, and titles a missing one so', async () => {
      installFakeApi(() => ok({ ...nl, description: null }));
      const { head } = await prepareIn('7');
      expect(head.description).toBe('NL Series – CNC Lathes dari Kanto Precision. 2 model: NL-100, NL-200. Minta penawaran kepada kami.');
      expect(head.descriptionLang).toBeUndefined();
      expect(await prepareIn('abc')).toEqual({ status: 404, head: { title: 'Seri produk' } });
    });
  });
});
