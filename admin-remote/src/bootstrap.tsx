// The admin team's standalone harness (npm start -w admin-remote): the exposed screens with their own
// store, router and plain overlays. The shell never loads this file; it loads the exposed modules.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore, setRuntimeConfig } from '@mfe/shared-ui';
import { HarnessRoutes } from './harness/HarnessRoutes';
import { HarnessOverlays } from './harness/HarnessOverlays';

const apiBase = process.env.ADMIN_HARNESS_API_BASE ?? '';
setRuntimeConfig({ apiBase, storageBase: `${apiBase}/storage` });

const store = createAppStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <HarnessRoutes />
        <HarnessOverlays />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
