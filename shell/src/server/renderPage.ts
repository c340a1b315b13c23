import { createAppStore, PRODUCT_NAME, type PageHead, type RuntimeConfig } from '@mfe/shared-ui';
import type { PublicScreenRoute } from '../routes/publicScreens';
import type { PageDocuments } from './pageDocument';
import { preloadedRegistry, renderApp } from './renderApp';
import { renderHeadTags } from './seo/documentHead';
import type { ServerScreenModule } from './serverRemotes';

// One page of the site rendered to its HTML document: the screen's data requests (preparePage),
// the App tree, the head tags and the handover. The shell's server and the demo's prerender share it.

export interface PageToRender {
  /** The site-relative URL (path and query, without the base path), e.g. '/product/X'. */
  url: string;
  /** '' at the root, '/demo' on a sub-path: the router's basename. */
  basePath: string;
  /** The site's public root with its base path, for canonical and sharing URLs. */
  origin: string;
  /** The public screen route the URL matched, or null for the not-found page. */
  route: PublicScreenRoute | null;
  params: Record<string, string | undefined>;
  /** The route's screen from the remote's server container (null for the not-found page). */
  screen: ServerScreenModule | null;
  /** Inlined CSS: the shell's layouts and the screen's. */
  styles: string;
  /** The screen's scripts, preloaded (pageDocument's ServerRenderedPage.preloads). */
  preloads?: readonly string[];
  /** The runtime config the browser hydrates with. */
  browserConfig: Partial<RuntimeConfig>;
  documents: PageDocuments;
  timeoutMs: number;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** A permanent redirect (status 308) to this site-relative path instead of a page. */
  redirect?: string;
  /** False when the screen asked not to be kept in the page cache (PreparedPage.cacheable). */
  cacheable: boolean;
}

export async function renderPage(page: PageToRender): Promise<RenderedPage> {
  const { route, screen } = page;
  const store = createAppStore();
  let status = 404;
  let head: PageHead = { title: 'Page not found' };
  let cacheable = true;
  if (route && screen) {
    const prepared = (await screen.preparePage?.({
      params: page.params,
      searchParams: new URL(page.url, 'http://localhost').searchParams,
      props: route.props ?? {},
      dispatch: store.dispatch,
    })) ?? { status: 200, head: { title: route.title ?? PRODUCT_NAME } };
    if (prepared.redirect) return { status: 308, html: '', redirect: prepared.redirect, cacheable: true };
    status = prepared.status;
    head = prepared.head;
    cacheable = prepared.cacheable !== false;
  }
  const registry = route && screen ? preloadedRegistry(`${route.remote}/${route.module}`, screen.default) : preloadedRegistry(null, null);
  const location = `${page.basePath}${page.url}`;
  const markup = await renderApp(store, registry, location, page.basePath, page.timeoutMs);
  const html = page.documents.serverRendered({
    headTags: renderHeadTags({ head, origin: page.origin, path: page.url, status }),
    styles: page.styles,
    preloads: page.preloads,
    markup,
    handover: {
      config: page.browserConfig,
      api: store.getState().api,
      screen: route ? { remote: route.remote, module: route.module } : null,
      url: location,
      query: [...(route?.query ?? [])],
    },
  });
  return { status, html, cacheable };
}
