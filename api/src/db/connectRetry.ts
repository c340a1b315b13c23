// Waiting for PostgreSQL at start: replicas (and the database) are often started together, so a
// refused or slow first connection, or a server still starting up, is retried with back-off for up
// to DB_CONNECT_TIMEOUT_S instead of ending the process; anything else fails at once.

export const DEFAULT_CONNECT_TIMEOUT_MS = 60_000;

/** One retry, as it is logged. */
export interface ConnectRetry {
  attempt: number;
  /** The wait before the next attempt, in ms. */
  delayMs: number;
  /** The error's code and message. */
  reason: string;
}

export interface ConnectRetryOptions {
  /** Give up after this long (DB_CONNECT_TIMEOUT_S), in ms. */
  timeoutMs?: number;
  onRetry?: (retry: ConnectRetry) => void;
}

/** Refused, timed out, reset, not resolvable yet, or PostgreSQL starting up / shutting down / not accepting yet (57P03). */
const NOT_YET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57P03']);
const NOT_YET_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /connection terminated/i,
];

function reasonOf(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown };
  const message = String(e?.message ?? error);
  return typeof e?.code === 'string' && !message.includes(e.code) ? `${e.code}: ${message}` : message;
}

/** Whether the database may just not be up yet (the error is worth another try). */
export function isNotReadyYet(error: unknown): boolean {
  const e = error as { code?: unknown; errors?: unknown[] };
  // Node reports a refused connection to every address of a name (IPv4 and IPv6) as one AggregateError.
  if (Array.isArray(e?.errors) && e.errors.length) return e.errors.every(isNotReadyYet);
  if (typeof e?.code === 'string' && NOT_YET_CODES.has(e.code)) return true;
  const message = reasonOf(error);
  return NOT_YET_MESSAGES.some((pattern) => pattern.test(message));
}

/** Run `connect` until it succeeds, retrying while the database is not ready yet (back-off 250 ms doubling to 5 s). */
export async function withConnectRetry<T>(connect: () => Promise<T>, opts: ConnectRetryOptions = {}): Promise<T> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await connect();
    } catch (error) {
      if (!isNotReadyYet(error)) throw error;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`Could not connect to the database within ${timeoutMs / 1000} s (DB_CONNECT_TIMEOUT_S); last error: ${reasonOf(error)}`, {
          cause: error,
        });
      }
      const delayMs = Math.min(250 * 2 ** (attempt - 1), 5000, left);
      opts.onRetry?.({ attempt, delayMs, reason: reasonOf(error) });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
