// The <head> of a server-rendered page for search engines and link previews (issue 10): title,
// meta description, canonical link, Open Graph, Twitter card and JSON-LD, from the PageHead a
// screen's preparePage gives. PURE: strings in, an HTML string out; the shell's server puts it
// into the page. `origin` is the site's public root with any base path ('https://x.example' or
// 'https://x.example/demo'); every URL in the head is absolute under it.
import { fallbackFormat, SHARE_WIDTH, variantPath } from '@mfe/catalogue-core/image-variants';
import {
  ALL_CATEGORIES,
  PRIMARY_COLOR,
  PRODUCT_NAME,
  cataloguePath,
  DEFAULT_LOCALE,
  formatPageTitle,
  LOCALES,
  OG_LOCALES,
  productTypePath,
  seriesPagePath,
  settingText,
  urlInLocale,
  type Locale,
  type PageHead,
  type SiteSettings,
  type TextInLocale,
} from '@mfe/shared-ui';
import type { ShellMessages } from '../../messages/en';
import en from '../../messages/en';

/**
 * The description of a page whose entity has none, from the site settings' company name and
 * tagline, in the page's words; in English (and saying so) when the tagline has no Indonesian twin.
 */
export function siteDescription(messages: ShellMessages, settings: SiteSettings, locale: Locale): TextInLocale {
  const tagline = settingText(settings, 'tagline', locale);
  const words = tagline.lang === locale ? messages : en;
  return { text: words.siteDescription(settings.company_name, settings.city, lowerFirst(tagline.text)), lang: tagline.lang };
}

/** Served from shell/public/ at the site root (under the base path). */
export const SITE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;
/** The square brand mark used as the Organization logo (shell/public/icon-512.png). */
export const SITE_LOGO_PATH = '/icon-512.png';

/** Google shows about this many characters of a description. */
export const DESCRIPTION_MAX_CHARS = 160;

const COUNTRY_CODES: Record<string, string> = { Indonesia: 'ID' };

export interface HeadInput {
  head: PageHead;
  /** The site's public root, with its base path if any; a trailing slash is ignored. */
  origin: string;
  /** The request's site-relative path, with its query string (e.g. '/product/catalog/X/3?category=5'). */
  path: string;
  /** The page's HTTP status; 404 (and any other error) adds robots noindex and drops the canonical link. */
  status?: number;
  /**
   * The page's language (issue 22): `path` and the head's paths are the route's own, without its
   * prefix; every URL of the head is written in this language, with the others as alternates.
   */
  locale?: Locale;
  /** The description when the page has none (siteDescription); without it such a page has no description. */
  siteDescription?: TextInLocale;
  /** The site settings, for the Organization JSON-LD; without them (unreadable) the head has none. */
  settings?: SiteSettings;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Text and attribute values in HTML (and XML). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** JSON inside <script type="application/ld+json">: nothing in it can close the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** 'https://x.example/demo/' → 'https://x.example/demo'. */
export function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** An absolute URL for a site-relative path ('/product/X') or one that is absolute already. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${trimOrigin(origin)}/${pathOrUrl.replace(/^\/+/, '')}`;
}

/**
 * An absolute URL of a page in a locale: a site-relative route path ('/product/X', as preparePage
 * gives them, without a prefix) under the locale's prefix; an absolute URL as it is.
 */
export function pageUrlIn(origin: string, pathOrUrl: string, locale: Locale): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return absoluteUrl(origin, urlInLocale(pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`, locale));
}

