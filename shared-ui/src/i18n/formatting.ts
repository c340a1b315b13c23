import { INTL_TAGS, type Locale } from '@mfe/catalogue-core/locales';

// Dates and numbers in the page's language, through Intl (issue 22): `17 Agustus 2026`,
// `1.500.000`. Formatters are cached per locale and style: building one is the expensive part.

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, locale: Locale): string {
  return cached(numberFormats, locale, () => new Intl.NumberFormat(INTL_TAGS[locale])).format(value);
}

/** A date as a day ('17 Agustus 2026'), or with its time when `withTime`. Invalid input gives ''. */
export function formatDate(value: string | number | Date, locale: Locale, options: { withTime?: boolean } = {}): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${locale}:${options.withTime ? 'time' : 'day'}`;
  return cached(
    dateFormats,
    key,
    () =>
      new Intl.DateTimeFormat(INTL_TAGS[locale], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        ...(options.withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
      }),
  ).format(date);
}
