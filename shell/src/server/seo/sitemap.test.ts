/** @jest-environment node */
import { loadSitemapCatalogue, newest, sitemapEntries, sitemapXml, type FetchJson, type SitemapCatalogue } from './sitemap';

const catalogue: SitemapCatalogue = [
  {
    name: 'Machine Tools',
    updated_at: '2024-01-01T00:00:00.000Z',
    mt_vendor: [
      {
        id: 3,
        updated_at: '2024-02-01T00:00:00.000Z',
        mt_product_category: [
          { updated_at: '2024-02-02T00:00:00.000Z', mt_product_series: [{ id: 7, updated_at: '2024-03-05T08:09:10.123Z' }] },
          { updated_at: '2024-01-15T00:00:00.000Z', mt_product_series: [{ id: 8, updated_at: '2023-06-01T00:00:00.000Z', product_count: 100 }] },
        ],
      },
      { id: 4, updated_at: '2023-12-01T00:00:00.000Z', mt_product_category: [] },
    ],
  },
  {
    name: 'Engineering & Services',
    updated_at: '2024-04-01T00:00:00.000Z',
    mt_vendor: [],
  },
];

describe('sitemapEntries', () => {
  it('lists the landing routes, each type page, each vendor catalogue and its series pages, with the newest date within', () => {
    expect(sitemapEntries(catalogue)).toEqual([
      { path: '/', lastmod: '2024-04-01T00:00:00Z' },
      { path: '/products', lastmod: '2024-04-01T00:00:00Z' },
      { path: '/about', lastmod: '2024-04-01T00:00:00Z' },
      { path: '/contact', lastmod: '2024-04-01T00:00:00Z' },
      { path: '/product/Machine%20Tools', lastmod: '2024-03-05T08:09:10Z' },
      { path: '/product/catalog/Machine%20Tools/3?category=All', lastmod: '2024-03-05T08:09:10Z' },
      { path: '/product/series/7', lastmod: '2024-03-05T08:09:10Z' },
      // an old series: its breadcrumbs' rows (type, vendor, category names) are on its page too
      { path: '/product/series/8', lastmod: '2024-02-01T00:00:00Z' },
      // 100 models, 48 a page (issue 20): its other pages too
      { path: '/product/series/8?page=2', lastmod: '2024-02-01T00:00:00Z' },
      { path: '/product/series/8?page=3', lastmod: '2024-02-01T00:00:00Z' },
      // the vendor's own rows are older than the type's: the type's name is on the page too
      { path: '/product/catalog/Machine%20Tools/4?category=All', lastmod: '2024-01-01T00:00:00Z' },
      { path: '/product/Engineering%20%26%20Services', lastmod: '2024-04-01T00:00:00Z' },
    ]);
  });

  it('gives the landing routes without lastmod for an empty catalogue', () => {
    expect(sitemapEntries([])).toEqual([{ path: '/' }, { path: '/products' }, { path: '/about' }, { path: '/contact' }]);
  });

  it('lists a path once', () => {
    const twice = sitemapEntries([catalogue[1]!, catalogue[1]!]);
    expect(twice.filter((e) => e.path === '/product/Engineering%20%26%20Services')).toHaveLength(1);
  });
});

describe('newest', () => {
  it('skips missing and unreadable stamps, reads Dates', () => {
    expect(newest([null, 'not a date', new Date('2024-05-01T10:00:00.500Z'), '2024-04-30T00:00:00Z'])).toBe('2024-05-01T10:00:00Z');
    expect(newest([undefined])).toBeUndefined();
  });
});

