// Error answers `{message, errors?}` with the API's statuses and wording.
import type { FieldErrors } from '@mfe/api/rules';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const notFound = (thing: string, id: unknown) => new HttpError(404, `${thing} "${String(id)}" not found`);

/** 422 with the field messages; the message is the first of them, like the API's. */
export const unprocessable = (errors: FieldErrors) =>
  new HttpError(422, Object.values(errors)[0]?.[0] ?? 'The given data was invalid', errors);

export const conflict = (message: string) => new HttpError(409, message);

/** A route id: a positive 32-bit integer, else 404 for that thing (the API's routeId). */
export function routeId(thing: string, raw: string | undefined): number {
  const text = raw ?? '';
  const id = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  if (id < 1 || id > 2_147_483_647) throw notFound(thing, text);
  return id;
}

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
