import { installMatchMedia, widthMatcher } from '@mfe/shared-ui/test/fakeMatchMedia';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { UNSAFE_createMemoryHistory, unstable_HistoryRouter as HistoryRouter, useLocation } from 'react-router-dom';
import { createAppStore, localePrefix, rememberLocale, type Locale, type RootState } from '@mfe/shared-ui';
import { guardHistory } from '@mfe/shared-ui/navigation/guard-history';
import { DocumentLanguage } from '../app/DocumentLanguage';
import { RemoteRegistryContext } from '../federation/RemoteRegistryContext';
import type { RemoteComponent, RemoteRegistry } from '../federation/remoteRegistry';
import { GlobalOverlays } from '../overlays/GlobalOverlays';
import { AppRoutes } from '../routes/AppRoutes';

/** A registry whose remotes are plain components, keyed 'remote/Module'; missing ones fail to load. */
export function fakeRegistry(screens: Record<string, RemoteComponent>): RemoteRegistry & { load: jest.Mock } {
  return {
    cached: () => undefined,
    load: jest.fn(async (remote: string, module: string) => {
      const screen = screens[`${remote}/${module}`];
      if (!screen) throw new Error(`${remote}/${module} is down`);
      return screen;
    }),
  };
}

/** Every exposed module as a stub that names itself. */
export function stubRegistry() {
  const modules = [
    'public_remote/LandingPage',
    'public_remote/ProductTypePage',
    'public_remote/CataloguePage',
    'public_remote/SearchPage',
    'admin_remote/LoginPage',
    'admin_remote/DashboardPage',
    'admin_remote/AreaListPage',
    'admin_remote/AreaFormPage',
    'admin_remote/InquiryListPage',
    'admin_remote/InquiryDetailPage',
    'admin_remote/SettingsPage',
    'admin_remote/ActivityPage',
    'admin_remote/UserListPage',
    'admin_remote/UserCreatePage',
    'admin_remote/UserDetailPage',
    'admin_remote/AccountPage',
    'admin_remote/SetPasswordPage',
    'admin_remote/ForgotPasswordPage',
  ];
  return fakeRegistry(Object.fromEntries(modules.map((id) => [id, () => <p>Stub {id}</p>])));
}

export const loggedInSession = { id: 1, email: 'admin@example.com', name: 'Admin', token: 'token-1', isLoggedIn: true, role: 'admin' as const };
/** An editor's session (issue 23): no users, no site settings. */
export const editorSession = { ...loggedInSession, id: 2, email: 'editor@example.com', name: 'Eddie Editor', role: 'editor' as const };

/** Shows the router's current path so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

interface RenderShellOptions {
  path?: string;
  registry?: RemoteRegistry;
  session?: RootState['session'];
  /** The page's language: a public page's path then starts with its prefix ('/id/…'), the router's basename. */
  locale?: Locale;
  /** The language the visitor chose before (rememberLocale), in this browser's storage. */
  remembered?: Locale;
  children?: ReactNode;
}

/** The shell as bootstrap composes it, on a memory history with the leave guards in front (as App's). */
export function renderShell({ path = '/', registry = stubRegistry(), session, locale, remembered, children }: RenderShellOptions = {}) {
  localStorage.clear();
  if (remembered) rememberLocale(remembered);
  const store = createAppStore({ ...(session ? { preloadedState: { session } } : {}), locale });
  const history = guardHistory(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  const basename = locale && !path.startsWith('/admin') ? localePrefix(locale) : '';
  const view = render(
    <Provider store={store}>
      <RemoteRegistryContext.Provider value={registry}>
        <HistoryRouter history={history} basename={basename || undefined}>
          <AppRoutes />
          <GlobalOverlays />
          <DocumentLanguage />
          <LocationProbe />
          {children}
        </HistoryRouter>
      </RemoteRegistryContext.Provider>
    </Provider>,
  );
  return { ...view, store, registry, history };
}

/** Makes useIsMobile answer as on a phone (below 960 px) or a desktop. */
export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  installMatchMedia(widthMatcher(width));
}
