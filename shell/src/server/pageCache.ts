import zlib from 'node:zlib';
import { ByteLru } from '@mfe/server-kit';
import type { Locale } from '@mfe/shared-ui';
import { etagOf } from './etag';
import type { RenderedPage } from './renderPage';

// The rendered pages the shell's server keeps: each with its gzip and ETag made once, and the two
// versions it was rendered at (the remote's deployed entry, the catalogue's), so that a redeploy
// or an admin edit is never answered from the cache.

/** A rendered page as it is sent and kept. */
export interface CachedPage {
  status: number;
  html: string;
  /** A permanent redirect to this site-relative path (an old name of a renamed type). */
  redirect?: string;
  gzip: Buffer;
  etag: string;
  entryVersion: string;
  catalogueVersion: string;
}

/** The versions a page is rendered at: '' when there is none (the not-found page) or it could not be read. */
export interface PageVersions {
  entry: string;
  catalogue: string;
}

/** The page cache's bytes at most (each page's HTML and its gzip), and one page's. */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
export const PAGE_MAX_BYTES = 4 * 1024 * 1024;

/** The part of the Host header the page depends on (the remotes' host in the browser's config), or '' when it is not a host name. */
function hostnameOf(host: string | undefined): string {
  const match = /^([a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,45}\])(:\d{1,5})?$/i.exec(host ?? '');
  return match ? match[1]!.toLowerCase() : '';
}

/** The cache key of a page: the host name the visitor used, the page's language and its URL (pageUrl, without the language's prefix). */
export function pageCacheKey(host: string | undefined, locale: Locale, url: string): string {
  return `${hostnameOf(host)}|${locale}|${url}`;
}

/** A rendered page with its gzip and ETag, at the versions it was rendered at. */
export function cachedPage({ status, html, redirect }: RenderedPage, versions: PageVersions): CachedPage {
  return {
    status,
    html,
    redirect,
    gzip: zlib.gzipSync(html),
    etag: etagOf(html),
    entryVersion: versions.entry,
    catalogueVersion: versions.catalogue,
  };
}

export function createPageCache() {
  const pages = new ByteLru<CachedPage>(PAGE_CACHE_BYTES, PAGE_MAX_BYTES);
  return {
    /** The page kept for `key` if it was rendered at these versions; never when the catalogue's could not be read. */
    fresh(key: string, versions: PageVersions): CachedPage | undefined {
      const cached = pages.get(key);
      if (cached && versions.catalogue && cached.entryVersion === versions.entry && cached.catalogueVersion === versions.catalogue) return cached;
      return undefined;
    },
    keep(key: string, page: CachedPage) {
      pages.set(key, page, page.html.length + page.gzip.length + key.length);
    },
    /** Forgets every page (the shell was redeployed: they link its old build). */
    clear() {
      pages.clear();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
