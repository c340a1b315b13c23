import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CataloguePage from './CataloguePage';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { fail, installFakeApi, installUnreachableApi, ok } from '@mfe/shared-ui/test/fakeApi';
import { category, manufactureTypeDetail, series, vendor } from '../../../test/catalogueFixtures';

const PATH = '/product/catalog/:type/:vendorId';

const kanto = vendor(
  11,
  2,
  [
    category(101, 11, [series(1001, 101, { name: 'NL Series' }), series(1002, 101, { name: 'NLX Series', no_pdf: true, pdf: null, pdf_id: null })], {
      name: 'CNC Lathes',
    }),
    category(102, 11, [series(1003, 102, { name: 'DMU Series' })], { name: 'Machining Centers' }),
  ],
  {
    name: 'Kanto Precision Machinery',
    mt_manufacture_type: manufactureTypeDetail(2, 'Machine Tools', [
      vendor(11, 2, [], { name: 'Kanto Precision Machinery' }),
      vendor(12, 2, [], { name: 'Meiden Machine Works' }),
    ]),
  },
);
const meiden = vendor(12, 2, [category(201, 12, [series(2001, 201, { name: 'MV Series' })], { name: 'Grinding Machines' })], {
  name: 'Meiden Machine Works',
  mt_manufacture_type: kanto.mt_manufacture_type,
});

/** The finder's facets of a page without filterable attributes (issue 24). */
const NO_FACETS = { total: 0, attributes: [] };
const isFinderRead = (path: string) => path.startsWith('/api/catalog/');

function vendorsApi(options?: { hold?: boolean }) {
  return installFakeApi((path) => {
    if (path === '/api/vendor/detail/11') return ok(kanto);
    if (path === '/api/vendor/detail/12') return ok(meiden);
    if (isFinderRead(path)) return ok(NO_FACETS);
    return undefined;
  }, options);
}
/** The vendor reads only (the finder's answered aside). */
const vendorReads = (seen: string[]) => seen.filter((call) => !call.includes('/api/catalog/'));

function renderAt(url: string) {
  return renderWithProviders(<CataloguePage />, { url, path: PATH, history: ['/product/Machine%20Tools'] });
}

