// The admin remote (issue 5) in headless Chromium on the real API: one catalogue chain created
// through the cascading selects with an uploaded image, seen on the public catalogue, edited,
// protected from a parent delete, unlinked from its image and deleted bottom-up; and the gzip
// JavaScript that /admin/login and a list screen download.
import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { chooseOption } from '../support/antd';
import { loginAsAdmin, useAdminSession } from '../support/auth';
import { ports } from '../support/env';

/** A 1×1 PNG: the API judges uploads by their bytes, so the picture must be a real one. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Console errors and uncaught exceptions; failed calls the journey provokes on purpose are listed. */
function collectPageErrors(page: Page, expected: RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!expected.some((pattern) => pattern.test(text))) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Picks an option of the antd select of this label. */
const choose = (page: Page, label: string, option: string) => chooseOption(page, page.getByLabel(label, { exact: true }), option);

async function save(page: Page, button: 'Create' | 'Save changes' | 'Upload', toast: string, listPath: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  // Back to the list as it was left (its page and search are in its URL, issue 13).
  await expect(page).toHaveURL(new RegExp(`${listPath}(\\?[^/]*)?$`));
  await expect(page.getByText(toast).first()).toBeVisible();
}

/** Opens a create form the way a user does: the list, then its Create button. */
async function openCreate(page: Page, area: string) {
  await page.goto(`/admin/${area}`);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${area}/create$`));
}

async function search(page: Page, area: string, title: string, name: string) {
  await page.goto(`/admin/${area}`);
  await page.getByLabel(`Search ${title} by name`).fill(name);
  await page.getByLabel(`Search ${title} by name`).press('Enter');
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}

async function deleteRow(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
}

test.describe('admin catalogue on the real API', () => {
  test('creates a chain through the cascade, shows it publicly, edits, guards and deletes it', async ({ page }) => {
    test.setTimeout(240_000);
    const errors = collectPageErrors(page, [/failed \(409\)/, /Failed to load resource.*409/]);
    const stamp = Date.now().toString(36);
    const names = {
      image: `E2E photo ${stamp}`,
      type: `E2E Type ${stamp}`,
      vendor: `E2E Vendor ${stamp}`,
      category: `E2E Category ${stamp}`,
      series: `E2E Series ${stamp}`,
      product: `E2E Product ${stamp}`,
    };

    await loginAsAdmin(page);
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();

    // An image asset: the file is required, then uploaded with a preview.
    await openCreate(page, 'assets-image-manager');
    await page.getByLabel('Name').fill(names.image);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Image is required')).toBeVisible();
    await page.getByLabel('Image File').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(page.getByRole('img', { name: 'Preview of photo.png' })).toBeVisible();
    await save(page, 'Upload', 'Image created successfully', '/admin/assets-image-manager');
    await expect(page.getByRole('link', { name: names.image })).toBeVisible();

    // Manufacture type with that image, chosen in the picker dialog.
    await openCreate(page, 'manufacture-type');
    await page.getByLabel('Name').fill(names.type);
    await page.getByRole('button', { name: 'Choose image' }).click();
    await page
      .getByRole('dialog', { name: 'Choose an image' })
      .getByRole('button', { name: `Choose ${names.image}` })
      .click();
    await expect(page.getByText(names.image).first()).toBeVisible();
    await save(page, 'Create', 'Manufacture type created successfully', '/admin/manufacture-type');

    await openCreate(page, 'vendor');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Manufacture Type is required')).toBeVisible();
    await page.getByLabel('Name').fill(names.vendor);
    await choose(page, 'Manufacture Type', names.type);
    await save(page, 'Create', 'Vendor created successfully', '/admin/vendor');

    // The category's vendor select waits for its manufacture type.
    await openCreate(page, 'product-category');
    await page.getByLabel('Name').fill(names.category);
    await expect(page.getByLabel('Vendor', { exact: true })).toBeDisabled();
    await choose(page, 'Manufacture Type', names.type);
    await choose(page, 'Vendor', names.vendor);
    await save(page, 'Create', 'Product category created successfully', '/admin/product-category');

    await openCreate(page, 'product-series');
    await page.getByLabel('Name').fill(names.series);
    await choose(page, 'Manufacture Type', names.type);
    await choose(page, 'Vendor', names.vendor);
    await choose(page, 'Category', names.category);
    await save(page, 'Create', 'Product series created successfully', '/admin/product-series');

    // The product: the whole cascade, and a new image uploaded in the same multipart save.
    await openCreate(page, 'product');
    await page.getByLabel('Name').fill(names.product);
    await expect(page.getByLabel('Product Series', { exact: true })).toBeDisabled();
    await choose(page, 'Manufacture Type', names.type);
    await choose(page, 'Vendor', names.vendor);
    await choose(page, 'Product Category', names.category);
    await choose(page, 'Product Series', names.series);
    await page.getByLabel('Or upload a new image').setInputFiles({ name: 'product.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await save(page, 'Create', 'Product created successfully', '/admin/product');
    await search(page, 'product', 'Product', names.product);
    const productRow = page.getByRole('row').filter({ hasText: names.product });
    await expect(productRow).toContainText(names.series);
    await expect(productRow).toContainText(names.vendor);

    // The public catalogue shows the new type, its vendor and the series.
    await page.goto(`/product/${encodeURIComponent(names.type)}`);
    await expect(page.getByRole('heading', { level: 1, name: names.type })).toBeVisible();
    await page.getByRole('link', { name: names.vendor, exact: true }).first().click();
    await expect(page).toHaveURL(/\/product\/catalog\/.+\?category=All$/);
    await expect(page.getByRole('heading', { level: 3, name: names.series })).toBeVisible();

    // Edit: the vendor form loads its record, the rename shows in the list.
    await search(page, 'vendor', 'Vendor', names.vendor);
    await page.getByRole('button', { name: `Edit ${names.vendor}` }).click();
    await expect(page.getByLabel('Name')).toHaveValue(names.vendor);
    await expect(page.locator('.ant-select-content-has-value', { hasText: names.type })).toBeVisible();
    names.vendor = `${names.vendor} renamed`;
    await page.getByLabel('Name').fill(names.vendor);
    await save(page, 'Save changes', 'Vendor updated successfully', '/admin/vendor');
    await search(page, 'vendor', 'Vendor', names.vendor);

    // A parent with children cannot go: the confirmation says so beforehand, and nothing is lost.
    await search(page, 'manufacture-type', 'Manufacture Type', names.type);
    await page.getByRole('button', { name: `Delete ${names.type}`, exact: true }).click();
    const blocked = page.getByRole('dialog', { name: `Manufacture Type "${names.type}" cannot be deleted` });
    await expect(blocked).toContainText(`This manufacture type has 1 vendor; it cannot be deleted until it is moved or deleted: ${names.vendor}.`);
    await blocked.getByRole('button', { name: 'Okay' }).click();
    await expect(page.getByRole('cell', { name: names.type, exact: true })).toBeVisible();
    await search(page, 'product', 'Product', names.product);

    // The image is linked to the type: delete waits until it is unlinked.
    await page.goto('/admin/assets-image-manager');
    await page.getByRole('link', { name: names.image }).click();
    await expect(page.getByRole('cell', { name: names.type, exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Delete/ })).toBeDisabled();
    await page.getByRole('button', { name: `Unlink from Manufacture Type ${names.type}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unlink', exact: true }).click();
    await expect(page.getByText('Not used by any record')).toBeVisible();
    await expect(page.getByRole('button', { name: /Delete/ })).toBeEnabled();

    // Bottom-up: product, series, category, vendor, type; then the image.
    const chain: [string, string, string, string][] = [
      ['product', 'Product', names.product, 'Product deleted successfully'],
      ['product-series', 'Product Series', names.series, 'Product series deleted successfully'],
      ['product-category', 'Product Category', names.category, 'Product category deleted successfully'],
      ['vendor', 'Vendor', names.vendor, 'Vendor deleted successfully'],
      ['manufacture-type', 'Manufacture Type', names.type, 'Manufacture type deleted successfully'],
    ];
    for (const [area, title, name, toast] of chain) {
      await search(page, area, title, name);
      await deleteRow(page, name);
      await expect(page.getByText(toast).first()).toBeVisible();
      await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
    }
    await page.goto('/admin/assets-image-manager');
    await page.getByRole('link', { name: names.image }).click();
    await page.getByRole('button', { name: /Delete/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/assets-image-manager$/);
    await expect(page.getByRole('link', { name: names.image })).toHaveCount(0);

    await page.goto('/admin/dashboard');
    await page
      .getByRole('main')
      .getByRole('button', { name: /Logout/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(errors).toEqual([]);
  });

  test('a PDF brochure is uploaded to the file endpoints and opens from its detail', async ({ page, context }) => {
    await useAdminSession(context);
    const errors = collectPageErrors(page);
    const name = `E2E brochure ${Date.now().toString(36)}`;
    // Opened directly (no screen behind it): after the save the form returns to the list.
    await page.goto('/admin/assets-file-manager/create');
    await page.getByLabel('Name').fill(name);
    const upload = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/assets-manager/file/create'));
    await page
      .getByLabel('PDF File')
      .setInputFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
    await save(page, 'Upload', 'File created successfully', '/admin/assets-file-manager');
    expect(await (await upload).headerValue('content-type')).toContain('multipart/form-data');
    await page.getByLabel('Search Files Manager by name').fill(name);
    await page.getByLabel('Search Files Manager by name').press('Enter');
    await page.getByRole('link', { name }).click();
    const pdfLink = page.getByRole('link', { name: /Open PDF/ });
    await expect(pdfLink).toHaveAttribute('target', '_blank');
    const pdf = await page.request.get((await pdfLink.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await page.getByRole('button', { name: /Delete/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/assets-file-manager$/);
    expect(errors).toEqual([]);
  });

  test('measures the gzip JavaScript of /admin/login and of a list screen', async ({ browser }) => {
    async function gzipJs(path: string, loggedIn: boolean, ready: (page: Page) => Promise<void>) {
      const context = await browser.newContext();
      if (loggedIn) await useAdminSession(context);
      const page = await context.newPage();
      const requests: Request[] = [];
      page.on('request', (request) => requests.push(request));
      await page.goto(path);
      await ready(page);
      await page.waitForLoadState('networkidle');
      const urls = [...new Set(requests.filter((r) => /\.js(\?|$)/.test(r.url())).map((r) => r.url()))];
      let total = 0;
      let admin = 0;
      for (const url of urls) {
        const gzip = gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length;
        total += gzip;
        if (new URL(url).port === String(ports.adminRemote)) admin += gzip;
        if (process.env.E2E_LIST_JS) console.log(`  ${gzip}\t${url}`);
      }
      await context.close();
      const line = `gzip JS of ${path}: ${total} bytes in ${urls.length} files (admin remote ${admin})`;
      console.log(line);
      test.info().annotations.push({ type: 'benchmark', description: line });
      return { total, admin };
    }
    const login = await gzipJs('/admin/login', false, (page) => expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible());
    const list = await gzipJs('/admin/product', true, (page) => expect(page.getByRole('row').nth(15)).toBeVisible());
    expect(login.admin).toBeGreaterThan(0);
    expect(list.admin).toBeGreaterThanOrEqual(login.admin);
  });
});
