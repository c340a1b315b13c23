import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SeriesPage from './SeriesPage';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { fail, installFakeApi, installUnreachableApi, ok } from '@mfe/shared-ui/test/fakeApi';
import { seriesDetail, seriesProduct } from '../../../test/catalogueFixtures';

const PATH = '/product/series/:seriesId';

const nl = seriesDetail(
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
    const api = installFakeApi((path) => (path === '/api/product/series/detail/7' ? ok(nl) : undefined));
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
    expect(within(first).getByRole('img', { name: 'NL-100' })).toHaveAttribute('src', '/storage/variants/images/321.jpg/w1200.jpg');
    expect(within(first).getByRole('link', { name: 'View brochure of NL-100 (PDF, opens in a new tab)' })).toHaveAttribute(
      'href',
      '/storage/files/model-21.pdf',
    );
    const second = document.getElementById('product-22')!;
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    expect(within(second).getByTestId('image-fallback')).toBeInTheDocument();

    const quote = screen.getByRole('complementary', { name: 'Request a quote' });
    expect(within(quote).getByRole('form', { name: 'Request a quote for NL Series' })).toHaveTextContent('About: NL Series');
    expect(
      within(quote)
        .getByRole('link', { name: /WhatsApp/ })
        .getAttribute('href'),
    ).toContain(encodeURIComponent('I would like a quote for NL Series.'));
    expect(api.seen).toEqual(['GET /api/product/series/detail/7']);
    expect(api.configs[0]!.headers?.Authorization).toBeUndefined();
  });

  it('shows the red tag instead of a brochure link for a no_pdf series', async () => {
    installFakeApi(() => ok({ ...nl, no_pdf: true, pdf: null, pdf_id: null }));
    renderAt('/product/series/7');
    const overview = within(await screen.findByRole('region', { name: 'Overview' }));
    expect(overview.getByText('PDF Not Available')).toHaveClass('pr-tag', 'pr-tag--danger');
    expect(overview.queryByRole('link')).not.toBeInTheDocument();
  });

  it('scrolls to, focuses and highlights the model the #product-{id} link names', async () => {
    installFakeApi(() => ok(nl));
    renderAt('/product/series/7#product-22');
    await screen.findByRole('heading', { level: 1, name: 'NL Series' });
    const linked = document.getElementById('product-22')!;
    expect(linked.scrollIntoView).toHaveBeenCalled();
    expect(linked).toHaveFocus();
    expect(linked).toHaveClass('pr-series-product--linked');
    expect(document.getElementById('product-21')).not.toHaveClass('pr-series-product--linked');
  });

  it('says so when the series has no models yet', async () => {
    installFakeApi(() => ok({ ...nl, mt_product: [] }));
    renderAt('/product/series/7');
    expect(await screen.findByRole('heading', { name: 'No models listed yet' })).toBeInTheDocument();
  });

  it('shows a skeleton of the page while it loads, then the series', async () => {
    const api = installFakeApi(() => ok(nl), { hold: true });
    renderAt('/product/series/7');
    expect(await screen.findByTestId('series-skeleton')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading series…');
    await act(async () => api.release());
    expect(await screen.findByRole('heading', { level: 1, name: 'NL Series' })).toBeInTheDocument();
    expect(screen.queryByTestId('series-skeleton')).not.toBeInTheDocument();
  });

  it.each(['/product/series/999', '/product/series/abc'])('says the series is not found at %s, with a way on', async (url) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = installFakeApi(() => fail(404, 'Product series "999" not found'));
    renderAt(url);
    expect(await screen.findByRole('heading', { name: 'Series not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse our products' })).toHaveAttribute('href', '/products');
    expect(document.title).toBe('Product series | Mitra Presisi Teknik');
    expect(api.seen).toEqual(url.endsWith('abc') ? [] : ['GET /api/product/series/detail/999']);
  });

  it('offers to try again when the API cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installUnreachableApi();
    renderAt('/product/series/7');
    expect(await screen.findByRole('heading', { name: 'This series is not available right now' })).toBeInTheDocument();
    installFakeApi(() => ok(nl));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'NL Series' })).toBeInTheDocument();
  });
});
