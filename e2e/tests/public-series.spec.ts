// Issue 14: the series page, /product/series/{id}, with real servers and builds: the server's HTML
// (before any script) holds the series, its models and its JSON-LD; the catalogue's models link
// opens it; a #product-{id} link scrolls to its model; an unknown series is a 404 page.
import { expect, test } from '../support/test';
import { ports } from '../support/env';

const API = `http://127.0.0.1:${ports.api}`;

interface SeriesDetail {
  id: number;
  name: string;
  description: string | null;
  mt_product_category: { id: number; name: string; mt_vendor: { id: number; name: string; mt_manufacture_type: { name: string } } };
  mt_product: Array<{ id: number; name: string }>;
}

interface NestedType {
  mt_vendor: Array<{ mt_product_category: Array<{ mt_product_series: Array<{ id: number; product_count: number }> }> }>;
}

async function apiJson<T>(url: string): Promise<T> {
  const response = await fetch(`${API}${url}`);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** A seeded series with at least two models, found by the public reads' product_count (the truth the pages show). */
async function seededSeries(): Promise<SeriesDetail> {
  const types = await apiJson<{ data: Array<{ name: string }> }>('/api/manufacture-type?page=1&items_per_page=100');
  for (const { name } of types.data) {
    const type = await apiJson<NestedType>(`/api/manufacture-type/detail/name/${encodeURIComponent(name)}`);
    const nested = type.mt_vendor.flatMap((v) => v.mt_product_category.flatMap((c) => c.mt_product_series));
    const found = nested.find((s) => s.product_count >= 2);
    if (!found) continue;
    const series = await apiJson<SeriesDetail>(`/api/product/series/detail/${found.id}`);
    expect(series.mt_product).toHaveLength(found.product_count);
    return series;
  }
  throw new Error('the seed has no series with two products');
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

test.describe('series page', () => {
  let series: SeriesDetail;
  test.beforeAll(async () => {
    series = await seededSeries();
  });

  test('the server’s HTML has the series, its models and its JSON-LD before any script runs', async ({ request }) => {
    const response = await request.get(`/product/series/${series.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const markup = html.slice(html.indexOf('<div id="root">'));
    expect(decode(markup)).toContain(`>${series.name}</h1>`);
    for (const product of series.mt_product) {
      expect(markup).toContain(`id="product-${product.id}"`);
      expect(decode(markup)).toContain(product.name);
    }
    expect(decode(html)).toContain(`<title>${series.name} | Mitra Presisi Teknik</title>`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/product/series/${series.id}">`));

    const blocks = jsonLd(html);
    const product = blocks.find((b) => b['@type'] === 'Product')!;
    const vendor = series.mt_product_category.mt_vendor;
    expect(product).toMatchObject({ name: series.name, brand: { name: vendor.name }, category: series.mt_product_category.name });
    expect((product.isRelatedTo as Array<{ name: string; url: string }>).map((m) => [m.name, new URL(m.url).hash])).toEqual(
      series.mt_product.map((p) => [p.name, `#product-${p.id}`]),
    );
    const trail = blocks.find((b) => b['@type'] === 'BreadcrumbList')!;
    expect((trail.itemListElement as Array<{ name: string }>).map((i) => i.name)).toEqual([
      'Home',
      'Products',
      vendor.mt_manufacture_type.name,
      vendor.name,
      series.mt_product_category.name,
      series.name,
    ]);

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/product/series/${series.id}</loc>`);
  });

  test('a catalogue card’s models link opens the series page', async ({ page }) => {
    const vendor = series.mt_product_category.mt_vendor;
    const catalogue = `/product/catalog/${encodeURIComponent(vendor.mt_manufacture_type.name)}/${vendor.id}?category=${series.mt_product_category.id}`;
    await page.goto(catalogue);
    const models = page.getByRole('link', { name: `${series.name}: ${series.mt_product.length} models`, exact: true });
    await models.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/product/series/${series.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: series.name })).toBeVisible();
    await expect(page).toHaveTitle(`${series.name} | Mitra Presisi Teknik`);
    await expect(page.getByRole('region', { name: 'Models' }).getByRole('heading', { level: 3 })).toHaveText(series.mt_product.map((p) => p.name));
    await expect(page.getByRole('complementary', { name: 'Request a quote' })).toBeVisible();

    // The breadcrumbs lead back to the category's catalogue.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: series.mt_product_category.name }).click();
    await expect(page).toHaveURL(new RegExp(`/product/catalog/.+/${vendor.id}\\?category=${series.mt_product_category.id}$`));
  });

  test('#product-{id} scrolls its model into view and highlights it, on a phone too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    const last = series.mt_product.at(-1)!;
    await page.goto(`/product/series/${series.id}#product-${last.id}`);
    const model = page.locator(`#product-${last.id}`);
    await expect(model).toBeInViewport();
    await expect(model).toHaveClass(/pr-series-product--linked/);
    await expect(model).toBeFocused();
    // One column on a phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('an unknown or non-numeric series id is a 404 page that says so', async ({ page, request }) => {
    for (const id of ['999999999', 'abc']) {
      const response = await request.get(`/product/series/${id}`);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('<meta name="robots" content="noindex">');
    }
    const response = await page.goto('/product/series/999999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Series not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse our products' })).toBeVisible();
  });
});

