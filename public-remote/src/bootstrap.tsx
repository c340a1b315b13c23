import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { createAppStore, localeOfUrl, localePrefix, setRuntimeConfig } from '@mfe/shared-ui';
import { HarnessApp } from './harness/HarnessApp';
import { harnessRuntimeConfig } from './harness/harnessRuntimeConfig';

// Standalone harness for the public team: the shell is not involved, so this file plays its part
// (runtime config, store, router, the Suspense boundary the screens' messages need) in the
// smallest way that lets the screens run. Like the shell, the URL's prefix picks the page's
// language: /id/… is Indonesian, and the router's basename keeps the screens' links in it.
setRuntimeConfig(harnessRuntimeConfig(window.location.search));
const { locale } = localeOfUrl(window.location.pathname);
const store = createAppStore({ locale });
// The shell's router kind (a history of its own); the shared router has no BrowserRouter.
const history = UNSAFE_createBrowserHistory({ v5Compat: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <HistoryRouter history={history} basename={localePrefix(locale) || undefined}>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <HarnessApp />
        </Suspense>
      </HistoryRouter>
    </Provider>
  </StrictMode>,
);