const seriesNames = () =>
  within(screen.getByRole('region', { name: /series|CNC|Machining|Grinding|Unknown/ }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('CataloguePage', () => {
  it('shows every series for All, with the vendor as title and All marked current', async () => {
    const api = vendorsApi();
    renderAt('/product/catalog/Machine%20Tools/11?category=All');

    expect(await screen.findByRole('heading', { level: 1, name: 'Kanto Precision Machinery Catalog' })).toBeInTheDocument();
    expect(document.title).toBe('Kanto Precision Machinery Catalog | Mitra Presisi Teknik');
    expect(seriesNames()).toEqual(['NL Series', 'NLX Series', 'DMU Series']);

    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('link', { name: 'All 3 series' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'CNC Lathes 2 series' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'CNC Lathes 2 series' })).toHaveAttribute(
      'href',
      '/product/catalog/Machine%20Tools/11?category=101',
    );

    expect(api.seen).toEqual(['GET /api/vendor/detail/11', 'GET /api/catalog/facets']);
    expect(api.configs[0]!.headers?.Authorization).toBeUndefined();
  });

  it('makes a series card a link to its PDF in a new tab, and a no_pdf series a red tag, not a link', async () => {
    vendorsApi();
    renderAt('/product/catalog/Machine%20Tools/11?category=101');

    const brochure = await screen.findByRole('link', { name: /^NL Series View brochure/ });
    expect(brochure).toHaveAttribute('href', '/storage/files/brochure-1001.pdf');
    expect(brochure).toHaveAttribute('target', '_blank');
    expect(brochure).toHaveAttribute('rel', 'noopener noreferrer');
    expect(brochure.querySelector('img')).toHaveAttribute('src', '/storage/variants/images/1101.jpg/w960.jpg');

    const noPdf = screen.getByRole('heading', { level: 3, name: 'NLX Series' }).closest('li')!;
    expect(within(noPdf).getByText('PDF Not Available')).toHaveClass('pr-tag--danger');
    expect(within(noPdf).getByRole('article')).not.toContainElement(within(noPdf).queryByRole('link'));
    expect(
      within(noPdf)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/product/series/1002']);
    expect(within(noPdf).getByRole('img', { name: 'NLX Series' })).toBeInTheDocument();
  });

  it('opens a series page from its card’s models link', async () => {
    vendorsApi();
    const user = userEvent.setup();
    renderAt('/product/catalog/Machine%20Tools/11?category=101');
    await user.click(await screen.findByRole('link', { name: 'NL Series: 2 models' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/product/series/1001');
  });

  it('filters to one category and marks it current', async () => {
    vendorsApi();
    renderAt('/product/catalog/Machine%20Tools/11?category=102');
    expect(await screen.findByRole('heading', { level: 2, name: 'Machining Centers' })).toBeInTheDocument();
    expect(seriesNames()).toEqual(['DMU Series']);
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('link', { name: /Machining Centers/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /^All/ })).not.toHaveAttribute('aria-current');
  });

  it('follows the category links', async () => {
    vendorsApi();
    const user = userEvent.setup();
    renderAt('/product/catalog/Machine%20Tools/11?category=All');
    await user.click(await screen.findByRole('link', { name: /CNC Lathes/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/product/catalog/Machine%20Tools/11?category=101');
    expect(seriesNames()).toEqual(['NL Series', 'NLX Series']);
  });

  it('turns category=undefined into All, in the URL too', async () => {
    vendorsApi();
    renderAt('/product/catalog/Machine%20Tools/11?category=undefined');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/product/catalog/Machine%20Tools/11?category=All'));
    expect(await screen.findByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'page');
    expect(seriesNames()).toHaveLength(3);
  });

  it('shows every series for a non-numeric category, leaving the URL alone', async () => {
    vendorsApi();
    renderAt('/product/catalog/Machine%20Tools/11?category=lathes');
    expect(await screen.findByRole('heading', { level: 2, name: 'All series' })).toBeInTheDocument();
    expect(seriesNames()).toHaveLength(3);
    expect(screen.getByTestId('location')).toHaveTextContent('?category=lathes');
  });

  it('goes back when the category query is missing, without fetching', async () => {
    const api = vendorsApi();
    renderAt('/product/catalog/Machine%20Tools/11');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/product\/Machine%20Tools$/));
    expect(api.seen).toEqual([]);
  });

  it('goes to the manufacture type when opened without a category in a fresh tab', async () => {
    const api = vendorsApi();
    renderWithProviders(<CataloguePage />, { url: '/product/catalog/Machine%20Tools/11', path: PATH });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/product\/Machine%20Tools$/));
    expect(api.seen).toEqual([]);
  });

  it('says so when the category is not one of the vendor’s', async () => {
    vendorsApi();
    renderAt('/product/catalog/Machine%20Tools/11?category=999');
    expect(await screen.findByRole('heading', { name: 'This category is not in this catalogue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^All/ })).not.toHaveAttribute('aria-current');
  });

  it('switches distributor from the drop-down and resets the category to All', async () => {
    vendorsApi();
    const user = userEvent.setup();
    renderAt('/product/catalog/Machine%20Tools/11?category=101');
    const select = await screen.findByRole('combobox', { name: 'Distributor' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Kanto Precision Machinery', 'Meiden Machine Works']);
    expect(select).toHaveValue('11');

    await user.selectOptions(select, 'Meiden Machine Works');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/product/catalog/Machine%20Tools/12?category=All');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meiden Machine Works Catalog' })).toBeInTheDocument();
    expect(seriesNames()).toEqual(['MV Series']);
    expect(screen.getByRole('combobox', { name: 'Distributor' })).toHaveValue('12');
  });

  it('goes back to the manufacture type with its button', async () => {
    vendorsApi();
    const user = userEvent.setup();
    renderAt('/product/catalog/Machine%20Tools/11?category=All');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: /Back to the manufacture type/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/product\/Machine%20Tools$/);
  });

  it('shows a loading state, with the back button already usable', async () => {
    const api = vendorsApi({ hold: true });
    renderAt('/product/catalog/Machine%20Tools/11?category=All');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading catalogue…');
    expect(screen.getByRole('button', { name: /Back to the manufacture type/ })).toBeEnabled();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    // The category list, heading and cards hold their places (no layout shift), hidden from readers.
    const skeleton = screen.getByTestId('catalogue-skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton.querySelectorAll('.pr-series-grid > li')).toHaveLength(12);
    act(() => api.release());
    expect(await screen.findByRole('heading', { level: 1, name: 'Kanto Precision Machinery Catalog' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByTestId('catalogue-skeleton')).not.toBeInTheDocument();
  });

  it('shows an empty state, not a toast, when the vendor fetch fails, and retries', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    installFakeApi((path) => (isFinderRead(path) ? ok(NO_FACETS) : ++attempts === 1 ? fail(500, 'Database unavailable') : ok(kanto)));
    const user = userEvent.setup();
    const { store } = renderAt('/product/catalog/Machine%20Tools/11?category=All');

    expect(await screen.findByRole('heading', { name: 'This catalogue is not available right now' })).toBeInTheDocument();
    expect(store.getState().overlays.snackbars).toEqual([]);
    expect(document.title).toBe('Catalog | Mitra Presisi Teknik');
    expect(screen.getByRole('button', { name: /Back to the manufacture type/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kanto Precision Machinery Catalog' })).toBeInTheDocument();
  });

  it('shows an empty state when the API cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installUnreachableApi();
    const { store } = renderAt('/product/catalog/Machine%20Tools/11?category=All');
    expect(await screen.findByRole('heading', { name: 'This catalogue is not available right now' })).toBeInTheDocument();
    expect(store.getState().overlays.snackbars).toEqual([]);
  });

  it('says the distributor is not found when the API answers 404', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = installFakeApi(() => fail(404, 'Vendor not found'));
    renderAt('/product/catalog/Machine%20Tools/77?category=All');
    expect(await screen.findByRole('heading', { name: 'Distributor not found' })).toBeInTheDocument();
    expect(vendorReads(api.seen)).toEqual(['GET /api/vendor/detail/77']);
  });

  it('does not call the API for a non-numeric vendor id', () => {
    const api = vendorsApi();
    renderAt('/product/catalog/Machine%20Tools/abc?category=All');
    expect(screen.getByRole('heading', { name: 'Distributor not found' })).toBeInTheDocument();
    expect(api.seen).toEqual([]);
  });

  it('shows an empty state for a vendor without series', async () => {
    installFakeApi((path) => ok(isFinderRead(path) ? NO_FACETS : vendor(13, 2, [], { name: 'Quiet Vendor' })));
    renderAt('/product/catalog/Machine%20Tools/13?category=All');
    expect(await screen.findByRole('heading', { name: 'No series listed yet' })).toBeInTheDocument();
    // Without the type's vendor list, the drop-down still names the current vendor.
    expect(within(screen.getByRole('combobox', { name: 'Distributor' })).getAllByRole('option')).toHaveLength(1);
  });

  it('does not go back when rendered once more for the next, non-catalogue location', async () => {
    vendorsApi();
    const user = userEvent.setup();
    renderWithProviders(<CataloguePage />, {
      url: '/product/catalog/Machine%20Tools/11?category=All',
      path: [PATH, '/product/:type'],
      history: ['/products'],
    });
    await user.click(await screen.findByRole('button', { name: /Back to the manufacture type/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/product\/Machine%20Tools$/);
    // Still there after effects have run: the missing ?category did not send it back.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/product\/Machine%20Tools$/);
  });
});

describe('CataloguePage in Indonesian', () => {
  it('names the catalogue, its categories and headings in Indonesian; an untranslated category in English, marked', async () => {
    const type = { ...kanto.mt_manufacture_type!, name_id: 'Mesin Perkakas' };
    const translated = vendor(
      11,
      2,
      [
        category(101, 11, [series(1001, 101, { name: 'NL Series', product_count: 3 })], { name: 'CNC Lathes', name_id: 'Mesin Bubut CNC' }),
        category(102, 11, [series(1003, 102, { name: 'DMU Series' })], { name: 'Machining Centers', name_id: null }),
      ],
      { name: 'Kanto Precision Machinery', mt_manufacture_type: type },
    );
    installFakeApi((path) => (path === '/api/vendor/detail/11' ? ok(translated) : undefined));
    renderWithProviders(<CataloguePage />, { url: '/product/catalog/Machine%20Tools/11?category=All', path: PATH, locale: 'id' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Katalog Kanto Precision Machinery' })).toBeInTheDocument();
    expect(document.title).toBe('Katalog Kanto Precision Machinery | Mitra Presisi Teknik');
    expect(screen.getByText('Mesin Perkakas')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Semua seri' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Kategori' });
    expect(within(nav).getByRole('link', { name: 'Semua 2 seri' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Mesin Bubut CNC 1 seri' })).toBeInTheDocument();
    expect(within(nav).getByText('Machining Centers')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'NL Series: 3 model' })).toHaveAttribute('href', '/product/series/1001');
    expect(screen.getByRole('button', { name: 'Buka' })).toBeInTheDocument();
  });
});
