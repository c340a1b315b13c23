import type { Locale } from '@mfe/shared-ui';
import type { AdminMessages } from '../../messages/messages';
import { INQUIRY_STATUSES, type InquiryStatus } from '@mfe/catalogue-core/messages';
import { formatNumber } from '../attributes/cellText';

// How the history shows a field's value: in words where the form shows words (Yes/No, a status,
// an image's fit), a linked image or file by its name or id, a list of entries (the settings'
// History events) by their titles, an attribute's value as the attributes grid writes it in the
// admin's language ('3.000,5'). null means empty: the view says so in its own words.

/** Past this many characters a value is shortened, and 'Show all' shows it whole. */
export const SHORT_TEXT_MAX = 120;
/** The confirmation of a revert names each value in a few words. */
export const CONFIRM_TEXT_MAX = 60;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An entry of a list, or a linked record: its name, title or heading (with a year where it has one), else its id. */
function itemText(item: unknown): string {
  if (!isRecord(item)) return String(item);
  const name = item.name ?? item.title ?? item.heading;
  if (typeof name === 'string') {
    const year = typeof item.year === 'number' ? `${item.year} ` : '';
    return typeof item.id === 'number' && !year ? `${name} (#${item.id})` : `${year}${name}`;
  }
  return typeof item.id === 'number' ? `#${item.id}` : JSON.stringify(item);
}

/**
 * Values by record id (issue 24: a product's values by attribute id, the values an attribute's
 * delete took by product id): every key is an id.
 */
const isById = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) && Object.keys(value).every((key) => /^[1-9]\d*$/.test(key)) && Object.keys(value).length > 0;

/** A typed attribute's range (issue 24). */
const isRange = (value: unknown): value is { min: number; max: number } =>
  isRecord(value) && typeof value.min === 'number' && typeof value.max === 'number';

/** A field's value in words, or null when it is empty. */
export function valueText(field: string, value: unknown, m: AdminMessages, locale: Locale): string | null {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return null;
  if (isRecord(value) && Object.keys(value).length === 0) return null;
  if (isById(value))
    return Object.entries(value)
      .map(([id, item]) => {
        // A number here is an attribute's value, a quantity: grouped as the grid writes it.
        const text = typeof item === 'number' ? formatNumber(item, locale) : valueText(field, item, m, locale);
        return `#${id}: ${text ?? m.emptyValue}`;
      })
      .join('; ');
  if (typeof value === 'boolean') return value ? m.yes : m.no;
  if (isRange(value)) return `${formatNumber(value.min, locale)}–${formatNumber(value.max, locale)}`;
  if (typeof value === 'string') {
    if (field === 'status' && (INQUIRY_STATUSES as readonly string[]).includes(value)) return m.inquiryStatus(value as InquiryStatus);
    if (field === 'fit' && (value === 'cover' || value === 'contain')) return value === 'cover' ? m.fitCover : m.fitContain;
    return value;
  }
  // A linked record by its id (image_id, pdf_id, a parent's id). A field's own number is a year,
  // a position or a focal point's percentage, written as the form shows it ('2024', not '2.024').
  if (typeof value === 'number') return field.endsWith('_id') ? `#${value}` : String(value);
  if (Array.isArray(value)) return value.map(itemText).join('; ');
  return itemText(value);
}

/** A text cut to `max` characters, with an ellipsis where it was cut. */
export function shortened(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** A field's label as its form names it, else its own name. */
export const fieldLabel = (labels: Record<string, string>, field: string) => labels[field] ?? field;
