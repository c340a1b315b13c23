import type { FieldDefinition } from '../resources/types';

// The form's values and the request body, both derived from an area's field definitions.
// Values by kind: text → string; parent → id; image and pdf → {id, name} or null (so the form can
// show what is chosen); upload → File; switch → boolean. A translated text (issue 22) is two
// values: the English one under the field's name, the Indonesian one under its translation's.

export type FormValues = Record<string, unknown>;

/** What the form needs of an area's definition; R is the record its edit mode is filled from. */
interface FormDefinition<R> {
  fields: FieldDefinition<R>[];
  /** Sends saves as multipart FormData instead of JSON. */
  multipart: boolean;
}

interface Chosen {
  id: number;
  name: string;
}

function isChosen(value: unknown): value is Chosen {
  return typeof value === 'object' && value !== null && typeof (value as Chosen).id === 'number';
}

function initialValue<R>(field: FieldDefinition<R>, record: R): unknown {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return field.read(record) ?? '';
    case 'parent':
      return field.read(record);
    case 'image':
    case 'pdf': {
      const chosen = field.read(record);
      return chosen ? { ...chosen } : null;
    }
    case 'upload':
      return undefined;
    case 'switch':
      return field.read(record);
    case 'attributes':
      return { ...field.read(record) };
  }
}

/** Create mode: the values a new record starts with (a switch's initial value; the rest empty). */
export function newRecordFormValues<R>(resource: FormDefinition<R>): FormValues {
  return Object.fromEntries(resource.fields.flatMap((field) => (field.kind === 'switch' ? [[field.name, field.initial]] : [])));
}

/** The Indonesian twin's form value of a translated text field, read from the record. */
function translationEntries<R>(field: FieldDefinition<R>, record: R): Array<[string, unknown]> {
  return (field.kind === 'text' || field.kind === 'textarea') && field.translation
    ? [[field.translation.name, field.translation.read(record) ?? '']]
    : [];
}

/** Edit mode: the form's values from the record the detail call returned. */
export function recordToFormValues<R>(resource: FormDefinition<R>, record: R): FormValues {
  return Object.fromEntries(resource.fields.flatMap((field) => [[field.name, initialValue(field, record)], ...translationEntries(field, record)]));
}

function bodyValue<R>(field: FieldDefinition<R>, value: unknown): unknown {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return typeof value === 'string' ? value.trim() : '';
    case 'parent':
      return typeof value === 'number' ? value : null;
    case 'image':
    case 'pdf':
      return isChosen(value) ? value.id : null;
    case 'upload':
      // An empty or absent file is skipped (spec §7).
      return value instanceof File && value.size > 0 ? value : undefined;
    case 'switch':
      // Not set (a draft kept from before the field): left out, so an update keeps the stored value.
      return typeof value === 'boolean' ? value : undefined;
    case 'attributes':
      return attributeValuesBody(value);
  }
}

/**
 * The values of the attributes shown (the form's items of the category chosen: onFinish holds no
 * others), their empty inputs left out: sent, they are all the product's values. Not an object
 * (a category without attributes): left out, so the stored values stay (or a move drops them).
 */
function attributeValuesBody(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => !isEmptyAttributeValue(entry)));
}

/** An input left empty: nothing, '', or a range with neither end. */
export function isEmptyAttributeValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value === 'object') {
    const range = value as { min?: unknown; max?: unknown };
    return (range.min ?? null) === null && (range.max ?? null) === null;
  }
  return false;
}

/**
 * The save request's body: JSON, or multipart FormData for areas that upload files. In FormData a
 * cleared id is sent as '' (the API reads '' as none), a switch as 'true' / 'false'; a skipped
 * file is left out.
 */
export function formValuesToBody<R>(resource: FormDefinition<R>, values: FormValues): Record<string, unknown> | FormData {
  const entries = resource.fields
    .flatMap((field) => [
      [field.name, bodyValue(field, values[field.name])] as const,
      // The Indonesian twin is sent as its English text is: trimmed, '' when empty (the API stores none).
      ...((field.kind === 'text' || field.kind === 'textarea') && field.translation
        ? [[field.translation.name, bodyValue(field, values[field.translation.name])] as const]
        : []),
    ])
    .filter(([, value]) => value !== undefined);
  if (!resource.multipart) return Object.fromEntries(entries);
  const form = new FormData();
  for (const [name, value] of entries) {
    if (value instanceof File) form.append(name, value, value.name);
    // An object (a product's attribute values) as JSON text.
    else form.append(name, value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}
