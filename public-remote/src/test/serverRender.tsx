import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { baseApi, createAppStore, siteSettingsApi, type Locale } from '@mfe/shared-ui';

// What the shell's server does with a screen, in the smallest form: fill a store with the site
// settings and the page's data, render it to HTML, then hydrate that HTML in the browser with a store given the same data.

type AppStore = ReturnType<typeof createAppStore>;

interface ServerRenderOptions {
  url: string;
  path: string;
  /** Dispatches the page's queries on the server's store (e.g. endpoint.initiate(arg)) and waits. */
  prepare?: (store: AppStore) => Promise<unknown>;
  /** The page's language, in both stores (the shell sets it from the URL on both sides); English when not given. */
  locale?: Locale;
}

function tree(ui: ReactElement, store: AppStore, url: string, path: string) {
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>
    </Provider>
  );
}

export interface HydrationResult {
  /** The server's HTML. */
  html: string;
  container: HTMLElement;
  /** React's recoverable errors (a hydration mismatch is one) and console errors during hydration. */
  errors: string[];
  /** The container's HTML right after hydration (effects have run). */
  hydratedHtml: string;
  unmount: () => void;
}

/** Renders `ui` on the "server", then hydrates the HTML on the "client"; reports any mismatch. */
export async function renderOnServerThenHydrate(
  ui: ReactElement,
  { url, path, prepare, locale = 'en' }: ServerRenderOptions,
): Promise<HydrationResult> {
  const serverStore = createAppStore({ locale });
  // As the shell's server: the site settings (every page's layout reads them) beside the page's own reads.
  await Promise.all([serverStore.dispatch(siteSettingsApi.endpoints.getSiteSettings.initiate()), prepare?.(serverStore)]);
  const html = renderToString(tree(ui, serverStore, url, path));

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  // The data handover: the client's store starts with the server's cache.
  const clientStore = createAppStore({ locale, preloadedState: { [baseApi.reducerPath]: serverStore.getState()[baseApi.reducerPath] } });

  const errors: string[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
  let root: ReturnType<typeof hydrateRoot> | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, tree(ui, clientStore, url, path), {
        onRecoverableError: (error) => errors.push(`recoverable: ${String(error)}`),
      });
    });
  } finally {
    consoleError.mockRestore();
  }
  return {
    html,
    container,
    errors,
    hydratedHtml: container.innerHTML,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
