import { ENGINEERING_TYPE_NAME, type createAppStore, type SiteSettings } from '@mfe/shared-ui';
import LandingPage from '../features/landing/components/LandingPage';
import ProductTypePage from '../features/product-type/components/ProductTypePage';
import CataloguePage from '../features/catalogue/components/CataloguePage';
import { landingApi } from '../features/landing/api/landingApi';
import { productTypeApi } from '../features/product-type/api/productTypeApi';
import { catalogueApi } from '../features/catalogue/api/catalogueApi';
import SeriesPage from '../features/series/components/SeriesPage';
import { seriesApi } from '../features/series/api/seriesApi';
import { installFakeApi, ok } from '@mfe/shared-ui/test/fakeApi';
import { category, manufactureType, manufactureTypeDetail, series, seriesPage, seriesProduct, vendor } from './catalogueFixtures';
import { installFakeIntersectionObserver, type FakeIntersection } from './intersectionObserver';
import { renderOnServerThenHydrate } from './serverRender';
import { siteSettings, withSiteSettings } from './siteSettings';

// Issue 10: the shell's server renders these screens, the browser hydrates them. The server's HTML
// must hold the content, visibly (no scroll-reveal hiding it), and the browser's first render must
// produce the very same markup: no hydration mismatch, whatever the browser's window says.

const kanto = vendor(
  11,
  2,
  [
    category(101, 11, [series(1001, 101, { name: 'NL Series' }), series(1002, 101, { name: 'NLX Series', no_pdf: true, pdf: null, pdf_id: null })], {
      name: 'CNC Lathes',
    }),
  ],
  {
    name: 'Kanto Precision Machinery',
  },
);
const machineTools = manufactureTypeDetail(2, 'Machine Tools', [kanto]);
const withType = { ...kanto, mt_manufacture_type: machineTools };
const types = [manufactureType(1, ENGINEERING_TYPE_NAME), machineTools];
const nlSeries = seriesPage(1001, [seriesProduct(21, { name: 'NL-100' }), seriesProduct(22, { name: 'NL-200' })], { name: 'NL Series' });
const engineering = manufactureTypeDetail(1, ENGINEERING_TYPE_NAME, [], { page_kind: 'company_profile' });

/** The catalogue finder's facets of a page without filterable attributes (issue 24). */
const NO_FACETS = { total: 0, attributes: [] };
/** The catalogue page's reads, as its preparePage makes them: the vendor and the finder's facets. */
const prepareCatalogue = (store: ReturnType<typeof createAppStore>) =>
  Promise.all([
    store.dispatch(catalogueApi.endpoints.getVendorDetail.initiate({ id: 11 })),
    store.dispatch(catalogueApi.endpoints.getCatalogFacets.initiate({ vendorId: 11, category: 'All', filters: '' })),
  ]);

function fakeApi(settings: SiteSettings = siteSettings()) {
  return installFakeApi(
    withSiteSettings((path) => {
      if (path === '/api/manufacture-type') return ok({ data: types, total: 2, per_page: 100, current_page: 1, last_page: 1 });
      if (path === '/api/manufacture-type/detail/name/Machine%20Tools') return ok(machineTools);
      if (path === `/api/manufacture-type/detail/name/${encodeURIComponent(ENGINEERING_TYPE_NAME)}`) return ok(engineering);
      if (path === '/api/vendor/detail/11') return ok(withType);
      if (path === '/api/catalog/facets') return ok(NO_FACETS);
      if (path === '/api/product/series/page/1001') return ok(nlSeries);
      return undefined;
    }, settings),
  );
}

function noHiddenContent(html: string) {
  expect(html).not.toContain('pr-reveal--animate');
  expect(html).not.toMatch(/opacity:\s*0/);
}

