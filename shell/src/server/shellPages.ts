import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { ByteLru } from '@mfe/server-kit';
import { setHeadersOfRequest, setRuntimeConfig, type RuntimeConfig } from '@mfe/shared-ui';
import type { PublicScreenRoute } from '../routes/publicScreens';
import { latest } from './latest';
import { createApiReadCache } from './apiReadCache';
import { etagMatches } from './etag';
import { matchPublicRoute } from './publicRoute';
import { createRemoteAssets } from './remoteAssets';
import { renderPage } from './renderPage';
import { readShellBuild, type ShellBuild } from './shellBuild';
import { robotsTxt } from './seo/robots';
import { loadSitemapCatalogue, sitemapEntries, sitemapXml } from './seo/sitemap';
import { createServerRemotes, type CreateFederationInstance, type ServerScreenModule } from './serverRemotes';
import { serverEntryOf } from './serverEntry';
import { sharedLibs } from './sharedModules';
import { upstream, upstreamJson } from './upstream';

// The shell's server side: every HTML page of the site. Public routes are rendered here through
// the remotes' server containers (loaded at run time, see serverRemotes.ts) with the data the
// page needs, handed to the browser for hydration; admin routes, and any public page whose remote
// is down, slow or failing, get the client-rendered page the browser builds by itself.

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

interface CachedPage {
  status: number;
  html: string;
  /** A permanent redirect to this site-relative path (an old name of a renamed type). */
  redirect?: string;
  gzip: Buffer;
  etag: string;
  entryVersion: string;
  catalogueVersion: string;
}

/** The page cache's bytes at most (each page's HTML and its gzip), and one page's. */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
export const PAGE_MAX_BYTES = 4 * 1024 * 1024;

/**
 * The URL a page is rendered and cached for: its path and only the query parameters its route
 * reads (the catalogue's `category`, the search's `q`), so `?utm_source=…` and other unknown
 * parameters share the one page and cost no render.
 */
