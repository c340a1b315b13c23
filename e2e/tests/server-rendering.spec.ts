// Issue 10: the public pages rendered by the shell's server through the public-remote's server
// container, with real servers and real builds: what the HTML holds without JavaScript, hydration
// without a mismatch or a second request, the fallback when the remote or the API fails, and
// freshness after an admin edit and after a public-remote redeploy.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, APIResponse, Page, Request } from '@playwright/test';
import { urlInLocale } from '@mfe/catalogue-core/locales';
import { expect, test } from '../support/test';
import { adminSession } from '../support/auth';
import { ports, REPO_ROOT, shellUrl } from '../support/env';
import { freePort } from '../../scripts/lib/processes.mjs';
import { startHangingServer, startRemoteServer } from '../support/remoteServers';
import { collectConsole, hydrationProblems, startShellServer, type ShellServer } from '../support/shellServer';

const SITE = 'Mitra Presisi Teknik';
const API = `http://127.0.0.1:${ports.api}`;
/** The shell's promise: a page within 1.5 s whatever the remote does (its own budget is 1.2 s). */
const FALLBACK_DEADLINE_MS = 1500;
const HERO = /Machines, tools and precision engineering/;

// ---------------------------------------------------------------------------------------------
// The API's catalogue (the truth the pages are compared with)

interface ApiVendor {
  id: number;
  name: string;
  mt_product_category?: Array<{ mt_product_series?: Array<{ id: number }> }>;
}
interface ApiType {
  id: number;
  name: string;
  description: string | null;
  image_id: number | null;
  updated_at: string;
  mt_vendor?: ApiVendor[];
}

async function apiJson<T>(url: string): Promise<T> {
  const response = await fetch(`${API}${url}`);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

const typePath = (name: string) => `/product/${encodeURIComponent(name)}`;
const cataloguePath = (type: string, vendorId: number, category: string | number = 'All') =>
  `/product/catalog/${encodeURIComponent(type)}/${vendorId}?category=${category}`;

async function apiTypes(): Promise<ApiType[]> {
  const list = await apiJson<{ data: ApiType[]; total: number }>('/api/manufacture-type?page=1&items_per_page=100');
  expect(list.data.length, 'the seed has fewer than 100 types').toBe(list.total);
  return Promise.all(list.data.map((t) => apiJson<ApiType>(`/api/manufacture-type/detail/name/${encodeURIComponent(t.name)}`)));
}

async function vendorId(typeName: string, vendorName: string): Promise<number> {
  const type = await apiJson<ApiType>(`/api/manufacture-type/detail/name/${encodeURIComponent(typeName)}`);
  const vendor = type.mt_vendor?.find((v) => v.name === vendorName);
  if (!vendor) throw new Error(`${vendorName} is not a vendor of ${typeName} in the seed`);
  return vendor.id;
}

// ---------------------------------------------------------------------------------------------
// Reading the HTML without a browser

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x?27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The text of the page's markup, tags removed (scripts and styles dropped). */
function visibleText(html: string): string {
  return decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

class Html {
  constructor(readonly html: string) {}

  get head(): string {
    return this.html.slice(0, this.html.indexOf('</head>'));
  }

  /** What #root holds: '' for a client-rendered page. */
  get root(): string {
    const start = this.html.indexOf('<div id="root">');
    expect(start, 'the page has a #root').toBeGreaterThanOrEqual(0);
    const handover = this.html.indexOf('<script id="ssr-handover"');
    const end = handover >= 0 ? handover : this.html.indexOf('</body>');
    return this.html.slice(start + '<div id="root">'.length, end).replace(/<\/div>\s*$/, '');
  }

  get text(): string {
    return visibleText(this.root);
  }

  titles(): string[] {
    return [...this.head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => decode(m[1]!));
  }

  /** Every content of <meta name|property="key">. */
  metas(key: string): string[] {
    const out: string[] = [];
    for (const [tag] of this.head.matchAll(/<meta\b[^>]*>/g)) {
      const name = /\b(?:name|property)="([^"]*)"/.exec(tag)?.[1];
      if (name === key) out.push(decode(/\bcontent="([^"]*)"/.exec(tag)?.[1] ?? ''));
    }
    return out;
  }

  meta(key: string): string {
    const values = this.metas(key);
    expect(values, `exactly one <meta ${key}>`).toHaveLength(1);
    return values[0]!;
  }

  links(rel: string): string[] {
    const out: string[] = [];
    for (const [tag] of this.head.matchAll(/<link\b[^>]*>/g)) {
      if (/\brel="([^"]*)"/.exec(tag)?.[1] === rel) out.push(decode(/\bhref="([^"]*)"/.exec(tag)?.[1] ?? ''));
    }
    return out;
  }

  jsonLd(): Array<Record<string, unknown>> {
    return [...this.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  }

  jsonLdOf(type: string): Record<string, unknown> | undefined {
    const all = this.jsonLd().filter((item) => item['@type'] === type);
    expect(all.length, `at most one ${type}`).toBeLessThanOrEqual(1);
    return all[0];
  }

  get lang(): string | undefined {
    return /<html\b[^>]*\blang="([^"]*)"/.exec(this.html)?.[1];
  }

  get dataBuild(): string[] {
    return [...this.root.matchAll(/class="pr-page[^"]*"[^>]*data-build="([^"]*)"|data-build="([^"]*)"[^>]*class="pr-page/g)].map(
      (m) => m[1] ?? m[2]!,
    );
  }

  get hasHandover(): boolean {
    return this.html.includes('<script id="ssr-handover" type="application/json">');
  }
}

