import { screen } from '@testing-library/react';
import { SESSION_STORAGE_KEY } from '@mfe/shared-ui';
import { fail, installFakeApi, ok } from '@mfe/shared-ui/test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { category, manufactureTypeDetail, seriesPage, seriesProduct, vendor } from '../../test/catalogueFixtures';
import CataloguePage from '../catalogue/components/CataloguePage';
import ProductTypePage from '../product-type/components/ProductTypePage';
import SeriesPage from '../series/components/SeriesPage';
import { seriesApi } from '../series/api/seriesApi';

// Staff's preview of a public page (issue 21): the admin's Preview link opens it with ?preview=1
// in a new tab, which has the staff session from localStorage.

const BANNER = 'Preview: this page may show drafts hidden from the public';
const draftSeries = seriesPage(7, [seriesProduct(21, { name: 'NL-100' })], { name: 'NL Series', published: false });

/** The session the admin's login kept in localStorage: a new tab's store starts with it. */
function staffSession() {
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ id: 1, email: 'admin@example.com', name: 'Ada Admin', token: 'staff-token', isLoggedIn: true }),
  );
}

/** The API as it answers a draft series: to staff (the token) it shows, to the public it is not found. */
function draftSeriesApi() {
  return installFakeApi((path, config) => {
    if (path !== '/api/product/series/page/7') return undefined;
    return config.headers?.Authorization === 'Bearer staff-token' ? ok(draftSeries) : fail(404, 'Product series not found');
  });
}

const robotsMeta = () => document.head.querySelector('meta[name="robots"]');

describe('preview mode', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('reads the series with the staff token, keeps the answer apart from the public one, shows the banner and noindex', async () => {
    staffSession();
    const api = draftSeriesApi();
    const { store } = renderWithProviders(<SeriesPage />, { url: '/product/series/7?preview=1', path: '/product/series/:seriesId' });

    expect(await screen.findByRole('heading', { level: 1, name: 'NL Series' })).toBeInTheDocument();
    expect(screen.getByText(BANNER)).toBeInTheDocument();
    expect(robotsMeta()).toHaveAttribute('content', 'noindex');
    expect(api.calls('GET', '/api/product/series/page/7')[0].headers).toMatchObject({ Authorization: 'Bearer staff-token' });
    // The public page's cache entry ({ id, page }) holds nothing of the preview.
    expect(seriesApi.endpoints.getSeriesPage.select({ id: 7, page: 1 })(store.getState()).data).toBeUndefined();
    expect(seriesApi.endpoints.getSeriesPage.select({ id: 7, page: 1, preview: true })(store.getState()).data?.name).toBe('NL Series');
  });

  it('is the public page without a staff session: no token, no banner, and a draft is not found', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = draftSeriesApi();
    renderWithProviders(<SeriesPage />, { url: '/product/series/7?preview=1', path: '/product/series/:seriesId' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Series not found' })).toBeInTheDocument();
    expect(api.calls('GET', '/api/product/series/page/7')[0].headers).not.toHaveProperty('Authorization');
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
    expect(robotsMeta()).toBeNull();
  });

  it('sends no token on a public page even with a staff session (no ?preview)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    staffSession();
    const api = draftSeriesApi();
    renderWithProviders(<SeriesPage />, { url: '/product/series/7', path: '/product/series/:seriesId' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Series not found' })).toBeInTheDocument();
    expect(api.calls('GET', '/api/product/series/page/7')[0].headers).not.toHaveProperty('Authorization');
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });

  it('previews a manufacture type and a catalogue with the staff token and the banner', async () => {
    staffSession();
    const type = manufactureTypeDetail(2, 'Machine Tools', [vendor(11, 2, [], { name: 'Kanto Precision' })], { published: false });
    const kanto = vendor(11, 2, [category(101, 11, [], { name: 'CNC Lathes', published: false })], {
      name: 'Kanto Precision',
      mt_manufacture_type: type,
    });
    const api = installFakeApi((path) => {
      if (path === '/api/manufacture-type/detail/name/Machine%20Tools') return ok(type);
      if (path === '/api/vendor/detail/11') return ok(kanto);
      return undefined;
    });
    const typePage = renderWithProviders(<ProductTypePage />, { url: '/product/Machine%20Tools?preview=1', path: '/product/:type' });
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Distributors' })).toBeInTheDocument();
    expect(api.calls('GET', '/api/manufacture-type/detail/name/Machine%20Tools')[0].headers).toMatchObject({ Authorization: 'Bearer staff-token' });
    typePage.unmount();

    renderWithProviders(<CataloguePage />, {
      url: '/product/catalog/Machine%20Tools/11?category=101&preview=1',
      path: '/product/catalog/:type/:vendorId',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'CNC Lathes' })).toBeInTheDocument();
    expect(screen.getByText(BANNER)).toBeInTheDocument();
    expect(api.calls('GET', '/api/vendor/detail/11')[0].headers).toMatchObject({ Authorization: 'Bearer staff-token' });
  });
});
