// Issue 22: the site in English at the spec's URLs and in Bahasa Indonesia under /id. The language
// switch on a catalogue page lands on the same catalogue in /id, rendered by the shell's server
// in Indonesian (html lang, hreflang alternates) and hydrated without a mismatch or a second data
// request; the choice is remembered and offered back on a page in the other language.
//
// The screens' own Indonesian texts come from public-remote's messages (the public branch): this
// spec asserts what the shell controls (URLs, <html lang>, head tags, nav and footer texts). Once
// both are merged, the screen's headings on /id are Indonesian too.
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { ports } from '../support/env';
import { collectConsole, hydrationProblems } from '../support/shellServer';

const API = `http://127.0.0.1:${ports.api}`;
const LOCALE_STORAGE_KEY = 'mfe.locale';

async function kantoCataloguePath(): Promise<string> {
  const response = await fetch(`${API}/api/manufacture-type/detail/name/${encodeURIComponent('Machine Tools')}`);
  if (!response.ok) throw new Error(`GET the Machine Tools type: HTTP ${response.status}`);
  const type = ((await response.json()) as { data: { mt_vendor?: Array<{ id: number; name: string }> } }).data;
  const kanto = type.mt_vendor?.find((vendor) => vendor.name === 'Kanto Precision Machinery');
  if (!kanto) throw new Error('Kanto Precision Machinery is not a vendor of Machine Tools in the seed');
  return `/product/catalog/${encodeURIComponent('Machine Tools')}/${kanto.id}?category=All`;
}

function collectApiRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request);
  });
  return requests;
}

/** The page's hreflang alternates as 'hreflang href', in document order. */
function alternates(page: Page): Promise<string[]> {
  return page.$$eval('link[rel="alternate"][hreflang]', (links) =>
    links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
  );
}

let catalogue: string;
test.beforeAll(async () => {
  catalogue = await kantoCataloguePath();
});

test('the language switch on a catalogue page lands on the same catalogue in /id, server-rendered in Indonesian, and is remembered', async ({
  page,
  baseURL,
}) => {
  await page.goto(catalogue);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const nav = page.getByRole('banner');
  const toIndonesian = nav.getByRole('link', { name: 'Bahasa Indonesia' });
  await expect(toIndonesian).toHaveAttribute('href', `/id${catalogue}`);
  await expect(toIndonesian).toHaveAttribute('hreflang', 'id');

  // A full navigation to the twin URL.
  const consoleEntries = collectConsole(page);
  const apiRequests = collectApiRequests(page);
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().isNavigationRequest()), toIndonesian.click()]);
  await page.waitForURL(`**/id${catalogue}`);
  expect(response.status()).toBe(200);
  expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_STORAGE_KEY)).toBe('id');

  // The server's HTML: Indonesian document, its head naming both languages.
  const html = await response.text();
  expect(html).toMatch(/<html lang="id"/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/id${catalogue}">`);
  expect(html).toContain(`<meta property="og:locale" content="id_ID">`);
  expect(html).toMatch(/<a [^>]*href="\/id\/products"[^>]*>Produk<\/a>/);

  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  expect(await alternates(page)).toEqual([`en ${baseURL}${catalogue}`, `id ${baseURL}/id${catalogue}`, `x-default ${baseURL}${catalogue}`]);
  await expect(page.getByRole('navigation', { name: 'Utama' }).getByRole('link')).toHaveText(['Beranda', 'Produk', 'Tentang Kami', 'Kontak']);
  // Hydrated from the page's own data: no warning, no second request.
  expect(hydrationProblems(consoleEntries)).toEqual([]);
  expect(apiRequests.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
  // The visitor chose this language: no suggestion to switch.
  await expect(page.getByRole('note')).toHaveCount(0);

  // Its links stay in Indonesian, and the switch leads back.
  await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toHaveAttribute('href', catalogue);
});

test('a page in the other language than the remembered one offers the remembered one, once per visit', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate((key) => localStorage.setItem(key, 'id'), LOCALE_STORAGE_KEY);
  await page.goto('/about');
  const note = page.getByRole('note');
  await expect(note).toHaveAttribute('lang', 'id');
  await expect(note.getByRole('link')).toHaveAttribute('href', '/id/about');
  await note.getByRole('button').click();
  await expect(note).toHaveCount(0);
  await page.goto('/contact');
  await expect(page.getByRole('note')).toHaveCount(0);
});

test('an unknown /id page is the Indonesian not-found page, and /identity is not Indonesian', async ({ page }) => {
  const missing = await page.goto('/id/tidak-ada');
  expect(missing!.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
  const english = await page.goto('/identity');
  expect(english!.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the sitemap lists both languages’ URLs with their alternates', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  expect(xml).toContain(`<loc>${baseURL}/id${catalogue.replace(/&/g, '&amp;')}</loc>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="id" href="${baseURL}/id"/>`);
});