async function getHtml(request: APIRequestContext, url: string): Promise<{ response: APIResponse; page: Html; ms: number }> {
  const started = Date.now();
  const response = await request.get(url, { maxRedirects: 0, headers: { Accept: 'text/html' } });
  const body = await response.text();
  return { response, page: new Html(body), ms: Date.now() - started };
}

function expectClientRendered(page: Html) {
  expect(page.html).toContain('<div id="root"></div>');
  expect(page.root.trim()).toBe('');
  expect(page.hasHandover).toBe(false);
  expect(page.html).not.toContain('data-build=');
}

// ---------------------------------------------------------------------------------------------
// The browser

/** /api requests of the page (the browser's own; the shell's server reads the API directly). */
function collectApiRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request);
  });
  return requests;
}

/**
 * Remembers the server's nodes (the screen's root and the h1) before any script runs, so a test
 * can tell hydration (React adopts them) from a client render (React replaces them).
 */
async function markServerNodes(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.getElementById('root');
      Object.assign(window, { __serverNodes: root ? Array.from(root.querySelectorAll('.pr-page, h1')) : [] });
    });
  });
}

/** Resolves once React owns every node the server sent (hydrated, not replaced). */
async function expectHydrated(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const nodes = (window as unknown as { __serverNodes?: Element[] }).__serverNodes ?? [];
          if (nodes.length === 0) return 'no server nodes';
          const stray = nodes.filter((node) => !node.isConnected || !Object.keys(node).some((key) => key.startsWith('__reactFiber$')));
          return stray.length ? `${stray.length} of ${nodes.length} server nodes not adopted by React` : 'hydrated';
        }),
      { timeout: 20_000 },
    )
    .toBe('hydrated');
}

// ---------------------------------------------------------------------------------------------

interface PublicPage {
  path: string;
  title: string;
  /** Text the server must have rendered. */
  content: Array<string | RegExp>;
  breadcrumbs?: string[];
  itemList?: string[];
}

let pages: PublicPage[];
let kantoId: number;
let meidenId: number;

test.beforeAll(async () => {
  kantoId = await vendorId('Machine Tools', 'Kanto Precision Machinery');
  meidenId = await vendorId('Machine Tools', 'Meiden Machine Works');
  const kanto = await apiJson<{ mt_product_category?: Array<{ name: string; mt_product_series?: Array<{ name: string }> }> }>(
    `/api/vendor/detail/${kantoId}`,
  );
  const kantoSeries = (kanto.mt_product_category ?? []).flatMap((c) => (c.mt_product_series ?? []).map((s) => s.name));
  expect(kantoSeries.length).toBeGreaterThan(0);
  const types = await apiTypes();
  pages = [
    { path: '/', title: `Home | ${SITE}`, content: [HERO, ...types.map((t) => t.name)] },
    { path: '/products', title: `Products | ${SITE}`, content: ['Products', 'Machine Tools', 'Cutting Tools'] },
    { path: '/about', title: `About Us | ${SITE}`, content: ['About Us'] },
    { path: '/contact', title: `Contact | ${SITE}`, content: ['PT Mitra Presisi Teknik', '+62 21 8990 4512'] },
    {
      path: typePath('Machine Tools'),
      title: `Machine Tools | ${SITE}`,
      content: ['Machine Tools', 'Distributors', 'Kanto Precision Machinery', 'Meiden Machine Works', 'CNC Lathes'],
      breadcrumbs: ['Home', 'Products', 'Machine Tools'],
    },
    {
      path: typePath('Engineering & Services'),
      title: `Engineering & Services | ${SITE}`,
      content: ['Engineering & Services', 'Our Services', 'Mission', '2003'],
      breadcrumbs: ['Home', 'Products', 'Engineering & Services'],
    },
    {
      path: cataloguePath('Machine Tools', kantoId),
      title: `Kanto Precision Machinery Catalog | ${SITE}`,
      content: ['Kanto Precision Machinery Catalog', 'All series', 'CNC Lathes', ...kantoSeries],
      breadcrumbs: ['Home', 'Machine Tools', 'Kanto Precision Machinery Catalog'],
      itemList: kantoSeries,
    },
  ];
});