/** Whitespace collapsed; cut at a word boundary with an ellipsis past `max` characters; null when empty. */
export function summarize(text: string | null | undefined, max = DESCRIPTION_MAX_CHARS): string | null {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const base = space > max * 0.6 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s,;:.–—-]+$/, '')}…`;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The canonical site-relative path of a request: no query string or hash, except the catalogue's
 * category (a category id, else All) and a series page's page of models past the first (issue 20:
 * each page its own, the first the series URL); type and catalogue names re-encoded as the site's links are.
 */
export function canonicalPath(path: string): string {
  const url = new URL(path, 'http://site.invalid');
  const pathname = url.pathname;
  const catalogue = /^\/product\/catalog\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (catalogue) {
    const type = safeDecode(catalogue[1]!);
    const vendorId = safeDecode(catalogue[2]!);
    if (type !== null && vendorId !== null) {
      const raw = (url.searchParams.get('category') ?? '').trim();
      return cataloguePath(type, vendorId, /^\d+$/.test(raw) ? raw : ALL_CATEGORIES);
    }
    return pathname;
  }
  const series = /^\/product\/series\/(\d+)\/?$/.exec(pathname);
  if (series) {
    const page = (url.searchParams.get('page') ?? '').trim();
    return seriesPagePath(series[1]!, /^\d{1,9}$/.test(page) ? Number(page) : 1);
  }
  const type = /^\/product\/([^/]+)\/?$/.exec(pathname);
  if (type) {
    const name = safeDecode(type[1]!);
    return name === null ? pathname : productTypePath(name);
  }
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * og:image / twitter:image and JSON-LD images: an absolute URL, a stored image as its 1200 px JPEG
 * (or PNG) variant (a phone photo's master is megabytes; every crawler reads JPEG), another stored
 * file (under /storage/), or the site image.
 */
export function imageUrl(origin: string, imagePath: string | null | undefined): string | null {
  const value = (imagePath ?? '').trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null; // data:, blob:: no use to a crawler
  if (value.startsWith('/')) return absoluteUrl(origin, value);
  return absoluteUrl(origin, `/storage/${variantPath(value, SHARE_WIDTH, fallbackFormat(value)) ?? value}`);
}

/** The company's address (the settings' one line) as a schema.org PostalAddress. */
export function postalAddress(address: string) {
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const cityAt = parts.findIndex((p) => /\s\d{5}$/.test(p));
  if (cityAt < 0) return { '@type': 'PostalAddress', streetAddress: address };
  const [, locality, postalCode] = /^(.*\S)\s+(\d{5})$/.exec(parts[cityAt]!)!;
  const region = parts[cityAt + 1];
  const country = parts[cityAt + 2];
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.slice(0, cityAt).join(', '),
    addressLocality: locality,
    ...(region ? { addressRegion: region } : {}),
    postalCode,
    ...(country ? { addressCountry: COUNTRY_CODES[country] ?? country } : {}),
  };
}

/** schema.org Organization: the company with its address, phone and e-mail from the site settings (every page). */
export function organizationJsonLd(origin: string, settings: SiteSettings) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${absoluteUrl(origin, '/')}#organization`,
    name: settings.company_name,
    alternateName: PRODUCT_NAME,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, SITE_LOGO_PATH),
    telephone: settings.phone,
    email: settings.sales_email,
    address: postalAddress(settings.address),
  };
}

function breadcrumbJsonLd(origin: string, breadcrumbs: NonNullable<PageHead['breadcrumbs']>, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: pageUrlIn(origin, crumb.path, locale),
    })),
  };
}

function itemListJsonLd(origin: string, items: NonNullable<PageHead['itemList']>, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      url: pageUrlIn(origin, item.url, locale),
    })),
  };
}

/**
 * schema.org Product of a series page: name, description, image, brand (the vendor), category and
 * url, its models as `isRelatedTo` Products (each with its attribute values as `additionalProperty`). Google's Product rich results need offers, a review or
 * a rating, which a quote-on-request catalogue has none of, so none are invented; the markup stays
 * valid schema.org that Google reads for what the page is about. The models are not an ItemList:
 * Google's list carousels do not take products, and the models are anchors on this page, not pages.
 */
export function productJsonLd(origin: string, product: NonNullable<PageHead['product']>, locale: Locale = DEFAULT_LOCALE) {
  const image = imageUrl(origin, product.imagePath);
  const description = summarize(product.description, 5000);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.category ? { category: product.category } : {}),
    url: pageUrlIn(origin, product.path, locale),
    ...(product.related?.length
      ? {
          isRelatedTo: product.related.map((model) => {
            const modelImage = imageUrl(origin, model.imagePath);
            const modelDescription = summarize(model.description, 5000);
            return {
              '@type': 'Product',
              name: model.name,
              ...(modelDescription ? { description: modelDescription } : {}),
              ...(modelImage ? { image: modelImage } : {}),
              url: pageUrlIn(origin, model.path, locale),
              // Its technical data (issue 24).
              ...(model.properties?.length
                ? { additionalProperty: model.properties.map((property) => ({ '@type': 'PropertyValue', ...property })) }
                : {}),
            };
          }),
        }
      : {}),
  };
}

const meta = (name: string, content: string, extra = '') => `<meta name="${name}" content="${escapeHtml(content)}"${extra}>`;
const property = (name: string, content: string, extra = '') => `<meta property="${name}" content="${escapeHtml(content)}"${extra}>`;
const link = (rel: string, href: string, extra = '') => `<link rel="${rel}" href="${escapeHtml(href)}"${extra}>`;
const jsonLd = (value: unknown) => `<script type="application/ld+json">${scriptJson(value)}</script>`;

/**
 * The page's URL in each language and x-default (the English one, issue 22): hreflang alternates,
 * reciprocal as every page of both languages writes them. `path` is the route's own URL.
 */
export function alternateUrls(origin: string, path: string): Array<{ hreflang: Locale | 'x-default'; href: string }> {
  const alternates: Array<{ hreflang: Locale | 'x-default'; href: string }> = LOCALES.map((locale) => ({
    hreflang: locale,
    href: pageUrlIn(origin, path, locale),
  }));
  alternates.push({ hreflang: 'x-default', href: pageUrlIn(origin, path, DEFAULT_LOCALE) });
  return alternates;
}