export function pageUrl(pathname: string, search: URLSearchParams, route: PublicScreenRoute | null): string {
  const kept = new URLSearchParams();
  for (const name of route?.query ?? []) {
    const value = search.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The part of the Host header the page depends on (the remotes' host in the browser's config), or '' when it is not a host name. */
function hostnameOf(host: string | undefined): string {
  const match = /^([a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,45}\])(:\d{1,5})?$/i.exec(host ?? '');
  return match ? match[1]!.toLowerCase() : '';
}

class Late extends Error {}

export function createShellPages(options: ShellPagesOptions) {
  const budgetMs = options.budgetMs ?? 1200;
  const basePath = options.serverConfig.basePath ?? '';
  const cache = new ByteLru<CachedPage>(PAGE_CACHE_BYTES, PAGE_MAX_BYTES);
  const indexFile = path.join(options.distDir, 'index.html');
  /** The shell's own build, read again when it is redeployed in place (its index.html changes). */
  let shell: (ShellBuild & { mtimeMs: number }) | null = null;
  function currentShell(): ShellBuild {
    const { mtimeMs } = fs.statSync(indexFile);
    if (mtimeMs !== shell?.mtimeMs) {
      shell = { mtimeMs, ...readShellBuild(options.distDir, basePath) };
      cache.clear();
    }
    return shell;
  }
  const remotes = createServerRemotes(options.createInstance, sharedLibs());
  const assets = createRemoteAssets(budgetMs);
  // The server's own requests go to the API directly; the browser's go through this server.
  setRuntimeConfig({ ...options.serverConfig, apiBase: options.apiUrl.replace(/\/$/, '') });
  // ... naming the visitor whose page they are for, as this server's proxy does (the API trusts it,
  // TRUST_PROXY): its per-address limits (search) then count each visitor, not this server.
  const visitor = new AsyncLocalStorage<string>();
  setHeadersOfRequest((): Record<string, string> => {
    const address = visitor.getStore();
    return address ? { 'X-Forwarded-For': address } : {};
  });

  const catalogueVersion = latest(async () => {
    const body = await upstreamJson<{ data: { version: string } }>(`${options.apiUrl}/api/catalog/version`, budgetMs);
    return body.data.version;
  });
  const entryVersions = new Map<string, () => Promise<string>>();
  function entryVersion(entry: string): Promise<string> {
    let read = entryVersions.get(entry);
    if (!read) {
      read = latest(async () => {
        const answer = await upstream(entry, { method: 'HEAD', timeoutMs: budgetMs });
        if (answer.status !== 200) throw new Error(`HEAD ${entry}: HTTP ${answer.status}`);
        return String(answer.headers.etag ?? answer.headers['last-modified'] ?? '');
      });
      entryVersions.set(entry, read);
    }
    return read();
  }

  const origin = `${options.siteOrigin.replace(/\/+$/, '')}${basePath}`;

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    page: { status: number; html: string; gzip?: Buffer; etag?: string },
    headers: Record<string, string> = {},
  ) {
    const etag = page.etag ?? `"${crypto.createHash('sha1').update(page.html).digest('base64url')}"`;
    const common = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      ETag: etag,
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    };
    if (page.status === 200 && etagMatches(req.headers['if-none-match'], etag)) {
      res.writeHead(304, common);
      res.end();
      return;
    }
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? (page.gzip ?? zlib.gzipSync(page.html)) : Buffer.from(page.html);
    res.writeHead(page.status, { ...common, ...(gzip ? { 'Content-Encoding': 'gzip' } : {}), 'Content-Length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function sendText(req: IncomingMessage, res: ServerResponse, status: number, type: string, text: string) {
    res.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Content-Length': String(Buffer.byteLength(text)),
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  }

  /** A page that moved for good: shared links and search engines follow it to where it is now. */
  function redirect(req: IncomingMessage, res: ServerResponse, status: number, location: string) {
    res.writeHead(status, { Location: location, 'Cache-Control': 'no-cache', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : `Moved to ${location}\n`);
  }

  /** Renders one URL of the site (a public screen, or the not-found page); throws when it cannot. */
  async function render(req: IncomingMessage, url: string, route: PublicScreenRoute | null, params: Record<string, string | undefined>) {
    const host = req.headers.host;
    const cacheKey = `${hostnameOf(host)}|${url}`;
    let screen: ServerScreenModule | null = null;
    const { documents, styles: shellStyles } = currentShell();
    let styles = shellStyles;
    let preloads: string[] = [];
    const browserConfig = options.browserConfig(host);
    let versions = { entry: '', catalogue: '' };
    if (route) {
      const entry = options.serverConfig.remotes?.[route.remote]?.entry;
      if (!entry) throw new Error(`No entry for ${route.remote} in the runtime config`);
      const serverEntry = serverEntryOf(entry);
      const [entryVersionNow, catalogueVersionNow] = await Promise.all([entryVersion(serverEntry), catalogueVersion().catch(() => '')]);
      versions = { entry: entryVersionNow, catalogue: catalogueVersionNow };
      const cached = cache.get(cacheKey);
      if (cached && catalogueVersionNow && cached.entryVersion === entryVersionNow && cached.catalogueVersion === catalogueVersionNow) return cached;
      screen = await remotes.load(route.remote, serverEntry, entryVersionNow, route.module);
      const screenAssets = await assets.assetsFor(
        new URL('.', entry).href,
        entryVersionNow,
        route.module,
        browserConfig.remotes?.[route.remote]?.entry,
      );
      styles += screenAssets.styles;
      preloads = screenAssets.scripts;
    }
    const { status, html, redirect, cacheable } = await renderPage({
      url,
      basePath,
      origin,
      route,
      params,
      screen,
      styles,
      preloads,
      browserConfig,
      documents,
      timeoutMs: budgetMs,
    });
    const page: CachedPage = {
      status,
      html,
      redirect,
      gzip: zlib.gzipSync(html),
      etag: `"${crypto.createHash('sha1').update(html).digest('base64url')}"`,
      entryVersion: versions.entry,
      catalogueVersion: versions.catalogue,
    };
    // Pages that depend on the catalogue are kept until it or the remote changes; 503s are not kept,
    // nor pages their screen renders anew each time (search results).
    if (route && cacheable && versions.catalogue && (status === 200 || status === 404)) {
      cache.set(cacheKey, page, html.length + page.gzip.length + cacheKey.length);
    }
    return page;
  }

  async function sitemap(req: IncomingMessage, res: ServerResponse) {
    try {
      const catalogue = await loadSitemapCatalogue(
        (path) => upstreamJson(`${options.apiUrl}${path}`, 5000),
        (path, error) => options.log(`sitemap: left out ${path}: ${error.message}`),
      );
      sendText(req, res, 200, 'application/xml; charset=utf-8', sitemapXml(origin, sitemapEntries(catalogue)));
    } catch (error) {
      options.log(`sitemap: ${(error as Error).message}`);
      res.setHeader('Retry-After', '30');
      sendText(req, res, 503, 'text/plain; charset=utf-8', 'The catalogue cannot be read right now; try again shortly.\n');
    }
  }

  const apiReads = createApiReadCache(options.apiUrl, catalogueVersion, budgetMs);

  return {
    /** Public API reads this server answers from its cache (the static server proxies the rest). */
    apiReads,

    /** Answers one page request; `visitorAddress` is the visitor's address as the front server trusts it. */
    async handle(req: IncomingMessage, res: ServerResponse, visitorAddress = req.socket.remoteAddress ?? ''): Promise<void> {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const pathname = url.pathname;
      if (pathname === '/robots.txt') return sendText(req, res, 200, 'text/plain; charset=utf-8', robotsTxt(origin));
      if (pathname === '/sitemap.xml') return sitemap(req, res);
      if (pathname === '/__diagnostics' && options.diagnostics) {
        // Several collections: V8 frees unused code (a redeployed remote's) only after it aged through some.
        for (let i = 0; i < 10; i++) (globalThis as { gc?: () => void }).gc?.();
        const body = JSON.stringify({ heapUsed: process.memoryUsage().heapUsed, remoteGenerations: remotes.generations() });
        return sendText(req, res, 200, 'application/json; charset=utf-8', body);
      }
      if (pathname === '/admin' || pathname.startsWith('/admin/')) {
        return send(
          req,
          res,
          { status: 200, html: currentShell().documents.clientRendered({ title: 'Admin', admin: true }) },
          { 'X-Robots-Tag': 'noindex, nofollow' },
        );
      }

      const match = matchPublicRoute(pathname);
      const route = match?.route ?? null;
      const target = pageUrl(pathname, url.searchParams, route);
      let timer: NodeJS.Timeout | undefined;
      try {
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Late(`over ${budgetMs} ms`)), budgetMs);
        });
        const rendering = visitor.run(visitorAddress, () => render(req, target, route, match?.params ?? {}));
        const page = await Promise.race([rendering, late]);
        if (page.redirect) return redirect(req, res, page.status, `${basePath}${page.redirect}`);
        send(req, res, page);
      } catch (error) {
        // The promise of issue 10: never a 500 for a page; the browser renders it as it did before.
        options.log(`server render of ${target} failed, sending the client-rendered page: ${(error as Error).message}`);
        send(req, res, { status: route ? 200 : 404, html: currentShell().documents.clientRendered({ title: route?.title }) });
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export type ShellPages = ReturnType<typeof createShellPages>;
