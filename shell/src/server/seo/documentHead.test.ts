/** @jest-environment node */
import { DEFAULT_SITE_SETTINGS } from '@mfe/catalogue-core/site-settings-defaults';
import en from '../../messages/en';
import id from '../../messages/id';
import {
  adminHeadTags,
  canonicalPath,
  imageUrl,
  postalAddress,
  renderHeadTags,
  scriptJson,
  siteDescription,
  staticHeadTags,
  summarize,
} from './documentHead';

const ORIGIN = 'https://www.mitrapresisi.example';
/** The site settings as the API seeds them. */
const SETTINGS = DEFAULT_SITE_SETTINGS;
const SITE_DESCRIPTION = siteDescription(en, SETTINGS, 'en');

/** The content of the first tag matching `selector` (name= or property=). */
function metaContent(html: string, key: string): string | undefined {
  const m = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
  return m?.[1];
}

function jsonLdBlocks(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

describe('renderHeadTags', () => {
  it('writes the title per the spec template and the entity description', () => {
    const html = renderHeadTags({
      settings: SETTINGS,
      head: { title: 'Machine Tools', description: '  CNC lathes,\n  machining   centres ' },
      origin: ORIGIN,
      path: '/product/Machine%20Tools',
    });
    expect(html).toContain('<title>Machine Tools | Mitra Presisi Teknik</title>');
    expect(metaContent(html, 'description')).toBe('CNC lathes, machining centres');
    expect(metaContent(html, 'og:description')).toBe('CNC lathes, machining centres');
    expect(metaContent(html, 'twitter:description')).toBe('CNC lathes, machining centres');
    expect(metaContent(html, 'og:title')).toBe('Machine Tools | Mitra Presisi Teknik');
    expect(metaContent(html, 'twitter:title')).toBe('Machine Tools | Mitra Presisi Teknik');
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:site_name')).toBe('Mitra Presisi Teknik');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).not.toContain('name="robots"');
  });

  it('falls back to the site description, which fits a search result', () => {
    const html = renderHeadTags({
      settings: SETTINGS,
      head: { title: 'Home', description: '   ' },
      origin: ORIGIN,
      path: '/',
      siteDescription: SITE_DESCRIPTION,
    });
    expect(metaContent(html, 'description')).toBe(SITE_DESCRIPTION.text);
    expect(SITE_DESCRIPTION).toEqual({
      text: 'PT Mitra Presisi Teknik, Bekasi: machines, tools and precision engineering for Indonesia’s automotive factories. Sales, installation and service.',
      lang: 'en',
    });
    expect(SITE_DESCRIPTION.text.length).toBeLessThanOrEqual(160);
  });

  it("writes the site description from the settings' company name, city and tagline, the Indonesian one or the English one saying so", () => {
    const settings = { ...SETTINGS, company_name: 'PT Contoh', city: 'Karawang', tagline: 'Precision for all', tagline_id: 'Presisi untuk semua' };
    expect(siteDescription(id, settings, 'id')).toEqual({
      text: 'PT Contoh, Karawang: presisi untuk semua. Penjualan, instalasi, dan servis.',
      lang: 'id',
    });
    const untranslated = siteDescription(id, { ...settings, tagline_id: '' }, 'id');
    expect(untranslated).toEqual({ text: 'PT Contoh, Karawang: precision for all. Sales, installation and service.', lang: 'en' });
    const html = renderHeadTags({ head: { title: 'Beranda' }, origin: ORIGIN, path: '/', locale: 'id', siteDescription: untranslated, settings });
    expect(html).toContain(`<meta name="description" content="${untranslated.text}" lang="en">`);
    expect(html).toContain(`<meta property="og:description" content="${untranslated.text}" lang="en">`);
  });

  it('without the settings (unreadable), writes no company facts: no Organization and no site description', () => {
    const html = renderHeadTags({ head: { title: 'Home' }, origin: ORIGIN, path: '/' });
    expect(html).not.toContain('description');
    expect(jsonLdBlocks(html).map((block) => block['@type'])).toEqual(['WebPage']);
    expect(html).toContain('<title>Home | Mitra Presisi Teknik</title>');
  });

  it('links the canonical URL and og:url under the origin, with a base path and a trailing slash', () => {
    const html = renderHeadTags({
      settings: SETTINGS,
      head: { title: 'About Us' },
      origin: 'https://x.example/demo/',
      path: '/about?utm_source=wa#top',
    });
    expect(html).toContain('<link rel="canonical" href="https://x.example/demo/about">');
    expect(metaContent(html, 'og:url')).toBe('https://x.example/demo/about');
  });

  it('uses the site image (absolute, with its size) when the page has none', () => {
    const html = renderHeadTags({ settings: SETTINGS, head: { title: 'Home' }, origin: ORIGIN, path: '/' });
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/og-image.png`);
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'twitter:image')).toBe(`${ORIGIN}/og-image.png`);
  });

  it('shares a stored image as its 1200 px variant in its own format, absolute under /storage/', () => {
    const html = renderHeadTags({
      settings: SETTINGS,
      head: { title: 'Machine Tools', imagePath: 'images/3f2a.png' },
      origin: ORIGIN,
      path: '/product/Machine%20Tools',
    });
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/storage/variants/images/3f2a.png/w1200.png`);
    expect(metaContent(html, 'twitter:image')).toBe(`${ORIGIN}/storage/variants/images/3f2a.png/w1200.png`);
    const photo = renderHeadTags({
      settings: SETTINGS,
      head: { title: 'Lathe', imagePath: 'images/9c1d.jpg' },
      origin: ORIGIN,
      path: '/product/series/1',
    });
    expect(metaContent(photo, 'og:image')).toBe(`${ORIGIN}/storage/variants/images/9c1d.jpg/w1200.jpg`);
    expect(html).not.toContain('og:image:width');
  });

  it('escapes every value it writes', () => {
    const html = renderHeadTags({
      settings: SETTINGS,
      head: { title: 'Engineering & Services <b>"x"</b>', description: `It's <script>alert(1)</script>` },
      origin: ORIGIN,
      path: '/product/Engineering%20%26%20Services',
    });
    expect(html).toContain('<title>Engineering &amp; Services &lt;b&gt;&quot;x&quot;&lt;/b&gt; | Mitra Presisi Teknik</title>');
    expect(metaContent(html, 'description')).toBe('It&#39;s &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/product/Engineering%20%26%20Services">`);
  });

  it('marks a 404 noindex, without a canonical link or og:url', () => {
    const html = renderHeadTags({ settings: SETTINGS, head: { title: 'Page not found' }, origin: ORIGIN, path: '/nope', status: 404 });
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
  });

  it('keeps a noindex page (search results) out of the index but its links followed, without a canonical link or og:url', () => {
    const html = renderHeadTags({
      settings: SETTINGS,
      head: { title: 'Search results for "lb3000"', noindex: true },
      origin: ORIGIN,
      path: '/search?q=lb3000',
    });
    expect(metaContent(html, 'robots')).toBe('noindex, follow');
    expect(html).toContain('<title>Search results for &quot;lb3000&quot; | Mitra Presisi Teknik</title>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
  });

  it('puts the Organization from the settings on every page: the seeded facts, and a changed phone', () => {
    const changed = jsonLdBlocks(
      renderHeadTags({ head: { title: 'Home' }, origin: ORIGIN, path: '/', settings: { ...SETTINGS, phone: '+62 21 555 0123' } }),
    )[0];
    expect(changed).toMatchObject({ '@type': 'Organization', name: 'PT Mitra Presisi Teknik', telephone: '+62 21 555 0123' });
    const [org, ...rest] = jsonLdBlocks(renderHeadTags({ settings: SETTINGS, head: { title: 'Home' }, origin: ORIGIN, path: '/' }));
    expect(rest.map((block) => block['@type'])).toEqual(['WebPage']);
    expect(org).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${ORIGIN}/#organization`,
      name: 'PT Mitra Presisi Teknik',
      alternateName: 'Mitra Presisi Teknik',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/icon-512.png`,
      telephone: '+62 21 8990 4512',
      email: 'sales@mitrapresisi.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Jl. Industri Selatan 5 Blok PP No. 12, Kawasan Industri Jababeka II, Cikarang',
        addressLocality: 'Bekasi',
        addressRegion: 'Jawa Barat',
        postalCode: '17530',
        addressCountry: 'ID',
      },
    });
  });

  it('adds a BreadcrumbList and an ItemList when the page gives them', () => {
    const html = renderHeadTags({
      settings: SETTINGS,
      head: {
        title: 'Okuma',
        breadcrumbs: [
          { name: 'Home', path: '/' },
          { name: 'Machine Tools', path: '/product/Machine%20Tools' },
          { name: 'Okuma', path: '/product/catalog/Machine%20Tools/3?category=All' },
        ],
        itemList: [
          { name: 'LB3000 EX II', url: '/product/catalog/Machine%20Tools/3?category=7' },
          { name: 'Brochure', url: 'https://cdn.example/x.pdf' },
        ],
      },
      origin: ORIGIN,
      path: '/product/catalog/Machine%20Tools/3?category=All',
    });
    const [, breadcrumbs, itemList] = jsonLdBlocks(html);
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Machine Tools', item: `${ORIGIN}/product/Machine%20Tools` },
        { '@type': 'ListItem', position: 3, name: 'Okuma', item: `${ORIGIN}/product/catalog/Machine%20Tools/3?category=All` },
      ],
    });
    expect(itemList).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'LB3000 EX II', url: `${ORIGIN}/product/catalog/Machine%20Tools/3?category=7` },
        { '@type': 'ListItem', position: 2, name: 'Brochure', url: 'https://cdn.example/x.pdf' },
      ],
    });
  });

  it('adds a Product with brand, category and its models as isRelatedTo (a series page); none on a 404', () => {
    const product = {
      name: 'NL Series',
      description: 'CNC lathes\nfor shafts',
      imagePath: 'images/nl.jpg',
      brand: 'Kanto',
      category: 'CNC Lathes',
      path: '/product/series/7',
      related: [
        { name: 'NL-100', description: null, imagePath: null, path: '/product/series/7#product-9' },
        { name: 'NL-200', description: 'Long bed', imagePath: 'https://cdn.example/nl200.jpg', path: '/product/series/7#product-10' },
      ],
    };
    const html = renderHeadTags({ settings: SETTINGS, head: { title: 'NL Series', product }, origin: ORIGIN, path: '/product/series/7' });
    const [, json] = jsonLdBlocks(html);
    expect(json).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'NL Series',
      description: 'CNC lathes for shafts',
      image: `${ORIGIN}/storage/variants/images/nl.jpg/w1200.jpg`,
      brand: { '@type': 'Brand', name: 'Kanto' },
      category: 'CNC Lathes',
      url: `${ORIGIN}/product/series/7`,
      isRelatedTo: [
        { '@type': 'Product', name: 'NL-100', url: `${ORIGIN}/product/series/7#product-9` },
        {
          '@type': 'Product',
          name: 'NL-200',
          description: 'Long bed',
          image: 'https://cdn.example/nl200.jpg',
          url: `${ORIGIN}/product/series/7#product-10`,
        },
      ],
    });
    const bare = jsonLdBlocks(
      renderHeadTags({ settings: SETTINGS, head: { title: 'S', product: { name: 'S', path: '/product/series/8' } }, origin: ORIGIN, path: '/' }),
    )[1];
    expect(bare).toEqual({ '@context': 'https://schema.org', '@type': 'Product', name: 'S', url: `${ORIGIN}/product/series/8` });
    const missing = renderHeadTags({ settings: SETTINGS, head: { title: 'S', product }, origin: ORIGIN, path: '/product/series/7', status: 404 });
    expect(jsonLdBlocks(missing)).toHaveLength(1);
  });

  it('gives each model its technical data as additionalProperty PropertyValues (issue 24), untrusted text encoded', () => {
    const product = {
      name: 'NL Series',
      path: '/product/series/7',
      related: [
        {
          name: 'NL-100',
          path: '/product/series/7#product-9',
          properties: [
            { name: 'Max. spindle speed', value: 3000, unitText: 'rpm', unitCode: 'RPM' },
            { name: 'Travel', minValue: 50, maxValue: 8000, unitText: 'mm', unitCode: 'MMT' },
            { name: 'Probe', value: '</script><!--' },
            { name: 'Bar feeder ready', value: true },
          ],
        },
        { name: 'NL-200', path: '/product/series/7#product-10' },
      ],
    };
    const html = renderHeadTags({ settings: SETTINGS, head: { title: 'NL Series', product }, origin: ORIGIN, path: '/product/series/7' });
    expect(html).not.toContain('</script><!--');
    const [, json] = jsonLdBlocks(html);
    expect(json!.isRelatedTo).toEqual([
      {
        '@type': 'Product',
        name: 'NL-100',
        url: `${ORIGIN}/product/series/7#product-9`,
        additionalProperty: [
          { '@type': 'PropertyValue', name: 'Max. spindle speed', value: 3000, unitText: 'rpm', unitCode: 'RPM' },
          { '@type': 'PropertyValue', name: 'Travel', minValue: 50, maxValue: 8000, unitText: 'mm', unitCode: 'MMT' },
          { '@type': 'PropertyValue', name: 'Probe', value: '</script><!--' },
          { '@type': 'PropertyValue', name: 'Bar feeder ready', value: true },
        ],
      },
      { '@type': 'Product', name: 'NL-200', url: `${ORIGIN}/product/series/7#product-10` },
    ]);
  });

  it('leaves out empty breadcrumb and item lists', () => {
    const html = renderHeadTags({ settings: SETTINGS, head: { title: 'X', breadcrumbs: [], itemList: [] }, origin: ORIGIN, path: '/' });
    expect(jsonLdBlocks(html).map((block) => block['@type'])).toEqual(['Organization', 'WebPage']);
  });

  it('cannot be closed from inside the JSON-LD', () => {
    const html = renderHeadTags({
      settings: SETTINGS,
      head: { title: 'T', itemList: [{ name: '</script><script>alert(1)</script> & <!--', url: '/x' }] },
      origin: ORIGIN,
      path: '/',
    });
    const scripts = html.match(/<\/script>/g) ?? [];
    expect(scripts).toHaveLength(3); // the Organization's, the ItemList's and the WebPage's own closing tags
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 \\u003c!--');
    const [, list] = jsonLdBlocks(html);
    expect((list!.itemListElement as Array<{ name: string }>)[0]!.name).toBe('</script><script>alert(1)</script> & <!--');
  });
});

