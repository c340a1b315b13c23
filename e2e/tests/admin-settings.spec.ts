// Site settings (issue 23): an admin changes the company's phone number at /admin/settings, and
// the next load of a public page shows it in the server-rendered footer and in the Organization
// JSON-LD, with no restart of anything (the page caches follow the catalogue's version).
import { expect, test } from '../support/test';
import { adminApi, adminRead } from '../support/adminApi';
import { useAdminSession } from '../support/auth';

interface Settings {
  phone: string;
}

test.describe('site settings', () => {
  let original: string;

  test.beforeAll(async () => {
    original = (await adminRead<Settings>('/api/settings')).phone;
  });

  // Other specs read today's number: it is put back whatever happened.
  test.afterAll(async () => {
    await adminApi('POST', '/api/settings/update', { phone: original });
  });

  test('an admin changes the phone number; the next public page shows it in the footer and the JSON-LD', async ({ page, context, browser }) => {
    test.setTimeout(120_000);
    const phone = `+62 21 555 ${String(Date.now() % 10_000).padStart(4, '0')}`;
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    try {
      // The page as it is now, from the server (and into its page cache).
      const before = await visitor.newPage();
      expect((await before.goto('/contact'))?.status()).toBe(200);
      await expect(before.getByRole('contentinfo').getByRole('link', { name: original })).toBeVisible();

      await useAdminSession(context);
      await page.goto('/admin/settings');
      await expect(page.getByRole('heading', { name: 'Site Settings' }).first()).toBeVisible();
      const phoneField = page.getByLabel('Phone', { exact: true });
      await expect(phoneField).toHaveValue(original);
      // A number not in +62 form is refused on the field and nothing is sent.
      await phoneField.fill('021 555 0100');
      await page.getByRole('button', { name: 'Save changes', exact: true }).click();
      await expect(page.getByText('Phone must be a number in +62 form, e.g. +62 21 8990 4512')).toBeVisible();
      await phoneField.fill(phone);
      await page.getByRole('button', { name: 'Save changes', exact: true }).click();
      await expect(page.getByText('Site settings saved').first()).toBeVisible();

      // The next load, server-rendered: the footer and the structured data carry the new number.
      const after = await visitor.newPage();
      expect((await after.goto('/contact'))?.status()).toBe(200);
      await expect(after.getByRole('contentinfo').getByRole('link', { name: phone })).toBeVisible();
      const jsonLd = (await after.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
      expect(jsonLd).toContain(`"telephone":"${phone}"`);
      // In Indonesian too.
      await after.goto('/id/contact');
      await expect(after.getByRole('contentinfo').getByRole('link', { name: phone })).toBeVisible();
    } finally {
      await visitor.close();
    }
  });
});