test.describe('1. content in the HTML', () => {
  test('every public route answers 200 with its content, title, description, canonical, sharing tags and JSON-LD', async ({ request }) => {
    const titles: string[] = [];
    for (const expected of pages) {
      const { response, page } = await getHtml(request, expected.path);
      const where = `GET ${expected.path}`;
      expect(response.status(), where).toBe(200);
      expect(response.headers()['content-type'], where).toContain('text/html');
      expect(page.lang, where).toBe('en');
      expect(page.hasHandover, where).toBe(true);
      for (const content of expected.content) {
        if (typeof content === 'string') expect(page.text, `${where}: ${content}`).toContain(content);
        else expect(page.text, where).toMatch(content);
      }

      expect(page.titles(), where).toEqual([expected.title]);
      titles.push(expected.title);
      expect(page.meta('description').length, `${where}: meta description`).toBeGreaterThan(20);
      const canonical = page.links('canonical');
      expect(canonical, where).toHaveLength(1);
      expect(canonical[0], where).toBe(`${shellUrl}${expected.path}`);
      expect(page.meta('og:title'), where).toBe(expected.title);
      expect(page.meta('og:image'), where).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp|svg)$/);
      expect(page.meta('og:url'), where).toBe(canonical[0]);
      expect(page.meta('twitter:card'), where).toBe('summary_large_image');
      expect(page.metas('robots'), where).toEqual([]);
      expect(page.links('icon').length, `${where}: favicon`).toBeGreaterThan(0);
      expect(page.links('manifest'), where).toHaveLength(1);

      const organization = page.jsonLdOf('Organization');
      expect(organization, `${where}: Organization`).toBeDefined();
      expect(organization).toMatchObject({
        '@context': 'https://schema.org',
        name: 'PT Mitra Presisi Teknik',
        telephone: '+62 21 8990 4512',
        email: 'sales@mitrapresisi.example',
        address: { '@type': 'PostalAddress', addressLocality: 'Bekasi', postalCode: '17530', addressCountry: 'ID' },
      });

      const breadcrumbs = page.jsonLdOf('BreadcrumbList') as { itemListElement: Array<{ position: number; name: string; item: string }> } | undefined;
      if (expected.breadcrumbs) {
        expect(breadcrumbs, `${where}: BreadcrumbList`).toBeDefined();
        expect(
          breadcrumbs!.itemListElement.map((e) => e.name),
          where,
        ).toEqual(expected.breadcrumbs);
        expect(
          breadcrumbs!.itemListElement.map((e) => e.position),
          where,
        ).toEqual(expected.breadcrumbs.map((_, i) => i + 1));
        expect(breadcrumbs!.itemListElement.at(-1)!.item, where).toBe(canonical[0]);
      } else {
        expect(breadcrumbs, `${where}: no BreadcrumbList`).toBeUndefined();
      }
      const itemList = page.jsonLdOf('ItemList') as { numberOfItems: number; itemListElement: Array<{ name: string; url: string }> } | undefined;
      if (expected.itemList) {
        expect(itemList, `${where}: ItemList`).toBeDefined();
        expect(
          itemList!.itemListElement.map((e) => e.name),
          where,
        ).toEqual(expected.itemList);
        expect(itemList!.numberOfItems, where).toBe(expected.itemList.length);
        for (const item of itemList!.itemListElement) expect(item.url, where).toMatch(/^https?:\/\//);
      } else {
        expect(itemList, `${where}: no ItemList`).toBeUndefined();
      }
    }
    expect(new Set(titles).size, 'titles are unique').toBe(titles.length);
  });

  test('the type page and the catalogue carry their entity in the head', async ({ request }) => {
    const machineTools = await apiJson<ApiType>('/api/manufacture-type/detail/name/Machine%20Tools');
    const { page: type } = await getHtml(request, typePath('Machine Tools'));
    const description = machineTools.description!.replace(/\s+/g, ' ').trim();
    expect(description.length, 'the seed description fits a meta description').toBeLessThanOrEqual(160);
    expect(type.meta('description')).toBe(description);
    expect(type.meta('og:description')).toBe(description);
    // The 1200 px variant of the type's picture, in the master's format (the seed's are PNG).
    expect(type.meta('og:image')).toBe(
      `${shellUrl}/storage/variants/${(machineTools as unknown as { image: { image_path: string } }).image.image_path}/w1200.png`,
    );
    expect(type.text).toContain(machineTools.description!.replace(/\s+/g, ' ').trim());
    // The vendor's name links to its catalogue, in the server's HTML.
    expect(type.root).toContain(`href="${cataloguePath('Machine Tools', kantoId).replace(/&/g, '&amp;')}"`);

    const { page: catalogue } = await getHtml(request, cataloguePath('Machine Tools', kantoId));
    // The Distributor select lists the type's vendors, the current one selected.
    expect(catalogue.root).toMatch(new RegExp(`<option value="${kantoId}" selected=""[^>]*>Kanto Precision Machinery</option>`));
    expect(catalogue.root).toContain(`<option value="${meidenId}">Meiden Machine Works</option>`);
    expect(catalogue.dataBuild.length).toBe(1);
  });

  test('unknown pages, type names and vendor ids answer 404 with the not-found page, server-rendered', async ({ request }) => {
    const cases = [
      { path: '/no-such-page', text: 'Page not found' },
      { path: '/product/No%20Such%20Type', text: 'Product type not found' },
      { path: '/product/catalog/Machine%20Tools/99999?category=All', text: 'Distributor not found' },
    ];
    for (const { path: url, text } of cases) {
      const { response, page } = await getHtml(request, url);
      expect(response.status(), url).toBe(404);
      expect(page.text, url).toContain(text);
      // The site's frame around it: nav and footer, server-rendered.
      expect(page.text, url).toContain('PT Mitra Presisi Teknik');
      expect(page.metas('robots'), url).toEqual(['noindex']);
      expect(page.links('canonical'), url).toEqual([]);
      expect(page.lang, url).toBe('en');
      expect(page.jsonLdOf('Organization'), url).toBeDefined();
    }
  });

  test('admin pages are client-rendered and noindex; robots.txt; sitemap.xml lists the live catalogue', async ({ request }) => {
    for (const url of ['/admin/login', '/admin/dashboard', '/admin/product']) {
      const { response, page } = await getHtml(request, url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(page.metas('robots'), url).toEqual(['noindex, nofollow']);
      expectClientRendered(page);
    }

    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toContain('text/plain');
    const robotsLines = (await robots.text()).split('\n').map((line) => line.trim());
    expect(robotsLines).toContain('User-agent: *');
    expect(robotsLines).toContain('Disallow: /admin');
    expect(robotsLines).toContain(`Sitemap: ${shellUrl}/sitemap.xml`);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
      loc: decode(/<loc>([\s\S]*?)<\/loc>/.exec(body!)?.[1] ?? ''),
      lastmod: /<lastmod>([\s\S]*?)<\/lastmod>/.exec(body!)?.[1],
    }));
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size, 'each page once').toBe(locs.length);

    const types = await apiTypes();
    const expected = ['/', '/products', '/about', '/contact'];
    for (const type of types) {
      expected.push(typePath(type.name));
      for (const vendor of type.mt_vendor ?? []) {
        expected.push(cataloguePath(type.name, vendor.id));
        for (const category of vendor.mt_product_category ?? []) {
          for (const series of category.mt_product_series ?? []) expected.push(`/product/series/${series.id}`);
        }
      }
    }
    // Each page in English and in Indonesian (issue 22).
    expect(new Set(locs)).toEqual(new Set(expected.flatMap((p) => [p, urlInLocale(p, 'id')]).map((p) => `${shellUrl}${p}`)));
    for (const { loc, lastmod } of urls) {
      expect(lastmod, `${loc} has a lastmod`).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
    for (const type of types) {
      const entry = urls.find((u) => u.loc === `${shellUrl}${typePath(type.name)}`)!;
      expect(Date.parse(entry.lastmod!), `${entry.loc}: lastmod not before the type's updated_at`).toBeGreaterThanOrEqual(
        Math.floor(Date.parse(type.updated_at) / 1000) * 1000,
      );
    }
  });
});

