import { routeIdOf, type FieldErrors } from '../rules';

/** An error answered as `{message, errors?}` with its HTTP status. */
export class AppError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    public errors?: FieldErrors,
    public headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (thing: string, id: unknown) => new AppError(404, `${thing} "${String(id)}" not found`);
export const unprocessable = (errors: FieldErrors, message?: string) =>
  new AppError(422, message ?? Object.values(errors)[0]?.[0] ?? 'The given data was invalid', errors);
export const conflict = (message: string) => new AppError(409, message);

/** Parse a route id: a positive 32-bit integer, else 404 for that thing. */
export function routeId(thing: string, raw: unknown): number {
  const id = routeIdOf(raw);
  if (id === null) throw notFound(thing, raw);
  return id;
}
