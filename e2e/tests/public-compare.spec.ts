// Issue 24, the compare view: a buyer picks two seeded CNC lathes on their series page, opens them
// side by side (the rows whose values differ marked), asks a quote for both from there, and staff
// find both models named in the inquiry.
import { expect, test } from '../support/test';
import { adminApi } from '../support/adminApi';
import { loginAsAdmin } from '../support/auth';
import { waitForApp } from '../support/app';
import { ports } from '../support/env';

const API = `http://127.0.0.1:${ports.api}`;

async function apiJson<T>(url: string): Promise<T> {
  const response = await fetch(`${API}${url}`);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

interface NestedType {
  mt_vendor: Array<{ mt_product_category: Array<{ name: string; mt_product_series: Array<{ id: number; product_count: number }> }> }>;
}

/** A seeded series of CNC lathes (the seed gives them attributes) with two models or more. */
async function seededLathes(): Promise<{ id: number; models: Array<{ id: number; name: string }> }> {
  const type = await apiJson<NestedType>('/api/manufacture-type/detail/name/Machine%20Tools');
  const categories = type.mt_vendor.flatMap((v) => v.mt_product_category).filter((c) => c.name === 'CNC Lathes');
  const series = categories.flatMap((c) => c.mt_product_series).find((s) => s.product_count >= 2);
  if (!series) throw new Error('the seed has no CNC lathes series with two models');
  const page = await apiJson<{ mt_product: Array<{ id: number; name: string }> }>(`/api/product/series/page/${series.id}`);
  return { id: series.id, models: page.mt_product.slice(0, 2).map(({ id, name }) => ({ id, name })) };
}

test.describe('compare view', () => {
  let inquiryId: number | undefined;
  test.afterEach(async () => {
    if (inquiryId !== undefined) await adminApi('DELETE', `/api/inquiry/delete/${inquiryId}`);
  });

  test('a buyer compares two models of a series, sees the differences, asks a quote for both; staff see both models', async ({ page }) => {
    const sender = `E2E Comparer ${Date.now()}`;
    const { id, models } = await seededLathes();
    const [first, second] = models as [{ id: number; name: string }, { id: number; name: string }];

    // The series page: 'Compare' on two models, then the tray.
    await page.goto(`/product/series/${id}`);
    await waitForApp(page);
    await page.getByRole('checkbox', { name: `Compare ${first.name}` }).check();
    await page.getByRole('checkbox', { name: `Compare ${second.name}` }).check();
    const tray = page.getByRole('complementary', { name: 'Models to compare' });
    await tray.getByRole('link', { name: 'Compare (2)' }).click();
    await expect(page).toHaveURL(new RegExp(`/product/compare\\?ids=${first.id},${second.id}$`));

    // Side by side: the models as columns, the spindle speeds in the page's format, differences marked.
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Specification', `×${first.name}`, `×${second.name}`]);
    const speed = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Max\. spindle speed/ }) });
    await expect(speed.getByRole('cell')).toHaveText([/^\d{1,2},\d{3} rpm$/, /^\d{1,2},\d{3} rpm$/]);
    await expect(speed).toHaveClass(/pr-compare-table__row--differs/);
    await expect(speed.getByRole('rowheader')).toContainText('Differs');
    // The server's page of that URL (a crawler's; the router followed the link here) is kept out of the index.
    const served = await page.request.get(page.url());
    expect(served.status()).toBe(200);
    expect(await served.text()).toMatch(/<meta name="robots" content="noindex[^"]*">/);

    // A quote for both models from the compare page.
    const form = page.getByRole('form', { name: 'Request a quote' });
    await expect(form).toContainText(`About these models: ${first.name}, ${second.name}`);
    await form.getByLabel('Name').fill(sender);
    await form.getByLabel('E-mail').fill('comparer@uji.example');
    await form.getByLabel('Message').fill('A quote for both lathes, please.');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();

    // Staff: the inquiry names both models, in the list and in its detail.
    await loginAsAdmin(page);
    await page.goto(`/admin/inquiry?search=${encodeURIComponent(sender)}`);
    const row = page.getByRole('row').filter({ hasText: sender });
    await expect(row).toContainText(`${first.name}, ${second.name}`);
    await row.getByRole('link', { name: sender, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/inquiry\/detail\/\d+$/);
    inquiryId = Number(page.url().split('/').pop());
    const modelsRow = page.getByRole('row').filter({ has: page.getByText('Models', { exact: true }) });
    await expect(modelsRow.getByRole('listitem')).toHaveText([first.name, second.name]);
    await expect(modelsRow.getByRole('link', { name: /Compare them on the site/ })).toHaveAttribute(
      'href',
      `/product/compare?ids=${first.id},${second.id}`,
    );
  });
});
