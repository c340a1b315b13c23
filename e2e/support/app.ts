import type { Page } from '@playwright/test';

/**
 * Waits until the page's scripts have taken over (shell/src/app/AppReadyMark.tsx). A
 * server-rendered page shows its content before; a test of what the scripts do waits for this.
 */
export async function waitForApp(page: Page, timeout = 15_000) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout });
}

/**
 * Waits until the page stops scrolling by itself (the landing routes scroll to their section,
 * smoothly, once their list is there), so that a hover is not undone by the page moving under it.
 */
export async function waitForScrollToSettle(page: Page) {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(250);
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) return;
    last = y;
  }
  throw new Error('the page kept scrolling for 10 s');
}