describe('renderHeadTags in two languages (issue 22)', () => {
  const hreflangLinks = (html: string) =>
    [...html.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)">/g)].map((m) => `${m[2]} ${m[1]}`);

  it('links every language’s page and x-default (English), reciprocally, and is canonical in its own language', () => {
    const path = '/product/catalog/Machine%20Tools/3?category=5&utm_source=x';
    const english = renderHeadTags({ settings: SETTINGS, head: { title: 'Kanto' }, origin: `${ORIGIN}/demo`, path });
    const indonesian = renderHeadTags({ settings: SETTINGS, head: { title: 'Kanto' }, origin: `${ORIGIN}/demo`, path, locale: 'id' });
    const alternates = [
      `en ${ORIGIN}/demo/product/catalog/Machine%20Tools/3?category=5`,
      `id ${ORIGIN}/demo/id/product/catalog/Machine%20Tools/3?category=5`,
      `x-default ${ORIGIN}/demo/product/catalog/Machine%20Tools/3?category=5`,
    ];
    expect(hreflangLinks(english)).toEqual(alternates);
    expect(hreflangLinks(indonesian)).toEqual(alternates);
    expect(english).toContain(`<link rel="canonical" href="${ORIGIN}/demo/product/catalog/Machine%20Tools/3?category=5">`);
    expect(indonesian).toContain(`<link rel="canonical" href="${ORIGIN}/demo/id/product/catalog/Machine%20Tools/3?category=5">`);
    expect(metaContent(indonesian, 'og:url')).toBe(`${ORIGIN}/demo/id/product/catalog/Machine%20Tools/3?category=5`);
  });

  it('names the page’s og:locale and the other as og:locale:alternate', () => {
    const english = renderHeadTags({ settings: SETTINGS, head: { title: 'Home' }, origin: ORIGIN, path: '/' });
    const indonesian = renderHeadTags({ settings: SETTINGS, head: { title: 'Beranda' }, origin: ORIGIN, path: '/', locale: 'id' });
    expect([metaContent(english, 'og:locale'), metaContent(english, 'og:locale:alternate')]).toEqual(['en_US', 'id_ID']);
    expect([metaContent(indonesian, 'og:locale'), metaContent(indonesian, 'og:locale:alternate')]).toEqual(['id_ID', 'en_US']);
  });

  it('has no canonical on a noindex page, its alternates keeping the query it reads; none at all on an error page', () => {
    const search = renderHeadTags({
      settings: SETTINGS,
      head: { title: 'Hasil', noindex: true },
      origin: ORIGIN,
      path: '/search?q=bubut',
      locale: 'id',
    });
    expect(search).not.toContain('rel="canonical"');
    expect(hreflangLinks(search)).toEqual([`en ${ORIGIN}/search?q=bubut`, `id ${ORIGIN}/id/search?q=bubut`, `x-default ${ORIGIN}/search?q=bubut`]);
    const missing = renderHeadTags({
      settings: SETTINGS,
      head: { title: 'Halaman tidak ditemukan' },
      origin: ORIGIN,
      path: '/nope',
      locale: 'id',
      status: 404,
    });
    expect(hreflangLinks(missing)).toEqual([]);
  });

  it('writes the JSON-LD’s page URLs in the page’s language, and its WebPage inLanguage', () => {
    const html = renderHeadTags({
      settings: SETTINGS,
      head: {
        title: 'Seri NL',
        breadcrumbs: [
          { name: 'Beranda', path: '/' },
          { name: 'Mesin Perkakas', path: '/product/Machine%20Tools' },
        ],
        itemList: [
          { name: 'NL', url: '/product/series/7' },
          { name: 'Elsewhere', url: 'https://cdn.example/x' },
        ],
        product: { name: 'NL', path: '/product/series/7', related: [{ name: 'NL-100', path: '/product/series/7#product-9' }] },
      },
      origin: ORIGIN,
      path: '/product/series/7',
      locale: 'id',
    });
    const [organization, breadcrumbs, list, product, page] = jsonLdBlocks(html);
    expect(organization!.url).toBe(`${ORIGIN}/`);
    expect((breadcrumbs!.itemListElement as Array<{ item: string }>).map((crumb) => crumb.item)).toEqual([
      `${ORIGIN}/id`,
      `${ORIGIN}/id/product/Machine%20Tools`,
    ]);
    expect((list!.itemListElement as Array<{ url: string }>).map((item) => item.url)).toEqual([
      `${ORIGIN}/id/product/series/7`,
      'https://cdn.example/x',
    ]);
    expect(product!.url).toBe(`${ORIGIN}/id/product/series/7`);
    expect((product!.isRelatedTo as Array<{ url: string }>)[0]!.url).toBe(`${ORIGIN}/id/product/series/7#product-9`);
    expect(page).toMatchObject({
      '@type': 'WebPage',
      inLanguage: 'id',
      name: 'Seri NL | Mitra Presisi Teknik',
      url: `${ORIGIN}/id/product/series/7`,
    });
  });

  it('marks a description that fell back to English on an Indonesian page, and takes the page’s own site description', () => {
    const fallback = renderHeadTags({
      settings: SETTINGS,
      head: { title: 'NL', description: 'CNC lathes', descriptionLang: 'en' },
      origin: ORIGIN,
      path: '/',
      locale: 'id',
    });
    expect(fallback).toContain('<meta name="description" content="CNC lathes" lang="en">');
    expect(fallback).toContain('<meta property="og:description" content="CNC lathes" lang="en">');
    const translated = renderHeadTags({
      settings: SETTINGS,
      head: { title: 'NL', description: 'Mesin bubut CNC' },
      origin: ORIGIN,
      path: '/',
      locale: 'id',
    });
    expect(translated).toContain('<meta name="description" content="Mesin bubut CNC">');
    const none = renderHeadTags({
      settings: SETTINGS,
      head: { title: 'NL' },
      origin: ORIGIN,
      path: '/',
      locale: 'id',
      siteDescription: { text: 'Situs', lang: 'id' },
    });
    expect(none).toContain('<meta name="description" content="Situs">');
  });
});

