import fs from 'node:fs';
import path from 'node:path';
import { createDemoAdapter, memoryStorage } from '@mfe/demo-api';
import { LOCALES, setHttpAdapter, setRuntimeConfig, urlInLocale, type RuntimeConfig } from '@mfe/shared-ui';
import { matchPublicRoute } from '../publicPages/publicRoute';
import { createRemoteAssets } from './remoteAssets';
import { createPageRenderer } from './renderPage';
import { readShellBuild } from './shellBuild';
import { robotsTxt } from './seo/robots';
import { loadSitemapCatalogue, sitemapEntries, sitemapXml } from './seo/sitemap';
import { createServerRemotes, type CreateFederationInstance } from './serverRemotes';
import { sharedLibs } from './sharedModules';

// The demo's static pages (npm run build:demo): every public page of the seed catalogue rendered
// by the same renderer as the shell's server, with the demo's in-page API answering the data
// requests, so the static folder serves content, head tags and a handover like the live site, in
// both languages (issue 22: '/id/…' beside '/…').

export interface PrerenderOptions {
  /** The demo folder with the shell's build at its root. */
  distDir: string;
  /** The demo's runtime config (demo: true, base path, remote entries under the base path). */
  config: Partial<RuntimeConfig>;
  /** Where this process reaches the demo folder over HTTP (a temporary local static server). */
  servedAt: string;
  /** The deployed site's origin for canonical and sharing URLs, e.g. http://localhost:3000. */
  origin: string;
  createInstance: CreateFederationInstance;
  log: (line: string) => void;
}

export interface PrerenderedPage {
  /** The site-relative URL rendered, with its locale's prefix, e.g. '/id/product/Machine%20Tools'. */
  url: string;
  /** Its file in the demo folder, e.g. 'product/Machine Tools/index.html'. */
  file: string;
  status: number;
}

/** The file a static host serves for a URL's path: its folder's index.html (the query plays no part). */
export function fileForUrl(url: string): string {
  const pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  return path.posix.join(pathname.replace(/^\/+/, ''), 'index.html');
}

export async function prerenderDemoPages(options: PrerenderOptions): Promise<PrerenderedPage[]> {
  const basePath = options.config.basePath ?? '';
  const origin = `${options.origin.replace(/\/$/, '')}${basePath}`;
  setRuntimeConfig(options.config);
  const demoApi = createDemoAdapter({ storage: memoryStorage() });
  setHttpAdapter(demoApi);

  const shell = readShellBuild(options.distDir, basePath);
  const renderPage = createPageRenderer({
    remotes: createServerRemotes(options.createInstance, sharedLibs()),
    assets: createRemoteAssets(10_000),
    basePath,
    origin,
    timeoutMs: 10_000,
  });
  const served = (entry: string) =>
    new URL(entry.replace(/^\//, '').slice(basePath.replace(/^\//, '').length).replace(/^\//, ''), options.servedAt.replace(/\/?$/, '/')).href;

  // The sitemap's reads go straight to the demo API's adapter (no store needed for them).
  const catalogue = await loadSitemapCatalogue(
    async (apiPath) => (await demoApi({ url: apiPath, method: 'get', headers: {} } as Parameters<typeof demoApi>[0])).data,
  );
  const entries = sitemapEntries(catalogue);
  const pages: PrerenderedPage[] = [];
  for (const { path: routeUrl } of entries) {
    const match = matchPublicRoute(new URL(routeUrl, 'http://localhost').pathname);
    if (!match) throw new Error(`${routeUrl} is in the sitemap but matches no public route`);
    const { route } = match;
    const entry = options.config.remotes?.[route.remote]?.entry;
    if (!entry) throw new Error(`No entry for ${route.remote} in the demo config`);
    for (const locale of LOCALES) {
      const url = urlInLocale(routeUrl, locale);
      const { status, html } = await renderPage({
        url: routeUrl,
        locale,
        route,
        params: match.params,
        remote: { entry: served(entry), version: 'prerender' },
        shell,
        browserConfig: options.config,
      });
      if (status !== 200) throw new Error(`${url} rendered with status ${status}`);
      const file = fileForUrl(url);
      fs.mkdirSync(path.dirname(path.join(options.distDir, file)), { recursive: true });
      fs.writeFileSync(path.join(options.distDir, file), html);
      pages.push({ url, file, status });
      options.log(`prerendered ${url} → ${file}`);
    }
  }
  fs.writeFileSync(path.join(options.distDir, 'sitemap.xml'), sitemapXml(origin, entries));
  fs.writeFileSync(path.join(options.distDir, 'robots.txt'), robotsTxt(origin));
  return pages;
}
