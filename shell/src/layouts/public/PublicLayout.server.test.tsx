import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DEFAULT_SITE_SETTINGS } from '@mfe/catalogue-core/site-settings-defaults';
import { baseApi, createAppStore, siteSettingsApi, type AppStore, type Locale } from '@mfe/shared-ui';
import { installFakeApi, ok, type FakeApi } from '@mfe/shared-ui/test/fakeApi';
import { setViewportWidth } from '../../testing/renderShell';
import { PublicLayout } from './PublicLayout';

// Issue 10: the shell's server renders this layout and the browser hydrates it. The HTML must be
// right on a phone and a desktop alike (CSS picks links or menu button), and equal to the browser's
// first render whatever its width and scroll position.

const SETTINGS = { ...DEFAULT_SITE_SETTINGS, phone: '+62 21 555 0168' };

/** A store as the shell's server fills it before rendering: the site settings read (renderPage.ts). */
async function serverStore(locale: Locale = 'en'): Promise<AppStore> {
  const store = createAppStore({ locale });
  await store.dispatch(siteSettingsApi.endpoints.getSiteSettings.initiate());
  return store;
}

/** The browser's store, from the server's handover of its RTK Query cache. */
const browserStore = (server: AppStore, locale: Locale) =>
  createAppStore({ locale, preloadedState: { [baseApi.reducerPath]: server.getState()[baseApi.reducerPath] } });

/** The layout of a page in a locale, at its URL under the locale's prefix (basename), as the shell renders it. */
function layout(store: AppStore, locale: Locale = 'en') {
  const basename = locale === 'id' ? '/id' : undefined;
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[`${basename ?? ''}/about?utm=1`]} basename={basename}>
        <Routes>
          <Route element={<PublicLayout heroUnderNav />}>
            <Route path="about" element={<p>Page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>
  );
}

describe('public layout, server-rendered', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi().on('GET', '/api/settings', ok(SETTINGS));
  });
  afterEach(() => {
    setViewportWidth(1280);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('renders both the links and the menu button, neither hidden, whatever the browser says', async () => {
    const store = await serverStore();
    const wide = renderToString(layout(store));
    setViewportWidth(375);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
    const narrowScrolled = renderToString(layout(store));
    expect(narrowScrolled).toBe(wide);
    expect(wide).toContain('aria-label="Open menu"');
    expect(wide).toContain('aria-label="Main"');
    expect(wide).not.toContain('hidden=""');
    expect(wide).toContain('data-solid="false"');
  });

  it("renders the footer with the settings' facts in the HTML", async () => {
    const html = renderToString(layout(await serverStore()));
    expect(html).toContain('<a href="tel:+62215550168">+62 21 555 0168</a>');
    expect(html).toContain(`© ${SETTINGS.copyright_year} ${SETTINGS.company_name}`);
  });

  it('renders an Indonesian page’s layout in Indonesian, its links under /id, the switch to the English twin', async () => {
    const html = renderToString(layout(await serverStore('id'), 'id'));
    expect(html).toContain('aria-label="Buka menu"');
    expect(html).toContain('href="/id/products" data-discover="true">Produk</a>');
    // Without the query parameters the route does not read (the page is rendered and cached without them).
    expect(html).toContain('<a href="/about" hrefLang="en" lang="en">English</a>');
    // The suggestion to switch waits for the browser: the server's HTML is the same for everyone.
    expect(html).not.toContain('language-suggestion');
  });

  it.each([
    [375, 'en'],
    [1280, 'en'],
    [375, 'id'],
    [1280, 'id'],
  ] as const)(
    'hydrates at %i px (%s), scrolled, without a mismatch or a second read; then marks the unused control hidden',
    async (width, locale) => {
      const server = await serverStore(locale);
      const html = renderToString(layout(server, locale));
      setViewportWidth(width);
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const errors: string[] = [];
      const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args.map(String).join(' ')));
      let root: ReturnType<typeof hydrateRoot> | undefined;
      try {
        await act(async () => {
          root = hydrateRoot(container, layout(browserStore(server, locale), locale), { onRecoverableError: (error) => errors.push(String(error)) });
        });
      } finally {
        consoleError.mockRestore();
      }
      expect(errors).toEqual([]);
      // The settings came with the handover: the browser did not ask again.
      expect(api.seen).toEqual(['GET /api/settings']);
      // After hydration the browser's values apply: solid (scrolled), and the other control hidden.
      expect(container.querySelector('header')).toHaveAttribute('data-solid', 'true');
      const button = container.querySelector('.public-nav__menu-button')!;
      const links = container.querySelector('.public-nav__wide')!;
      expect(button.hasAttribute('hidden')).toBe(width >= 960);
      expect(links.hasAttribute('hidden')).toBe(width < 960);
      act(() => root?.unmount());
      container.remove();
    },
  );
});
