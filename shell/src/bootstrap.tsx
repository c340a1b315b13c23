import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore, REMOTE_LOAD_TIMEOUT_MS, setRuntimeConfig } from '@mfe/shared-ui';
import { App } from './app/App';
import { loadRuntimeConfig } from './config/loadRuntimeConfig';
import { browserFederationRuntime } from './federation/federationRuntime';
import { createRemoteRegistry } from './federation/remoteRegistry';

// Start-up order: the deployment's config (remote URLs, API base) → the federation runtime learns
// where the remotes are → the one store of the page → render.
async function start() {
  const config = setRuntimeConfig(await loadRuntimeConfig(__webpack_public_path__));
  // Demo mode answers the API inside the page; a lazy chunk that normal deployments never load.
  const demo = config.demo ? await import(/* webpackChunkName: "demo" */ './demo/demoMode') : null;
  demo?.installDemoApi(config);
  const registry = createRemoteRegistry(browserFederationRuntime(), config.remotes, REMOTE_LOAD_TIMEOUT_MS);
  const store = createAppStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App store={store} registry={registry} basePath={config.basePath} />
    </StrictMode>,
  );
  demo?.mountDemoBadge(store);
}

void start();
