// What a failed request answers, decided once: by the error handler (../plugins/errors.ts), and by
// a streamed answer whose work fails after its first line (./progressAnswer.ts), whose last line
// is this body with its status.
import type { FastifyBaseLogger } from 'fastify';
import { CatalogueError, failureBody } from '@mfe/catalogue-core';
import { isDatabaseUnavailable, sqlStateOf } from './errors';

export interface Failure {
  status: number;
  body: { message: string } & Record<string, unknown>;
  headers?: Record<string, string>;
}

type RequestFailure = Error & { statusCode?: number; code?: string; validation?: unknown[] };

/**
 * {message, errors?} of the core's CatalogueErrors, schema validation, the database's errors
 * caused by the input, an unreachable database (503), and anything else (500, logged).
 */
export function failureOf(err: RequestFailure, log: FastifyBaseLogger): Failure {
  if (err instanceof CatalogueError) return { status: err.status, body: failureBody(err), ...(err.headers && { headers: err.headers }) };
  if (err.validation) {
    const errors: Record<string, string[]> = {};
    for (const v of err.validation as Array<{ instancePath?: string; params?: { missingProperty?: string }; message?: string }>) {
      const field = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || v.params?.missingProperty || 'request';
      (errors[field] ??= []).push(v.message ?? 'is invalid');
    }
    return { status: 400, body: { message: `Invalid request: ${err.message}`, errors } };
  }
  // PostgreSQL errors caused by input that slipped through (drizzle wraps them).
  const code = sqlStateOf(err);
  switch (code) {
    case '23503':
      return { status: 409, body: { message: 'The record is referenced by, or refers to, a record that does not exist or still exists' } };
    case '23505':
      return { status: 409, body: { message: 'A record with these values already exists' } };
  }
  // Data exceptions (class 22: bad text, out of range, NUL bytes, ...) come from the input.
  if (code && /^22[0-9A-Z]{3}$/.test(code)) return { status: 400, body: { message: 'Invalid value in the request' } };
  if (isDatabaseUnavailable(err)) {
    log.warn({ err }, 'database unavailable');
    return { status: 503, body: { message: 'The database is not reachable at the moment. Try again shortly.' }, headers: { 'retry-after': '5' } };
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, body: { message: err.message || 'Bad request' } };
  log.error({ err }, 'request failed');
  return { status: 500, body: { message: 'Internal server error' } };
}
