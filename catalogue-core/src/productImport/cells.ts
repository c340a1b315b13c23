// A product import's cells as values (issue 24): the text a spreadsheet holds read as what the
// product's fields and attributes take, before they are judged (../attributes.ts
// judgeAttributeValue, the product's schema). A cell that cannot be read stays its text, so that the
// judge's own message says what is wrong.
import type { AttributeRule } from '../attributes';

/**
 * A number as spreadsheets write it: '1234.5', '1234,5' (a comma alone is the decimal mark, as in
 * Indonesian), '1,234.5' and '1.234,5' (the last mark is the decimal one), '1 234' (spaces group
 * digits); null when it is not one.
 */
export function parseNumberText(text: string): number | null {
  const t = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (!t) return null;
  const dots = t.split('.').length - 1;
  const commas = t.split(',').length - 1;
  // The decimal mark: the later of the two when both are there; one mark alone is decimal; a mark
  // written twice or more groups thousands.
  const decimal = dots && commas ? (t.lastIndexOf('.') > t.lastIndexOf(',') ? '.' : ',') : dots === 1 ? '.' : commas === 1 ? ',' : null;
  const group = decimal === '.' ? ',' : decimal === ',' ? '.' : dots ? '.' : ',';
  const at = decimal ? t.lastIndexOf(decimal) : t.length;
  const [whole, fraction] = [t.slice(0, at), t.slice(at + 1)];
  // Grouped digits are groups of three after the first.
  if (whole.includes(group) && !new RegExp(`^[-+]?\\d{1,3}(\\${group}\\d{3})+$`).test(whole)) return null;
  const plain = whole.split(group).join('') + (decimal ? `.${fraction}` : '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(plain)) return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

/** A range as 'min..max', 'min-max' or 'min–max' (either number may be negative); null when it is not one. */
export function parseRangeText(text: string): { min: number; max: number } | null {
  const match = /^\s*(-?[^-–—]+?)\s*(?:\.\.|[–—]|-)\s*(-?[^-–—]+?)\s*$/.exec(text);
  if (match && /\.\./.test(match[2]!)) return null;
  if (!match) return null;
  const [min, max] = [parseNumberText(match[1]!), parseNumberText(match[2]!)];
  return min === null || max === null ? null : { min, max };
}

const YES = new Set(['true', 'yes', 'ya', 'y', '1']);
const NO = new Set(['false', 'no', 'tidak', 'n', '0']);

/** A yes/no as true/false, yes/no, ya/tidak or 1/0, in any case; null when it is none of them. */
export function parseFlagText(text: string): boolean | null {
  const t = text.trim().toLowerCase();
  if (YES.has(t)) return true;
  if (NO.has(t)) return false;
  return null;
}

/** A whole number cell (an id), or null when it is not one. */
export function parseIdText(text: string): number | null {
  const t = text.trim().replace(/\.0+$/, '');
  return /^\d{1,10}$/.test(t) ? Number(t) : null;
}

/** The value of an attribute's (non-empty) cell, for judgeAttributeValue: its text when it cannot be read as the type. */
export function attributeCellValue(attribute: Pick<AttributeRule, 'type' | 'options'>, text: string): unknown {
  const t = text.trim();
  switch (attribute.type) {
    case 'number':
      return parseNumberText(t) ?? t;
    case 'range':
      return parseRangeText(t) ?? t;
    case 'boolean':
      return parseFlagText(t) ?? t;
    case 'option':
      // The option's own text, whatever the case the sheet wrote it in.
      return attribute.options.find((option) => option === t) ?? attribute.options.find((option) => option.toLowerCase() === t.toLowerCase()) ?? t;
    case 'text':
      return t;
  }
}
