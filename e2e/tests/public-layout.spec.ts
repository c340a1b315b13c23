// Issue 13, public layout: 80-character unbroken names never widen a public page, the current
// category chip is in view on a phone, a broken server-rendered logo ends as the fallback, a deep
// link with nothing to go back to goes to the type page or home, and a short page's background
// reaches the footer. The long names are created through the API and removed afterwards.
import type { Page } from '@playwright/test';
import { adminWrite } from '../support/adminApi';
import { ports } from '../support/env';
import { expect, test } from '../support/test';

const API = `http://127.0.0.1:${ports.api}`;
const STAMP = Date.now().toString(36);

/** An 80-character name with no break opportunity, unique to this run. */
const longName = (label: string) => `${label}${STAMP}`.padEnd(80, 'W');

const names = {
  type: longName('Type'),
  vendor: longName('Vendor'),
  category: longName('Category'),
  series: longName('Series'),
};

const ids = { type: 0, vendor: 0, categories: [] as number[], series: 0 };

const typePath = (name: string) => `/product/${encodeURIComponent(name)}`;
const cataloguePath = (category?: string | number) =>
  `/product/catalog/${encodeURIComponent(names.type)}/${ids.vendor}${category === undefined ? '' : `?category=${category}`}`;

async function expectNoSidewaysScroll(page: Page, label: string) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
  expect(widths.scroll, `${label} is ${widths.scroll} px wide in a ${widths.viewport} px viewport`).toBeLessThanOrEqual(widths.viewport);
}

test.describe('public layout', () => {
  test.beforeAll(async () => {
    const own = { description: null, image_id: null };
    ids.type = (await adminWrite('POST', '/api/manufacture-type/create', { name: names.type, ...own })).id;
    ids.vendor = (await adminWrite('POST', '/api/vendor/create', { name: names.vendor, mt_manufacture_type_id: ids.type, ...own })).id;
    // Two short categories first, so the long one starts off-screen in a phone's row of chips.
    for (const name of [`Aa ${STAMP}`, `Ab ${STAMP}`, names.category]) {
      const category = await adminWrite('POST', '/api/product/category/create', {
        name,
        mt_manufacture_type_id: ids.type,
        mt_vendor_id: ids.vendor,
        ...own,
      });
      ids.categories.push(category.id);
    }
    ids.series = (
      await adminWrite('POST', '/api/product/series/create', {
        name: names.series,
        mt_manufacture_type_id: ids.type,
        mt_vendor_id: ids.vendor,
        mt_product_category_id: ids.categories[2],
        pdf_id: null,
        ...own,
      })
    ).id;
  });

  test.afterAll(async () => {
    if (ids.series) await adminWrite('DELETE', `/api/product/series/delete/${ids.series}`);
    for (const id of ids.categories.reverse()) await adminWrite('DELETE', `/api/product/category/delete/${id}`);
    if (ids.vendor) await adminWrite('DELETE', `/api/vendor/delete/${ids.vendor}`);
    if (ids.type) await adminWrite('DELETE', `/api/manufacture-type/delete/${ids.type}`);
  });

  for (const width of [360, 768, 1280]) {
    test(`80-character names wrap: no sideways scroll at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });

      await page.goto('/');
      await expect(page.getByRole('heading', { level: 3, name: names.type })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the landing page');

      await page.goto(typePath(names.type));
      await expect(page.getByRole('heading', { level: 3, name: names.vendor })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(names.category) }).first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'the type page');

      for (const category of ['All', ids.categories[2]]) {
        await page.goto(cataloguePath(category));
        await expect(page.getByRole('heading', { level: 1, name: `${names.vendor} Catalog` })).toBeVisible();
        // The card's heading (its models link also names the series, for screen readers).
        await expect(page.getByRole('heading', { level: 3, name: names.series })).toBeVisible();
        await expectNoSidewaysScroll(page, `the catalogue (category ${category})`);
      }

      await page.goto(`/product/series/${ids.series}`);
      await expect(page.getByRole('heading', { level: 1, name: names.series })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the series page');
    });
  }

  test('on a phone the current category chip is scrolled into view, the page not scrolled', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(cataloguePath(ids.categories[2]));
    const chip = page.getByRole('navigation', { name: 'Categories' }).locator('a[aria-current="page"]');
    await expect(chip).toContainText(names.category);
    const box = await chip.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // A change of category (in the same document) brings the new one into view too.
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: /^All/ }).click();
    await expect(page.getByRole('navigation', { name: 'Categories' }).locator('a[aria-current="page"]')).toContainText('All');
    const all = await page.getByRole('navigation', { name: 'Categories' }).locator('a[aria-current="page"]').boundingBox();
    expect(all!.x).toBeGreaterThanOrEqual(0);
  });

  test('a broken vendor logo in the server-rendered type page ends as the fallback', async ({ page }) => {
    // The seeded vendor's logo answers 404 (its variants and the stored file), before and after the scripts run.
    const type = await (await fetch(`${API}/api/manufacture-type/detail/name/Machine%20Tools`)).json();
    const kanto = (type as { data: { mt_vendor: { name: string; image: { image_path: string } | null }[] } }).data.mt_vendor.find(
      (vendor) => vendor.name === 'Kanto Precision Machinery',
    );
    const logoPath = kanto!.image!.image_path;
    await page.route(
      (url) => url.pathname.includes(`/${logoPath}`),
      (route) => route.fulfill({ status: 404, body: 'not found' }),
    );
    await page.goto(typePath('Machine Tools'));
    const vendor = page.getByRole('article', { name: 'Kanto Precision Machinery' });
    await expect(vendor.getByTestId('vendor-initials')).toBeVisible();
    await expect(vendor.locator('.pr-vendor__logo img')).toHaveCount(0);
  });

  test('a deep link with nothing to go back to goes to the type page or home, not a blank page', async ({ page }) => {
    await page.goto(cataloguePath());
    await expect(page).toHaveURL(new RegExp(`${typePath(names.type).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1, name: names.type })).toBeVisible();

    const fresh = await page.context().newPage();
    await fresh.goto('/product/');
    await expect(fresh).toHaveURL(/^http:\/\/[^/]+\/$/);
    await expect(fresh.getByRole('contentinfo')).toBeVisible();
    await fresh.close();
  });

  test('a short page’s own background reaches the footer, which sits at the bottom of the viewport', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.goto('/product/catalog/Machine%20Tools/99999?category=All');
    await expect(page.getByRole('heading', { name: 'Distributor not found' })).toBeVisible();
    const boxes = await page.evaluate(() => {
      const footer = document.querySelector('footer')!.getBoundingClientRect();
      const screen = document.querySelector('.pr-page')!.getBoundingClientRect();
      return { footerTop: footer.top, footerBottom: footer.bottom, screenBottom: screen.bottom, viewport: window.innerHeight };
    });
    expect(boxes.footerBottom).toBe(boxes.viewport);
    expect(boxes.screenBottom).toBe(boxes.footerTop);
  });
});
