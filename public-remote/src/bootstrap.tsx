import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore, setRuntimeConfig } from '@mfe/shared-ui';
import { HarnessApp } from './harness/HarnessApp';
import { harnessRuntimeConfig } from './harness/harnessRuntimeConfig';

// Standalone harness for the public team: the shell is not involved, so this file plays its part
// (runtime config, store, router) in the smallest way that lets the three screens run.
setRuntimeConfig(harnessRuntimeConfig(window.location.search));
const store = createAppStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <HarnessApp />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
