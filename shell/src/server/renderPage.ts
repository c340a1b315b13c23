import {
  createAppStore,
  localePrefix,
  PRODUCT_NAME,
  siteSettingsApi,
  urlInLocale,
  type Locale,
  type PageHead,
  type RuntimeConfig,
} from '@mfe/shared-ui';
import { load as loadMessages } from '../messages/shellMessages';
import type { PublicScreenRoute } from '../publicPages/publicScreens';
import type { RemoteAssets } from './remoteAssets';
import { preloadedRegistry, renderApp } from './renderApp';
import { renderHeadTags, siteDescription } from './seo/documentHead';
import { serverEntryOf } from './serverEntry';
import type { ServerRemotes, ServerScreenModule } from './serverRemotes';
import type { ShellBuild } from './shellBuild';

// One page of the site rendered to its HTML document: the route's screen loaded from its remote's
// server container with its CSS and scripts, the screen's data requests (preparePage), the App
// tree, the head tags and the handover. The shell's server and the demo's prerender both render
// every page through it. Every page reads the site settings (issue 23) into its store first: the
// layout's footer, the screens and the head's company facts render from them, and the handover
// gives them to the browser, which does not ask again.

export interface PageRendererOptions {
  remotes: ServerRemotes;
  assets: RemoteAssets;
  /** '' at the root, '/demo' on a sub-path: the router's basename. */
  basePath: string;
  /** The site's public root with its base path, for canonical and sharing URLs. */
  origin: string;
  timeoutMs: number;
}

/** Where this process reaches a route's remote, and the version it is deployed at. */
export interface RemoteAt {
  /** The remote's BROWSER entry as this process reaches it: its server container and manifest sit beside it. */
  entry: string;
  /** Its deployed version: the screen and its assets are loaded again when it changes. */
  version: string;
}

interface PageOfUrl {
  /** The route's site-relative URL (path and query, without the base path or the locale's prefix), e.g. '/product/X'. */
  url: string;
  /** The page's language (its URL's prefix, issue 22). */
  locale: Locale;
  params: Record<string, string | undefined>;
  shell: ShellBuild;
  /** The runtime config the browser hydrates with (its remote entries are what the page preloads). */
  browserConfig: Partial<RuntimeConfig>;
}

/** A public screen's page, or (route null) the not-found page. */
export type PageToRender = PageOfUrl & ({ route: PublicScreenRoute; remote: RemoteAt } | { route: null; remote?: undefined });

export interface RenderedPage {
  status: number;
  html: string;
  /** A permanent redirect (status 308) to this site-relative path instead of a page. */
  redirect?: string;
  /** False when the screen asked not to be kept in the page cache (PreparedPage.cacheable). */
  cacheable: boolean;
}

/** The title of a route known without data (the landing pages'), in a locale; the product name for the others. */
export async function pageTitle(route: PublicScreenRoute, locale: Locale): Promise<string> {
  return route.title ? (await loadMessages(locale)).pageName(route.title) : PRODUCT_NAME;
}

export function createPageRenderer(options: PageRendererOptions) {
  const { remotes, assets, basePath } = options;

  return async function renderPage(page: PageToRender): Promise<RenderedPage> {
    const { route, locale } = page;
    // The shell's texts in the page's language, loaded before its render (nothing suspends in it).
    const messages = await loadMessages(locale);
    let screen: ServerScreenModule | null = null;
    let styles = page.shell.styles;
    let preloads: string[] = [];
    if (route) {
      const { entry, version } = page.remote;
      screen = await remotes.load(route.remote, serverEntryOf(entry), version, route.module);
      const screenAssets = await assets.assetsFor(new URL('.', entry).href, version, route.module, page.browserConfig.remotes?.[route.remote]?.entry);
      styles += screenAssets.styles;
      preloads = screenAssets.scripts;
    }

    const store = createAppStore({ locale });
    // Asked at once, beside the screen's own reads (a screen that reads them too shares this request).
    const settingsRead = store.dispatch(siteSettingsApi.endpoints.getSiteSettings.initiate());
    let status = 404;
    let head: PageHead = { title: messages.notFoundTitle };
    let cacheable = true;
    if (route && screen) {
      const prepared = (await screen.preparePage?.({
        params: page.params,
        searchParams: new URL(page.url, 'http://localhost').searchParams,
        props: route.props ?? {},
        dispatch: store.dispatch,
        locale,
      })) ?? { status: 200, head: { title: await pageTitle(route, locale) } };
      if (prepared.redirect) return { status: 308, html: '', redirect: prepared.redirect, cacheable: true };
      status = prepared.status;
      head = prepared.head;
      cacheable = prepared.cacheable !== false;
    }
    const settings = (await settingsRead).data;
    // Unreadable settings: the page renders without the company's facts (see PublicFooter) and is
    // not kept, so the next request renders it with them.
    if (!settings) cacheable = false;
    const registry = route && screen ? preloadedRegistry(`${route.remote}/${route.module}`, screen.default) : preloadedRegistry(null, null);
    // The router's basename carries the locale's prefix, as in the browser: the screens' links stay without it.
    const location = `${basePath}${urlInLocale(page.url, locale)}`;
    const markup = await renderApp(store, registry, location, `${basePath}${localePrefix(locale)}`, options.timeoutMs);
    const html = page.shell.documents.serverRendered({
      locale,
      headTags: renderHeadTags({
        head,
        origin: options.origin,
        path: page.url,
        locale,
        status,
        siteDescription: settings ? siteDescription(messages, settings, locale) : undefined,
        settings,
      }),
      styles,
      preloads,
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
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
