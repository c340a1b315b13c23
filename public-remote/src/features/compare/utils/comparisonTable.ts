import type { ComparedProduct, CompareRow } from '@mfe/shared-ui';
import type { AttributeValue } from './attributeValueText';

/** A row of the table: the attribute (or attributes sharing a name, type and unit) and each model's value. */
export interface ComparisonLine {
  row: CompareRow;
  /** Per model, in the columns' order: its value, or undefined when it has none. */
  values: Array<AttributeValue | undefined>;
  /** Whether the models' values are not all the same (a missing value differs from a given one). */
  differs: boolean;
}

/** The value of a row a model has: of the row's attribute that is its category's. */
function valueOf(product: ComparedProduct, row: CompareRow): AttributeValue | undefined {
  for (const id of row.attribute_ids) {
    const value = product.attributes[String(id)];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The table's lines: each row with every model's value and whether they differ. */
export function comparisonLines(products: ComparedProduct[], rows: CompareRow[]): ComparisonLine[] {
  return rows.map((row) => {
    const values = products.map((product) => valueOf(product, row));
    const keys = new Set(values.map((value) => JSON.stringify(value ?? null)));
    return { row, values, differs: keys.size > 1 };
  });
}
