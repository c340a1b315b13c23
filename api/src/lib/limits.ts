// What one slow or hostile client may hold: timeouts, concurrent connections, and the answers
// given for errors the router and Node's HTTP parser raise before any route (always `{message}`,
// with the API's security headers).
import http from 'node:http';
import type { Socket } from 'node:net';
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
}

export const DEFAULT_LIMITS: ServerLimits = {
  requestTimeoutMs: 120_000,
  headersTimeoutMs: 20_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1000,
};

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
    clientErrorHandler,
    frameworkErrors,
  } as Partial<FastifyServerOptions>;
}

/** Node's parser refused the request (bad syntax, 431, request timeout): answer in our shape. */
function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request headers are too large']
        : [400, 'Malformed HTTP request'];
  // A response already under way cannot be replaced: just close.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ message });
    const head = [
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...Object.entries(SECURITY_HEADERS).map(([k, v]) => `${k}: ${v}`),
    ];
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  }
  setTimeout(() => socket.destroy(), 1000).unref();
}

/** The router's own errors (a URL that is not valid percent-encoding, over-long parameters). */
function frameworkErrors(err: Error & { code?: string }, _req: FastifyRequest, reply: FastifyReply): void {
  const message = err.code === 'FST_ERR_BAD_URL' ? 'The URL is not valid (bad percent-encoding)' : 'Bad request';
  void reply.code(400).headers(SECURITY_HEADERS).send({ message });
}
