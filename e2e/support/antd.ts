import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of an antd select (its list lives in a portal). Retried as a whole: on a loaded
 * machine a click that lands while the list is still opening may not take, and the list then stays
 * open over the next field (CI saw a Unit field blocked for 2 minutes by the Type list). Done when
 * the list has closed with the option shown as the select's value.
 */
export async function chooseOption(page: Page, select: Locator, option: string | RegExp) {
  await expect(select).toBeEnabled();
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click({ timeout: 5_000 });
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click({ timeout: 5_000 });
    await expect(select).toHaveAttribute('aria-expanded', 'false', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator('.ant-select-content-has-value', { hasText: option }).first()).toBeVisible();
}
