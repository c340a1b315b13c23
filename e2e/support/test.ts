import { expect, test as base, type Page, type Response } from '@playwright/test';
import { waitForApp } from './app';

// The suite's `test`: Playwright's, with a page whose goto() and reload() also wait until the
// page's scripts have taken over. Server-rendered pages show their content (and pass a
// visibility check) before that, and a click on a control that needs the scripts would do nothing.

/** Waits for the app after a navigation that waited for the page to load (not for 'commit' or 'domcontentloaded'). */
async function afterNavigation(page: Page, response: Response | null, waitUntil: string | undefined) {
  if (waitUntil && waitUntil !== 'load' && waitUntil !== 'networkidle') return;
  if (!response || !/text\/html/.test(response.headers()['content-type'] ?? '')) return;
  await waitForApp(page);
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await afterNavigation(page, response, options?.waitUntil);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await afterNavigation(page, response, options?.waitUntil);
      return response;
    };
    await use(page);
  },
});

export { expect };
