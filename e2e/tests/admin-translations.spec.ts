// Translations (issue 22): a series without its Indonesian description shows the English one on
// its /id page, marked lang="en"; staff working in Indonesian find it under the list's
// "missing Indonesian" filter, type the Indonesian description beside the English one, and the
// /id page shows it, server-rendered.
import { expect, test } from '../support/test';
import { createSeriesChain, deleteSeriesChain, type SeriesChain } from '../support/adminApi';
import { useAdminSession } from '../support/auth';

test.describe('translations entered in the admin', () => {
  const stamp = Date.now().toString(36);
  // Not named like a seeded record: the public specs look types up by name.
  const names = {
    type: `E2E Translated Type ${stamp}`,
    vendor: `E2E Translated Vendor ${stamp}`,
    category: `E2E Translated Category ${stamp}`,
    series: `E2E Translated Series ${stamp}`,
  };
  const english = `Lathe for flanges and shafts ${stamp}`;
  const indonesian = `Mesin bubut untuk flens dan poros ${stamp}`;
  let ids: SeriesChain;

  test.beforeAll(async () => {
    ids = await createSeriesChain(names, { description: english });
  });

  test.afterAll(() => deleteSeriesChain(ids));

  test('an untranslated series falls back to English on /id; staff enter its Indonesian description side by side and /id shows it', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    const indonesianPage = `/id/product/series/${ids.series}`;
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    try {
      // The server's page in Indonesian, the untranslated description in English, marked so.
      const before = await visitor.newPage();
      expect((await before.goto(indonesianPage))?.status()).toBe(200);
      await expect(before.locator('html')).toHaveAttribute('lang', 'id');
      await expect(before.getByRole('heading', { level: 2, name: 'Minta penawaran' })).toBeVisible();
      await expect(before.getByText(english)).toHaveAttribute('lang', 'en');

      // Staff switch the admin to Indonesian; the list's filter finds the series.
      await useAdminSession(context);
      await page.goto(`/admin/product-series?search=${encodeURIComponent(names.series)}`);
      await page.getByRole('banner').getByRole('button', { name: 'Bahasa Indonesia' }).click();
      // The chrome and the page title follow the choice in place.
      await expect(page.getByRole('heading', { name: 'Dasbor Admin' })).toBeVisible();
      await expect(page).toHaveTitle(/^Seri Produk \| /);
      await page.getByRole('checkbox', { name: 'Belum diterjemahkan' }).click();
      await expect(page).toHaveURL(/untranslated=true/);
      const row = page.getByRole('row', { name: new RegExp(names.series) });
      await expect(row.getByText('Belum diterjemahkan', { exact: true })).toBeVisible();

      // The form edits both languages side by side.
      await page.goto(`/admin/product-series/detail/${ids.series}`);
      await expect(page).toHaveTitle(/^Detail Seri Produk \| /);
      await expect(page.getByLabel('Description (English)')).toHaveValue(english);
      await page.getByLabel('Deskripsi (Indonesia)').fill(indonesian);
      await page.getByRole('button', { name: 'Simpan perubahan', exact: true }).click();
      await expect(page.getByText('Seri produk berhasil diperbarui').first()).toBeVisible();

      // The /id page now shows the Indonesian description, in the page's language.
      const after = await visitor.newPage();
      expect((await after.goto(indonesianPage))?.status()).toBe(200);
      await expect(after.getByText(indonesian)).toBeVisible();
      await expect(after.getByText(indonesian)).not.toHaveAttribute('lang', 'en');
      await expect(after.getByText(english)).toHaveCount(0);
      // The English page keeps the English one.
      await after.goto(`/product/series/${ids.series}`);
      await expect(after.getByText(english)).toBeVisible();
    } finally {
      await visitor.close();
    }
  });
});
