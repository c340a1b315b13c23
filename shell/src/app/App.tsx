import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import type { AppStore } from '@mfe/shared-ui';
import { RemoteRegistryContext } from '../federation/RemoteRegistryContext';
import type { RemoteRegistry } from '../federation/remoteRegistry';
import { GlobalOverlays } from '../overlays/GlobalOverlays';
import { AppRoutes } from '../routes/AppRoutes';
import { WrapHistoryContext } from '../routes/WrapHistoryContext';
import { AppReadyMark } from './AppReadyMark';
import { DocumentLanguage } from './DocumentLanguage';
import './global.css';

interface AppFrameProps {
  store: AppStore;
  registry: RemoteRegistry;
  /** The router: the browser's, or the server's static one for one request. */
  router: (routes: ReactNode) => ReactNode;
}

/** The page inside a given router: one store, the route table and the global overlays. */
export function AppFrame({ store, registry, router }: AppFrameProps) {
  return (
    <Provider store={store}>
      <RemoteRegistryContext.Provider value={registry}>
        {router(
          <>
            <AppRoutes />
            <GlobalOverlays />
            <AppReadyMark />
            <DocumentLanguage />
          </>,
        )}
      </RemoteRegistryContext.Provider>
    </Provider>
  );
}

interface AppProps {
  store: AppStore;
  registry: RemoteRegistry;
  /** The router's basename: the site's base path and the page's language prefix ('/demo/id'). */
  basename?: string;
}

/** The page in the browser: BrowserRouter's history, kept here so that the admin routes can guard it. */
export function App({ store, registry, basename = '' }: AppProps) {
  const [history, wrapHistory] = useState(() => UNSAFE_createBrowserHistory({ v5Compat: true }));
  return (
    <WrapHistoryContext.Provider value={wrapHistory}>
      <AppFrame
        store={store}
        registry={registry}
        router={(routes) => (
          <HistoryRouter history={history} basename={basename || undefined}>
            {routes}
          </HistoryRouter>
        )}
      />
    </WrapHistoryContext.Provider>
  );
}
