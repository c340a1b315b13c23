// Issue 20, a phone photo end to end: staff upload through the admin screens a photo whose sensor
// pixels are landscape with EXIF orientation 6 (and camera and GPS tags) and make it a series'
// image; the public series page on a phone then shows it upright, as a small variant of the width
// it needs (/w{width}.{format}), with no EXIF left; and a replaced file shows on the page at once,
// at a new master path.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { adminRead, adminWrite } from '../support/adminApi';
import { useAdminSession } from '../support/auth';
import { phonePhoto } from '../../scripts/lib/photos.mjs';

/** A phone: 360 × 740 CSS px at 2 device pixels per px. */
const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const VARIANT = /\/w(\d+)\.(avif|webp|jpg)$/;
const SMALL_VARIANT_BYTES = 150 * 1024;

interface Shown {
  currentSrc: string;
  naturalWidth: number;
  naturalHeight: number;
}

/** The series' image on its public page as a phone loads it: the URL it chose and the picture's size. */
async function seriesImageOnPhone(browser: Browser, seriesId: number, seriesName: string): Promise<{ shown: Shown; bytes: Buffer }> {
  const context = await browser.newContext(PHONE);
  try {
    const page: Page = await context.newPage();
    await page.goto(`/product/series/${seriesId}`);
    const image = page.getByRole('img', { name: seriesName, exact: true });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = await image.evaluate((img: HTMLImageElement) => ({
      currentSrc: img.currentSrc,
      naturalWidth: img.naturalWidth,
      naturalHeight: img.naturalHeight,
    }));
    const response = await page.request.get(shown.currentSrc);
    expect(response.status()).toBe(200);
    return { shown, bytes: await response.body() };
  } finally {
    await context.close();
  }
}

/** The master a variant URL belongs to: /storage/variants/{master}/w{width}.{format} → {master}. */
const masterOf = (url: string) => new URL(url).pathname.replace(VARIANT, '').replace(/^\/storage\/(variants\/)?/, '');

test.describe('a phone photo, from the admin to the public page (issue 20)', () => {
  let folder: string;
  test.beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mfe-e2e-photos-'));
  });
  test.afterAll(() => {
    fs.rmSync(folder, { recursive: true, force: true });
  });

  test('an orientation-6 photo set as a series image is shown upright, small and without EXIF on a phone, and a replaced file at once', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const names = { image: `E2E phone photo ${stamp}`, series: `E2E Photo Series ${stamp}` };
    const type = await adminWrite('POST', '/api/manufacture-type/create', { name: `E2E Photo Type ${stamp}` });
    const vendor = await adminWrite('POST', '/api/vendor/create', { name: `E2E Photo Vendor ${stamp}`, mt_manufacture_type_id: type.id });
    const category = await adminWrite('POST', '/api/product/category/create', {
      name: `E2E Photo Category ${stamp}`,
      mt_manufacture_type_id: type.id,
      mt_vendor_id: vendor.id,
    });
    const series = await adminWrite('POST', '/api/product/series/create', {
      name: names.series,
      mt_manufacture_type_id: type.id,
      mt_vendor_id: vendor.id,
      mt_product_category_id: category.id,
    });

    // The phone's file: 2016 × 1512 sensor pixels, EXIF orientation 6 (upright it is 1512 × 2016), Make/Model and GPS.
    const photoFile = path.join(folder, 'IMG_0001.jpg');
    fs.writeFileSync(photoFile, await phonePhoto({ seed: 7, width: 2016, height: 1512 }));
    const original = await sharp(photoFile).metadata();
    expect([original.width, original.height, original.orientation]).toEqual([2016, 1512, 6]);
    expect(original.exif).toBeDefined();

    // Staff upload it in the Images Manager, then choose it as the series' image.
    await useAdminSession(context);
    await page.goto('/admin/assets-image-manager/create');
    await page.getByLabel('Name').fill(names.image);
    await page.getByLabel('Image File').setInputFiles(photoFile);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Image created successfully').first()).toBeVisible({ timeout: 30_000 });
    const [image] = (
      await adminRead<{ data: Array<{ id: number; name: string; image_path: string }> }>(
        `/api/assets-manager/image?page=1&items_per_page=10&search=${encodeURIComponent(names.image)}`,
      )
    ).data;
    expect(image?.name).toBe(names.image);

    await page.goto(`/admin/product-series/detail/${series.id}`);
    await expect(page.getByLabel('Name')).toHaveValue(names.series);
    await page.getByRole('button', { name: 'Choose image' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await picker.getByRole('searchbox', { name: 'Search images by name' }).fill(names.image);
    await picker.getByRole('button', { name: `Choose ${names.image}` }).click();
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expect(page.getByText('Product series updated successfully').first()).toBeVisible();

    // On a phone: a variant of the width the slot needs, upright, small, and with no EXIF (nor GPS) left.
    const first = await seriesImageOnPhone(browser, series.id, names.series);
    expect(first.shown.currentSrc).toMatch(VARIANT);
    expect(masterOf(first.shown.currentSrc)).toBe(image!.image_path);
    expect(first.shown.naturalWidth).toBeLessThan(first.shown.naturalHeight);
    expect(first.bytes.length).toBeLessThan(SMALL_VARIANT_BYTES);
    const served = await sharp(first.bytes).metadata();
    expect(served.exif).toBeUndefined();
    expect(served.orientation ?? 1).toBe(1);
    expect(served.width!).toBeLessThan(served.height!);
    // The file is the width its URL names (naturalWidth is in CSS px: the width over the density the browser chose).
    expect(served.width).toBe(Number(VARIANT.exec(first.shown.currentSrc)![1]));

    // A new file for the same image (a landscape photo this time): the public page shows it at once.
    const replacementFile = path.join(folder, 'IMG_0002.jpg');
    fs.writeFileSync(replacementFile, await phonePhoto({ seed: 8, width: 2016, height: 1512, orientation: 1 }));
    await page.goto(`/admin/assets-image-manager/detail/${image!.id}`);
    await page.getByLabel('Replace the image (links stay)').setInputFiles(replacementFile);
    await page.getByRole('button', { name: 'Replace file', exact: true }).click();
    await expect(page.getByText(/^Image (updated|replaced) successfully$/).first()).toBeVisible({ timeout: 30_000 });

    const second = await seriesImageOnPhone(browser, series.id, names.series);
    expect(second.shown.currentSrc).toMatch(VARIANT);
    expect(second.shown.currentSrc).not.toBe(first.shown.currentSrc);
    expect(masterOf(second.shown.currentSrc)).not.toBe(masterOf(first.shown.currentSrc));
    expect(second.shown.naturalWidth).toBeGreaterThan(second.shown.naturalHeight);
    expect(second.bytes.length).toBeLessThan(SMALL_VARIANT_BYTES);
    expect((await sharp(second.bytes).metadata()).exif).toBeUndefined();
  });
});
