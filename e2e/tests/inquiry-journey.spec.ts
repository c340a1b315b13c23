// Issue 14, an inquiry reaches sales: a visitor sends 'Request a quote' from the contact section,
// staff see it counted in the drawer and on the dashboard, find it by its sender's unique name,
// answer it with a note (kept when it is loaded again) and delete it.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { adminSession, loginAsAdmin } from '../support/auth';
import { adminApi } from '../support/adminApi';
import { ports } from '../support/env';

const API = `http://127.0.0.1:${ports.api}`;

/** How many inquiries are new, as the API counts them. */
async function newInquiryCount(): Promise<number> {
  const { token } = (await adminSession()) as { token: string };
  const response = await fetch(`${API}/api/inquiry?status=new&items_per_page=1`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { data: { total: number } }).data.total;
}

/** The drawer's Inquiries link, whose name carries the count of new ones ('Inquiries 3 new'). */
const drawerLink = (page: Page) => page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Inquiries/ });

test.describe('inquiry journey', () => {
  const sender = `E2E Buyer ${Date.now()}`;
  let createdId: number | undefined;

  // Clean-up when the journey stopped before its own delete.
  test.afterEach(async () => {
    if (createdId !== undefined) await adminApi('DELETE', `/api/inquiry/delete/${createdId}`);
  });

  test('a visitor asks for a quote; staff find it, answer it with a note and delete it', async ({ page }) => {
    // The visitor: the contact section's form.
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Request a quote' });
    await form.getByLabel('Name').fill(sender);
    await form.getByLabel('Company').fill('PT Uji Otomotif');
    await form.getByLabel('E-mail').fill('buyer@uji-otomotif.example');
    await form.getByLabel('Phone').fill('+62 21 555 0199');
    await form.getByLabel('Message').fill('Two CNC lathes for our Cikarang plant.\nDelivery before March, please.');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();

    const waiting = await newInquiryCount();
    expect(waiting).toBeGreaterThanOrEqual(1);

    // Staff: the count in the drawer and on the dashboard.
    await loginAsAdmin(page);
    await expect(drawerLink(page)).toHaveAccessibleName(`Inquiries ${waiting} new`);
    const card = page.getByRole('link', { name: `New inquiries: ${waiting}` });
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(/\/admin\/inquiry\?status=new$/);
    await expect(page.getByRole('radio', { name: 'New' })).toBeChecked();

    // Found by the sender's unique name, and opened.
    const search = page.getByLabel('Search Inquiries by name, company, e-mail or message');
    await search.fill(sender);
    await search.press('Enter');
    await expect(page).toHaveURL(/search=/);
    const link = page.getByRole('link', { name: sender, exact: true });
    await expect(link).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: sender })).toContainText('New');
    await link.click();
    await expect(page).toHaveURL(/\/admin\/inquiry\/detail\/\d+$/);
    createdId = Number(page.url().split('/').pop());
    await expect(page).toHaveTitle('Inquiry Detail | Mitra Presisi Teknik');
    await expect(page.getByText('Delivery before March, please.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Reply by e-mail/ })).toHaveAttribute('href', /^mailto:buyer@uji-otomotif\.example/);
    await expect(page.getByRole('link', { name: '+62 21 555 0199' })).toHaveAttribute('href', 'tel:+62215550199');

    // Answered, with a note: one Save, back to the list with the toast; the count goes down.
    await page.getByLabel('Status', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Answered' }).click();
    await page.getByLabel('Notes').fill('Quoted two LB3000 by e-mail.\nCall back on Friday.');
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/inquiry\?/);
    await expect(page.getByText('Inquiry updated successfully').first()).toBeVisible();
    await expect(drawerLink(page)).toHaveAccessibleName(waiting > 1 ? `Inquiries ${waiting - 1} new` : 'Inquiries');

    // Saved: the detail, loaded afresh.
    await page.goto(`/admin/inquiry/detail/${createdId}`);
    await expect(page.getByLabel('Notes')).toHaveValue('Quoted two LB3000 by e-mail.\nCall back on Friday.');
    await expect(page.locator('.ant-select-content-has-value', { hasText: 'Answered' })).toBeVisible();

    // Deleted after the confirmation.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: `Delete inquiry "${sender}"?` })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(page).toHaveURL(/\/admin\/inquiry(\?.*)?$/);
    await expect(page.getByText('Inquiry deleted successfully').first()).toBeVisible();
    const gone = await adminApi('DELETE', `/api/inquiry/delete/${createdId}`);
    expect(gone.status).toBe(404);
    createdId = undefined;
  });
});
