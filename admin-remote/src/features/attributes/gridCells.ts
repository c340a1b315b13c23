import type { Locale } from '@mfe/shared-ui';
import { judgeAttributeValue, type AttributeValue, type AttributeValues } from '@mfe/catalogue-core/attributes';
import { translateMessage } from '@mfe/catalogue-core/messages-id';
import type { Attribute, BulkValues } from './attributeTypes';
import { cellValue, sameValue } from './cellText';

// The specification grid's cells (issue 24), apart from its keyboard: what a typed or pasted text
// stands for, judged cell by cell with the core's judgeAttributeValue (the API's own rule), and
// the one save of every changed cell.

/** A model (product) of the grid, with its stored values (and its series' name in a category's grid). */
export interface GridModel {
  id: number;
  name: string;
  series?: string;
  attributes?: AttributeValues;
}

/** A cell's key: its product and its attribute. */
export const cellKey = (productId: number, attributeId: number) => `${productId}:${attributeId}`;

/** A cell as typed: its value to save (null: none), or the message that refuses it (in the admin's language). */
export type JudgedCell = { value: AttributeValue | null; changed: boolean; error?: undefined } | { error: string; changed: true };

/** A typed cell judged against its attribute, and whether it changes the stored value. */
export function judgeCell(attribute: Attribute, text: string, stored: AttributeValue | undefined, locale: Locale): JudgedCell {
  const candidate = cellValue(attribute, text, locale);
  if (candidate === null) return { value: null, changed: stored !== undefined };
  const judged = judgeAttributeValue(attribute, candidate);
  if ('error' in judged) return { error: translateMessage(judged.error, locale), changed: true };
  return { value: judged.value, changed: !sameValue(judged.value, stored) };
}

/**
 * A block of tab-separated text (copied from Excel, Google Sheets, LibreOffice) as rows of cells.
 * The line break after the last row is not a row; a cell the spreadsheet quoted (it held a tab,
 * a line break or a quote) is unquoted.
 */
export function parseTsv(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  return lines.map((line) => line.split('\t').map((cell) => (/^".*"$/s.test(cell) ? cell.slice(1, -1).replace(/""/g, '"') : cell)));
}

/**
 * A block pasted at a cell: the texts it puts in each cell it covers (what falls outside the grid
 * is left out), by cell key.
 */
export function pastedCells(
  block: string[][],
  at: { row: number; col: number },
  models: GridModel[],
  attributes: Attribute[],
): Record<string, string> {
  const cells: Record<string, string> = {};
  block.forEach((line, r) =>
    line.forEach((text, c) => {
      const model = models[at.row + r];
      const attribute = attributes[at.col + c];
      if (model && attribute) cells[cellKey(model.id, attribute.id)] = text;
    }),
  );
  return cells;
}

/** The save's body: every changed, valid cell, by product and attribute (null clears it). */
export function changedValues(edits: Record<string, string>, models: GridModel[], attributes: Attribute[], locale: Locale): BulkValues {
  const values: BulkValues = {};
  for (const model of models)
    for (const attribute of attributes) {
      const text = edits[cellKey(model.id, attribute.id)];
      if (text === undefined) continue;
      const judged = judgeCell(attribute, text, model.attributes?.[attribute.id], locale);
      if (judged.error === undefined && judged.changed) (values[model.id] ??= {})[attribute.id] = judged.value;
    }
  return values;
}
