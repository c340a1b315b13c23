import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProductTypePage from './ProductTypePage';
import en from '../../../messages/en';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { fail, installFakeApi, ok } from '@mfe/shared-ui/test/fakeApi';
import { category, manufactureTypeDetail, series, vendor } from '../../../test/catalogueFixtures';
import { siteSettings, withSiteSettings } from '../../../test/siteSettings';

const machineTools = manufactureTypeDetail(2, 'Machine Tools', [
  vendor(
    11,
    2,
    [category(101, 11, [series(1001, 101), series(1002, 101)], { name: 'CNC Lathes' }), category(102, 11, [], { name: 'Grinding Machines' })],
    {
      name: 'Kanto Precision Machinery',
    },
  ),
  vendor(12, 2, [], { name: 'Meiden Machine Works', image: null }),
]);

function renderAt(url: string, path = '/product/:type') {
  return renderWithProviders(<ProductTypePage />, { url, path, history: ['/products'] });
}

describe('ProductTypePage', () => {
  it('shows the banner and a row per distributor, each leading to its catalogue', async () => {
    const api = installFakeApi((path) => (path === '/api/manufacture-type/detail/name/Machine%20Tools' ? ok(machineTools) : undefined));
    renderAt('/product/Machine%20Tools');

    expect(await screen.findByRole('heading', { level: 1, name: 'Machine Tools' })).toBeInTheDocument();
    // The heading shows the route's name at once; the description arrives with the data.
    expect(await screen.findByText('Machine Tools for automotive lines.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Distributors' })).toBeInTheDocument();
    expect(document.title).toBe('Machine Tools | Mitra Presisi Teknik');

    const kanto = screen.getByRole('article', { name: 'Kanto Precision Machinery' });
    expect(within(kanto).getByRole('link', { name: 'Kanto Precision Machinery' })).toHaveAttribute(
      'href',
      '/product/catalog/Machine%20Tools/11?category=All',
    );
    const lathes = within(kanto).getByRole('link', { name: 'CNC Lathes 2 series' });
    expect(lathes).toHaveAttribute('href', '/product/catalog/Machine%20Tools/11?category=101');
    expect(lathes.querySelector('img')).toHaveAttribute('src', '/storage/variants/images/1101.jpg/w640.jpg');
    // A category without series (and so without a picture) shows the fallback icon.
    const grinding = within(kanto).getByRole('link', { name: 'Grinding Machines 0 series' });
    expect(within(grinding).getByTestId('image-fallback')).toBeInTheDocument();
    expect(within(kanto).getByRole('link', { name: 'See more from Kanto Precision Machinery' })).toHaveAttribute(
      'href',
      '/product/catalog/Machine%20Tools/11?category=All',
    );

    // A vendor without categories still has its row and its See more card.
    const meiden = screen.getByRole('article', { name: 'Meiden Machine Works' });
    expect(within(meiden).getAllByRole('link')).toHaveLength(2);

    expect(api.configs[0]!.headers?.Authorization).toBeUndefined();
  });

  it('shows fallback text when the type has no description, and an empty state without distributors', async () => {
    installFakeApi(() => ok(manufactureTypeDetail(3, 'Cutting Tools', [], { description: null })));
    renderAt('/product/Cutting%20Tools');
    expect(await screen.findByText(en.fallbackTypeDescription)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No distributors listed yet' })).toBeInTheDocument();
  });

  it('shows a loading state until the type arrives', async () => {
    const api = installFakeApi(() => ok(machineTools), { hold: true });
    renderAt('/product/Machine%20Tools');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading distributors…');
    expect(screen.getByRole('heading', { level: 1, name: 'Machine Tools' })).toBeInTheDocument();
    // Rows of the real rows' size hold the place (no layout shift on arrival), hidden from readers.
    expect(screen.getByRole('heading', { level: 2, name: 'Distributors' })).toBeInTheDocument();
    expect(screen.getByTestId('distributors-skeleton')).toHaveAttribute('aria-hidden', 'true');
    act(() => api.release());
    expect(await screen.findByRole('article', { name: 'Kanto Precision Machinery' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByTestId('distributors-skeleton')).not.toBeInTheDocument();
  });

  it('shows not found, without a toast, for an unknown type, with a way back to the products', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi(() => fail(404, 'Manufacture type not found'));
    const { store } = renderAt('/product/Spaceships');
    expect(await screen.findByRole('heading', { name: 'Product type not found' })).toBeInTheDocument();
    expect(screen.getByText(/We could not find “Spaceships”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute('href', '/products');
    expect(store.getState().overlays.snackbars).toEqual([]);
  });

  it('shows an error with a working retry when the server fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    installFakeApi(() => (++attempts === 1 ? fail(503, 'Unavailable') : ok(machineTools)));
    const user = userEvent.setup();
    renderAt('/product/Machine%20Tools');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Distributors could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Distributors' })).toBeInTheDocument();
  });

  it('shows the company profile for the type whose page kind says so (Engineering & Services), whatever its name', async () => {
    const profile = manufactureTypeDetail(1, 'Engineering Division', [], { page_kind: 'company_profile' });
    const settings = siteSettings({
      phone: '+62 21 555 0199',
      map_url: 'https://www.openstreetmap.org/export/embed.html?bbox=1%2C2%2C3%2C4',
      services: [...siteSettings().services, { heading: 'Training', heading_id: null, text: 'Operators.\n\nMaintenance staff.', text_id: null }],
    });
    installFakeApi(
      withSiteSettings((path) => (path === '/api/manufacture-type/detail/name/Engineering%20Division' ? ok(profile) : undefined), settings),
    );
    renderAt('/product/Engineering%20Division');

    expect(await screen.findByRole('region', { name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Engineering Division' })).toBeInTheDocument();
    // The settings' company name and About text in the banner.
    expect(screen.getByText('PT Mitra Presisi Teknik')).toHaveClass('pr-type-banner__eyebrow');
    expect(screen.getByText(settings.about)).toHaveClass('pr-type-banner__text');
    expect(document.title).toBe('Engineering Division | Mitra Presisi Teknik');
    expect(screen.queryByRole('heading', { name: 'Distributors' })).not.toBeInTheDocument();

    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: '+62 21 555 0199' })).toHaveAttribute('href', 'tel:+62215550199');
    expect(within(contact).getByRole('link', { name: 'sales@mitrapresisi.example' })).toHaveAttribute('href', 'mailto:sales@mitrapresisi.example');
    expect(within(contact).getByText(/Bekasi 17530/)).toBeInTheDocument();
    expect(within(contact).getByTitle('Map: PT Mitra Presisi Teknik, Bekasi')).toHaveAttribute('src', settings.map_url);

    const timeline = screen.getByRole('region', { name: 'History timeline, scrollable' });
    expect(timeline).toHaveAttribute('tabindex', '0');
    const years = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.pr-history__year')?.textContent);
    expect(years[0]).toBe('2003');
    expect(years[1]).toBe('2008');
    expect(years.at(-1)).toBe('2024');

    for (const heading of ['Background', 'Sales division', 'Engineering division', 'Corporate philosophy', 'Mission', 'Training']) {
      expect(screen.getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
    }
    // A section's paragraphs are separated by a blank line in the settings.
    const training = screen.getByRole('heading', { level: 3, name: 'Training' }).parentElement!;
    expect([...training.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Operators.', 'Maintenance staff.']);
  });

  it('shows the company profile without its facts while the settings cannot be read', async () => {
    const profile = manufactureTypeDetail(1, 'Engineering & Services', [], { page_kind: 'company_profile' });
    installFakeApi((path) => (path.startsWith('/api/manufacture-type/detail/name/') ? ok(profile) : fail(503, 'Service unavailable')));
    renderAt('/product/Engineering%20%26%20Services');
    // The site's name above the title, the type's fallback sentence; no contact card, services or history.
    await waitFor(() => expect(screen.getByText(en.fallbackTypeDescription)).toHaveClass('pr-type-banner__text'));
    expect(screen.getByText('Mitra Presisi Teknik')).toHaveClass('pr-type-banner__eyebrow');
    expect(screen.getByRole('heading', { level: 1, name: 'Engineering & Services' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contact us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Our Services' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'History timeline, scrollable' })).not.toBeInTheDocument();
  });

  it('asked by a former name of a renamed type, replaces the URL with its current name', async () => {
    const renamed = manufactureTypeDetail(2, 'Machining Tools', []);
    installFakeApi((path) => (path.startsWith('/api/manufacture-type/detail/name/') ? ok(renamed) : undefined));
    renderAt('/product/Machine%20Tools');
    await screen.findByText('/product/Machining%20Tools');
    expect(screen.getByRole('heading', { level: 1, name: 'Machining Tools' })).toBeInTheDocument();
  });

  it('goes back when the route has no type', async () => {
    const api = installFakeApi(() => undefined);
    renderAt('/product', '/product');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/products$/);
    expect(api.seen).toEqual([]);
  });

  it('goes back for a blank type', async () => {
    installFakeApi(() => undefined);
    renderAt('/product/%20');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/products$/);
  });

  it('goes home for a blank type opened in a fresh tab', async () => {
    installFakeApi(() => undefined);
    renderWithProviders(<ProductTypePage />, { url: '/product/%20', path: ['/product/:type', '/'] });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('does not go back when rendered once more for the next, non-product location', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi(() => fail(404, 'Manufacture type not found'));
    const user = userEvent.setup();
    renderWithProviders(<ProductTypePage />, { url: '/product/Spaceships', path: ['/product/:type', '/products'], history: ['/'] });
    await user.click(await screen.findByRole('link', { name: 'Back to products' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/);
  });
});

describe('ProductTypePage in Indonesian', () => {
  it("titles the page with the type's Indonesian name; an untranslated description shows in English, marked", async () => {
    const type = manufactureTypeDetail(
      2,
      'Machine Tools',
      [
        vendor(11, 2, [category(101, 11, [series(1001, 101)], { name: 'CNC Lathes', name_id: 'Mesin Bubut CNC' })], {
          name: 'Kanto Precision Machinery',
          description: 'Japanese lathes.',
          description_id: null,
        }),
      ],
      { name_id: 'Mesin Perkakas', description: 'Machine tools.', description_id: 'Mesin perkakas untuk lini otomotif.' },
    );
    installFakeApi((path) => (path === '/api/manufacture-type/detail/name/Machine%20Tools' ? ok(type) : undefined));
    renderWithProviders(<ProductTypePage />, { url: '/product/Machine%20Tools', path: '/product/:type', locale: 'id' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mesin Perkakas' })).toBeInTheDocument();
    expect(screen.getByText('Mesin perkakas untuk lini otomotif.')).not.toHaveAttribute('lang');
    expect(document.title).toBe('Mesin Perkakas | Mitra Presisi Teknik');
    expect(screen.getByRole('heading', { level: 2, name: 'Distributor' })).toBeInTheDocument();
    expect(screen.getByText('Japanese lathes.')).toHaveAttribute('lang', 'en');
    const kanto = screen.getByRole('article', { name: 'Kanto Precision Machinery' });
    expect(within(kanto).getByRole('link', { name: 'Mesin Bubut CNC 1 seri' })).toHaveAttribute(
      'href',
      '/product/catalog/Machine%20Tools/11?category=101',
    );
    expect(within(kanto).getByRole('link', { name: 'Lihat semua dari Kanto Precision Machinery' })).toBeInTheDocument();
  });

  it('shows the company profile in Indonesian', async () => {
    installFakeApi(
      withSiteSettings((path) =>
        path.startsWith('/api/manufacture-type/')
          ? ok(manufactureTypeDetail(1, 'Engineering & Services', [], { page_kind: 'company_profile', name_id: 'Rekayasa & Layanan' }))
          : undefined,
      ),
    );
    renderWithProviders(<ProductTypePage />, { url: '/product/Engineering%20%26%20Services', path: '/product/:type', locale: 'id' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Rekayasa & Layanan' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Layanan Kami' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Divisi rekayasa' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sejarah' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Hubungi kami' })).toBeInTheDocument();
    expect(screen.getByText('Alamat')).toBeInTheDocument();
  });
});
