// The admin team's standalone harness (npm start -w admin-remote): the exposed screens with their own
// store, router and plain overlays. The shell never loads this file; it loads the exposed modules.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { createAppStore, rememberedLocale, setRuntimeConfig } from '@mfe/shared-ui';
import { guardHistory } from '@mfe/shared-ui/navigation/guard-history';
import { HarnessRoutes } from './harness/HarnessRoutes';
import { HarnessOverlays } from './harness/HarnessOverlays';

const apiBase = process.env.ADMIN_HARNESS_API_BASE ?? '';
// A development build's harness pre-fills the login form with the demo admin, as the demo does:
// through the runtime config (webpack.config.js defines it in development builds only).
const demoCredentials = process.env.ADMIN_HARNESS_DEMO_CREDENTIALS;
setRuntimeConfig({ apiBase, storageBase: `${apiBase}/storage`, demoCredentials: demoCredentials ? JSON.parse(demoCredentials) : undefined });

// The admin's language is the staff member's remembered choice, as in the shell.
const store = createAppStore({ locale: rememberedLocale() ?? undefined });
// As in the shell: the forms' unsaved-changes guards are asked before links, Back and Forward.
const history = guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <HistoryRouter history={history}>
        <HarnessRoutes />
        <HarnessOverlays />
      </HistoryRouter>
    </Provider>
  </StrictMode>,
);
