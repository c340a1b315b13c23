// GET /sitemap.xml (issue 10): the landing routes, every manufacture type page, every vendor
// catalogue and every series page (issue 14) of the live catalogue, each with the newest updated_at of what it shows as lastmod,
// in each language (issue 22: '/id/…' beside '/…'), each URL naming its twins as hreflang alternates.
// sitemapEntries and sitemapXml are PURE; loadSitemapCatalogue reads the public API through the
// fetchJson the shell's server gives it (existing public endpoints only).
import type {
  ApiEnvelope,
  ManufactureType,
  ManufactureTypeDetail,
  Paged,
  ProductCategoryNested,
  ProductSeriesBase,
  VendorNested,
} from '@mfe/shared-ui';
import { cataloguePath, LOCALES, productTypePath, SERIES_PAGE_SIZE, seriesPagePath } from '@mfe/shared-ui';
import { alternateUrls, escapeHtml, pageUrlIn } from './documentHead';

/** What a sitemap needs of a manufacture type detail (GET /api/manufacture-type/detail/name/{name}). */
/** product_count: how many pages of models its series page has (issue 20: each past the first is listed too). */
export type SitemapSeries = Pick<ProductSeriesBase, 'id' | 'updated_at'> & { product_count?: number };
export type SitemapCategory = Pick<ProductCategoryNested, 'updated_at'> & { mt_product_series?: SitemapSeries[] };
export type SitemapVendor = Pick<VendorNested, 'id' | 'updated_at'> & { mt_product_category?: SitemapCategory[] };
export type SitemapType = Pick<ManufactureTypeDetail, 'name' | 'updated_at'> & { mt_vendor?: SitemapVendor[] };
/** The catalogue as the sitemap sees it: every manufacture type with its vendors → categories → series. */
export type SitemapCatalogue = SitemapType[];

export interface SitemapEntry {
  /** The route's site-relative path, without a locale's prefix, encoded as the site's links are (e.g. '/product/Machine%20Tools'). */
  path: string;
  /** W3C datetime ('2024-05-01T10:00:00Z'); absent when nothing it shows has a date. */
  lastmod?: string;
}

/** The landing screen's routes (shell/src/routes/AppRoutes.tsx LANDING_ROUTES). */
export const LANDING_PATHS = ['/', '/products', '/about', '/contact'] as const;

/** Injected by the shell's server: GET that site-relative API path, resolve with the parsed JSON body. */
export type FetchJson = (path: string) => Promise<unknown>;

export const SITEMAP_PAGE_SIZE = 100;
/** Type details read at once. */
export const SITEMAP_DETAIL_CONCURRENCY = 4;

type Stamp = string | Date | null | undefined;

function stampMs(stamp: Stamp): number | null {
  if (stamp == null) return null;
  const ms = stamp instanceof Date ? stamp.getTime() : Date.parse(stamp);
  return Number.isFinite(ms) ? ms : null;
}

/** The newest of some timestamps as a W3C datetime (second precision, UTC), or undefined. */
export function newest(stamps: Iterable<Stamp>): string | undefined {
  let best: number | null = null;
  for (const stamp of stamps) {
    const ms = stampMs(stamp);
    if (ms !== null && (best === null || ms > best)) best = ms;
  }
  return best === null ? undefined : new Date(best).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function* vendorStamps(vendor: SitemapVendor): Generator<Stamp> {
  yield vendor.updated_at;
  for (const category of vendor.mt_product_category ?? []) {
    yield category.updated_at;
    for (const series of category.mt_product_series ?? []) yield series.updated_at;
  }
}

function* typeStamps(type: SitemapType): Generator<Stamp> {
  yield type.updated_at;
  for (const vendor of type.mt_vendor ?? []) yield* vendorStamps(vendor);
}

/**
 * The sitemap's pages: the landing routes (lastmod: the newest manufacture type, which their tiles
 * show), each type page (its whole subtree), each vendor catalogue with every category (the
 * vendor's subtree and the type's own row, whose name it shows) followed by its series' pages (the
 * series and the rows of its breadcrumbs; its products' dates are not in the nested reads). Paths
 * appear once, in that order.
 */
export function sitemapEntries(catalogue: SitemapCatalogue): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  const seen = new Set<string>();
  const add = (path: string, lastmod: string | undefined) => {
    if (seen.has(path)) return;
    seen.add(path);
    entries.push(lastmod ? { path, lastmod } : { path });
  };
  const landing = newest(catalogue.map((t) => t.updated_at));
  for (const path of LANDING_PATHS) add(path, landing);
  for (const type of catalogue) {
    add(productTypePath(type.name), newest(typeStamps(type)));
    for (const vendor of type.mt_vendor ?? []) {
      add(cataloguePath(type.name, vendor.id), newest([type.updated_at, ...vendorStamps(vendor)]));
      for (const category of vendor.mt_product_category ?? []) {
        for (const series of category.mt_product_series ?? []) {
          const lastmod = newest([type.updated_at, vendor.updated_at, category.updated_at, series.updated_at]);
          const pages = Math.max(1, Math.ceil((series.product_count ?? 0) / SERIES_PAGE_SIZE));
          for (let page = 1; page <= pages; page++) add(seriesPagePath(series.id, page), lastmod);
        }
      }
    }
  }
  return entries;
}

