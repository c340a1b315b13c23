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

/** How Intl writes a number in each INTL_TAGS locale (held equal to Intl by formatting.test.ts). */
const NUMBER_SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  id: { group: '.', decimal: ',' },
};
/** Intl's default for a plain number: at most 3 fraction digits. */
const FRACTION_DIGITS = 3;
/** Below this a double still holds its 3 decimals; from here on Intl writes it. */
const PLAIN_NUMBER_LIMIT = 1e15;

/** A string of decimal digits plus one ('129' → '130', '99' → '100'). */
function plusOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  return i < 0 ? `1${'0'.repeat(digits.length)}` : `${digits.slice(0, i)}${Number(digits[i]) + 1}${'0'.repeat(digits.length - i - 1)}`;
}

/**
 * A number as Intl.NumberFormat writes it in the page's language (`1,500,000` / `1.500.000`).
 * Ordinary numbers are written here, as Intl would: the page's first Intl.NumberFormat loads the
 * locale's ICU data, one main-thread task of 45–60 ms measured while a catalogue page hydrates,
 * for a count such as `12`. Anything else (non-finite, -0, huge or tiny) goes to Intl itself.
 */
export function formatNumber(value: number, locale: Locale): string {
  // The shortest decimal that reads back as the value, as Intl rounds it (not the double's exact value).
  const shortest = String(Math.abs(value));
  if (!Number.isFinite(value) || Object.is(value, -0) || Math.abs(value) >= PLAIN_NUMBER_LIMIT || shortest.includes('e')) {
    return cached(numberFormats, locale, () => new Intl.NumberFormat(INTL_TAGS[locale])).format(value);
  }
  let [whole, fraction = ''] = shortest.split('.');
  if (fraction.length > FRACTION_DIGITS) {
    // Half away from zero on the magnitude (Intl's halfExpand).
    const roundsUp = fraction[FRACTION_DIGITS] >= '5';
    const kept = fraction.slice(0, FRACTION_DIGITS);
    const digits = roundsUp ? plusOne(`${whole}${kept}`) : `${whole}${kept}`;
    whole = digits.slice(0, -FRACTION_DIGITS) || '0';
    fraction = digits.slice(-FRACTION_DIGITS);
  }
  fraction = fraction.replace(/0+$/, '');
  const { group, decimal } = NUMBER_SEPARATORS[locale];
  const sign = value < 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, group)}${fraction ? `${decimal}${fraction}` : ''}`;
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
