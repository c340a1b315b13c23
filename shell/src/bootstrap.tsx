import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  apiHydrated,
  asksPreview,
  createAppStore,
  handoverFits,
  readSsrHandover,
  rememberedLocale,
  REMOTE_LOAD_TIMEOUT_MS,
  setRuntimeConfig,
  type Locale,
} from '@mfe/shared-ui';
import { App } from './app/App';
import { documentLocale } from './app/documentLocale';
import { loadRuntimeConfig } from './config/loadRuntimeConfig';
import { browserFederationRuntime } from './federation/federationRuntime';
import { createRemoteRegistry, type RemoteName } from './federation/remoteRegistry';
import { load as loadMessages } from './messages/shellMessages';
import { nextTask } from './startup/nextTask';

// Start-up order: the deployment's config (remote URLs, API base) → the federation runtime learns
// where the remotes are → the page's language → the one store of the page → render, or hydrate a
// server-rendered page.
async function start() {
  // The shell's modules (App, layouts, routes) were evaluated in this task: the start-up's own work
  // (reading the handover, requesting the screen) is the next one, not the same long task.
  await nextTask();
  // A server-rendered page carries its config and the data it was rendered from.
  const handover = readSsrHandover();
  const config = setRuntimeConfig(handover?.config ?? (await loadRuntimeConfig(__webpack_public_path__)));
  // Demo mode answers the API inside the page; a lazy chunk that normal deployments never load.
  const demo = config.demo ? await import(/* webpackChunkName: "demo" */ './demo/demoMode') : null;
  demo?.installDemoApi(config);
  // A public page's language is its URL's; the admin opens in the one its user chose (issue 22).
  const { locale, basename } = documentLocale(window.location.pathname, config.basePath, rememberedLocale());
  // The shell's texts load beside the screen: nothing of the shell suspends when it renders.
  const messagesReady = loadMessages(locale);
  const registry = createRemoteRegistry(browserFederationRuntime(), config.remotes, REMOTE_LOAD_TIMEOUT_MS);
  // A prerendered demo page may be served for another URL (another ?category=), or over edited demo
  // data; and a staff preview (?preview=1) reads with the session the page was not rendered with.
  const hydrates =
    handover !== null && handoverFits(handover, window.location) && !asksPreview(window.location.search) && (demo?.demoDataIsSeed() ?? true);
  // The screen's remote entry and chunks are requested first, and load while the rest starts.
  const screenReady = hydrates ? screenLoaded(registry, handover.screen, locale) : Promise.resolve(false);
  // A dictionary that cannot load is asked for again where a text needs it (the page suspends there).
  await messagesReady.catch(() => undefined);
  // The dictionary's chunk was evaluated in this task: the store and the first render are the next one.
  await nextTask();
  const store = createAppStore({ locale });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <App store={store} registry={registry} basename={basename} />
    </StrictMode>
  );
  if (hydrates && (await screenReady)) {
    // The screen's modules were evaluated in the task that loaded them: hydration starts in a new one.
    await nextTask();
    // The same data and the same screen as the server had: the first render matches its HTML.
    store.dispatch(apiHydrated(handover.api));
    // Writing the handover into the cache and hydration's first pass are tasks of their own.
    await nextTask();
    // As a transition, the hydration is time-sliced: React yields to the browser every few
    // milliseconds (input, paint) instead of walking the whole page in one long task. The page is
    // readable meanwhile; an event on a part not yet hydrated hydrates that part first.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // Otherwise the page renders afresh (a screen that cannot load shows the unavailable panel and Retry).
    container.replaceChildren();
    createRoot(container).render(app);
  }
  demo?.mountDemoBadge(store);
}

/**
 * Loads the page's remote screen and its dictionary before hydration, so the first render is the
 * server's tree (a screen suspended on its messages would stay dehydrated, and an update reaching
 * it meanwhile makes React discard the server's markup).
 */
async function screenLoaded(registry: ReturnType<typeof createRemoteRegistry>, screen: { remote: string; module: string } | null, locale: Locale) {
  if (!screen) return true;
  try {
    await Promise.all([registry.load(screen.remote as RemoteName, screen.module), registry.loadMessages?.(screen.remote as RemoteName, locale)]);
    return true;
  } catch {
    return false;
  }
}

void start();
