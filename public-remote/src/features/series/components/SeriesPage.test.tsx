import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SeriesPage from './SeriesPage';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { fail, installFakeApi, installUnreachableApi, ok } from '@mfe/shared-ui/test/fakeApi';
import { image, seriesPage, seriesProduct } from '../../../test/catalogueFixtures';
import { withSiteSettings } from '../../../test/siteSettings';

const PATH = '/product/series/:seriesId';

const nl = seriesPage(
  7,
  [
    seriesProduct(21, { name: 'NL-100', description: 'Compact lathe' }),
    seriesProduct(22, { name: 'NL-200', image: null, image_id: null, file: null, pdf_id: null }),
  ],
  { name: 'NL Series', description: 'Lathes for shafts and flanges' },
);

function renderAt(url: string) {
  return renderWithProviders(<SeriesPage />, { url, path: PATH });
}

describe('SeriesPage', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('shows the series: title, description, image, brochure, breadcrumbs and its models', async () => {
    const api = installFakeApi(withSiteSettings((path) => (path === '/api/product/series/page/7' ? ok(nl) : undefined)));
    renderAt('/product/series/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'NL Series' })).toBeInTheDocument();
    expect(document.title).toBe('NL Series | Mitra Presisi Teknik');
    expect(screen.getByText('Lathes for shafts and flanges')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'NL Series' })).toHaveAttribute('src', '/storage/variants/images/107.jpg/w1200.jpg');
    const brochure = screen.getByRole('link', { name: 'View brochure (PDF, opens in a new tab)' });
    expect(brochure).toHaveAttribute('href', '/storage/files/brochure-7.pdf');
    expect(brochure).toHaveAttribute('target', '_blank');
    expect(brochure).toHaveAttribute('rel', 'noopener noreferrer');

    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Products', '/products'],
      ['Machine Tools', '/product/Machine%20Tools'],
      ['Kanto Precision', '/product/catalog/Machine%20Tools/11?category=All'],
      ['CNC Lathes', '/product/catalog/Machine%20Tools/11?category=101'],
    ]);
    expect(trail.getByText('NL Series')).toHaveAttribute('aria-current', 'page');

    const models = within(screen.getByRole('region', { name: 'Models' }));
    expect(models.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['NL-100', 'NL-200']);
    const first = document.getElementById('product-21')!;
    expect(within(first).getByText('Compact lathe')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'NL-100' })).toHaveAttribute('src', '/storage/variants/images/321.jpg/w960.jpg');
    expect(within(first).getByRole('link', { name: 'View brochure of NL-100 (PDF, opens in a new tab)' })).toHaveAttribute(
      'href',
      '/storage/files/model-21.pdf',
    );
    const second = document.getElementById('product-22')!;
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    expect(within(second).getByTestId('image-fallback')).toBeInTheDocument();

    const quote = screen.getByRole('complementary', { name: 'Request a quote' });
    expect(within(quote).getByRole('form', { name: 'Request a quote for NL Series' })).toHaveTextContent('About: NL Series');
    expect((await within(quote).findByRole('link', { name: /WhatsApp/ })).getAttribute('href')).toContain(
      encodeURIComponent('I would like a quote for NL Series.'),
    );
    // The series, and the site settings (the chat's number).
    expect(api.seen).toEqual(['GET /api/product/series/page/7', 'GET /api/settings']);
    expect(api.configs[0]!.headers?.Authorization).toBeUndefined();
  });

  it('frames the hero and the models by their images’ crops (issue 20)', async () => {
    const cropped = seriesPage(7, [seriesProduct(21, { name: 'NL-100', image: { ...image(321), focus_x: 50, focus_y: 10, fit: 'cover' } })], {
      name: 'NL Series',
      image: { ...image(107), focus_x: 50, focus_y: 50, fit: 'contain' },
    });
    installFakeApi(withSiteSettings(() => ok(cropped)));
    renderAt('/product/series/7');
    expect((await screen.findByRole('img', { name: 'NL Series' })).style.objectFit).toBe('contain');
    expect(screen.getByRole('img', { name: 'NL-100' }).style.objectPosition).toBe('50% 10%');
  });

  it('shows the red tag instead of a brochure link for a no_pdf series', async () => {
    installFakeApi(withSiteSettings(() => ok({ ...nl, no_pdf: true, pdf: null, pdf_id: null })));
    renderAt('/product/series/7');
    const overview = within(await screen.findByRole('region', { name: 'Overview' }));
    expect(overview.getByText('PDF Not Available')).toHaveClass('pr-tag', 'pr-tag--danger');
    expect(overview.queryByRole('link')).not.toBeInTheDocument();
  });

  it('scrolls to, focuses and highlights the model the #product-{id} link names', async () => {
    installFakeApi(withSiteSettings(() => ok(nl)));
    renderAt('/product/series/7#product-22');
    await screen.findByRole('heading', { level: 1, name: 'NL Series' });
    const linked = document.getElementById('product-22')!;
    expect(linked.scrollIntoView).toHaveBeenCalled();
    expect(linked).toHaveFocus();
    expect(linked).toHaveClass('pr-series-product--linked');
    expect(document.getElementById('product-21')).not.toHaveClass('pr-series-product--linked');
  });

  it('says so when the series has no models yet', async () => {
    installFakeApi(withSiteSettings(() => ok({ ...nl, mt_product: [] })));
    renderAt('/product/series/7');
    expect(await screen.findByRole('heading', { name: 'No models listed yet' })).toBeInTheDocument();
  });

  it('shows a skeleton of the page while it loads, then the series', async () => {
    const api = installFakeApi(
      withSiteSettings(() => ok(nl)),
      { hold: true },
    );
    renderAt('/product/series/7');
    expect(await screen.findByTestId('series-skeleton')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading series…');
    await act(async () => api.release());
    expect(await screen.findByRole('heading', { level: 1, name: 'NL Series' })).toBeInTheDocument();
    expect(screen.queryByTestId('series-skeleton')).not.toBeInTheDocument();
  });

  it.each(['/product/series/999', '/product/series/abc'])('says the series is not found at %s, with a way on', async (url) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = installFakeApi(withSiteSettings(() => fail(404, 'Product series "999" not found')));
    renderAt(url);
    expect(await screen.findByRole('heading', { name: 'Series not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse our products' })).toHaveAttribute('href', '/products');
    expect(document.title).toBe('Product series | Mitra Presisi Teknik');
    expect(api.seen).toEqual(url.endsWith('abc') ? [] : ['GET /api/product/series/page/999']);
  });

  it('offers to try again when the API cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installUnreachableApi();
    renderAt('/product/series/7');
    expect(await screen.findByRole('heading', { name: 'This series is not available right now' })).toBeInTheDocument();
    installFakeApi(withSiteSettings(() => ok(nl)));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'NL Series' })).toBeInTheDocument();
  });

  describe('a series of 834 models, a page at a time (issue 20)', () => {
    // 6 a page here (the API's default is 48): the same links, a lighter DOM for jsdom.
    const PER_PAGE = 6;
    const pageOf = (page: number) =>
      seriesPage(
        8,
        Array.from({ length: Math.min(PER_PAGE, 834 - (page - 1) * PER_PAGE) }, (_, i) =>
          seriesProduct(1000 + (page - 1) * PER_PAGE + i, { name: `NX-${(page - 1) * PER_PAGE + i + 1}` }),
        ),
        { name: 'NX Series' },
        { total: 834, per_page: PER_PAGE, current_page: page },
      );

    it('shows the first page and links to the other pages; following one fetches only that page and goes on from the list', async () => {
      const api = installFakeApi(
        withSiteSettings((path, config) =>
          path === '/api/product/series/page/8' ? ok(pageOf(Number((config.params as { page?: number } | undefined)?.page ?? 1))) : undefined,
        ),
      );
      renderAt('/product/series/8');
      const models = within(await screen.findByRole('region', { name: 'Models' }));
      expect(models.getAllByRole('heading', { level: 3 })).toHaveLength(6);
      expect(models.getByText('Showing 1–6 of 834')).toBeInTheDocument();
      expect(document.title).toBe('NX Series | Mitra Presisi Teknik');

      await userEvent.click(models.getByRole('link', { name: 'Next page ›' }));
      // The series' name stays while the next page loads; the list is a new one (the skeleton stood in).
      expect(await screen.findByText('Showing 7–12 of 834')).toBeInTheDocument();
      const next = within(screen.getByRole('region', { name: 'Models' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/product/series/8?page=2');
      expect(next.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('NX-7');
      expect(screen.getByRole('heading', { level: 2, name: 'Models' })).toHaveFocus();
      expect(document.title).toBe('NX Series – page 2 of 139 | Mitra Presisi Teknik');
      // The first page, then the second only (beside them, the site settings once).
      expect(api.calls('GET', '/api/product/series/page/8').map((read) => read.config.params)).toEqual([undefined, { page: 2 }]);
    });

    it('keeps the series’ name and trail while the next page loads, the models’ skeleton standing in', async () => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      installFakeApi(
        withSiteSettings(async (path, config) => {
          const page = Number((config.params as { page?: number } | undefined)?.page ?? 1);
          if (page === 2) await held;
          return ok(pageOf(page));
        }),
      );
      renderAt('/product/series/8');
      await userEvent.click(await screen.findByRole('link', { name: 'Next page ›' }));
      expect(await screen.findByTestId('series-skeleton')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'NX Series' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('CNC Lathes');
      expect(screen.getByRole('status')).toHaveTextContent('Loading series…');
      await act(async () => release());
      expect(await screen.findByText('Showing 7–12 of 834')).toBeInTheDocument();
      expect(screen.queryByTestId('series-skeleton')).not.toBeInTheDocument();
    });

    it('opens at ?page=139 with the last 6 models', async () => {
      installFakeApi(
        withSiteSettings((path, config) =>
          path === '/api/product/series/page/8' ? ok(pageOf(Number((config.params as { page?: number } | undefined)?.page ?? 1))) : undefined,
        ),
      );
      renderAt('/product/series/8?page=139');
      const models = within(await screen.findByRole('region', { name: 'Models' }));
      expect(models.getByText('Showing 829–834 of 834')).toBeInTheDocument();
      expect(models.getAllByRole('heading', { level: 3 })).toHaveLength(6);
      expect(models.queryByRole('link', { name: 'Next page ›' })).not.toBeInTheDocument();
    });

    it.each([
      ['/product/series/8?page=abc', false],
      ['/product/series/8?page=0', false],
      ['/product/series/8?page=140', true],
    ])('says a page that is not there (%s) is not found, with a link to the first page', async (url, asked) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const api = installFakeApi(withSiteSettings(() => fail(404, 'Page 140 of product series "8" not found: it has 139 pages')));
      renderAt(url);
      expect(await screen.findByRole('heading', { name: 'No such page of models' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/product/series/8');
      expect(api.seen).toEqual(asked ? ['GET /api/product/series/page/8'] : []);
    });
  });
});

describe('SeriesPage in Indonesian', () => {
  it('shows the Indonesian description and trail; an untranslated model description in English, marked', async () => {
    const translated = seriesPage(
      7,
      [
        seriesProduct(21, { name: 'NL-100', description: 'Compact lathe' }),
        seriesProduct(22, { name: 'NL-200', description: 'Long lathe', description_id: 'Mesin bubut panjang' }),
      ],
      {
        name: 'NL Series',
        description: 'Lathes for shafts and flanges',
        description_id: 'Mesin bubut untuk poros dan flens',
      },
    );
    translated.mt_product_category = { ...translated.mt_product_category!, name_id: 'Mesin Bubut CNC' };
    installFakeApi(withSiteSettings((path) => (path === '/api/product/series/page/7' ? ok(translated) : undefined)));
    renderWithProviders(<SeriesPage />, { url: '/product/series/7', path: PATH, locale: 'id' });

    expect(await screen.findByRole('heading', { level: 1, name: 'NL Series' })).toBeInTheDocument();
    expect(screen.getByText('Mesin bubut untuk poros dan flens')).not.toHaveAttribute('lang');
    expect(screen.getByText('Compact lathe')).toHaveAttribute('lang', 'en');
    // A model's Indonesian description, when it has one.
    expect(screen.getByText('Mesin bubut panjang')).not.toHaveAttribute('lang');
    expect(screen.queryByText('Long lathe')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Model' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Jejak navigasi' });
    expect(within(trail).getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: 'Mesin Bubut CNC' })).toBeInTheDocument();
    // The type has no Indonesian name in this record: its English one, marked.
    expect(within(trail).getByRole('link', { name: 'Machine Tools' }).closest('li')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Lihat brosur (PDF, terbuka di tab baru)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Minta penawaran' })).toBeInTheDocument();
  });

  it('says a series is not found in Indonesian', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi(withSiteSettings(() => fail(404, 'Product series "9" not found')));
    renderWithProviders(<SeriesPage />, { url: '/product/series/9', path: PATH, locale: 'id' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Seri tidak ditemukan' })).toBeInTheDocument();
    expect(document.title).toBe('Seri produk | Mitra Presisi Teknik');
    jest.restoreAllMocks();
  });
});
