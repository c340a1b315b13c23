// Error answers `{message, errors?}` with the API's statuses and wording.
import { routeIdOf, type FieldErrors } from '@mfe/api/rules';

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
  const id = routeIdOf(raw);
  if (id === null) throw notFound(thing, raw ?? '');
  return id;
}
