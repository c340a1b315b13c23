import type { Locale } from '@mfe/shared-ui';
import { INTL_TAGS, NUMBER_SEPARATORS } from '@mfe/catalogue-core/locales';
import type { AttributeRule, AttributeValue } from '@mfe/catalogue-core/attributes';

// A value of a typed attribute as the grid shows and reads it (issue 24): typed or pasted from a
// spreadsheet, in the admin's language. The rule for numbers (documented in the grid's help):
//   - spaces inside a number are ignored ('3 000');
//   - with both '.' and ',' the last one is the decimal mark, the other groups thousands
//     ('3,000.5' and '3.000,5' are both 3000.5);
//   - with only one of them, written more than once, it groups thousands ('1.000.000');
//   - written once and followed by exactly three digits, it groups thousands when it is the
//     language's grouping mark (English ',', Indonesian '.'): '3,000' in English and '3.000' in
//     Indonesian are 3000; otherwise it is the decimal mark: '3,5' and '3.5' are 3.5 in both.
// A range is two numbers joined by '-', '–' or '—' ('100-500', '100 – 500'). Yes/no takes
// yes/no, ya/tidak, true/false, 1/0. An option is matched whatever its case. Whatever does not
// read so stays text, and the core's judgeAttributeValue says what is wrong with it.

/** A number as typed, or null when it is not one. */
export function parseNumber(text: string, locale: Locale): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^[-+]?\d[\d.,]*$/.test(compact) || /[.,]$/.test(compact)) return null;
  const dots = compact.split('.').length - 1;
  const commas = compact.split(',').length - 1;
  let decimal: string | null = null;
  if (dots && commas) decimal = compact.lastIndexOf('.') > compact.lastIndexOf(',') ? '.' : ',';
  else if (dots === 1 || commas === 1) {
    const mark = dots ? '.' : ',';
    const after = compact.length - compact.indexOf(mark) - 1;
    decimal = after === 3 && mark === NUMBER_SEPARATORS[locale].group ? null : mark;
  }
  const grouping = decimal === '.' ? ',' : decimal === ',' ? '.' : null;
  if (decimal && compact.split(decimal).length > 2) return null;
  let plain = compact;
  if (grouping) plain = plain.split(grouping).join('');
  else plain = plain.replace(/[.,]/g, '');
  if (decimal) plain = plain.replace(decimal, '.');
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

const RANGE = /^\s*([-+]?[\d.,\s\u00a0]*\d)\s*[-–—]\s*([-+]?[\d.,\s\u00a0]*\d)\s*$/;
const YES = new Set(['yes', 'y', 'ya', 'true', '1']);
const NO = new Set(['no', 'n', 'tidak', 'false', '0']);

/**
 * What a cell's text stands for under its attribute: null for an empty cell (no value), else the
 * value to judge (the text itself where it reads as nothing of its type).
 */
export function cellValue(attribute: AttributeRule, text: string, locale: Locale): AttributeValue | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  switch (attribute.type) {
    case 'number':
      return parseNumber(trimmed, locale) ?? trimmed;
    case 'range': {
      const match = RANGE.exec(trimmed);
      const min = match ? parseNumber(match[1]!, locale) : null;
      const max = match ? parseNumber(match[2]!, locale) : null;
      return min !== null && max !== null ? { min, max } : trimmed;
    }
    case 'boolean': {
      const word = trimmed.toLowerCase();
      return YES.has(word) ? true : NO.has(word) ? false : trimmed;
    }
    case 'option':
      return attribute.options.find((option) => option.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
    case 'text':
      return trimmed;
  }
}

/** A number in the admin's language ('3,000.5'; '3.000,5'), read back by parseNumber as the same number. */
export const formatNumber = (value: number, locale: Locale) => new Intl.NumberFormat(INTL_TAGS[locale], { maximumFractionDigits: 6 }).format(value);

/** A stored value as its cell shows it (and as an edit starts from); '' for none. */
export function cellText(value: AttributeValue | null | undefined, locale: Locale, words: { yes: string; no: string }): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return formatNumber(value, locale);
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'object') return `${formatNumber(value.min, locale)}–${formatNumber(value.max, locale)}`;
  return value;
}

/** Whether two values are the same (a range by its ends). */
export function sameValue(a: AttributeValue | null | undefined, b: AttributeValue | null | undefined): boolean {
  if (a === undefined || a === null || b === undefined || b === null) return (a ?? null) === (b ?? null);
  if (typeof a === 'object' && typeof b === 'object') return a.min === b.min && a.max === b.max;
  return a === b;
}
