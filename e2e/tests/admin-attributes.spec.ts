// Typed attributes (issue 24) from end to end: staff define two attributes on a category, open
// the specification grid of a series, paste a block of tab-separated values (as copied from a
// spreadsheet) for its three models and save once; the public series page shows them; a buyer
// filters the catalogue down to one model, compares two and asks a quote for both; and the
// product list's CSV export, imported back, is a dry run that changes nothing.
import fs from 'node:fs';
import { expect, test } from '../support/test';
import { adminWrite, createSeriesChain, deleteSeriesChain, type SeriesChain } from '../support/adminApi';
import { chooseOption } from '../support/antd';
import { adminSession, useAdminSession } from '../support/auth';
import { waitForApp } from '../support/app';
import { ports } from '../support/env';

test.describe('typed attributes: define, paste a block in the grid, filter, compare, quote, export and import back', () => {
  test.describe.configure({ mode: 'serial' });
  const stamp = Date.now().toString(36);
  const names = {
    type: `E2E Attr Type ${stamp}`,
    vendor: `E2E Attr Vendor ${stamp}`,
    category: `E2E Attr Category ${stamp}`,
    series: `E2E Attr Series ${stamp}`,
  };
  const models = ['A', 'B', 'C'].map((letter) => `E2E Model ${letter} ${stamp}`);
  let ids: SeriesChain;
  const productIds: number[] = [];
  let inquiryId: number | undefined;

  test.beforeAll(async () => {
    ids = await createSeriesChain(names);
    for (const name of models)
      productIds.push(
        (
          await adminWrite('POST', '/api/product/create', {
            name,
            mt_manufacture_type_id: ids.type,
            mt_vendor_id: ids.vendor,
            mt_product_category_id: ids.category,
            mt_product_series_id: ids.series,
          })
        ).id,
      );
  });

  // Children first (a category's attributes go with it).
  test.afterAll(async () => {
    if (inquiryId !== undefined) await adminWrite('DELETE', `/api/inquiry/delete/${inquiryId}`);
    for (const id of productIds) await adminWrite('DELETE', `/api/product/delete/${id}`);
    await deleteSeriesChain(ids);
  });

  test('staff define two attributes, paste values for three models from a tab-separated block, save once; the series page answers them', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await useAdminSession(context);

    // Two attributes on the category's page: a number in rpm and a range in mm.
    await page.goto(`/admin/product-category/detail/${ids.category}`);
    for (const [name, type, unit] of [
      ['Spindle speed', 'Number', 'rpm'],
      ['Swing', 'Range (min–max)', 'mm'],
    ] as const) {
      await page.getByRole('button', { name: 'Add attribute' }).click();
      const dialog = page.getByRole('dialog', { name: 'New attribute' });
      await dialog.getByLabel('Name (English)').fill(name);
      await chooseOption(page, dialog.getByLabel('Type'), type);
      await chooseOption(page, dialog.getByLabel('Unit'), new RegExp(`^${unit}$`));
      // By the keyboard: the unit's list may still be closing over the switch.
      const filterable = dialog.getByLabel('Filterable in the catalogue');
      await filterable.press('Space');
      await expect(filterable).toHaveAttribute('aria-checked', 'true');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(page.getByText('Attribute created successfully').first()).toBeVisible();
      await expect(dialog).toBeHidden();
    }
    const list = page.getByRole('list', { name: 'Attributes in their order' });
    await expect(list.getByRole('listitem')).toHaveCount(2);

    // The series' grid: its three models × the two attributes; a block pasted at the first cell.
    await page.goto(`/admin/product-series/detail/${ids.series}`);
    const grid = page.getByRole('grid', { name: `Specifications of ${names.series}` });
    await expect(grid.getByRole('rowheader')).toHaveText(models);
    const first = grid.getByRole('gridcell', { name: `Spindle speed of ${models[0]}` });
    await first.click();
    await expect(first).toBeFocused();
    const block = '3,000\t400-600\n4,500\t500–800\n6000\t250 - 400\n';
    await first.evaluate((cell, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      cell.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, block);
    await expect(page.getByText('6 cells changed')).toBeVisible();
    await expect(grid.getByRole('gridcell', { name: `Swing of ${models[2]}` })).toHaveText('250 - 400');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/product/attributes') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save values' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Values saved for 3 products').first()).toBeVisible();
    // Read again: the stored values in the admin's format.
    await expect(grid.getByRole('gridcell', { name: `Swing of ${models[1]}` })).toHaveText('500–800');
    await expect(grid.getByRole('gridcell', { name: `Spindle speed of ${models[2]}` })).toHaveText('6,000');

    // The public series page's data (no login) carries each model's values.
    const answer = await fetch(`http://127.0.0.1:${ports.api}/api/product/series/page/${ids.series}`);
    expect(answer.status).toBe(200);
    const series = (await answer.json()) as { data: { mt_product: Array<{ name: string; attributes: Record<string, unknown> }> } };
    const values = Object.fromEntries(series.data.mt_product.map((product) => [product.name, Object.values(product.attributes)]));
    expect(values).toEqual({
      [models[0]!]: expect.arrayContaining([3000, { min: 400, max: 600 }]),
      [models[1]!]: expect.arrayContaining([4500, { min: 500, max: 800 }]),
      [models[2]!]: expect.arrayContaining([6000, { min: 250, max: 400 }]),
    });
    // And its page shows them, in a specification table with the units in its header.
    await page.goto(`/product/series/${ids.series}`);
    const table = page.getByRole('table', { name: 'Specifications' });
    await expect(table.getByRole('columnheader', { name: /Spindle speed.*rpm/ })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: models[1] })).toContainText('500–800');
  });

  test('a buyer filters the catalogue down to one model, compares two and asks a quote for both', async ({ page }) => {
    test.setTimeout(120_000);
    const facets = await fetch(`http://127.0.0.1:${ports.api}/api/catalog/facets?vendor_id=${ids.vendor}&category=${ids.category}`);
    const attributes = ((await facets.json()) as { data: { attributes: Array<{ id: number; name: string }> } }).data.attributes;
    const speed = attributes.find((a) => a.name === 'Spindle speed')!.id;

    // The finder: at least 5,000 rpm leaves one of the three models (6,000 rpm).
    await page.goto(`/product/catalog/${encodeURIComponent(names.type)}/${ids.vendor}?category=${ids.category}`);
    await waitForApp(page);
    const finder = page.locator('form.pr-finder__form');
    await finder.locator(`input[name="a${speed}_min"]`).fill('5000');
    await expect(page).toHaveURL(new RegExp(`a${speed}_min=5000`));
    await expect(page.getByRole('status').filter({ hasText: '1 model matches' })).toBeVisible();
    await expect(page.locator('.pr-series-grid h3')).toHaveText([names.series]);

    // Two of its models side by side, then one quote for both.
    await page.goto(`/product/series/${ids.series}`);
    await waitForApp(page);
    await page.getByRole('checkbox', { name: `Compare ${models[0]}` }).check();
    await page.getByRole('checkbox', { name: `Compare ${models[2]}` }).check();
    await page.getByRole('complementary', { name: 'Models to compare' }).getByRole('link', { name: 'Compare (2)' }).click();
    await expect(page).toHaveURL(new RegExp(`/product/compare\\?ids=${productIds[0]},${productIds[2]}$`));
    const speedRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Spindle speed/ }) });
    await expect(speedRow.getByRole('cell')).toHaveText(['3,000 rpm', '6,000 rpm']);
    await expect(speedRow.getByRole('rowheader')).toContainText('Differs');

    const sender = `E2E Attr Buyer ${stamp}`;
    const form = page.getByRole('form', { name: 'Request a quote' });
    await expect(form).toContainText(`About these models: ${models[0]}, ${models[2]}`);
    await form.getByLabel('Name').fill(sender);
    await form.getByLabel('E-mail').fill('buyer@uji.example');
    await form.getByLabel('Message').fill('A quote for these two models, please.');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();

    // The inquiry names both models.
    const { token } = (await adminSession()) as { token: string };
    const found = await fetch(`http://127.0.0.1:${ports.api}/api/inquiry?search=${encodeURIComponent(sender)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [inquiry] = ((await found.json()) as { data: { data: Array<{ id: number; mt_products: Array<{ name: string }> }> } }).data.data;
    inquiryId = inquiry!.id;
    expect(inquiry!.mt_products.map((product) => product.name)).toEqual([models[0], models[2]]);
  });

  test('the product list exported as CSV and imported back is a dry run that changes nothing', async ({ page, context }) => {
    test.setTimeout(120_000);
    await useAdminSession(context);
    await page.goto(`/admin/product?search=${encodeURIComponent(stamp)}`);
    for (const name of models) await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

    await page.getByRole('button', { name: /^Export/ }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
    const csv = fs.readFileSync((await (await download).path())!, 'utf8');
    // A header and the three models (with their values: a range as min..max).
    expect(csv.trim().split(/\r?\n/)).toHaveLength(4);
    expect(csv).toContain('500..800');

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import products' });
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Check (dry run)' }).click();
    await expect(dialog.getByText('3 rows: 0 to create, 0 to update, 3 unchanged, 0 with errors')).toBeVisible();
    await expect(dialog.getByText('Nothing to import: every row is unchanged')).toBeVisible();
  });
});
