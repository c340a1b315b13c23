// What a use case refuses with: an HTTP status, the message and, for 422, the field messages.
// Each adapter answers it as `{message, errors?}` with that status.
import { routeIdOf } from './ids';
import { notFoundMessage } from './messages';

export type FieldErrors = Record<string, string[]>;

/** What keeps a record from being deleted, by record table: the answer schema's `children` (schemas/responses). */
type ChildRecords = Record<string, Array<{ id: number; name: string }>>;

export class CatalogueError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** A 409 of a delete: what still refers to the record. */
    readonly children?: ChildRecords,
  ) {
    super(message);
  }
}

/** The body every adapter answers a refusal with: `{message, errors?, children?}`. */
export function failureBody(error: CatalogueError): { message: string; errors?: FieldErrors; children?: ChildRecords } {
  return {
    message: error.message,
    ...(error.errors ? { errors: error.errors } : {}),
    ...(error.children ? { children: error.children } : {}),
  };
}

export const notFound = (thing: string, id: unknown) => new CatalogueError(404, notFoundMessage(thing, id));

/** 422 with the field messages; the message is the first of them. */
export const unprocessable = (errors: FieldErrors) => new CatalogueError(422, Object.values(errors)[0]?.[0] ?? 'The given data was invalid', errors);

export const conflict = (message: string, children?: ChildRecords) => new CatalogueError(409, message, undefined, undefined, children);

/** Parse a route id: a positive 32-bit integer, else 404 for that thing. */
export function routeId(thing: string, raw: unknown): number {
  const id = routeIdOf(raw);
  if (id === null) throw notFound(thing, raw ?? '');
  return id;
}
