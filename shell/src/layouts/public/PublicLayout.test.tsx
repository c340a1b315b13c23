import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_SETTINGS } from '@mfe/catalogue-core/site-settings-defaults';
import { siteSettingsApi } from '@mfe/shared-ui';
import { fail, installFakeApi, ok } from '@mfe/shared-ui/test/fakeApi';
import { renderShell, setViewportWidth } from '../../testing/renderShell';

describe('public layout', () => {
  // The footer reads the site settings: answered, so that no test logs them unreachable.
  beforeEach(() => installFakeApi().on('GET', '/api/settings', ok(DEFAULT_SITE_SETTINGS)));
  afterEach(() => setViewportWidth(1280));

  it('shows the four nav links on a wide screen and a brand link home', async () => {
    setViewportWidth(1280);
    renderShell({ path: '/about' });
    await screen.findByText(/^Stub/);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Products', 'About Us', 'Contact']);
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Mitra Presisi Teknik' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('is transparent at the top and solid once scrolled', async () => {
    renderShell({ path: '/' });
    await screen.findByText(/^Stub/);
    const bar = screen.getByRole('banner');
    expect(bar).toHaveAttribute('data-solid', 'false');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 120 });
    fireEvent.scroll(window);
    expect(bar).toHaveAttribute('data-solid', 'true');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    fireEvent.scroll(window);
    expect(bar).toHaveAttribute('data-solid', 'false');
  });

  it('below 960 px opens the links in an overlay from a menu button; Escape closes it', async () => {
    setViewportWidth(375);
    renderShell({ path: '/' });
    await screen.findByText(/^Stub/);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    // The four links, then the switch to the page in the other language.
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Products', 'About Us', 'Contact', 'Bahasa Indonesia']);
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes the overlay menu when a link is followed', async () => {
    setViewportWidth(375);
    renderShell({ path: '/' });
    await screen.findByText(/^Stub/);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Products' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
  });

  it('has a footer with the facts of the site settings, the e-mail itself, and Contact linking to /about', async () => {
    const settings = { ...DEFAULT_SITE_SETTINGS, company_name: 'PT Contoh Presisi', phone: '+62 21 555 0142', copyright_year: 2026 };
    installFakeApi().on('GET', '/api/settings', ok(settings));
    renderShell({ path: '/' });
    await screen.findByText(/^Stub/);
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('heading', { name: 'PT Contoh Presisi' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '+62 21 555 0142' })).toHaveAttribute('href', 'tel:+62215550142');
    expect(within(footer).getByRole('link', { name: settings.sales_email })).toHaveAttribute('href', `mailto:${settings.sales_email}`);
    expect(footer).toHaveTextContent(/Bekasi/);
    expect(footer).toHaveTextContent('© 2026 PT Contoh Presisi');
    const links = within(within(footer).getByRole('navigation', { name: 'Footer' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Products', '/products'],
      ['About Us', '/about'],
      ['Contact', '/about'],
    ]);
  });

  it('keeps its footer when the settings cannot be read: the site name and the links, no contact facts', async () => {
    installFakeApi().on('GET', '/api/settings', fail(503, 'Service unavailable'));
    const { store } = renderShell({ path: '/' });
    await screen.findByText(/^Stub/);
    await waitFor(() => expect(siteSettingsApi.endpoints.getSiteSettings.select()(store.getState()).isError).toBe(true));
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Mitra Presisi Teknik' })).toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: /^\+62/ })).not.toBeInTheDocument();
    expect(within(within(footer).getByRole('navigation', { name: 'Footer' })).getAllByRole('link')).toHaveLength(4);
  });
});
