import { INTL_TAGS, type Locale } from '@mfe/catalogue-core/locales';

const KB = 1024;

const formats = new Map<string, Intl.NumberFormat>();

/** A number in a unit, in the admin's language (formatters cached: building one is the costly part). */
function inUnit(value: number, unit: 'byte' | 'kilobyte' | 'megabyte', locale: Locale): string {
  const key = `${locale}:${unit}`;
  let format = formats.get(key);
  if (!format) {
    // Bytes spelled out ('820 bytes'), the larger units as symbols ('14 kB', '2.4 MB', the API's MB).
    format = new Intl.NumberFormat(INTL_TAGS[locale], {
      style: 'unit',
      unit,
      unitDisplay: unit === 'byte' ? 'long' : 'short',
      maximumFractionDigits: 1,
    });
    formats.set(key, format);
  }
  return format.format(value);
}

/** A file size as staff read it, in their language: '820 bytes', '14 kB', '2.4 MB'; Indonesian '2,4 MB'. */
export function sizeText(bytes: number, locale: Locale): string {
  if (bytes < KB) return inUnit(bytes, 'byte', locale);
  if (bytes < KB * KB) return inUnit(Math.round(bytes / KB), 'kilobyte', locale);
  return inUnit(bytes / (KB * KB), 'megabyte', locale);
}