describe('canonicalPath', () => {
  it('keeps only the category of a catalogue URL, an id or else All', () => {
    expect(canonicalPath('/product/catalog/Machine%20Tools/3?category=12&utm_source=x')).toBe('/product/catalog/Machine%20Tools/3?category=12');
    expect(canonicalPath('/product/catalog/Machine%20Tools/3?category=All')).toBe('/product/catalog/Machine%20Tools/3?category=All');
    expect(canonicalPath('/product/catalog/Machine%20Tools/3?category=undefined')).toBe('/product/catalog/Machine%20Tools/3?category=All');
    expect(canonicalPath('/product/catalog/Machine%20Tools/3')).toBe('/product/catalog/Machine%20Tools/3?category=All');
  });

  it('keeps a series page past the first (issue 20); the first page is the series URL itself', () => {
    expect(canonicalPath('/product/series/7?page=3&utm_source=x#product-9')).toBe('/product/series/7?page=3');
    expect(canonicalPath('/product/series/7?page=1')).toBe('/product/series/7');
    expect(canonicalPath('/product/series/7/')).toBe('/product/series/7');
    expect(canonicalPath('/product/series/7?page=abc')).toBe('/product/series/7');
  });

  it('encodes names as the site links do', () => {
    expect(canonicalPath('/product/Engineering%20&%20Services')).toBe('/product/Engineering%20%26%20Services');
    expect(canonicalPath('/product/Machine Tools/')).toBe('/product/Machine%20Tools');
    expect(canonicalPath('/product/catalog/Engineering%20&%20Services/4?category=2')).toBe(
      '/product/catalog/Engineering%20%26%20Services/4?category=2',
    );
  });

  it('drops the query, hash and trailing slash elsewhere; a bad escape is kept as it came', () => {
    expect(canonicalPath('/?fbclid=1')).toBe('/');
    expect(canonicalPath('/products/?a=b#c')).toBe('/products');
    expect(canonicalPath('/product/%E0%A4%A')).toBe('/product/%E0%A4%A');
  });
});

