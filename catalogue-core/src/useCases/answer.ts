/** What a use case answers: the HTTP status and the JSON body of the contract. */
export interface Answer {
  status: number;
  body: unknown;
}

export const ok = (body: unknown): Answer => ({ status: 200, body });
export const created = (body: unknown): Answer => ({ status: 201, body });

/**
 * Reads the request's payload. An update calls it only once the record is known to exist, so
 * that an unknown id answers 404 whatever the body holds (and its files are never read).
 */
export type ReadPayload<T> = () => T | Promise<T>;
