import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LandingPage from './LandingPage';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { fail, installFakeApi, ok } from '@mfe/shared-ui/test/fakeApi';
import { manufactureType } from '../../../test/catalogueFixtures';
import { siteSettings, withSiteSettings } from '../../../test/siteSettings';
import type { LandingSection } from '../types/landingSection';

const TYPES = [
  manufactureType(1, 'Engineering & Services'),
  manufactureType(2, 'Machine Tools'),
  manufactureType(3, 'Cutting Tools', { image: null, image_id: null }),
];

const paged = (rows: unknown[]) => ok({ data: rows, total: rows.length, per_page: 100, current_page: 1, last_page: 1 });

function renderLanding(section: LandingSection = 'home') {
  return renderWithProviders(<LandingPage section={section} />, { url: '/', path: '/' });
}

describe('LandingPage', () => {
  it('shows the hero, then one tile per manufacture type with a See More link to its page', async () => {
    const api = installFakeApi(withSiteSettings((path) => (path === '/api/manufacture-type' ? paged(TYPES) : undefined)));
    renderLanding();

    expect(await screen.findByRole('heading', { level: 1, name: /^Machines, tools and precision engineering/ })).not.toHaveAttribute('lang');

    expect(await screen.findByRole('heading', { name: 'Machine Tools', level: 3 })).toBeInTheDocument();
    // Visibly 'See More'; named for what it opens.
    const seeMore = screen.getAllByRole('link', { name: /^See More: .+ products$/ });
    expect(seeMore.map((a) => a.textContent)).toEqual([
      'See More: Engineering & Services products',
      'See More: Machine Tools products',
      'See More: Cutting Tools products',
    ]);
    expect(seeMore.map((a) => a.firstChild?.textContent)).toEqual(['See More', 'See More', 'See More']);
    expect(seeMore.map((a) => a.getAttribute('href'))).toEqual([
      '/product/Engineering%20%26%20Services',
      '/product/Machine%20Tools',
      '/product/Cutting%20Tools',
    ]);
    expect(screen.getByRole('img', { name: 'Machine Tools' })).toHaveAttribute('src', '/storage/variants/images/302.jpg/w640.jpg');
    expect(screen.getByRole('img', { name: 'Cutting Tools (image not available)' })).toBeInTheDocument();

    // Public reads: the site settings, and every type on one page, no token.
    expect(api.seen).toEqual(['GET /api/settings', 'GET /api/manufacture-type']);
    const [typesRead] = api.calls('GET', '/api/manufacture-type');
    expect(typesRead!.params).toEqual({ page: 1, items_per_page: 100 });
    expect(api.configs.map((config) => config.headers?.Authorization)).toEqual([undefined, undefined]);
  });

  it('frames each tile’s image by its crop (issue 20)', async () => {
    const portrait = manufactureType(2, 'Machine Tools', {
      image: { id: 2, name: 'Portrait', image_path: 'images/2.jpg', focus_x: 50, focus_y: 30, fit: 'cover' },
    });
    installFakeApi(withSiteSettings((path) => (path === '/api/manufacture-type' ? paged([portrait]) : undefined)));
    renderLanding();
    expect((await screen.findByRole('img', { name: 'Machine Tools' })).style.objectPosition).toBe('50% 30%');
  });

  it('shows the loading overlay and an inline loading state until the list arrives', async () => {
    const api = installFakeApi(
      withSiteSettings(() => paged(TYPES)),
      { hold: true },
    );
    const { store } = renderLanding();

    expect(await screen.findByRole('status')).toHaveTextContent('Loading products…');
    await waitFor(() => expect(store.getState().overlays.loadingCount).toBe(1));

    act(() => api.release());
    expect(await screen.findByRole('heading', { name: 'Machine Tools' })).toBeInTheDocument();
    expect(screen.queryByText('Loading products…')).not.toBeInTheDocument();
    expect(store.getState().overlays.loadingCount).toBe(0);
  });

  it('shows See More when a tile gets keyboard focus, and hides it when focus leaves', async () => {
    installFakeApi(withSiteSettings(() => paged(TYPES.slice(1, 2))));
    const user = userEvent.setup();
    renderLanding();
    const media = await screen.findByTestId('product-type-media');
    expect(media).not.toHaveClass('pr-tile__media--active');

    // Tab through the hero's two links to the tile's image, then to its See More link.
    const imageButton = screen.getByRole('button', { name: 'Enlarge the Machine Tools image' });
    while (document.activeElement !== imageButton) await user.tab();
    expect(media).toHaveClass('pr-tile__media--active');
    await user.tab();
    expect(screen.getByRole('link', { name: 'See More: Machine Tools products' })).toHaveFocus();
    expect(media).toHaveClass('pr-tile__media--active');

    await user.tab();
    expect(media).not.toHaveClass('pr-tile__media--active');
  });

  it('shows See More on hover', async () => {
    installFakeApi(withSiteSettings(() => paged(TYPES.slice(1, 2))));
    const user = userEvent.setup();
    renderLanding();
    const media = await screen.findByTestId('product-type-media');
    await user.hover(media);
    expect(media).toHaveClass('pr-tile__media--active');
    await user.unhover(media);
    expect(media).not.toHaveClass('pr-tile__media--active');
  });

  it('opens the full-screen image viewer from a tile image', async () => {
    installFakeApi(withSiteSettings(() => paged(TYPES.slice(1, 2))));
    const user = userEvent.setup();
    const { store } = renderLanding();
    await user.click(await screen.findByRole('button', { name: 'Enlarge the Machine Tools image' }));
    expect(store.getState().overlays.imageViewer).toEqual({ open: true, src: '/storage/variants/images/302.jpg/w1920.jpg', alt: 'Machine Tools' });
  });

  it('says so when there are no manufacture types', async () => {
    installFakeApi(withSiteSettings(() => paged([])));
    renderLanding();
    expect(await screen.findByRole('heading', { name: 'No products listed yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^See More/ })).not.toBeInTheDocument();
  });

  it('shows an error with a working retry, and the spec’s error snackbar', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    installFakeApi(withSiteSettings(() => (++attempts === 1 ? fail(500, 'Database unavailable') : paged(TYPES))));
    const user = userEvent.setup();
    const { store } = renderLanding();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent('Products could not be loaded');
    expect(store.getState().overlays.snackbars.map((s) => s.message)).toEqual(['Failed when fetching vendor: Database unavailable']);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Machine Tools' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['home', 'Home | Mitra Presisi Teknik'],
    ['products', 'Products | Mitra Presisi Teknik'],
    ['about', 'About Us | Mitra Presisi Teknik'],
    ['contact', 'Contact | Mitra Presisi Teknik'],
  ] as const)('titles the %s route "%s"', async (section, title) => {
    installFakeApi(withSiteSettings(() => paged(TYPES)));
    renderLanding(section);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('has the Products and About Us sections as headings, and a link to the company profile', async () => {
    installFakeApi(withSiteSettings(() => paged(TYPES)));
    renderLanding();
    expect(screen.getByRole('heading', { name: 'Products', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About Us', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Our company profile' })).toHaveAttribute('href', '/product/Engineering%20%26%20Services');
    await screen.findByRole('heading', { name: 'Machine Tools' });
  });
});

describe('LandingPage in Indonesian', () => {
  it("speaks Indonesian: hero, sections and tiles with the types' Indonesian names, English marked where untranslated", async () => {
    const settings = siteSettings({ tagline_id: 'Mesin untuk pabrik Anda', about_id: 'Tentang perusahaan kami.' });
    installFakeApi(
      withSiteSettings(
        (path) =>
          path === '/api/manufacture-type'
            ? paged([manufactureType(2, 'Machine Tools', { name_id: 'Mesin Perkakas' }), manufactureType(3, 'Cutting Tools', { name_id: null })])
            : undefined,
        settings,
      ),
    );
    renderWithProviders(<LandingPage section="about" />, { url: '/', path: '/', locale: 'id' });

    // The settings' Indonesian tagline and About text.
    expect(await screen.findByRole('heading', { level: 1, name: 'Mesin untuk pabrik Anda' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { level: 2, name: 'Produk' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Tentang Kami' })).toBeInTheDocument();
    expect(screen.getByText('Tentang perusahaan kami.')).not.toHaveAttribute('lang');
    expect(document.title).toBe('Tentang Kami | Mitra Presisi Teknik');

    const translated = await screen.findByRole('heading', { name: 'Mesin Perkakas', level: 3 });
    expect(translated).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { name: 'Cutting Tools', level: 3 })).toHaveAttribute('lang', 'en');
    // The link keeps the English name in its path (the router's basename adds /id).
    expect(screen.getByRole('link', { name: 'Selengkapnya: produk Mesin Perkakas' })).toHaveAttribute('href', '/product/Machine%20Tools');
    expect(screen.getByRole('heading', { level: 2, name: 'Minta penawaran' })).toBeInTheDocument();
  });
});

describe('LandingPage and the site settings', () => {
  it('shows an untranslated tagline and About text in English on an Indonesian page, marked lang="en"', async () => {
    const settings = siteSettings({ tagline: 'Precision for your lines', tagline_id: '', about: 'We build machines.', about_id: null });
    installFakeApi(withSiteSettings(() => paged(TYPES), settings));
    renderWithProviders(<LandingPage section="about" />, { url: '/', path: '/', locale: 'id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Precision for your lines' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('We build machines.')).toHaveAttribute('lang', 'en');
  });

  it('shows a changed company name, city and founding year from the settings', async () => {
    const settings = siteSettings({
      company_name: 'PT Contoh Baru',
      city: 'Karawang',
      history: [{ year: 1999, title: 'Founded', title_id: null, text: 'Opened.', text_id: null }],
    });
    installFakeApi(withSiteSettings(() => paged(TYPES), settings));
    renderLanding('about');
    expect(await screen.findByText('PT Contoh Baru')).toHaveClass('pr-hero__eyebrow');
    expect(screen.getByText(/— since 1999\.$/)).toHaveClass('pr-hero__lead');
    expect(screen.getByText('1999', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Founded in Karawang')).toBeInTheDocument();
  });

  it('still renders when the settings cannot be read: the site name as the hero, its links, the products', async () => {
    installFakeApi((path) => (path === '/api/settings' ? fail(503, 'Service unavailable') : paged(TYPES)));
    const { store } = renderLanding('about');
    expect(await screen.findByRole('heading', { name: 'Machine Tools', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mitra Presisi Teknik');
    expect(screen.getByRole('link', { name: 'Our company profile' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    // Quietly: the page says what it can, no error snackbar for the settings.
    expect(store.getState().overlays.snackbars).toEqual([]);
  });
});
