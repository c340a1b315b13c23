import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from '@mfe/shared-ui';
import { RemoteRegistryContext } from '../federation/RemoteRegistryContext';
import type { RemoteRegistry } from '../federation/remoteRegistry';
import { GlobalOverlays } from '../overlays/GlobalOverlays';
import { AppRoutes } from '../routes/AppRoutes';
import { SessionEndRedirect } from './SessionEndRedirect';
import './global.css';

interface AppProps {
  store: AppStore;
  registry: RemoteRegistry;
  basePath?: string;
}

/** The page: one store, one router, the route table and the global overlays. */
export function App({ store, registry, basePath = '' }: AppProps) {
  return (
    <Provider store={store}>
      <RemoteRegistryContext.Provider value={registry}>
        <BrowserRouter basename={basePath || undefined}>
          <SessionEndRedirect />
          <AppRoutes />
          <GlobalOverlays />
        </BrowserRouter>
      </RemoteRegistryContext.Provider>
    </Provider>
  );
}
