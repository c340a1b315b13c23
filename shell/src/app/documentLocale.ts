import { DEFAULT_LOCALE, localeOfUrl, localePrefix, type Locale } from '@mfe/shared-ui';

/**
 * The language of the document the browser opened (issue 22): a public page's is its URL's
 * ('/id/…'); the admin's (/admin…, no prefix) is the member of staff's remembered choice. With
 * the router's basename: the base path, then a public page's language prefix.
 */
export function documentLocale(pathname: string, basePath: string, remembered: Locale | null): { locale: Locale; basename: string } {
  const base = basePath.replace(/\/+$/, '');
  const path = base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
  const admin = path === '/admin' || path.startsWith('/admin/');
  if (admin) return { locale: remembered ?? DEFAULT_LOCALE, basename: base };
  const { locale } = localeOfUrl(path);
  return { locale, basename: `${base}${localePrefix(locale)}` };
}