// Issue 24: the seed's CNC lathes, machining centres and CMMs have attributes with a value for every
// model: their series page shows a specification table and gives the values in its JSON-LD.
test.describe('series page: the models’ specification', () => {
  interface SpecifiedSeries {
    id: number;
    name: string;
    mt_product_attribute: Array<{ id: number; name: string; unit: string | null }>;
    mt_product: Array<{ id: number; name: string; attributes?: Record<string, unknown> }>;
  }

  /** A seeded series whose category has attributes with a unit, and whose first model has values. */
  async function specifiedSeries(): Promise<SpecifiedSeries> {
    const types = await apiJson<{ data: Array<{ name: string }> }>('/api/manufacture-type?page=1&items_per_page=100');
    for (const { name } of types.data) {
      const type = await apiJson<NestedType>(`/api/manufacture-type/detail/name/${encodeURIComponent(name)}`);
      for (const { id, product_count } of type.mt_vendor.flatMap((v) => v.mt_product_category.flatMap((c) => c.mt_product_series))) {
        if (!product_count) continue;
        const series = await apiJson<SpecifiedSeries>(`/api/product/series/page/${id}`);
        if (series.mt_product_attribute.some((a) => a.unit) && Object.keys(series.mt_product[0]?.attributes ?? {}).length) return series;
      }
    }
    throw new Error('the seed has no series with attribute values');
  }

  test('server-rendered table with units, scrolling in its own region on a phone; values in the JSON-LD', async ({ page, request }) => {
    const series = await specifiedSeries();
    const withUnit = series.mt_product_attribute.find((a) => a.unit)!;
    const heading = `${withUnit.name} (${withUnit.unit})`;

    // The server's HTML, before any script: the table and the JSON-LD's PropertyValues.
    const html = await (await request.get(`/product/series/${series.id}`)).text();
    const markup = decode(html.slice(html.indexOf('<div id="root">')));
    expect(markup).toContain('<table class="pr-spec__table"');
    expect(markup).toContain(withUnit.name);
    const product = jsonLd(html).find((b) => b['@type'] === 'Product')!;
    const first = (product.isRelatedTo as Array<{ name: string; additionalProperty?: Array<Record<string, unknown>> }>)[0]!;
    expect(first.name).toBe(series.mt_product[0]!.name);
    expect(first.additionalProperty).toContainEqual(
      expect.objectContaining({
        '@type': 'PropertyValue',
        name: withUnit.name,
        unitText: withUnit.unit,
        unitCode: expect.stringMatching(/^[A-Z0-9]{2,3}$/),
      }),
    );

    // On a 360 px phone: the table scrolls sideways in its labelled, focusable region; the page does not.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/product/series/${series.id}`);
    const region = page.getByRole('region', { name: `Specifications of the ${series.name} models` });
    await expect(region).toBeVisible();
    await expect(region.getByRole('columnheader', { name: heading })).toBeAttached();
    await expect(region.getByRole('rowheader', { name: series.mt_product[0]!.name })).toBeVisible();
    await region.focus();
    await expect(region).toBeFocused();
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
