import { INTL_TAGS, NUMBER_SEPARATORS, type Locale } from '@mfe/catalogue-core/locales';

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

/** Below this, a number scaled by 1,000 (Intl's default 3 fraction digits) is still an exact integer. */
const PLAIN_NUMBER_LIMIT = 1e12;

/**
 * A number as Intl.NumberFormat writes it in the page's language (`1,500,000` / `1.500.000`).
 * Ordinary numbers are written here, as Intl would (NUMBER_SEPARATORS, held equal to Intl by
 * formatting.test.ts): the page's first Intl.NumberFormat loads the
 * locale's ICU data, one main-thread task of 45–60 ms measured while a catalogue page hydrates,
 * for a count such as `12`. Anything else (non-finite, -0, huge or tiny) goes to Intl itself.
 */
export function formatNumber(value: number, locale: Locale): string {
  const magnitude = Math.abs(value);
  if (!(magnitude < PLAIN_NUMBER_LIMIT) || Object.is(value, -0) || String(magnitude).includes('e')) {
    return cached(numberFormats, locale, () => new Intl.NumberFormat(INTL_TAGS[locale])).format(value);
  }
  // Rounded to 3 decimals half away from zero on its shortest decimal form, as Intl rounds: the
  // `e3` shifts that form's digits, not the double's binary value.
  const [whole, fraction] = String(Math.round(Number(`${magnitude}e3`)) / 1000).split('.');
  const { group, decimal } = NUMBER_SEPARATORS[locale];
  return `${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, group)}${fraction ? decimal + fraction : ''}`;
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
