import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore, type Locale } from '@mfe/shared-ui';

// Renders a screen as the shell does: inside the one store (in the page's locale), a router at a
// given URL, and a Suspense boundary (the shell's RemoteScreen) for the messages.

interface Options {
  /** The URL the router starts at, e.g. '/product/catalog/Machine%20Tools/1?category=All'. */
  url: string;
  /**
   * The route pattern(s) the screen is mounted on, e.g. '/product/catalog/:type/:vendorId'. With
   * several, one instance serves them all, as in the shell, where one screen element renders once
   * more with the next route's location before the next screen replaces it.
   */
  path: string | string[];
  /** Earlier history entries, so that navigate(-1) has somewhere to go. */
  history?: string[];
  /** The page's language (the store's locale); English when not given. */
  locale?: Locale;
}

/** Shows the current URL, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function renderWithProviders(ui: ReactElement, { url, path, history = [], locale = 'en' }: Options) {
  const store = createAppStore({ locale });
  const entries = [...history, url];
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          {(Array.isArray(path) ? path : [path]).map((pattern) => (
            <Route key={pattern} path={pattern} element={<Suspense fallback={<p>Loading messages</p>}>{ui}</Suspense>} />
          ))}
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}

/** Renders a component that needs no router inside the one store, in a locale (English when not given). */
export function renderInStore(ui: ReactElement, { locale = 'en' }: { locale?: Locale } = {}) {
  const store = createAppStore({ locale });
  return { store, ...render(ui, { wrapper: ({ children }) => <Provider store={store}>{children}</Provider> }) };
}
