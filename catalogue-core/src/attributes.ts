// Typed attributes (issue 24): what an attribute of a category may be, and how a product's value of
// it is judged, stored and answered. PURE and zod-free: the use cases (./useCases/attributes.ts),
// both stores and, later, the admin's grid (cell by cell) all judge a value here.
import { ATTRIBUTE_TEXT_MAX, type AttributeType } from './limits';
import { MESSAGES } from './messages';

export { ATTRIBUTE_TYPES, ATTRIBUTE_UNITS, type AttributeType, type AttributeUnit } from './limits';

/** The types whose attributes may have a unit. */
export const NUMERIC_ATTRIBUTE_TYPES: readonly AttributeType[] = ['number', 'range'];

/** A range's value. */
export interface AttributeRange {
  min: number;
  max: number;
}

/** A product's value of one attribute as payloads send it and answers carry it. */
export type AttributeValue = number | AttributeRange | string | boolean;

/** A product's values by attribute id (the JSON's keys are the ids as text). */
export type AttributeValues = Record<string, AttributeValue>;

/** What judging a value needs of its attribute. */
export interface AttributeRule {
  id: number;
  name: string;
  type: AttributeType;
  options: string[];
}

/**
 * One stored value (the table mt_product_attribute_value): numbers in numeric columns, so that a
 * range filter reads an index of (attribute_id, num_value); a range's max in num_max; a text or an
 * option in text_value; yes/no in bool_value. The columns a type does not use are null.
 */
export interface AttributeValueRow {
  product_id: number;
  attribute_id: number;
  num_value: number | null;
  num_max: number | null;
  text_value: string | null;
  bool_value: boolean | null;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The value as its attribute takes it, or the message that says why not. */
export function judgeAttributeValue(attribute: AttributeRule, value: unknown): { value: AttributeValue } | { error: string } {
  const { name } = attribute;
  switch (attribute.type) {
    case 'number':
      return isNumber(value) ? { value } : { error: MESSAGES.attributeValueNumber(name) };
    case 'range': {
      const range = value as Partial<AttributeRange> | null;
      const ok = typeof range === 'object' && range !== null && isNumber(range.min) && isNumber(range.max) && range.min <= range.max;
      return ok ? { value: { min: range.min!, max: range.max! } } : { error: MESSAGES.attributeValueRange(name) };
    }
    case 'text': {
      const text = typeof value === 'string' ? value.trim() : null;
      return text && text.length <= ATTRIBUTE_TEXT_MAX ? { value: text } : { error: MESSAGES.attributeValueText(name) };
    }
    case 'option':
      return typeof value === 'string' && attribute.options.includes(value)
        ? { value }
        : { error: MESSAGES.attributeValueOption(name, attribute.options.join(', ')) };
    case 'boolean':
      return typeof value === 'boolean' ? { value } : { error: MESSAGES.attributeValueBoolean(name) };
  }
}

/** The stored row of a judged value. */
export function attributeValueRow(productId: number, attributeId: number, value: AttributeValue): AttributeValueRow {
  const row: AttributeValueRow = {
    product_id: productId,
    attribute_id: attributeId,
    num_value: null,
    num_max: null,
    text_value: null,
    bool_value: null,
  };
  if (typeof value === 'number') row.num_value = value;
  else if (typeof value === 'string') row.text_value = value;
  else if (typeof value === 'boolean') row.bool_value = value;
  else Object.assign(row, { num_value: value.min, num_max: value.max });
  return row;
}

/** A stored row's value (the columns it fills tell its type: a range alone has num_max). */
export function attributeValueOf(row: Pick<AttributeValueRow, 'num_value' | 'num_max' | 'text_value' | 'bool_value'>): AttributeValue {
  // A numeric column may come back as text (PostgreSQL's numeric): read as a number.
  if (row.num_max !== null) return { min: Number(row.num_value), max: Number(row.num_max) };
  if (row.num_value !== null) return Number(row.num_value);
  if (row.bool_value !== null) return row.bool_value;
  return row.text_value ?? '';
}

/** The values of each product (by product id), each by attribute id, from stored rows. */
export function attributeValuesByProduct(rows: AttributeValueRow[]): Map<number, AttributeValues> {
  const byProduct = new Map<number, AttributeValues>();
  for (const row of rows) {
    const values = byProduct.get(row.product_id) ?? {};
    values[String(row.attribute_id)] = attributeValueOf(row);
    byProduct.set(row.product_id, values);
  }
  return byProduct;
}
