// Drafts (issue 21): staff turn a series' Published switch off in the admin; its public page then
// answers not found to a visitor, the admin's list tags it Draft, and the edit form's Preview link
// opens the page in a new tab where the staff session shows the draft under the preview banner.
import { expect, test } from '../support/test';
import { createSeriesChain, deleteSeriesChain, type SeriesChain } from '../support/adminApi';
import { useAdminSession } from '../support/auth';

const BANNER = 'Preview: this page may show drafts hidden from the public';

test.describe('drafts and the preview', () => {
  const stamp = Date.now().toString(36);
  // Not named like a seeded record: the public specs look types up by name.
  const names = {
    type: `E2E Draft Type ${stamp}`,
    vendor: `E2E Draft Vendor ${stamp}`,
    category: `E2E Draft Category ${stamp}`,
    series: `E2E Draft Series ${stamp}`,
  };
  let ids: SeriesChain;

  test.beforeAll(async () => {
    ids = await createSeriesChain(names);
  });

  test.afterAll(() => deleteSeriesChain(ids));

  test('a series made a draft in the admin is not found publicly, and its Preview link shows it to staff with the banner', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    const seriesPage = `/product/series/${ids.series}`;

    // Published when created: a visitor sees it.
    const visitor = await browser.newContext();
    try {
      const before = await visitor.newPage();
      expect((await before.goto(seriesPage))?.status()).toBe(200);
      await expect(before.getByRole('heading', { level: 1, name: names.series })).toBeVisible();

      // Staff turn Published off and save.
      await useAdminSession(context);
      await page.goto(`/admin/product-series/detail/${ids.series}`);
      await expect(page.getByLabel('Name')).toHaveValue(names.series);
      const published = page.getByRole('switch', { name: 'Published' });
      await expect(published).toBeChecked();
      await published.press('Space');
      await expect(published).not.toBeChecked();
      await page.getByRole('button', { name: 'Save changes', exact: true }).click();
      await expect(page.getByText('Product series updated successfully').first()).toBeVisible();

      // The list tags it, and its Drafts filter (kept in the URL) finds it.
      await page.goto(`/admin/product-series?search=${encodeURIComponent(names.series)}`);
      const row = page.getByRole('row', { name: new RegExp(names.series) });
      await expect(row.getByText('Draft', { exact: true })).toBeVisible();
      await page.getByRole('radiogroup', { name: 'Show' }).getByText('Drafts', { exact: true }).click();
      await expect(page).toHaveURL(/published=false/);
      await expect(row).toBeVisible();

      // A visitor now gets the series page's not-found state, from the server and in the browser.
      const after = await visitor.newPage();
      expect((await after.goto(seriesPage))?.status()).toBe(404);
      await expect(after.getByRole('heading', { name: 'Series not found' })).toBeVisible();
      await expect(after.getByText(BANNER)).toHaveCount(0);

      // The preview URL without a staff session is the public page.
      const notStaff = await visitor.newPage();
      await notStaff.goto(`${seriesPage}?preview=1`);
      await expect(notStaff.getByRole('heading', { name: 'Series not found' })).toBeVisible();
      await expect(notStaff.getByText(BANNER)).toHaveCount(0);
    } finally {
      await visitor.close();
    }

    // Staff's Preview link: a new tab, the draft shown under the banner, kept out of search engines.
    await page.goto(`/admin/product-series/detail/${ids.series}`);
    await expect(page.getByLabel('Name')).toHaveValue(names.series);
    const previewLink = page.getByRole('link', { name: 'Preview (opens in a new tab)' });
    await expect(previewLink).toHaveAttribute('href', `${seriesPage}?preview=1`);
    await expect(previewLink).toHaveAttribute('target', '_blank');
    const [preview] = await Promise.all([context.waitForEvent('page'), previewLink.click()]);
    await preview.waitForLoadState();
    await expect(preview).toHaveURL(new RegExp(`${seriesPage}\\?preview=1$`));
    await expect(preview.getByText(BANNER)).toBeVisible();
    await expect(preview.getByRole('heading', { level: 1, name: names.series })).toBeVisible();
    await expect(preview.locator('head meta[name="robots"][content="noindex"]')).toHaveCount(1);
    const answer = await context.request.get(`${seriesPage}?preview=1`);
    expect(answer.headers()['x-robots-tag']).toBe('noindex');
  });
});
