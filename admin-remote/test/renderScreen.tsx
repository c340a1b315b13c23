import { Suspense, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Route, Routes, UNSAFE_createMemoryHistory, unstable_HistoryRouter as HistoryRouter, useLocation } from 'react-router-dom';
import { baseApi, createAppStore, loggedIn, type Locale } from '@mfe/shared-ui';
import type { StaffRole } from '@mfe/catalogue-core';
import { guardHistory } from '@mfe/shared-ui/navigation/guard-history';
import { HarnessOverlays } from '../src/harness/HarnessOverlays';

/** Shows where the router is, so tests can assert navigations. */
function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="query">{location.search}</output>
    </>
  );
}

interface RenderScreenOptions {
  /** The route pattern the screen is mounted at, e.g. '/admin/:area/detail/:id'. */
  path: string;
  /** Where the router starts; earlier entries make navigate(-1) possible. */
  entries: string[];
  loggedIn?: boolean;
  /** The signed-in member's role (issue 23): an admin unless said. */
  role?: StaffRole;
  /** The admin's language (the store's locale); English unless said. */
  locale?: Locale;
}

/**
 * A screen inside a real store (shared-ui's), a memory router whose history has the leave guards
 * in front (as the shell's), and the plain overlays of the harness, so snackbars and confirmation
 * dialogs can be read and pressed.
 */
export function renderScreen(screen: ReactElement, options: RenderScreenOptions) {
  localStorage.clear();
  const store = createAppStore({ locale: options.locale });
  store.dispatch(baseApi.util.resetApiState());
  if (options.loggedIn !== false)
    store.dispatch(loggedIn({ id: 1, email: 'admin@example.com', name: 'Ada Admin', token: 'test-token', role: options.role ?? 'admin' }));
  const history = guardHistory(
    UNSAFE_createMemoryHistory({ initialEntries: options.entries, initialIndex: options.entries.length - 1, v5Compat: true }),
  );
  const view = render(
    <Provider store={store}>
      <HistoryRouter history={history}>
        {/* As the shell's RemoteScreen: a boundary above screens that wait for their dictionaries. */}
        <Suspense fallback={<p>Loading the dictionary</p>}>
          <Routes>
            <Route path={options.path} element={screen} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <LocationProbe />
          <HarnessOverlays />
        </Suspense>
      </HistoryRouter>
    </Provider>,
  );
  return { store, history, ...view };
}

/**
 * render()'s wrapper for a component tested without a screen around it: a store whose locale its
 * messages follow (English unless said).
 */
export function inStore(locale?: Locale) {
  const store = createAppStore({ locale });
  return function InStore({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };
}