/**
 * The sitemap document (sitemaps.org 0.9) of those entries under the site's origin (with any base
 * path): each entry once per language, every one listing all its languages' URLs and x-default
 * as `xhtml:link` alternates (Google's sitemap form of hreflang).
 */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, lastmod }) => {
    const alternates = alternateUrls(origin, path)
      .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`)
      .join('');
    return LOCALES.map((locale) => {
      const loc = `<loc>${escapeHtml(pageUrlIn(origin, path, locale))}</loc>`;
      return `  <url>${loc}${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}${alternates}</url>`;
    });
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function envelopeData<T>(body: unknown, path: string): T {
  if (!isObject(body) || !isObject(body.data)) throw new Error(`sitemap: unexpected answer from ${path}`);
  return (body as unknown as ApiEnvelope<T>).data;
}

/** An HTTP 404 from fetchJson (an error with status or response.status 404): the type went meanwhile. */
function isNotFound(error: unknown): boolean {
  if (!isObject(error)) return false;
  const status = error.status ?? (isObject(error.response) ? error.response.status : undefined);
  return status === 404;
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The live catalogue for the sitemap, from the public API: every page of
 * GET /api/manufacture-type?page=N&items_per_page=100, then
 * GET /api/manufacture-type/detail/name/{name} per type (vendors → categories → series).
 * Rejects when the list cannot be read (the server answers 503); a type whose detail cannot be
 * read (deleted or renamed between the two reads, or refused) is left out and told to `skipped`,
 * so one bad entry never costs the whole sitemap.
 */
export async function loadSitemapCatalogue(
  fetchJson: FetchJson,
  skipped: (path: string, error: Error) => void = () => {},
): Promise<SitemapCatalogue> {
  const types: Array<Pick<ManufactureType, 'name' | 'updated_at'>> = [];
  for (let page = 1; ; page++) {
    const path = `/api/manufacture-type?page=${page}&items_per_page=${SITEMAP_PAGE_SIZE}`;
    const list = envelopeData<Paged<ManufactureType>>(await fetchJson(path), path);
    if (!Array.isArray(list.data)) throw new Error(`sitemap: unexpected answer from ${path}`);
    types.push(...list.data);
    const perPage = Number(list.per_page) || SITEMAP_PAGE_SIZE;
    const pages = Math.ceil((Number(list.total) || 0) / perPage);
    if (list.data.length === 0 || page >= pages) break;
  }
  const details = await mapLimit(types, SITEMAP_DETAIL_CONCURRENCY, async (type) => {
    const path = `/api/manufacture-type/detail/name/${encodeURIComponent(type.name)}`;
    try {
      return envelopeData<ManufactureTypeDetail>(await fetchJson(path), path);
    } catch (error) {
      if (!isNotFound(error)) skipped(path, error instanceof Error ? error : new Error(String(error)));
      return null;
    }
  });
  return details.filter((d): d is ManufactureTypeDetail => d !== null);
}
