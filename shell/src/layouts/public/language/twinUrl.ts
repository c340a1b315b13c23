import { urlInLocale, type Locale } from '@mfe/shared-ui';

/**
 * The same page in another language, as an href: the site's base path, then the page's path and
 * query (router-relative, so without the current language's prefix) under that language's prefix:
 * ('/demo', '/product/X?category=5', 'id') → '/demo/id/product/X?category=5'.
 */
export function twinUrl(basePath: string, pathAndQuery: string, locale: Locale): string {
  return `${basePath.replace(/\/+$/, '')}${urlInLocale(pathAndQuery, locale)}`;
}
