import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { createAppStore, setRuntimeConfig } from '@mfe/shared-ui';
import { HarnessApp } from './harness/HarnessApp';
import { harnessRuntimeConfig } from './harness/harnessRuntimeConfig';

// Standalone harness for the public team: the shell is not involved, so this file plays its part
// (runtime config, store, router) in the smallest way that lets the three screens run.
setRuntimeConfig(harnessRuntimeConfig(window.location.search));
const store = createAppStore();
// The shell's router kind (a history of its own); the shared router has no BrowserRouter.
const history = UNSAFE_createBrowserHistory({ v5Compat: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <HistoryRouter history={history}>
        <HarnessApp />
      </HistoryRouter>
    </Provider>
  </StrictMode>,
);
