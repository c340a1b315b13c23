import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from '@mfe/shared-ui';
import { RemoteRegistryContext } from '../federation/RemoteRegistryContext';
import type { RemoteRegistry } from '../federation/remoteRegistry';
import { GlobalOverlays } from '../overlays/GlobalOverlays';
import { AppRoutes } from '../routes/AppRoutes';
import { AppReadyMark } from './AppReadyMark';
import { SessionEndRedirect } from './SessionEndRedirect';
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
            <SessionEndRedirect />
            <AppRoutes />
            <GlobalOverlays />
            <AppReadyMark />
          </>,
        )}
      </RemoteRegistryContext.Provider>
    </Provider>
  );
}

interface AppProps {
  store: AppStore;
  registry: RemoteRegistry;
  basePath?: string;
}

/** The page in the browser. */
export function App({ store, registry, basePath = '' }: AppProps) {
  return <AppFrame store={store} registry={registry} router={(routes) => <BrowserRouter basename={basePath || undefined}>{routes}</BrowserRouter>} />;
}
