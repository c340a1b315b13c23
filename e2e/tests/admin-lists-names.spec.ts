// Issue 13 (lists keep their place, and names): an admin list keeps page and search in its URL
// across Edit → Cancel / Save and a reload; a duplicate name is refused on the name field; a
// renamed manufacture type's old public URL answers a permanent redirect to the new name.
import { expect, test } from '../support/test';
import { adminApi } from '../support/adminApi';
import { useAdminSession } from '../support/auth';
import { shellUrl } from '../support/env';

test.describe('admin lists keep their place, and names', () => {
  test.beforeEach(async ({ context }) => {
    await useAdminSession(context);
  });

  test('page 2 of a search, Edit, then Cancel, Save or a reload return to the same page and search', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/admin/product-series');
    const box = page.getByLabel('Search Product Series by name');
    await box.fill('KP-');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/admin\/product-series\?search=KP-$/);
    const edit = page.getByRole('button', { name: /^Edit KP-/ }).first();
    const firstOfPage1 = await edit.getAttribute('aria-label');
    await page.getByRole('listitem', { name: '2' }).click();
    await expect(page).toHaveURL(/\/admin\/product-series\?page=2&search=KP-$/);
    // Page 1's rows stay until page 2's arrive.
    await expect(edit).not.toHaveAttribute('aria-label', firstOfPage1!);
    const place = page.url();
    const rowName = ((await edit.getAttribute('aria-label')) ?? '').replace(/^Edit /, '');

    const backAtPlace = async () => {
      await expect(page).toHaveURL(place);
      await expect(page.getByLabel('Search Product Series by name')).toHaveValue('KP-');
      await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
      await expect(page.getByRole('cell', { name: rowName, exact: true })).toBeVisible();
    };

    await edit.click();
    await expect(page).toHaveURL(/\/admin\/product-series\/detail\/\d+$/);
    await expect(page.getByLabel('Name')).toHaveValue(rowName);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await backAtPlace();

    await page.getByRole('button', { name: `Edit ${rowName}`, exact: true }).click();
    await expect(page.getByLabel('Name')).toHaveValue(rowName);
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await backAtPlace();

    await page.reload();
    await backAtPlace();
  });

  test('the manufacture type list wraps its Description beside the Actions column, at every width', async ({ page }) => {
    for (const width of [800, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/manufacture-type');
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Machine Tools', exact: true }) });
      const description = row.getByText(/^CNC lathes, machining centres/);
      await expect(description).toBeVisible();
      const text = (await description.boundingBox())!;
      const actions = (await row.getByRole('button', { name: 'Edit Machine Tools' }).boundingBox())!;
      // The whole text is left of the actions (nothing under them), on more than one line.
      expect([width, text.x + text.width <= actions.x]).toEqual([width, true]);
      expect(text.height).toBeGreaterThan(30);
    }
  });

  test('a duplicate name (another case, spaces around) shows the error on the name field', async ({ page }) => {
    await page.goto('/admin/manufacture-type/create');
    await page.getByLabel('Name').fill('  machine TOOLS ');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const nameItem = page.locator('.ant-form-item', { has: page.getByLabel('Name') });
    await expect(nameItem.locator('.ant-form-item-explain-error')).toHaveText("A manufacture type named 'machine TOOLS' already exists");
    await expect(page).toHaveURL(/\/admin\/manufacture-type\/create$/);
  });

  test('a renamed manufacture type: its old URL answers 308 to the new name, and the page follows', async ({ page }) => {
    const stamp = Date.now().toString(36);
    const type = await adminApi('POST', '/api/manufacture-type/create', { name: `E2E Old ${stamp}` });
    expect(type.status).toBe(201);
    expect((await adminApi('POST', `/api/manufacture-type/update/${type.body.data.id}`, { name: `E2E New ${stamp}` })).status).toBe(200);

    const answer = await fetch(`${shellUrl}/product/${encodeURIComponent(`E2E Old ${stamp}`)}`, { redirect: 'manual' });
    expect([answer.status, answer.headers.get('location')]).toEqual([308, `/product/${encodeURIComponent(`E2E New ${stamp}`)}`]);

    await page.goto(`/product/${encodeURIComponent(`E2E Old ${stamp}`)}`);
    await expect(page).toHaveURL(new RegExp(`/product/E2E%20New%20${stamp}$`));
    await expect(page.getByRole('heading', { level: 1, name: `E2E New ${stamp}` })).toBeVisible();
    expect((await adminApi('DELETE', `/api/manufacture-type/delete/${type.body.data.id}`)).status).toBe(200);
  });
});
