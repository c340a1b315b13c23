// Issue 14, search in the browser: a model number typed with a typo into the nav box (desktop) and
// the mobile menu's box (phone) is suggested, chosen with the keyboard, and opens its series page
// at the product; /search?q= is server-rendered with the hits and the text in its title; a text
// that matches nothing shows the empty state. Reads the seed only: creates no data.
import type { Page } from '@playwright/test';
import { demoCatalogue } from '@mfe/catalogue-core/seed';
import { expect, test } from '../support/test';

// A real seeded product: the first series' 'Standard' model, e.g. 'OK-CL 110 Standard'.
const seed = demoCatalogue();
const product = seed.products.find((p) => p.name.endsWith(' Standard'))!;
const seriesName = seed.series[product.series]!.name;
const model = product.name.replace(/ Standard$/, '');
/** The model number with 'Standard' mistyped (two letters swapped). */
const typed = `${model} Standrad`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Presses ArrowDown until the highlighted suggestion is `name` (at most through the whole list). */
async function highlight(page: Page, box: ReturnType<Page['getByRole']>, name: string) {
  const options = page.getByRole('option');
  await expect(page.getByRole('option', { name: new RegExp(`^${escapeRegExp(name)}`) })).toBeVisible();
  const count = await options.count();
  for (let i = 0; i < count; i++) {
    await box.press('ArrowDown');
    const activeId = await box.getAttribute('aria-activedescendant');
    const text = activeId ? await page.locator(`[id="${activeId}"]`).textContent() : '';
    if (text?.startsWith(name)) return;
  }
  throw new Error(`${name} was never highlighted`);
}

async function chooseSuggestion(page: Page, box: ReturnType<Page['getByRole']>) {
  await box.pressSequentially(typed, { delay: 25 });
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await highlight(page, box, product.name);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\/series\/\d+#product-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: seriesName })).toBeVisible();
}

test.describe('search', () => {
  test('desktop: a model number with a typo in the nav box, chosen with the keyboard, opens its series page', async ({ page }) => {
    await page.goto('/about');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the catalogue' });
    await box.focus();
    await chooseSuggestion(page, box);
  });

  test('phone: the same from the mobile menu, which closes after it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const box = menu.getByRole('combobox', { name: 'Search the catalogue' });
    await box.focus();
    await chooseSuggestion(page, box);
    await expect(menu).toBeHidden();
  });

  test('Enter with nothing highlighted opens the results page, the hits grouped with their links', async ({ page }) => {
    await page.goto('/about');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the catalogue' });
    await box.fill(model);
    await box.press('Enter');
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(model)}`);
    await expect(page).toHaveTitle(`Search results for "${model}" | Mitra Presisi Teknik`);
    const products = page.getByRole('region', { name: /^Products \(\d+\)$/ });
    await expect(products.getByRole('link', { name: new RegExp(escapeRegExp(product.name)) })).toHaveAttribute(
      'href',
      /^\/product\/series\/\d+#product-\d+$/,
    );
    await expect(page.getByRole('searchbox', { name: /Search products/ })).toHaveValue(model);
  });

  test('/search?q= is server-rendered: the hits and the title with the text, kept out of the index', async ({ request }) => {
    const answer = await request.get(`/search?q=${encodeURIComponent(model)}`);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain(`<title>Search results for &quot;${model}&quot; | Mitra Presisi Teknik</title>`);
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain(product.name);
    expect(text).toContain(seriesName);
    expect(html).toMatch(/href="\/product\/series\/\d+#product-\d+"/);
  });

  test('a text that matches nothing shows the empty state with the way to the products', async ({ page }) => {
    const nothing = 'qqzxjv wkkpfy';
    const answer = await page.goto(`/search?q=${encodeURIComponent(nothing)}`);
    expect(answer?.status()).toBe(200);
    const empty = page.getByRole('region', { name: `No results for “${nothing}”` });
    await expect(empty).toContainText('Check the spelling');
    await empty.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL('/products');
  });

  test('a text too short asks for more, in the API’s words', async ({ page }) => {
    await page.goto('/search?q=a');
    await expect(page.getByRole('heading', { name: 'Type at least 2 characters to search' })).toBeVisible();
  });
});
