import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_SETTINGS } from '@mfe/catalogue-core/site-settings-defaults';
import { LOCALE_STORAGE_KEY } from '@mfe/shared-ui';
import { installFakeApi, ok } from '@mfe/shared-ui/test/fakeApi';
import { renderShell, setViewportWidth } from '../../../testing/renderShell';
import { SUGGESTION_DISMISSED_KEY } from './LanguageSuggestion';

// Issue 22: the nav bar and the mobile menu link the same page in the other language (a full
// navigation, remembered), and a page in the other language than the remembered one offers it.

const CATALOGUE = '/product/catalog/Machine%20Tools/3?category=5';

/** Clicks a link without leaving the page (jsdom cannot navigate); what its own click handler does still runs. */
async function clickWithoutNavigating(link: HTMLElement) {
  link.addEventListener('click', (event) => event.preventDefault());
  await userEvent.click(link);
}

// The footer reads the site settings: answered, so that no test logs them unreachable.
beforeEach(() => installFakeApi().on('GET', '/api/settings', ok(DEFAULT_SITE_SETTINGS)));

describe('language switch', () => {
  afterEach(() => {
    setViewportWidth(1280);
    sessionStorage.clear();
  });

  it('links an English catalogue page to the same catalogue in /id, path and query kept', async () => {
    renderShell({ path: CATALOGUE });
    await screen.findByText(/^Stub/);
    const link = within(screen.getByRole('banner')).getByRole('link', { name: 'Bahasa Indonesia' });
    expect(link).toHaveAttribute('href', `/id${CATALOGUE}`);
    expect(link).toHaveAttribute('hreflang', 'id');
    expect(link).toHaveAttribute('lang', 'id');
  });

  it('keeps only the query parameters the page reads (the link the server rendered, so hydration meets it)', async () => {
    renderShell({ path: `${CATALOGUE}&utm_source=newsletter` });
    await screen.findByText(/^Stub/);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Bahasa Indonesia' })).toHaveAttribute('href', `/id${CATALOGUE}`);
  });

  it('links an Indonesian page to its English twin, and remembers the choice on click', async () => {
    renderShell({ path: `/id${CATALOGUE}`, locale: 'id' });
    await screen.findByText(/^Stub/);
    const link = within(screen.getByRole('banner')).getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', CATALOGUE);
    expect(link).toHaveAttribute('hreflang', 'en');
    await clickWithoutNavigating(link);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
  });

  it('is in the mobile menu too', async () => {
    setViewportWidth(375);
    renderShell({ path: '/id/about', locale: 'id' });
    await screen.findByText(/^Stub/);
    await userEvent.click(screen.getByRole('button', { name: 'Buka menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/about');
    expect(within(menu).getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/id');
  });
});

describe('language suggestion', () => {
  afterEach(() => sessionStorage.clear());

  /** Lets the page's effects settle (the suggestion's dictionary load), so an absent note is absent for good. */
  const settled = () => act(async () => {});

  it('offers the page in the remembered language when this page is in the other one, in that language', async () => {
    renderShell({ path: '/about', remembered: 'id' });
    const note = await screen.findByRole('note');
    expect(note).toHaveAttribute('lang', 'id');
    expect(note).toHaveTextContent('Halaman ini juga tersedia dalam Bahasa Indonesia.');
    expect(within(note).getByRole('link', { name: 'Baca dalam Bahasa Indonesia' })).toHaveAttribute('href', '/id/about');
  });

  it('says nothing when the page is in the remembered language, or when nothing was remembered', async () => {
    const same = renderShell({ path: '/id/about', locale: 'id', remembered: 'id' });
    await screen.findByText(/^Stub/);
    await settled();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    same.unmount();
    renderShell({ path: '/about' });
    await screen.findByText(/^Stub/);
    await settled();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('can be dismissed for the rest of the visit', async () => {
    renderShell({ path: '/id/about', locale: 'id', remembered: 'en' });
    const note = await screen.findByRole('note');
    await userEvent.click(within(note).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SUGGESTION_DISMISSED_KEY)).toBe('1');
  });

  it('is not offered again on the next page of a visit that dismissed it', async () => {
    sessionStorage.setItem(SUGGESTION_DISMISSED_KEY, '1');
    renderShell({ path: '/id/about', locale: 'id', remembered: 'en' });
    await screen.findByText(/^Stub/);
    await settled();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