describe('summarize', () => {
  it('cuts a long text at a word boundary with an ellipsis, within 160 characters', () => {
    const long = `${'precision '.repeat(30)}end`;
    const out = summarize(long)!;
    expect(out.length).toBeLessThanOrEqual(160);
    expect(out.endsWith('precision…')).toBe(true);
  });

  it('gives null for nothing', () => {
    expect(summarize(null)).toBeNull();
    expect(summarize(' \n ')).toBeNull();
  });
});

describe('imageUrl', () => {
  it('keeps absolute URLs, roots site paths, ignores data URLs', () => {
    expect(imageUrl(ORIGIN, 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(imageUrl(ORIGIN, '/storage/images/a.png')).toBe(`${ORIGIN}/storage/images/a.png`);
    expect(imageUrl(ORIGIN, 'data:image/png;base64,AAAA')).toBeNull();
    expect(imageUrl(ORIGIN, null)).toBeNull();
  });
});

describe('postalAddress', () => {
  it('reads an address without region or country', () => {
    expect(postalAddress('Jl. A 1, Bekasi 17530')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Jl. A 1',
      addressLocality: 'Bekasi',
      postalCode: '17530',
    });
  });

  it('keeps an address it cannot read whole as the street address', () => {
    expect(postalAddress('Somewhere')).toEqual({ '@type': 'PostalAddress', streetAddress: 'Somewhere' });
  });
});

describe('scriptJson', () => {
  it('escapes line separators too', () => {
    expect(scriptJson({ a: 'x\u2028y' })).toBe('{"a":"x\\u2028y"}');
  });
});

describe('adminHeadTags', () => {
  it('keeps admin pages out of search engines', () => {
    expect(adminHeadTags()).toBe('<meta name="robots" content="noindex, nofollow">');
  });
});

describe('staticHeadTags', () => {
  it('links the icons, manifest and theme colour under the base path', () => {
    const html = staticHeadTags('/demo/');
    expect(html).toContain('<link rel="icon" href="/demo/favicon.ico" sizes="32x32">');
    expect(html).toContain('<link rel="icon" href="/demo/favicon.svg" type="image/svg+xml">');
    expect(html).toContain('<link rel="apple-touch-icon" href="/demo/apple-touch-icon.png">');
    expect(html).toContain('<link rel="manifest" href="/demo/site.webmanifest">');
    expect(html).toContain('<meta name="theme-color" content="#1976D2">');
  });

  it('links from the root and leaves the description to renderHeadTags (the settings give it)', () => {
    const html = staticHeadTags('');
    expect(html).toContain('href="/favicon.svg"');
    expect(html).not.toContain('name="description"');
  });
});
