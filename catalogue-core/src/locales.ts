// The site's two languages (issue 22), written once and zod-free (subpath
// `@mfe/catalogue-core/locales`): the shell's router and server, the screens, the search and the
// catalogue's translatable fields read them. English stays at the spec's URLs; Indonesian lives
// under `/id`.

export const LOCALES = ['en', 'id'] as const;
export type Locale = (typeof LOCALES)[number];
/** The spec's language: its URLs carry no prefix, and it is what an empty translation falls back to. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag `Intl` formats with: `17 August 2026` / `17 Agustus 2026`, `1,500,000` / `1.500.000`. */
export const INTL_TAGS: Record<Locale, string> = { en: 'en-GB', id: 'id-ID' };
/** How INTL_TAGS write a number in each: `1,500.5` / `1.500,5` (shared-ui's formatNumber, the admin's number cells). */
export const NUMBER_SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  id: { group: '.', decimal: ',' },
};
/** What the language switch calls each language, in that language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', id: 'Bahasa Indonesia' };
/** `og:locale`'s form of each. */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_US', id: 'id_ID' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The path prefix of a locale's pages: '' for English, '/id' for Indonesian. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * The locale a site-relative URL is in, and the URL without its prefix: '/id/search?q=x' →
 * id, '/search?q=x'; '/id' → id, '/'; '/identity' → en, '/identity' (a prefix is a whole segment).
 */
export function localeOfUrl(url: string): { locale: Locale; url: string } {
  for (const locale of LOCALES) {
    const prefix = localePrefix(locale);
    if (!prefix || !url.startsWith(prefix)) continue;
    const rest = url.slice(prefix.length);
    if (rest === '' || /^[/?#]/.test(rest)) return { locale, url: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return { locale: DEFAULT_LOCALE, url };
}

/** A site-relative URL of the spec's routes ('/product/X') in a locale ('/id/product/X'). */
export function urlInLocale(url: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return url;
  return url === '/' ? prefix : url.startsWith('/?') || url.startsWith('/#') ? `${prefix}${url.slice(1)}` : `${prefix}${url}`;
}

/**
 * The catalogue's translatable texts (issue 22): beside each English column, its Indonesian one.
 * Brand and model names are not translated; descriptions of every level are, and the names of
 * manufacture types and categories.
 */
export const TRANSLATIONS = { name: 'name_id', description: 'description_id' } as const;
export type TranslatedField = keyof typeof TRANSLATIONS;

const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** A text as a page shows it, and the language it is really in (a fallback is marked with `lang`). */
export interface TextInLocale {
  text: string;
  lang: Locale;
}

/**
 * A record's text in a locale: its translation when it has one, else the English value marked as
 * English (the page must not claim it is Indonesian). Empty when neither has text.
 */
export function textInLocale(record: object, field: TranslatedField, locale: Locale): TextInLocale {
  const values = record as Record<string, unknown>;
  if (locale !== DEFAULT_LOCALE) {
    const translated = values[TRANSLATIONS[field]];
    if (hasText(translated)) return { text: translated, lang: locale };
  }
  const original = values[field];
  return { text: typeof original === 'string' ? original : '', lang: DEFAULT_LOCALE };
}

/**
 * Whether a record lacks an Indonesian text it should have (issue 22): an English text with text
 * whose translation column the record has is empty in Indonesian: a description without
 * description_id (every level), a name without name_id (types and categories; a name always has
 * text). The API's SQL twin is api/src/queries/listFilters.ts's; the admin's
 * list tags a row by it.
 */
export function lacksTranslation(row: object): boolean {
  const values = row as Record<string, unknown>;
  return Object.entries(TRANSLATIONS).some(
    ([field, translation]) => translation in values && hasText(values[field]) && !hasText(values[translation]),
  );
}
