import { urlInLocale, type Locale } from '@mfe/shared-ui';
import { matchPublicRoute, pageUrl } from '../../../publicPages/publicRoute';

/**
 * The same page in another language, as an href: the site's base path, then the page's path and
 * the query parameters its route reads (router-relative, so without the current language's
 * prefix; the server renders the link so, and hydration must meet the same) under that language's
 * prefix: ('/demo', '/product/X', '?category=5&utm_source=y', 'id') → '/demo/id/product/X?category=5'.
 */
export function twinUrl(basePath: string, pathname: string, search: string, locale: Locale): string {
  const page = pageUrl(pathname, new URLSearchParams(search), matchPublicRoute(pathname)?.route ?? null);
  return `${basePath.replace(/\/+$/, '')}${urlInLocale(page, locale)}`;
}