describe('server rendering and hydration', () => {
  let intersection: FakeIntersection;
  const originalBuild = process.env.BUILD_LABEL;
  beforeEach(() => {
    // A browser that can animate, scrolled down, on a phone: none of it may change the first render.
    intersection = installFakeIntersectionObserver();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 400 });
    process.env.BUILD_LABEL = 'build-42';
  });
  afterEach(() => {
    intersection.restore();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    process.env.BUILD_LABEL = originalBuild;
  });

  it('landing page: content and the build label in the HTML, hydrated without a mismatch or a refetch', async () => {
    const api = fakeApi();
    const result = await renderOnServerThenHydrate(<LandingPage section="home" />, {
      url: '/',
      path: '/',
      prepare: (store) => store.dispatch(landingApi.endpoints.getManufactureTypes.initiate()),
    });
    try {
      expect(result.html).toContain('data-build="build-42"');
      expect(result.html).toContain('Machines, tools and precision engineering');
      expect(result.html).toContain('aria-label="See More: Machine Tools products"');
      expect(result.html).toMatch(/<img[^>]*width="200"[^>]*height="200"/);
      // The quote form works before the scripts and hydrates as rendered (the draft comes after).
      expect(result.html).toContain('aria-label="Request a quote"');
      expect(result.html).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
      noHiddenContent(result.html);
      expect(result.errors).toEqual([]);
      expect(api.seen).toEqual(['GET /api/settings', 'GET /api/manufacture-type']);
    } finally {
      result.unmount();
    }
  });

  it('product type page: banner and distributors in the HTML, hydrated without a mismatch', async () => {
    const api = fakeApi();
    const result = await renderOnServerThenHydrate(<ProductTypePage />, {
      url: '/product/Machine%20Tools',
      path: '/product/:type',
      prepare: (store) => store.dispatch(productTypeApi.endpoints.getManufactureTypeByName.initiate({ name: 'Machine Tools' })),
    });
    try {
      expect(result.html).toContain('data-build="build-42"');
      expect(result.html).toContain('Kanto Precision Machinery');
      expect(result.html).toContain('CNC Lathes');
      noHiddenContent(result.html);
      expect(result.errors).toEqual([]);
      expect(api.seen).toEqual(['GET /api/settings', 'GET /api/manufacture-type/detail/name/Machine%20Tools']);
    } finally {
      result.unmount();
    }
  });

  it('Engineering & Services: the company profile from the settings, with a sized map frame, hydrated without a mismatch or a refetch', async () => {
    const api = fakeApi(siteSettings({ phone: '+62 21 555 0177', company_name: 'PT Contoh Presisi' }));
    const result = await renderOnServerThenHydrate(<ProductTypePage />, {
      url: `/product/${encodeURIComponent(ENGINEERING_TYPE_NAME)}`,
      path: '/product/:type',
      prepare: (store) => store.dispatch(productTypeApi.endpoints.getManufactureTypeByName.initiate({ name: ENGINEERING_TYPE_NAME })),
    });
    try {
      expect(result.html).toContain('History');
      expect(result.html).toContain('<iframe');
      expect(result.html).toContain('>+62 21 555 0177</a>');
      expect(result.html).toContain('PT Contoh Presisi');
      expect(result.errors).toEqual([]);
      expect(api.seen).toEqual(['GET /api/settings', `GET /api/manufacture-type/detail/name/${encodeURIComponent(ENGINEERING_TYPE_NAME)}`]);
    } finally {
      result.unmount();
    }
  });

  it('catalogue page: series in the HTML, hydrated without a mismatch', async () => {
    const api = fakeApi();
    const result = await renderOnServerThenHydrate(<CataloguePage />, {
      url: '/product/catalog/Machine%20Tools/11?category=All',
      path: '/product/catalog/:type/:vendorId',
      prepare: prepareCatalogue,
    });
    try {
      expect(result.html).toContain('data-build="build-42"');
      expect(result.html).toContain('Kanto Precision Machinery Catalog');
      expect(result.html).toContain('NL Series');
      expect(result.html).toMatch(/<img[^>]*width="400"[^>]*height="300"/);
      noHiddenContent(result.html);
      expect(result.errors).toEqual([]);
      expect(api.seen).toEqual(['GET /api/settings', 'GET /api/vendor/detail/11', 'GET /api/catalog/facets']);
    } finally {
      result.unmount();
    }
  });

  it('series page: its models in the HTML, hydrated without a mismatch, then the linked model highlighted', async () => {
    const api = fakeApi();
    const result = await renderOnServerThenHydrate(<SeriesPage />, {
      url: '/product/series/1001#product-22',
      path: '/product/series/:seriesId',
      prepare: (store) => store.dispatch(seriesApi.endpoints.getSeriesPage.initiate({ id: 1001, page: 1 })),
    });
    try {
      expect(result.html).toContain('data-build="build-42"');
      expect(result.html).toContain('NL Series');
      expect(result.html).toContain('id="product-21"');
      expect(result.html).toContain('NL-200');
      // The server never sees the hash: the highlight comes after hydration.
      expect(result.html).not.toContain('pr-series-product--linked');
      noHiddenContent(result.html);
      expect(result.errors).toEqual([]);
      expect(api.seen).toEqual(['GET /api/settings', 'GET /api/product/series/page/1001']);
      expect(document.getElementById('product-22')).toHaveClass('pr-series-product--linked');
    } finally {
      result.unmount();
    }
  });

  it('series page 2 of a series of 834 models: 48 models and the page links in the HTML, light, hydrated without a mismatch', async () => {
    const description = 'Heavy-duty CNC lathe with a 12-station turret and a 500 mm swing over the bed.';
    const models = Array.from({ length: 48 }, (_, i) =>
      seriesProduct(5000 + i, { name: `NX-${String(49 + i).padStart(4, '0')} Turning Centre`, description }),
    );
    const big = seriesPage(1002, models, { name: 'NX Series' }, { total: 834, current_page: 2 });
    const api = installFakeApi(withSiteSettings((path) => (path === '/api/product/series/page/1002' ? ok(big) : undefined)));
    let handover = '';
    const result = await renderOnServerThenHydrate(<SeriesPage />, {
      url: '/product/series/1002?page=2',
      path: '/product/series/:seriesId',
      prepare: async (store) => {
        await store.dispatch(seriesApi.endpoints.getSeriesPage.initiate({ id: 1002, page: 2 }));
        handover = JSON.stringify(store.getState()[seriesApi.reducerPath]);
      },
    });
    try {
      expect(result.html.match(/id="product-\d+"/g)).toHaveLength(48);
      expect(result.html.includes('Showing 49–96 of 834')).toBe(true);
      // Plain links in the server's HTML (they work without JavaScript), the previous and next marked.
      const links = [...result.html.matchAll(/<a class="pr-series-pages__(?:page|step)"([^>]*)>/g)].map((m) =>
        m[1]!.replace(' data-discover="true"', ''),
      );
      expect(links).toEqual([
        ' rel="prev" href="/product/series/1002"',
        ' href="/product/series/1002"',
        ' href="/product/series/1002?page=3"',
        ' href="/product/series/1002?page=18"',
        ' rel="next" href="/product/series/1002?page=3"',
      ]);
      expect(result.errors).toEqual([]);
      expect(api.seen).toEqual(['GET /api/settings', 'GET /api/product/series/page/1002']);
      // The budget of a page of 48 models (issue 20): markup (with each model's <picture> sources) and handover, whatever the series' size.
      const kb = (text: string) => Buffer.byteLength(text) / 1024;
      expect(kb(result.html)).toBeLessThan(75);
      expect(kb(handover)).toBeLessThan(40);
    } finally {
      result.unmount();
    }
  });

  it('a screen still loading on the server hydrates into the same loading markup', async () => {
    installFakeApi(withSiteSettings(() => new Promise(() => undefined)));
    const result = await renderOnServerThenHydrate(<CataloguePage />, {
      url: '/product/catalog/Machine%20Tools/11?category=All',
      path: '/product/catalog/:type/:vendorId',
    });
    try {
      expect(result.html).toContain('data-testid="catalogue-skeleton"');
      expect(result.errors).toEqual([]);
    } finally {
      result.unmount();
    }
  });

  describe('in Indonesian (issue 22)', () => {
    it('landing page: Indonesian texts in the HTML, hydrated in the same language without a mismatch', async () => {
      fakeApi(siteSettings({ tagline_id: 'Tagline dalam bahasa Indonesia' }));
      const result = await renderOnServerThenHydrate(<LandingPage section="home" />, {
        url: '/',
        path: '/',
        locale: 'id',
        prepare: (store) => store.dispatch(landingApi.endpoints.getManufactureTypes.initiate()),
      });
      try {
        expect(result.html).toContain('>Tagline dalam bahasa Indonesia</h1>');
        expect(result.html).toContain('Minta penawaran');
        expect(result.html).not.toContain('Request a quote');
        expect(result.errors).toEqual([]);
        expect(result.hydratedHtml).toContain('Minta penawaran');
      } finally {
        result.unmount();
      }
    });

    it('catalogue page: the type and category names in Indonesian, an untranslated one marked English, hydrated without a mismatch', async () => {
      installFakeApi(
        withSiteSettings((path) =>
          path === '/api/vendor/detail/11'
            ? ok({ ...withType, mt_manufacture_type: { ...machineTools, name_id: 'Mesin Perkakas' } })
            : path === '/api/catalog/facets'
              ? ok(NO_FACETS)
              : undefined,
        ),
      );
      const result = await renderOnServerThenHydrate(<CataloguePage />, {
        url: '/product/catalog/Machine%20Tools/11?category=All',
        path: '/product/catalog/:type/:vendorId',
        locale: 'id',
        prepare: prepareCatalogue,
      });
      try {
        expect(result.html).toContain('Katalog Kanto Precision Machinery');
        expect(result.html).toContain('Mesin Perkakas');
        expect(result.html).toMatch(/<span lang="en">CNC Lathes<\/span>/);
        expect(result.errors).toEqual([]);
      } finally {
        result.unmount();
      }
    });
  });
});