/** schema.org WebPage: the page's name, URL and the language it is written in. */
function webPageJsonLd(origin: string, title: string, url: string, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: title,
    url,
    inLanguage: locale,
    isPartOf: { '@type': 'WebSite', name: PRODUCT_NAME, url: absoluteUrl(origin, '/') },
  };
}

/** The page's <head> tags for search engines and link previews, one per line. */
export function renderHeadTags({ head, origin, path, status = 200, locale = DEFAULT_LOCALE, siteDescription, settings }: HeadInput): string {
  const title = formatPageTitle(head.title);
  const ownDescription = summarize(head.description);
  const description = ownDescription ?? siteDescription?.text ?? null;
  // An untranslated record's (or tagline's) English description on an Indonesian page says it is English.
  const shownLang = ownDescription ? head.descriptionLang : siteDescription?.lang;
  const descriptionLang = shownLang && shownLang !== locale ? shownLang : null;
  const ok = status < 400;
  // A page for people, not for the index (search results): no canonical URL to offer either.
  const indexed = ok && !head.noindex;
  // Each language's page is canonical itself; the other language's is its alternate, not a duplicate.
  const ownPath = indexed ? canonicalPath(path) : path;
  const url = pageUrlIn(origin, canonicalPath(path), locale);
  const pageImage = imageUrl(origin, head.imagePath);
  const image = pageImage ?? absoluteUrl(origin, SITE_IMAGE.path);
  const inDescriptionLang = descriptionLang ? ` lang="${descriptionLang}"` : '';

  const tags = [`<title>${escapeHtml(title)}</title>`];
  if (description) tags.push(meta('description', description, inDescriptionLang));
  if (indexed) tags.push(link('canonical', url));
  else tags.push(meta('robots', ok ? 'noindex, follow' : 'noindex'));
  if (ok) {
    for (const alternate of alternateUrls(origin, ownPath)) tags.push(link('alternate', alternate.href, ` hreflang="${alternate.hreflang}"`));
  }
  tags.push(
    property('og:type', 'website'),
    property('og:site_name', PRODUCT_NAME),
    property('og:locale', OG_LOCALES[locale]),
    ...LOCALES.filter((other) => other !== locale).map((other) => property('og:locale:alternate', OG_LOCALES[other])),
    property('og:title', title),
  );
  if (description) tags.push(property('og:description', description, inDescriptionLang));
  if (indexed) tags.push(property('og:url', url));
  tags.push(property('og:image', image));
  if (!pageImage) {
    tags.push(property('og:image:width', String(SITE_IMAGE.width)), property('og:image:height', String(SITE_IMAGE.height)));
  }
  tags.push(meta('twitter:card', 'summary_large_image'), meta('twitter:title', title));
  if (description) tags.push(meta('twitter:description', description, inDescriptionLang));
  tags.push(meta('twitter:image', image));
  if (settings) tags.push(jsonLd(organizationJsonLd(origin, settings)));
  if (head.breadcrumbs?.length) tags.push(jsonLd(breadcrumbJsonLd(origin, head.breadcrumbs, locale)));
  if (head.itemList?.length) tags.push(jsonLd(itemListJsonLd(origin, head.itemList, locale)));
  if (head.product && ok) tags.push(jsonLd(productJsonLd(origin, head.product, locale)));
  if (indexed) tags.push(jsonLd(webPageJsonLd(origin, title, url, locale)));
  return tags.join('\n');
}

/** Admin pages stay client-rendered and out of search engines. */
export function adminHeadTags(): string {
  return meta('robots', 'noindex, nofollow');
}

/** The files of shell/public/ that the head links to (the webpack build copies them into dist). */
export const STATIC_ICONS = {
  svg: '/favicon.svg',
  ico: '/favicon.ico',
  appleTouch: '/apple-touch-icon.png',
  manifest: '/site.webmanifest',
} as const;

/**
 * Favicons, apple-touch-icon, web manifest and theme colour, for every page (server-rendered or
 * not). No description: a server-rendered page has its own from renderHeadTags; a client-rendered
 * one has none, as the site's description comes from the settings, which only the browser reads
 * there. `basePath` is '' or '/demo' (a trailing slash is ignored).
 */
export function staticHeadTags(basePath: string): string {
  const base = trimOrigin(basePath);
  return [
    link('icon', `${base}${STATIC_ICONS.ico}`, ' sizes="32x32"'),
    link('icon', `${base}${STATIC_ICONS.svg}`, ' type="image/svg+xml"'),
    link('apple-touch-icon', `${base}${STATIC_ICONS.appleTouch}`),
    link('manifest', `${base}${STATIC_ICONS.manifest}`),
    meta('theme-color', PRIMARY_COLOR),
  ].join('\n');
}
