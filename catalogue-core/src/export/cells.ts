// How an exported value is written in a cell (issue 24), once for CSV and XLSX and for both
// adapters, and read back by an import: plain text a spreadsheet opens as it is and an importer
// parses without guessing. PURE.
import type { AttributeValue } from '../attributes';
import { guardFormula } from '../formulaGuard';

export { guardFormula, unguardFormula } from '../formulaGuard';

/** A cell: text, a number (ids, counts, a number attribute), or empty. */
export type ExportCell = string | number | null;

/** How a column's values are written ('attribute': a product's value of an attribute, attributeCell). */
export type CellKind = 'id' | 'number' | 'text' | 'flag' | 'time' | 'attribute';

/** Between a range's ends: `120..450`. Neither a decimal point nor a minus sign can be taken for it. */
export const RANGE_SEPARATOR = '..';

/** A number in plain decimal notation: '.' before the decimals, no grouping, no exponent for everyday sizes. */
export function numberText(value: number): string {
  return String(value);
}

/** A value of a column of that kind as its cell. */
export function cellOf(kind: CellKind, value: unknown): ExportCell {
  if (kind === 'attribute') return attributeCell(value as AttributeValue | null | undefined);
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'id':
    case 'number':
      return typeof value === 'number' ? value : Number.isFinite(Number(value)) ? Number(value) : guardFormula(String(value));
    case 'flag':
      return value === true || value === 'true' ? 'true' : 'false';
    case 'time':
      return value instanceof Date ? value.toISOString() : guardFormula(String(value));
    case 'text':
      return guardFormula(String(value));
  }
}

/**
 * An attribute's value as its cell: a number as a number, a range `min..max`, yes/no `true` or
 * `false`, a text or an option as its text (guarded).
 */
export function attributeCell(value: AttributeValue | null | undefined): ExportCell {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return value === '' ? null : guardFormula(value);
  return guardFormula(`${numberText(value.min)}${RANGE_SEPARATOR}${numberText(value.max)}`);
}
