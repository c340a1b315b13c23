// A payload held to its schema: the value, or 422 with every field's messages.
import type { z } from 'zod';
import { unprocessable, type FieldErrors } from '../errors';

/**
 * The field messages of a failed parse, in the order of the schema's fields, each once (two entries
 * of a list may break one rule: the site settings' history).
 */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const messages = (errors[String(issue.path[0] ?? '_')] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/** The field messages, or null when the payload is valid (forms check before they send). */
export function check<S extends z.ZodType>(schema: S, input: unknown): FieldErrors | null {
  const result = schema.safeParse(input);
  return result.success ? null : fieldErrorsOf(result.error);
}

/** The valid payload, or a 422 CatalogueError with the field messages. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw unprocessable(fieldErrorsOf(result.error));
  return result.data;
}
