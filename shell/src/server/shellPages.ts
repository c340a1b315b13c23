import type { IncomingMessage, ServerResponse } from 'node:http';
import { asksPreview, localeOfUrl, setRuntimeConfig, urlInLocale, type RuntimeConfig } from '@mfe/shared-ui';
import { createApiReadCache } from './apiReadCache';
import { diagnosticsJson } from './diagnostics';
import { createPageCache } from './pageCache';
import { sendHtml, sendRedirect, sendText } from './pageResponse';
import { matchPublicRoute, pageUrl } from '../publicPages/publicRoute';
import { createRemoteAssets } from './remoteAssets';
import { createPageRenderer, pageTitle } from './renderPage';
import { createUrlRenderer } from './renderUrl';
import { createSeoRoutes } from './seoRoutes';
import { createServerRemotes, type CreateFederationInstance } from './serverRemotes';
import { sharedLibs } from './sharedModules';
import { currentShellBuild } from './shellBuild';
import { createVersions } from './versions';
import { createVisitorForwarding } from './visitorForwarding';

// The shell's server side: every HTML page of the site. Public routes are rendered here through
// the remotes' server containers (loaded at run time, see serverRemotes.ts) with the data the
// page needs, handed to the browser for hydration; admin routes, and any public page whose remote
// is down, slow or failing, get the client-rendered page the browser builds by itself. This file
// wires the parts and sends each request to its part; each part is a file of its own.

export interface ShellPagesOptions {
  /** The shell's built dist folder: its index.html, and the CSS of its bootstrap chunk (the layouts). */
  distDir: string;
  /** The API as this server reaches it, e.g. http://127.0.0.1:4000. */
  apiUrl: string;
  /**
   * The site's public origin (SITE_ORIGIN, e.g. https://www.example.co.id) of canonical, sharing
   * and sitemap URLs: configured, never taken from a request's headers.
   */
  siteOrigin: string;
  /** The runtime config the browser gets for a request's Host (remote entries it can reach). */
  browserConfig: (host: string | undefined) => Partial<RuntimeConfig>;
  /** The runtime config as this server reaches the remotes (their server entries sit beside). */
  serverConfig: Partial<RuntimeConfig>;
  createInstance: CreateFederationInstance;
  log: (line: string) => void;
  /** The time a public page may take before the client-rendered page is sent instead. */
  budgetMs?: number;
  /** Answer GET /__diagnostics (heap after gc, remote generations): benchmarks only. */
  diagnostics?: boolean;
}

class Late extends Error {}

export function createShellPages(options: ShellPagesOptions) {
  const budgetMs = options.budgetMs ?? 1200;
  const basePath = options.serverConfig.basePath ?? '';
  const origin = `${options.siteOrigin.replace(/\/+$/, '')}${basePath}`;
  const cache = createPageCache();
  const shell = currentShellBuild(options.distDir, basePath, () => cache.clear());
  const remotes = createServerRemotes(options.createInstance, sharedLibs());
  // The server's own requests go to the API directly; the browser's go through this server.
  setRuntimeConfig({ ...options.serverConfig, apiBase: options.apiUrl.replace(/\/$/, '') });
  const visitor = createVisitorForwarding();
  const versions = createVersions(options.apiUrl, budgetMs);
  const renderUrl = createUrlRenderer({
    serverConfig: options.serverConfig,
    browserConfig: options.browserConfig,
    shell,
    versions,
    cache,
    renderPage: createPageRenderer({ remotes, assets: createRemoteAssets(budgetMs), basePath, origin, timeoutMs: budgetMs }),
  });
  const seo = createSeoRoutes({ apiUrl: options.apiUrl, origin, log: options.log });
  const apiReads = createApiReadCache(options.apiUrl, versions.catalogue, budgetMs);

  return {
    /** Public API reads this server answers from its cache (the static server proxies the rest). */
    apiReads,

    /** Answers one page request; `visitorAddress` is the visitor's address as the front server trusts it. */
    async handle(req: IncomingMessage, res: ServerResponse, visitorAddress = req.socket.remoteAddress ?? ''): Promise<void> {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const pathname = url.pathname;
      if (pathname === '/robots.txt') return seo.robots(req, res);
      if (pathname === '/sitemap.xml') return seo.sitemap(req, res);
      if (pathname === '/__diagnostics' && options.diagnostics) {
        return sendText(req, res, 200, 'application/json; charset=utf-8', diagnosticsJson(remotes));
      }
      if (pathname === '/admin' || pathname.startsWith('/admin/')) {
        return sendHtml(
          req,
          res,
          { status: 200, html: shell().documents.clientRendered({ title: 'Admin', admin: true }) },
          { 'X-Robots-Tag': 'noindex, nofollow' },
        );
      }

      // An Indonesian page is the English one's route under '/id' (issue 22): the prefix is taken off
      // once, here; the rest of the server works with the route's own URL and the page's locale.
      const { locale, url: routePath } = localeOfUrl(pathname);
      const match = matchPublicRoute(routePath);
      const route = match?.route ?? null;
      if (route && asksPreview(url.searchParams)) {
        // Staff's preview (issue 21): only the browser has the staff session that may show drafts,
        // so the page is rendered there, afresh (no handover to hydrate); nothing is rendered or
        // kept in the page cache here, and it stays out of search engines.
        const html = shell().documents.clientRendered({ title: await pageTitle(route, locale), locale });
        return sendHtml(req, res, { status: 200, html }, { 'X-Robots-Tag': 'noindex' });
      }
      const target = pageUrl(routePath, url.searchParams, route);
      let timer: NodeJS.Timeout | undefined;
      try {
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Late(`over ${budgetMs} ms`)), budgetMs);
        });
        const rendering = visitor.asVisitor(visitorAddress, () => renderUrl(req.headers.host, locale, target, route, match?.params ?? {}));
        const page = await Promise.race([rendering, late]);
        if (page.redirect) return sendRedirect(req, res, page.status, `${basePath}${urlInLocale(page.redirect, locale)}`);
        sendHtml(req, res, page);
      } catch (error) {
        // The promise of issue 10: never a 500 for a page; the browser renders it as it did before.
        options.log(`server render of ${urlInLocale(target, locale)} failed, sending the client-rendered page: ${(error as Error).message}`);
        const title = route ? await pageTitle(route, locale).catch(() => route.title) : undefined;
        sendHtml(req, res, { status: route ? 200 : 404, html: shell().documents.clientRendered({ title, locale }) });
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export type ShellPages = ReturnType<typeof createShellPages>;
