// History of changes (issue 23): staff edit a vendor's description, open its Change history, see
// the change as before → after, revert it, and find the old text back in the form and on the
// public page; a deleted series comes back from /admin/activity with Restore, and a deleted
// category with its attributes.
import { expect, test } from '../support/test';
import { adminApi, adminWrite, createSeriesChain, type SeriesChain } from '../support/adminApi';
import { useAdminSession } from '../support/auth';

test.describe('history of changes', () => {
  const stamp = Date.now().toString(36);
  // Not named like a seeded record: the public specs look types up by name.
  const names = {
    type: `E2E History Type ${stamp}`,
    vendor: `E2E History Vendor ${stamp}`,
    category: `E2E History Category ${stamp}`,
    series: `E2E History Series ${stamp}`,
  };
  const original = `Precision lathes from Nagano ${stamp}`;
  const edited = `Precision lathes and mills from Nagano ${stamp}`;
  let ids: SeriesChain;

  test.beforeAll(async () => {
    ids = await createSeriesChain(names);
    await adminWrite('POST', `/api/vendor/update/${ids.vendor}`, { name: names.vendor, mt_manufacture_type_id: ids.type, description: original });
  });

  // Children first; the series may be deleted already when a step failed.
  test.afterAll(async () => {
    await adminApi('DELETE', `/api/product/series/delete/${ids.series}`);
    await adminWrite('DELETE', `/api/product/category/delete/${ids.category}`);
    await adminWrite('DELETE', `/api/vendor/delete/${ids.vendor}`);
    await adminWrite('DELETE', `/api/manufacture-type/delete/${ids.type}`);
  });

  test("a vendor's edited description is shown before → after in its Change history; a revert puts the old text back in the form and on the public page", async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    await useAdminSession(context);
    await page.goto(`/admin/vendor/detail/${ids.vendor}`);
    const description = page.getByLabel('Description (English)');
    await expect(description).toHaveValue(original);
    await description.fill(edited);
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expect(page.getByText('Vendor updated successfully').first()).toBeVisible();

    // The record's history: the newest change first, its field labelled as the form labels it.
    await page.goto(`/admin/vendor/detail/${ids.vendor}`);
    await expect(description).toHaveValue(edited);
    await page.getByRole('button', { name: 'Change history' }).click();
    const change = page.getByRole('row').filter({ hasText: `Description (English): ${original} → ${edited}` });
    await expect(change).toHaveCount(1);
    await expect(change.getByRole('cell', { name: 'Changed', exact: true })).toBeVisible();

    // Revert, after a confirmation that says what will change.
    await change.getByRole('button', { name: 'Revert to before this change' }).click();
    const dialog = page.getByRole('dialog', { name: `Revert "${names.vendor}" to before this change?` });
    await expect(dialog).toContainText(`Description (English): ${edited} → ${original}`);
    await dialog.getByRole('button', { name: 'Revert', exact: true }).click();
    await expect(description).toHaveValue(original);
    // The revert is itself a recorded change.
    await expect(page.getByRole('row').filter({ hasText: 'Reverted a change' })).toHaveCount(1);

    // The next public page load shows the old text again.
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    try {
      const publicPage = await visitor.newPage();
      expect((await publicPage.goto(`/product/${encodeURIComponent(names.type)}`))?.status()).toBe(200);
      await expect(publicPage.getByText(original)).toBeVisible();
      await expect(publicPage.getByText(edited)).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  });

  test('a deleted series is restored from the Activity, with the same id', async ({ page, context, browser }) => {
    test.setTimeout(120_000);
    await useAdminSession(context);
    await page.goto(`/admin/product-series?search=${encodeURIComponent(names.series)}`);
    await page.getByRole('button', { name: `Delete ${names.series}`, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Product series deleted successfully').first()).toBeVisible();

    // The Activity, filtered to the series' area (kept in its URL): the delete offers Restore.
    await page.goto('/admin/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await page.getByLabel('Area', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Product Series' }).first().click();
    await expect(page).toHaveURL(/[?&]area=mt_product_series/);
    const deleted = page
      .getByRole('row')
      .filter({ hasText: names.series })
      .filter({ has: page.getByRole('button', { name: 'Restore', exact: true }) });
    await expect(deleted).toHaveCount(1);
    await expect(deleted.getByRole('link', { name: names.series })).toHaveCount(0);
    await deleted.getByRole('button', { name: 'Restore', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Restore "${names.series}"?` });
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();

    // Back: the list shows the restore, and its rows lead to the series again.
    await expect(page.getByRole('row').filter({ hasText: names.series }).filter({ hasText: 'Restored' })).toHaveCount(1);
    await page.getByRole('link', { name: names.series }).first().click();
    await expect(page).toHaveURL(new RegExp(`/admin/product-series/detail/${ids.series}$`));
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(names.series);

    const visitor = await browser.newContext({ javaScriptEnabled: false });
    try {
      const seriesPage = await visitor.newPage();
      expect((await seriesPage.goto(`/product/series/${ids.series}`))?.status()).toBe(200);
      await expect(seriesPage.getByRole('heading', { level: 1, name: names.series })).toBeVisible();
    } finally {
      await visitor.close();
    }
  });

  test('a deleted category comes back from the Activity with its attributes, named in its entry', async ({ page, context }) => {
    test.setTimeout(120_000);
    const name = `E2E History Spec Category ${stamp}`;
    const category = await adminWrite('POST', '/api/product/category/create', { name, mt_manufacture_type_id: ids.type, mt_vendor_id: ids.vendor });
    const speed = await adminWrite('POST', '/api/attribute/create', {
      name: 'Spindle speed',
      type: 'number',
      unit: 'rpm',
      mt_product_category_id: category.id,
    });
    const control = await adminWrite('POST', '/api/attribute/create', {
      name: 'Control',
      type: 'option',
      options: ['Fanuc', 'Siemens'],
      mt_product_category_id: category.id,
    });
    await adminWrite('DELETE', `/api/product/category/delete/${category.id}`);
    try {
      await useAdminSession(context);
      await page.goto('/admin/activity?area=mt_product_category');
      // Its entry names the attributes that went with it.
      const deleted = page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Attributes: Spindle speed' });
      await expect(deleted).toContainText(`Attributes: Spindle speed (#${speed.id}); Control (#${control.id}) → (empty)`, { timeout: 30_000 });
      await deleted.getByRole('button', { name: 'Restore', exact: true }).click();
      await page
        .getByRole('dialog', { name: `Restore "${name}"?` })
        .getByRole('button', { name: 'Restore', exact: true })
        .click();
      await expect(page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Restored' })).toHaveCount(1);

      // Its form lists them again, in their order.
      await page.goto(`/admin/product-category/detail/${category.id}`);
      // The first of two: the attributes' card has a form of its own.
      await expect(page.getByLabel('Name (English)', { exact: true }).first()).toHaveValue(name);
      const attributes = page.getByRole('list', { name: 'Attributes in their order' }).getByRole('listitem');
      await expect(attributes).toHaveCount(2);
      await expect(attributes.first()).toContainText('Spindle speed');
      await expect(attributes.last()).toContainText('Control');
    } finally {
      await adminApi('DELETE', `/api/product/category/delete/${category.id}`);
    }
  });
});
