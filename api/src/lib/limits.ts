// What one slow or hostile client may hold: timeouts, concurrent connections, and the answers
// given for errors the router and Node's HTTP parser raise before any route (always `{message}`,
// with the API's security headers).
import { clientErrorAnswer, DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from '@mfe/server-kit';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

export interface ServerLimits {
  /** Whole request, headers and body (an upload included), in ms (default 120 s). */
  requestTimeoutMs: number;
  /** Request headers, in ms (default 20 s). */
  headersTimeoutMs: number;
  /** A socket with no traffic at all is closed after this, in ms (default 30 s). */
  idleTimeoutMs: number;
  /** Keep-alive between requests, in ms (default 5 s). */
  keepAliveTimeoutMs: number;
  /** Open connections at most; further ones are closed at once (default 1000). */
  maxConnections: number;
  /**
   * Open connections from one peer address at most (default 256): the shell's server reaches the
   * API through pools of 32 + 32 + 16 connections, so it never needs more, and no single client
   * can fill maxConnections.
   */
  maxPerAddress: number;
  /** A request body has this long before it must arrive at minBodyBytesPerSecond (default 20 s). */
  bodyGraceMs: number;
  /** The least rate of a request body after the grace (default 500 bytes/s: Apache's mod_reqtimeout). */
  minBodyBytesPerSecond: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  requestTimeoutMs: 120_000,
  headersTimeoutMs: 20_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1000,
  maxPerAddress: 256,
  bodyGraceMs: DEFAULT_CONNECTION_LIMITS.bodyGraceMs,
  minBodyBytesPerSecond: DEFAULT_CONNECTION_LIMITS.minBodyBytesPerSecond,
};

/** What the connection guard of @mfe/server-kit holds the API's server to. */
export function connectionLimits(l: ServerLimits): Partial<ConnectionLimits> {
  return {
    maxConnections: l.maxConnections,
    maxPerAddress: l.maxPerAddress,
    bodyGraceMs: l.bodyGraceMs,
    minBodyBytesPerSecond: l.minBodyBytesPerSecond,
  };
}

/** Every API answer: no sniffing, and no active content (files set their own, stricter CSP). */
export const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
};

export function serverOptions(l: ServerLimits): Partial<FastifyServerOptions> {
  const headersTimeout = Math.min(l.headersTimeoutMs, l.requestTimeoutMs);
  return {
    requestTimeout: l.requestTimeoutMs,
    connectionTimeout: l.idleTimeoutMs,
    keepAliveTimeout: l.keepAliveTimeoutMs,
    // Node checks the request and header deadlines at this interval (its default is 30 s).
    http: {
      headersTimeout,
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(headersTimeout / 4))),
    },
    // Node's parser refused the request (bad syntax, 431, request timeout): answered in our shape.
    clientErrorHandler: clientErrorAnswer(SECURITY_HEADERS),
    frameworkErrors,
  } as Partial<FastifyServerOptions>;
}

/** The router's own errors (a URL that is not valid percent-encoding, over-long parameters). */
function frameworkErrors(err: Error & { code?: string }, _req: FastifyRequest, reply: FastifyReply): void {
  // A path parameter longer than any name can be (NAME_PARAM_MAX) names nothing that exists: the
  // public pages that look it up answer their 404, not an outage.
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return void reply.code(404).headers(SECURITY_HEADERS).send({ message: 'Not found' });
  const message = err.code === 'FST_ERR_BAD_URL' ? 'The URL is not valid (bad percent-encoding)' : 'Bad request';
  void reply.code(400).headers(SECURITY_HEADERS).send({ message });
}
