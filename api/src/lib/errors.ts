// What a database error says, whether it comes straight from the driver (raw queries) or wrapped
// by drizzle (DrizzleQueryError keeps the driver's error as its cause).
import { DrizzleQueryError } from 'drizzle-orm';

interface DriverError {
  code?: unknown;
  message?: unknown;
}

/** The driver's error itself: drizzle's wrapper peeled off. */
function driverErrorOf(err: unknown): DriverError | null {
  return ((err instanceof DrizzleQueryError ? err.cause : err) ?? null) as DriverError | null;
}

/** The SQLSTATE (or Node's error code) of a failed query, or undefined. */
export function sqlStateOf(err: unknown): string | undefined {
  const code = driverErrorOf(err)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The database cannot be reached (PostgreSQL down or restarting, network, pool exhausted):
 * the request may succeed later, so it answers 503 with Retry-After rather than 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = driverErrorOf(err);
  if (!e) return false;
  const code = typeof e.code === 'string' ? e.code : '';
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE'].includes(code)) return true;
  // SQLSTATE 08xxx connection exception, 57P01-03 shutting down / starting up, 53300 too many connections
  if (/^(08[0-9A-Z]{3}|57P0[123]|53300)$/.test(code)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is closed|PGlite is closed/i.test(
    message,
  );
}
