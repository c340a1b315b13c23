// Demo mode (issue 6): the whole site from the one static folder demo-dist/, with NO API server
// and no remote server: every /api call is answered inside the page.
// The spec builds demo-dist (skipped when up to date) and serves it itself on a free port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { waitForScrollToSettle } from '../support/app';
import { expect, test } from '../support/test';
import { REPO_ROOT } from '../support/env';
import { demoCatalogue } from '@mfe/catalogue-core/seed';

const DEMO_DIST = path.join(REPO_ROOT, 'demo-dist');
const VENDOR_NAME = `Demo Vendor ${Date.now().toString(36)}`;

let server: ChildProcess | undefined;
let baseUrl = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  // build:demo skips itself when demo-dist is up to date with the sources.
  const built = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-demo.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build:demo failed');
  server = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/demo.mjs'), '--skip-build', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    server!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /on (http:\/\/localhost:\d+)/.exec(output)?.[1];
      if (url) resolve(url);
    });
    server!.once('exit', (code) => reject(new Error(`the demo server exited (${code}): ${output}`)));
  });
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

/** Fails the test on any request that would need a server other than the static folder. */
function watchRequests(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(baseUrl).origin || url.pathname.startsWith('/api/')) outside.push(request.url());
  });
  return outside;
}

async function logIn(page: Page) {
  await page.goto(`${baseUrl}/admin/login`);
  // Pre-filled with the demo credentials of the folder's runtime config.
  const { demoCredentials } = JSON.parse(fs.readFileSync(path.join(DEMO_DIST, 'runtime-config.json'), 'utf8'));
  await expect(page.getByLabel('Email')).toHaveValue(demoCredentials.email);
  await expect(page.getByLabel('Password')).toHaveValue(demoCredentials.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test('browses landing → product type → catalogue with no API server', async ({ page }) => {
  const outside = watchRequests(page);
  await page.goto(`${baseUrl}/`);
  await expect(page.getByRole('complementary', { name: 'Demo mode' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await waitForScrollToSettle(page);

  const tile = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Machine Tools' }) });
  // As a visitor does: hover the image until See More shows, then click it.
  const seeMore = tile.getByRole('link', { name: 'See More' });
  await tile.getByRole('button', { name: 'Enlarge the Machine Tools image' }).hover();
  await expect(seeMore).toHaveCSS('opacity', '1');
  await seeMore.click();
  await expect(page).toHaveURL(/\/product\/Machine%20Tools$/);
  await expect(page.getByRole('heading', { name: 'Machine Tools', level: 1 })).toBeVisible();

  await page.getByRole('heading', { name: 'Kanto Precision Machinery' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/catalog\/Machine%20Tools\/1\?category=All$/);
  await expect(page.getByRole('heading', { name: 'Kanto Precision Machinery Catalog' })).toBeVisible();
  // A series picture is one of its variants, files of the folder's storage/ (as the API would answer them).
  const picture = page.locator('img[src*="/storage/variants/seed/series-"]').first();
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/storage\/variants\/seed\/series-[a-z0-9-]+\.png\/w\d+\.(avif|webp|png)$/,
  );
  expect(outside).toEqual([]);
});

test('logs in pre-filled, creates a vendor that survives a reload, and resets', async ({ page }) => {
  // Two logins, a save, two reloads and the admin remote's first load, on a shared machine.
  test.setTimeout(180_000);
  const outside = watchRequests(page);
  await logIn(page);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Vendor', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'Kanto Precision Machinery', exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Create/ }).click();
  await expect(page).toHaveURL(/\/admin\/vendor\/create$/);
  await page.getByLabel('Name').fill(VENDOR_NAME);
  // antd's select: type to filter, Enter picks the active option (as a keyboard user would).
  await page.getByLabel('Manufacture Type').fill('Cutting');
  // The options come from the demo API (120 ms): Enter picks only once one is there.
  await expect(page.getByRole('option', { name: 'Cutting Tools' })).toBeAttached();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  // After a save the form goes back one screen: the list.
  await expect(page).toHaveURL(/\/admin\/vendor$/);
  await expect(page.getByText('Vendor created successfully')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('cell', { name: VENDOR_NAME, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await page.getByRole('dialog', { name: 'Reset demo data?' }).getByRole('button', { name: 'Reset' }).click();
  // The page reloads on the seed, logged out: the admin route goes to the login.
  await expect(page).toHaveURL(/\/admin\/login$/);
  await logIn(page);
  await page.goto(`${baseUrl}/admin/vendor`);
  await expect(page.getByRole('cell', { name: 'Kanto Precision Machinery', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: VENDOR_NAME, exact: true })).toHaveCount(0);
  expect(outside).toEqual([]);
});

test('searches with a typo, asks for a quote on the series page, and finds it in the admin (issue 14)', async ({ page }) => {
  test.setTimeout(180_000);
  const outside = watchRequests(page);
  // A seeded model ('… Standard') typed with two letters swapped.
  const product = demoCatalogue().products.find((p) => p.name.endsWith(' Standard'))!;
  const seriesName = demoCatalogue().series[product.series]!.name;
  await page.goto(`${baseUrl}/about`);
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the catalogue' });
  await box.pressSequentially(product.name.replace(/Standard$/, 'Standrad'), { delay: 25 });
  await page.getByRole('option', { name: new RegExp(`^${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await expect(page).toHaveURL(/\/product\/series\/\d+#product-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: seriesName })).toBeVisible();

  const sender = `Demo Buyer ${Date.now().toString(36)}`;
  const form = page.getByRole('form', { name: `Request a quote for ${seriesName}` });
  await form.getByRole('textbox', { name: /^Name/ }).fill(sender);
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('buyer@example.com');
  await form.getByRole('textbox', { name: /^Message/ }).fill('A quote in demo mode, please.');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();

  await logIn(page);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Inquiries/ })
    .click();
  const row = page.getByRole('row').filter({ hasText: sender });
  await expect(row).toContainText(seriesName);
  await expect(row).toContainText('New');
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await page.getByRole('dialog', { name: 'Reset demo data?' }).getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(outside).toEqual([]);
});

test('serves the shell alone when neither remote is reachable', async ({ page }) => {
  // The same folder with its remotes gone: every remote file fails to load.
  await page.route('**/remotes/**', (route) => route.abort());
  await page.goto(`${baseUrl}/`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Bekasi');
  await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible();

  // The shell's overlays still work: the badge's confirm dialog opens and closes.
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset demo data?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto(`${baseUrl}/admin/login`);
  await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
});
