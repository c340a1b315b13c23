// Errors a person can read (issue 13): a refused delete says the whole reason, stays until it is
// closed, names what keeps the record with links, and covers neither the top bar nor its Logout;
// the confirmation says beforehand that a record with children cannot be deleted.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { adminWrite } from '../support/adminApi';
import { useAdminSession } from '../support/auth';

async function openDelete(page: Page, name: string) {
  await page.goto('/admin/manufacture-type');
  await page.getByLabel('Search Manufacture Type by name').fill(name);
  await page.getByLabel('Search Manufacture Type by name').press('Enter');
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
}

test.describe('errors a person can read', () => {
  let type: string;
  let typeId: number;
  let vendors: Array<{ id: number; name: string }>;

  test.beforeAll(async () => {
    const stamp = Date.now().toString(36);
    // Not named like a seeded type: the public specs that run later look types up by name.
    type = `E2E Blocked ${stamp}`;
    typeId = (await adminWrite('POST', '/api/manufacture-type/create', { name: type })).id;
    vendors = [];
    for (const name of [`Okuma ${stamp}`, `Mazak ${stamp}`])
      vendors.push({ id: (await adminWrite('POST', '/api/vendor/create', { name, mt_manufacture_type_id: typeId })).id, name });
  });

  test.afterAll(async () => {
    for (const vendor of vendors) await adminWrite('DELETE', `/api/vendor/delete/${vendor.id}`);
    await adminWrite('DELETE', `/api/manufacture-type/delete/${typeId}`);
  });

  test.beforeEach(async ({ context, page }) => {
    await useAdminSession(context);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('the delete confirmation says beforehand that the type has vendors, and names them', async ({ page }) => {
    await openDelete(page, type);
    const dialog = page.getByRole('dialog', { name: `Manufacture Type "${type}" cannot be deleted` });
    await expect(dialog).toContainText(
      `This manufacture type has 2 vendors; it cannot be deleted until they are moved or deleted: ${vendors[0].name}, ${vendors[1].name}.`,
    );
    await expect(dialog.getByRole('button')).toHaveText(['Okay']);
    await dialog.getByRole('button', { name: 'Okay' }).click();
    await expect(page.getByRole('cell', { name: type, exact: true })).toBeVisible();
  });

  test('a refused delete shows the whole reason with links to the vendors, below the top bar, until it is closed', async ({ page }) => {
    test.setTimeout(60_000);
    // The record read before the delete says nothing keeps it (another tab added the vendors since).
    await page.route(/\/api\/manufacture-type\/detail\/\d+$/, (route) => route.fulfill({ json: { data: { children: {} } } }));
    const refusals: string[] = [];
    page.on('console', (message) => message.type() === 'error' && refusals.push(message.text()));
    await openDelete(page, type);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();

    const snackbar = page.locator('.snackbar', { hasText: 'Failed to delete manufacture type' });
    await expect(snackbar).toContainText('Failed to delete manufacture type: Cannot delete manufacture type: it still has 2 vendors');
    // Whole, not clamped: the message shows every line it has.
    const message = snackbar.locator('.snackbar__message');
    expect(await message.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
    expect((await message.boundingBox())!.height).toBeGreaterThan(40);

    // Neither the top bar nor its Logout is covered.
    const box = (await snackbar.boundingBox())!;
    const bar = (await page.getByRole('banner').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    // Playwright refuses a click on a covered element: a trial click proves Logout is reachable.
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click({ trial: true, timeout: 2000 });

    // It stays past the 3 s of a passing toast, hovered or not.
    await page.waitForTimeout(3500);
    await expect(snackbar).toBeVisible();
    await expect(snackbar.getByRole('link')).toHaveText(vendors.map((v) => v.name));
    await snackbar.getByRole('link', { name: vendors[1].name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/vendor/detail/${vendors[1].id}$`));
    await expect(page.getByLabel('Name')).toHaveValue(vendors[1].name);
    await expect(snackbar).toHaveCount(0);
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.filter((text) => !/409/.test(text))).toEqual([]);
  });

  test('a persistent error closes with Escape', async ({ page }) => {
    await page.route(/\/api\/manufacture-type\/detail\/\d+$/, (route) => route.fulfill({ json: { data: { children: {} } } }));
    await openDelete(page, type);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    const snackbar = page.locator('.snackbar', { hasText: 'it still has 2 vendors' });
    await expect(snackbar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(snackbar).toHaveCount(0);
  });
});
