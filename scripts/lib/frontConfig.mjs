// The front servers' settings from the environment (see README: Limits of the front servers).
import { createRequire } from 'node:module';

const { DEFAULT_CONNECTION_LIMITS } = createRequire(import.meta.url)('@mfe/server-kit');

/** A whole number from env, else the default. */
function number(value, fallback) {
  return value !== undefined && value !== '' && Number.isFinite(Number(value)) ? Number(value) : fallback;
}

/** @param {NodeJS.ProcessEnv} env */
export function frontLimitsFromEnv(env) {
  const d = DEFAULT_CONNECTION_LIMITS;
  return {
    maxConnections: number(env.FRONT_MAX_CONNECTIONS, d.maxConnections),
    maxPerAddress: number(env.FRONT_MAX_CONNECTIONS_PER_ADDRESS, d.maxPerAddress),
    headersTimeoutMs: number(env.FRONT_HEADERS_TIMEOUT_S, d.headersTimeoutMs / 1000) * 1000,
    requestTimeoutMs: number(env.FRONT_REQUEST_TIMEOUT_S, d.requestTimeoutMs / 1000) * 1000,
    bodyGraceMs: number(env.FRONT_BODY_GRACE_S, d.bodyGraceMs / 1000) * 1000,
    minBodyBytesPerSecond: number(env.FRONT_MIN_BODY_RATE, d.minBodyBytesPerSecond),
  };
}
