import type { FieldDefinition } from '../resources/types';

/** A list row's texts, read by field name (a row carries the texts its area's form edits). */
type RowTexts = Partial<Record<string, unknown>>;

const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * Whether a record's Indonesian texts are missing (issue 22): a translated field whose English text
 * is filled and whose Indonesian twin (name_id, description_id) is empty. The API's
 * `untranslated=true` filter asks the same.
 */
export function missingIndonesian<R>(row: RowTexts, fields: ReadonlyArray<FieldDefinition<R>>): boolean {
  return fields.some(
    (field) =>
      (field.kind === 'text' || field.kind === 'textarea') &&
      field.translation &&
      isFilled(row[field.name]) &&
      !isFilled(row[field.translation.name]),
  );
}
