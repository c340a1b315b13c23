// Typed attributes (issue 24), the staff's side: staff define two attributes on a category, open
// the specification grid of a series, paste a block of tab-separated values (as copied from a
// spreadsheet) for its three models, save once, and the public series page's data carries them.
import { expect, test } from '../support/test';
import { adminWrite, createSeriesChain, deleteSeriesChain, type SeriesChain } from '../support/adminApi';
import { useAdminSession } from '../support/auth';
import { ports } from '../support/env';

test.describe('typed attributes: define, paste a block in the grid, published', () => {
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
      await dialog.getByLabel('Type').click();
      await page.locator('.ant-select-item-option', { hasText: type }).click();
      await dialog.getByLabel('Unit').click();
      await page.locator('.ant-select-item-option', { hasText: new RegExp(`^${unit}$`) }).click();
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
  });
});