test.describe('2. hydration', () => {
  test('every public route hydrates without a warning and without asking the API again', async ({ page }) => {
    const consoleEntries = collectConsole(page);
    const apiRequests = collectApiRequests(page);
    await markServerNodes(page);
    const failedResponses: string[] = [];
    page.on('response', (response) => response.status() >= 400 && failedResponses.push(`${response.status()} ${response.url()}`));
    for (const { path: url, status } of [...pages.map((p) => ({ path: p.path, status: 200 })), { path: '/no-such-page', status: 404 }]) {
      consoleEntries.length = 0;
      apiRequests.length = 0;
      failedResponses.length = 0;
      const response = await page.goto(url);
      expect(response!.status(), url).toBe(status);
      await expectHydrated(page);
      await page.waitForLoadState('networkidle');
      expect(hydrationProblems(consoleEntries), `${url}: hydration warnings`).toEqual([]);
      // Chromium logs a 404 document as a failed resource: that one is the page's own status.
      expect(failedResponses, `${url}: failed responses`).toEqual(status === 404 ? [`404 ${shellUrl}${url}`] : []);
      const ownStatus = (entry: { text: string }) => status === 404 && /^Failed to load resource: .* 404 \(Not Found\)$/.test(entry.text);
      expect(
        consoleEntries.filter((entry) => !ownStatus(entry)),
        `${url}: console errors and warnings`,
      ).toEqual([]);
      expect(
        apiRequests.map((r) => `${r.method()} ${r.url()}`),
        `${url}: data already in the page`,
      ).toEqual([]);
    }
  });

  test('a hydrated catalogue filters by category and switches distributor in the same document', async ({ page }) => {
    const consoleEntries = collectConsole(page);
    const apiRequests = collectApiRequests(page);
    await markServerNodes(page);
    await page.goto(cataloguePath('Machine Tools', kantoId));
    await expectHydrated(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    expect(apiRequests).toEqual([]);

    const categories = page.getByRole('navigation', { name: 'Categories' });
    await expect(page.getByRole('region', { name: 'All series' }).getByRole('heading', { level: 3 })).toHaveCount(16);
    await categories.getByRole('link', { name: /^CNC Lathes/ }).click();
    await expect(page).toHaveURL(/\?category=\d+$/);
    await expect(categories.getByRole('link', { name: /^CNC Lathes/ })).toHaveAttribute('aria-current', 'page');
    const series = page.getByRole('region', { name: 'CNC Lathes' }).getByRole('heading', { level: 3 });
    await expect(series).toHaveCount(4);
    await expect(series.first()).toHaveText(/KP-CL/);
    // The vendor's catalogue was handed over: its series need no request; only the finder asks
    // for the counts of the category's attributes (issue 24).
    const pathOf = (r: { url(): string }) => new URL(r.url()).pathname;
    expect(apiRequests.map(pathOf)).toEqual(['/api/catalog/facets']);

    await page.getByLabel('Distributor').selectOption({ label: 'Meiden Machine Works' });
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product/catalog/Machine%20Tools/${meidenId}\\?category=All$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Meiden Machine Works Catalog' })).toBeVisible();
    await expect(page).toHaveTitle(`Meiden Machine Works Catalog | ${SITE}`);
    // The other distributor's catalogue, and its finder's counts.
    expect(apiRequests.map(pathOf)).toEqual(['/api/catalog/facets', `/api/vendor/detail/${meidenId}`, '/api/catalog/facets']);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(consoleEntries).toEqual([]);
  });

  test('a hydrated landing page and type page navigate on the client', async ({ page }) => {
    const consoleEntries = collectConsole(page);
    await markServerNodes(page);
    await page.goto('/products');
    await expectHydrated(page);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const tile = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Machine Tools' }) });
    await tile.getByRole('link', { name: /See More/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\/Machine%20Tools$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Machine Tools' })).toBeVisible();
    await page
      .getByRole('article', { name: 'Kanto Precision Machinery' })
      .getByRole('link', { name: 'Kanto Precision Machinery', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kanto Precision Machinery Catalog' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(consoleEntries).toEqual([]);
  });
});

test.describe('3. failure: the client-rendered page within 1.5 s, never a 500', () => {
  /** Asks each public route of `shell`: 200 (404 for an unknown page), in time, client-rendered. */
  async function expectFallback(request: APIRequestContext, shell: ShellServer) {
    for (const url of ['/', typePath('Machine Tools'), cataloguePath('Machine Tools', kantoId)]) {
      // Twice: the first request, and one after the server has seen the remote fail.
      for (const attempt of [1, 2]) {
        const { response, page, ms } = await getHtml(request, `${shell.url}${url}`);
        const where = `${url} (request ${attempt})`;
        expect(response.status(), where).toBe(200);
        expect(ms, `${where} answered in ${ms} ms`).toBeLessThan(FALLBACK_DEADLINE_MS);
        expectClientRendered(page);
        expect(page.lang, where).toBe('en');
        expect(page.html, where).toMatch(/<script defer="defer" src="\/main\.[0-9a-f]+\.js"><\/script>/);
      }
    }
    const { response, ms } = await getHtml(request, `${shell.url}/no-such-page`);
    expect(response.status()).toBe(404);
    expect(ms).toBeLessThan(FALLBACK_DEADLINE_MS);
    expect(shell.log()).toMatch(/server render of \/ failed, sending the client-rendered page/);
  }

  test('(a) the public remote is down: the client-rendered page, then the unavailable panel and Retry', async ({ request, page }) => {
    const dead = await freePort();
    const shell = await startShellServer({ publicRemoteUrl: `http://127.0.0.1:${dead}` });
    try {
      await expectFallback(request, shell);
      expect(shell.alive()).toBe(true);

      await page.goto(`${shell.url}/`);
      await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('PT Mitra Presisi Teknik');
      await expect(page).toHaveTitle(`Home | ${SITE}`);

      // The remote comes back: the very next request is server-rendered again, same shell process.
      const back = await startRemoteServer('public-remote', { port: dead });
      try {
        const { response, page: html } = await getHtml(request, `${shell.url}${typePath('Machine Tools')}`);
        expect(response.status()).toBe(200);
        expect(html.hasHandover).toBe(true);
        expect(html.text).toContain('Kanto Precision Machinery');
      } finally {
        await back.stop();
      }
    } finally {
      await shell.stop();
    }
  });

  test('(b) the public remote hangs: the client-rendered page within 1.5 s, then the panel', async ({ request, page }) => {
    const hanging = await startHangingServer();
    const shell = await startShellServer({ publicRemoteUrl: hanging.entry });
    try {
      await expectFallback(request, shell);
      expect(shell.log()).toMatch(/over 1200 ms|no answer within/);

      await page.goto(`${shell.url}/about`, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('contentinfo')).toBeVisible();
    } finally {
      await shell.stop();
      await hanging.stop();
    }
  });

  test('(c) the server container throws when evaluated: the client-rendered page, and the browser renders the screen itself', async ({
    request,
    page,
  }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-remote-broken-server-'));
    fs.cpSync(path.join(REPO_ROOT, 'public-remote/dist'), dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'server/remoteEntry.js'), "throw new Error('broken server container (e2e)');\n");
    const remote = await startRemoteServer('public-remote', { dir });
    const shell = await startShellServer({ publicRemoteUrl: `http://localhost:${remote.port}` });
    try {
      await expectFallback(request, shell);
      expect(shell.alive()).toBe(true);

      const consoleEntries = collectConsole(page);
      await page.goto(`${shell.url}/`);
      await expect(page.getByText(HERO)).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'Machine Tools' })).toBeVisible();
      await page.goto(`${shell.url}${cataloguePath('Machine Tools', kantoId)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Kanto Precision Machinery Catalog' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'All series' }).getByRole('heading', { level: 3 })).toHaveCount(16);
      expect(consoleEntries).toEqual([]);

      // The fixed server container deployed in its place: the very next request is server-rendered.
      fs.copyFileSync(path.join(REPO_ROOT, 'public-remote/dist/server/remoteEntry.js'), path.join(dir, 'server/remoteEntry.js'));
      const { response, page: html } = await getHtml(request, `${shell.url}/`);
      expect(response.status()).toBe(200);
      expect(html.hasHandover).toBe(true);
      expect(html.text).toMatch(HERO);
    } finally {
      await shell.stop();
      await remote.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('(d) the server container loads but its screen throws while rendering: the client-rendered page, logged', async ({ request, page }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-remote-throwing-screen-'));
    fs.cpSync(path.join(REPO_ROOT, 'public-remote/dist'), dir, { recursive: true });
    // The real container, with its LandingPage component swapped for one that throws in render
    // (its preparePage, and the other screens, untouched).
    fs.appendFileSync(
      path.join(dir, 'server/remoteEntry.js'),
      `
;(function () {
  // The container's exports are read-only getters: a proxy puts the wrapped get in front.
  var container = module.exports;
  var wrapped = function (name) {
    return Promise.resolve(container.get.apply(container, arguments)).then(function (factory) {
      if (name !== './LandingPage') return factory;
      return function () {
        var real = factory();
        return Object.assign({}, real, {
          default: function ThrowingLandingPage() {
            throw new Error('LandingPage threw while rendering (e2e)');
          },
        });
      };
    });
  };
  module.exports = new Proxy(container, {
    get: function (target, key) {
      return key === 'get' ? wrapped : target[key];
    },
  });
})();
`,
    );
    const remote = await startRemoteServer('public-remote', { dir });
    const shell = await startShellServer({ publicRemoteUrl: `http://localhost:${remote.port}` });
    try {
      for (const url of ['/', '/about']) {
        const { response, page: html, ms } = await getHtml(request, `${shell.url}${url}`);
        expect(response.status(), url).toBe(200);
        expect(ms, url).toBeLessThan(FALLBACK_DEADLINE_MS);
        expectClientRendered(html);
      }
      expect(shell.log()).toMatch(/server render of \/ failed, sending the client-rendered page: .*LandingPage threw while rendering \(e2e\)/);
      // The other screens of the same container still render on the server.
      const type = await getHtml(request, `${shell.url}${typePath('Machine Tools')}`);
      expect(type.response.status()).toBe(200);
      expect(type.page.hasHandover).toBe(true);
      expect(type.page.text).toContain('Kanto Precision Machinery');

      // The browser container is fine: the screen renders client-side.
      const consoleEntries = collectConsole(page);
      await page.goto(`${shell.url}/`);
      await expect(page.getByText(HERO)).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'Machine Tools' })).toBeVisible();
      expect(consoleEntries).toEqual([]);
    } finally {
      await shell.stop();
      await remote.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the API is down: a clear state, never a 500', async ({ request, page }) => {
    const dead = await freePort();
    const shell = await startShellServer({ apiUrl: `http://127.0.0.1:${dead}` });
    try {
      // Pages whose entity cannot be read: 503, the screen's own error state rendered, not indexed.
      const states = [
        { url: typePath('Machine Tools'), text: 'Distributors could not be loaded' },
        { url: cataloguePath('Machine Tools', kantoId), text: 'This catalogue is not available right now' },
      ];
      for (const { url, text } of states) {
        const { response, page: html, ms } = await getHtml(request, `${shell.url}${url}`);
        expect(response.status(), url).toBe(503);
        expect(ms, url).toBeLessThan(FALLBACK_DEADLINE_MS);
        expect(html.text, url).toContain(text);
        expect(html.text, url).toContain('Try again');
        expect(html.metas('robots'), url).toEqual(['noindex']);
      }
      // The landing page stands without its Products list, and without the company's facts (the
      // site settings are the API's, issue 23): the site's name heads the hero instead of the tagline.
      const landing = await getHtml(request, `${shell.url}/`);
      expect(landing.response.status()).toBe(200);
      expect(landing.ms).toBeLessThan(FALLBACK_DEADLINE_MS);
      expect(landing.page.text).toContain('Mitra Presisi Teknik');
      expect(landing.page.text).not.toMatch(HERO);
      expect(landing.page.text).toContain('Products could not be loaded');

      const sitemap = await request.get(`${shell.url}/sitemap.xml`);
      expect(sitemap.status()).toBe(503);
      expect(shell.alive()).toBe(true);

      // In the browser the state hydrates and its Try again stays on the page.
      const consoleEntries = collectConsole(page);
      await markServerNodes(page);
      await page.goto(`${shell.url}${typePath('Machine Tools')}`);
      await expectHydrated(page);
      await expect(page.getByRole('heading', { name: 'Distributors could not be loaded' })).toBeVisible();
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { name: 'Distributors could not be loaded' })).toBeVisible();
      expect(hydrationProblems(consoleEntries)).toEqual([]);
    } finally {
      await shell.stop();
    }
  });
});

