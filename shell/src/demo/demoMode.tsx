// Demo mode (runtime config `demo: true`): the API is answered inside the browser and a badge
// offers to reset the demo data. Bootstrap imports this module lazily, so normal builds never
// download it nor @mfe/demo-api.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createDemoAdapter, hasDemoEdits, resetDemoData } from '@mfe/demo-api';
import { setHttpAdapter, type AppStore, type RuntimeConfig } from '@mfe/shared-ui';
import { DemoBadge } from './DemoBadge';

/** A short delay per answer, so loading states show as they would against a server. */
export const DEMO_LATENCY_MS = 120;

/** Call before the store exists and anything is rendered: every request then stays in the page. */
export function installDemoApi(config: Pick<RuntimeConfig, 'demoCredentials'>): void {
  setHttpAdapter(createDemoAdapter({ admin: config.demoCredentials, latencyMs: DEMO_LATENCY_MS }));
}

/** The prerendered pages show the seed: a browser with admin edits renders its own data instead. */
export function demoDataIsSeed(): boolean {
  return !hasDemoEdits();
}

/** The badge lives in its own root beside the app, sharing the store (its confirm dialog). */
export function mountDemoBadge(store: AppStore, host: HTMLElement = document.body): void {
  const container = document.createElement('div');
  container.id = 'demo-badge-root';
  host.appendChild(container);
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <DemoBadge resetData={() => resetDemoData()} reload={() => window.location.reload()} />
      </Provider>
    </StrictMode>,
  );
}
