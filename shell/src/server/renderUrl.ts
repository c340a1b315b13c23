import type { Locale, RuntimeConfig } from '@mfe/shared-ui';
import type { PublicScreenRoute } from '../publicPages/publicScreens';
import { cachedPage, pageCacheKey, type CachedPage, type PageCache, type PageVersions } from './pageCache';
import type { PageRenderer } from './renderPage';
import { serverEntryOf } from './serverEntry';
import type { ShellBuild } from './shellBuild';
import type { Versions } from './versions';

// One URL of the site as the shell's server answers it: the versions it depends on checked, the
// kept page if it was rendered at them, else the page rendered (renderPage.ts) and kept.

export interface UrlRendererOptions {
  /** The runtime config as this server reaches the remotes (their server entries sit beside). */
  serverConfig: Partial<RuntimeConfig>;
  /** The runtime config the browser gets for a request's Host. */
  browserConfig: (host: string | undefined) => Partial<RuntimeConfig>;
  shell: () => ShellBuild;
  versions: Versions;
  cache: PageCache;
  renderPage: PageRenderer;
}

export function createUrlRenderer(options: UrlRendererOptions) {
  /**
   * Renders one URL of the site (a public screen, or the not-found page) for a Host, in a locale;
   * `url` is the route's own (without the locale's prefix). Throws when it cannot.
   */
  return async function renderUrl(
    host: string | undefined,
    locale: Locale,
    url: string,
    route: PublicScreenRoute | null,
    params: Record<string, string | undefined>,
  ): Promise<CachedPage> {
    const cacheKey = pageCacheKey(host, locale, url);
    const shell = options.shell();
    const browserConfig = options.browserConfig(host);
    if (!route) return cachedPage(await options.renderPage({ url, locale, route, params, shell, browserConfig }), { entry: '', catalogue: '' });

    const entry = options.serverConfig.remotes?.[route.remote]?.entry;
    if (!entry) throw new Error(`No entry for ${route.remote} in the runtime config`);
    const [entryVersion, catalogueVersion] = await Promise.all([
      options.versions.entry(serverEntryOf(entry)),
      options.versions.catalogue().catch(() => ''),
    ]);
    const versions: PageVersions = { entry: entryVersion, catalogue: catalogueVersion };
    const cached = options.cache.fresh(cacheKey, versions);
    if (cached) return cached;
    const rendered = await options.renderPage({ url, locale, route, params, shell, browserConfig, remote: { entry, version: entryVersion } });
    const page = cachedPage(rendered, versions);
    // Pages that depend on the catalogue are kept until it or the remote changes; 503s are not kept,
    // nor pages their screen renders anew each time (search results).
    if (rendered.cacheable && versions.catalogue && (page.status === 200 || page.status === 404)) options.cache.keep(cacheKey, page);
    return page;
  };
}

export type UrlRenderer = ReturnType<typeof createUrlRenderer>;