test.describe('4. freshness', () => {
  test('(a) an admin edit shows on the next public page load', async ({ request }) => {
    const session = await adminSession();
    const type = await apiJson<ApiType>('/api/manufacture-type/detail/name/Machine%20Tools');
    const original = type.description;
    const edited = `Edited by the e2e suite at ${Date.now()}: CNC lathes and machining centres.`;
    const update = (description: string | null) =>
      fetch(`${API}/api/manufacture-type/update/${type.id}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${session.token}`,
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
        },
        body: JSON.stringify({ name: type.name, description, image_id: type.image_id }),
      });

    // Rendered (and cached) before the edit.
    for (let i = 0; i < 2; i += 1) {
      const before = await getHtml(request, typePath('Machine Tools'));
      expect(before.page.text).toContain(original);
    }
    try {
      const saved = await update(edited);
      expect(saved.status, await saved.clone().text()).toBe(200);
      const after = await getHtml(request, typePath('Machine Tools'));
      expect(after.response.status()).toBe(200);
      expect(after.page.text).toContain(edited);
      expect(after.page.text).not.toContain(original);
      expect(after.page.meta('description')).toBe(edited);
      expect(after.page.meta('og:description')).toBe(edited);
    } finally {
      const restored = await update(original);
      expect(restored.status).toBe(200);
    }
    const restoredPage = await getHtml(request, typePath('Machine Tools'));
    expect(restoredPage.page.text).toContain(original);
    expect(restoredPage.page.text).not.toContain(edited);
  });

  test('(b) a public-remote redeploy changes the server-rendered HTML on the next request, the shell server untouched', async ({ request, page }) => {
    test.setTimeout(10 * 60_000);
    const before = await startRemoteServer('public-remote');
    let remote = before;
    const shell = await startShellServer({ publicRemoteUrl: `http://localhost:${before.port}` });
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-remote-next-'));
    try {
      const url = `${shell.url}${cataloguePath('Machine Tools', kantoId)}`;
      const first = await getHtml(request, url);
      expect(first.response.status()).toBe(200);
      const [oldLabel] = first.page.dataBuild;
      expect(oldLabel).toBeTruthy();
      // Served from the cache now: the redeploy must get past it.
      const cached = await getHtml(request, url);
      expect(cached.page.dataBuild).toEqual([oldLabel]);
      const landingBefore = await getHtml(request, `${shell.url}/`);
      expect(landingBefore.page.dataBuild).toEqual([oldLabel]);

      const label = `e2e-${Date.now()}`;
      const build = spawnSync('npx', ['webpack', '--mode', 'production', '--env', `outDir=${outDir}`], {
        cwd: path.join(REPO_ROOT, 'public-remote'),
        env: { ...process.env, BUILD_LABEL: label },
        encoding: 'utf8',
      });
      expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
      expect(fs.existsSync(path.join(outDir, 'server/remoteEntry.js'))).toBe(true);

      await before.stop();
      remote = await startRemoteServer('public-remote', { dir: outDir, port: before.port });

      const next = await getHtml(request, url);
      expect(next.response.status()).toBe(200);
      expect(next.page.hasHandover).toBe(true);
      expect(next.page.dataBuild).toEqual([label]);
      expect(next.page.text).toContain('Kanto Precision Machinery Catalog');
      const landingAfter = await getHtml(request, `${shell.url}/`);
      expect(landingAfter.page.dataBuild).toEqual([label]);

      // The same shell server process all along: started once, never restarted.
      expect(shell.alive()).toBe(true);
      expect(shell.log().match(/shell: serving /g)).toHaveLength(1);
      expect(process.kill(shell.pid, 0)).toBe(true);

      // The browser hydrates the new server HTML with the new browser container.
      const consoleEntries = collectConsole(page);
      await markServerNodes(page);
      await page.goto(url);
      await expectHydrated(page);
      await expect(page.locator('.pr-page')).toHaveAttribute('data-build', label);
      expect(hydrationProblems(consoleEntries)).toEqual([]);
      expect(consoleEntries).toEqual([]);
    } finally {
      await shell.stop();
      await remote.stop();
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });
});