describe('sitemapXml', () => {
  it('writes absolute, XML-escaped locations under the origin, each page in both languages with its alternates (issue 22)', () => {
    const xml = sitemapXml('https://x.example/demo/', [
      { path: '/', lastmod: '2024-04-01T00:00:00Z' },
      { path: '/product/catalog/A%26B/3?category=All&x=1' },
    ]);
    const home =
      '<xhtml:link rel="alternate" hreflang="en" href="https://x.example/demo/"/>' +
      '<xhtml:link rel="alternate" hreflang="id" href="https://x.example/demo/id"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://x.example/demo/"/>';
    const catalogue =
      '<xhtml:link rel="alternate" hreflang="en" href="https://x.example/demo/product/catalog/A%26B/3?category=All&amp;x=1"/>' +
      '<xhtml:link rel="alternate" hreflang="id" href="https://x.example/demo/id/product/catalog/A%26B/3?category=All&amp;x=1"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://x.example/demo/product/catalog/A%26B/3?category=All&amp;x=1"/>';
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        `  <url><loc>https://x.example/demo/</loc><lastmod>2024-04-01T00:00:00Z</lastmod>${home}</url>`,
        `  <url><loc>https://x.example/demo/id</loc><lastmod>2024-04-01T00:00:00Z</lastmod>${home}</url>`,
        `  <url><loc>https://x.example/demo/product/catalog/A%26B/3?category=All&amp;x=1</loc>${catalogue}</url>`,
        `  <url><loc>https://x.example/demo/id/product/catalog/A%26B/3?category=All&amp;x=1</loc>${catalogue}</url>`,
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

/** A fake public API: answers by path, records the calls. */
function fakeApi(answers: Record<string, unknown>): FetchJson & jest.Mock {
  return jest.fn(async (path: string) => {
    if (!(path in answers)) throw Object.assign(new Error(`404 ${path}`), { status: 404 });
    const answer = answers[path];
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

const listPage = (names: string[], total: number, page: number) => ({
  data: {
    data: names.map((name, i) => ({ id: i + 1, name, updated_at: '2024-01-01T00:00:00.000Z' })),
    total,
    per_page: 100,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / 100)),
  },
});

describe('loadSitemapCatalogue', () => {
  const mtDetail = { data: catalogue[0] };
  const esDetail = { data: catalogue[1] };

  it('reads every page of the type list, then each type detail by its encoded name', async () => {
    const names = Array.from({ length: 100 }, (_, i) => `Type ${i}`);
    const answers: Record<string, unknown> = {
      '/api/manufacture-type?page=1&items_per_page=100': listPage(names, 102, 1),
      '/api/manufacture-type?page=2&items_per_page=100': listPage(['Machine Tools', 'Engineering & Services'], 102, 2),
      '/api/manufacture-type/detail/name/Machine%20Tools': mtDetail,
      '/api/manufacture-type/detail/name/Engineering%20%26%20Services': esDetail,
    };
    for (const name of names)
      answers[`/api/manufacture-type/detail/name/${encodeURIComponent(name)}`] = {
        data: { name, updated_at: '2024-01-01T00:00:00.000Z', mt_vendor: [] },
      };
    const api = fakeApi(answers);

    const result = await loadSitemapCatalogue(api);

    expect(result).toHaveLength(102);
    expect(result.slice(100)).toEqual(catalogue);
    expect(api).toHaveBeenCalledTimes(104);
    expect(api).not.toHaveBeenCalledWith('/api/manufacture-type?page=3&items_per_page=100');
  });

  it('reads an empty catalogue with one call', async () => {
    const api = fakeApi({ '/api/manufacture-type?page=1&items_per_page=100': listPage([], 0, 1) });
    expect(await loadSitemapCatalogue(api)).toEqual([]);
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('leaves out a type whose detail answers 404 (deleted meanwhile)', async () => {
    const api = fakeApi({
      '/api/manufacture-type?page=1&items_per_page=100': listPage(['Machine Tools', 'Gone'], 2, 1),
      '/api/manufacture-type/detail/name/Machine%20Tools': mtDetail,
    });
    expect(await loadSitemapCatalogue(api)).toEqual([catalogue[0]]);
  });

  it('rejects when the list of types cannot be read', async () => {
    await expect(loadSitemapCatalogue(fakeApi({}))).rejects.toThrow('404');
    const odd = fakeApi({ '/api/manufacture-type?page=1&items_per_page=100': { message: 'hi' } });
    await expect(loadSitemapCatalogue(odd)).rejects.toThrow('unexpected answer');
  });

  it('leaves out, and tells, a type whose detail cannot be read, keeping the rest (issue 19: one bad name cost the whole sitemap)', async () => {
    const api = fakeApi({
      '/api/manufacture-type?page=1&items_per_page=100': listPage(['Machine Tools', 'Broken'], 1, 2),
      '/api/manufacture-type/detail/name/Machine%20Tools': mtDetail,
      '/api/manufacture-type/detail/name/Broken': new Error('HTTP 422'),
    });
    const skipped: string[] = [];
    const catalogue = await loadSitemapCatalogue(api, (path, error) => skipped.push(`${path}: ${error.message}`));
    expect(catalogue.map((type) => type.name)).toEqual(['Machine Tools']);
    expect(skipped).toEqual(['/api/manufacture-type/detail/name/Broken: HTTP 422']);
  });

  it('turns into the sitemap end to end', async () => {
    const api = fakeApi({
      '/api/manufacture-type?page=1&items_per_page=100': listPage(['Machine Tools'], 1, 1),
      '/api/manufacture-type/detail/name/Machine%20Tools': mtDetail,
    });
    const xml = sitemapXml('https://www.mitrapresisi.example', sitemapEntries(await loadSitemapCatalogue(api)));
    expect(xml).toContain(
      '<url><loc>https://www.mitrapresisi.example/product/catalog/Machine%20Tools/3?category=All</loc><lastmod>2024-03-05T08:09:10Z</lastmod><xhtml:link',
    );
    expect(xml).toContain('<url><loc>https://www.mitrapresisi.example/product/series/7</loc><lastmod>2024-03-05T08:09:10Z</lastmod><xhtml:link');
    expect(xml).toContain('<url><loc>https://www.mitrapresisi.example/id/product/series/7</loc><lastmod>2024-03-05T08:09:10Z</lastmod><xhtml:link');
    // the 7 other pages, series 7's one page and series 8's three (100 models, 48 a page), in two languages
    expect(xml.match(/<url>/g)).toHaveLength(22);
  });
});
