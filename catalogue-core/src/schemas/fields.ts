// The field types of the request payloads. Payloads come as JSON or as multipart text, so each
// field first takes what a form may send (ids as numbers or numeric strings; '', null and
// undefined as "none"), then holds the value to the spec's rule with the spec's message.
import { z } from 'zod';
import { parseId } from '../ids';
import { DESCRIPTION_MAX, MESSAGES, NAME_MAX } from '../messages';
import { hasControlCharacters } from '../rules';

/** Text as a form sends it: strings as they are, numbers and booleans as their text, anything else none. */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** A field's id for the schema: undefined when none was given, NaN when it is no usable id. */
function idOrNaN(value: unknown): number | undefined {
  const id = parseId(value);
  if (id === null) return undefined;
  return id ?? Number.NaN;
}

/**
 * Text free of control characters (NUL among them), checked with the field's other rules: a 422 on
 * that field, before anything is counted or written (the database would refuse a NUL later).
 */
export const plainText = (label: string, { multiLine = false } = {}) =>
  z.string().refine((text) => !hasControlCharacters(text, multiLine), MESSAGES.controlCharacters(label));

/** Required, trimmed, at most NAME_MAX characters, one line. */
export const name = z.preprocess(
  (value) => (asText(value) ?? '').trim(),
  plainText('Name').min(1, MESSAGES.nameRequired).max(NAME_MAX, MESSAGES.nameTooLong),
);

/** Optional, trimmed; blank is none (null). */
export const description = z.preprocess(
  (value) => {
    const text = asText(value)?.trim();
    return text ? text : null;
  },
  plainText('Description', { multiLine: true }).max(DESCRIPTION_MAX, MESSAGES.descriptionTooLong).nullable(),
);

/** The id of a record the payload must name ('Vendor is required', 'Vendor is invalid'). */
export function requiredId(requiredMessage: string, label: string) {
  return z.preprocess(
    idOrNaN,
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : MESSAGES.invalidId(label)) })
      .int()
      .min(1),
  );
}

/** The id of a record the payload may name; none is null. */
export function optionalId(label: string) {
  return z.preprocess(
    (value) => idOrNaN(value) ?? null,
    z
      .number({ error: () => MESSAGES.invalidId(label) })
      .int()
      .min(1)
      .nullable(),
  );
}

/** A file part the payload must carry (the adapter passes the accepted upload, or nothing). */
export function requiredFile(message: string) {
  return z
    .unknown()
    .refine((file) => file != null, { message })
    .meta({ type: 'string', format: 'binary' });
}

/** Any value that is not an object reads as an empty payload: every required field then says so. */
export function payload<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.preprocess((value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}), z.object(shape));
}
