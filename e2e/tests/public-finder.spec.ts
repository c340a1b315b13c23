// The catalogue finder (issue 24) in Chromium on the seeded CNC lathes: a buyer sets a range
// (a minimum spindle speed) and an option (the control), the series narrow to those with a
// matching model, the URL keeps the filters and a reload keeps them; the same as a plain form
// without JavaScript.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';

interface Lathes {
  vendor: number;
  category: number;
  speed: number;
  control: number;
  /** The series names with a model of at least 4,500 rpm and a Fanuc control, as the API counts them. */
  expected: string[];
  all: number;
}

const MIN_SPEED = '4500';

async function seededLathes(request: APIRequestContext): Promise<Lathes> {
  const type = (await (await request.get('/api/manufacture-type/detail/name/Machine%20Tools')).json()).data;
  for (const { id: vendor } of type.mt_vendor as Array<{ id: number }>) {
    const detail = (await (await request.get(`/api/vendor/detail/${vendor}`)).json()).data;
    const lathes = (detail.mt_product_category as Array<{ id: number; name: string; mt_product_series: Array<{ id: number; name: string }> }>).find(
      (c) => c.name === 'CNC Lathes',
    );
    if (!lathes) continue;
    const facets = (await (await request.get(`/api/catalog/facets?vendor_id=${vendor}&category=${lathes.id}`)).json()).data;
    const idOf = (name: string) => (facets.attributes as Array<{ id: number; name: string }>).find((a) => a.name === name)!.id;
    const [speed, control] = [idOf('Max. spindle speed'), idOf('Control')];
    const matching = (
      await (await request.get(`/api/catalog/series?vendor_id=${vendor}&category=${lathes.id}&a${speed}_min=${MIN_SPEED}&a${control}=Fanuc`)).json()
    ).data.series as Array<{ id: number }>;
    const names = new Map(lathes.mt_product_series.map((s) => [s.id, s.name]));
    return { vendor, category: lathes.id, speed, control, expected: matching.map((s) => names.get(s.id)!), all: lathes.mt_product_series.length };
  }
  throw new Error('no seeded CNC lathes');
}

const seriesNames = (page: Page) => page.locator('.pr-series-grid h3').allTextContents();

test('a buyer filters the CNC lathes by a minimum speed and a control; the URL and a reload keep it; without JavaScript too', async ({
  page,
  browser,
}) => {
  const lathes = await seededLathes(page.request);
  expect(lathes.expected.length).toBeGreaterThan(0);
  expect(lathes.expected.length).toBeLessThan(lathes.all);
  const base = `/product/catalog/Machine%20Tools/${lathes.vendor}?category=${lathes.category}`;
  const filtersInUrl = new RegExp(
    `a${lathes.speed}_min=${MIN_SPEED}.*a${lathes.control}=Fanuc|a${lathes.control}=Fanuc.*a${lathes.speed}_min=${MIN_SPEED}`,
  );

  await page.goto(base);
  await expect(page.locator('.pr-series-grid h3')).toHaveCount(lathes.all);
  const finder = page.locator('form.pr-finder__form');
  await expect(finder.getByRole('checkbox', { name: /Fanuc/ })).toBeVisible();
  // Updates without a reload: what this document holds stays.
  await page.evaluate(() => ((window as unknown as { finderMark: number }).finderMark = 1));
  await finder.locator(`input[name="a${lathes.speed}_min"]`).fill(MIN_SPEED);
  await expect(page).toHaveURL(new RegExp(`a${lathes.speed}_min=${MIN_SPEED}`));
  await finder.getByRole('checkbox', { name: /Fanuc/ }).check();
  await expect(page).toHaveURL(filtersInUrl);
  await expect.poll(() => seriesNames(page)).toEqual(lathes.expected);
  await expect(page.getByRole('status').filter({ hasText: /match/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { finderMark?: number }).finderMark)).toBe(1);

  await page.reload();
  await expect.poll(() => seriesNames(page)).toEqual(lathes.expected);
  await expect(finder.locator(`input[name="a${lathes.speed}_min"]`)).toHaveValue(MIN_SPEED);
  await expect(finder.getByRole('checkbox', { name: /Fanuc/ })).toBeChecked();
  await finder.page().getByRole('link', { name: 'Clear filters' }).first().click();
  await expect(page.locator('.pr-series-grid h3')).toHaveCount(lathes.all);

  // Without JavaScript: the same form, sent by its button, rendered by the server.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await visitor.newPage();
    await plain.goto(base);
    const form = plain.locator('form.pr-finder__form');
    await form.locator(`input[name="a${lathes.speed}_min"]`).fill(MIN_SPEED);
    await form.getByRole('checkbox', { name: /Fanuc/ }).check();
    await form.getByRole('button', { name: 'Show models' }).click();
    await expect(plain).toHaveURL(filtersInUrl);
    expect(await seriesNames(plain)).toEqual(lathes.expected);
    await expect(form.locator(`input[name="a${lathes.speed}_min"]`)).toHaveValue(MIN_SPEED);
    await plain.reload();
    expect(await seriesNames(plain)).toEqual(lathes.expected);
  } finally {
    await visitor.close();
  }
});
