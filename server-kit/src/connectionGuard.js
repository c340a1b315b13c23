// What one client may hold of a Node HTTP server, whatever framework answers on it: a cap of open
// connections per peer address (one address cannot fill the server's descriptors or the
// upstream's connection cap), a header deadline, and a minimum body rate after a grace period
// (Apache mod_reqtimeout's default `body=20,MinRate=500`: a body has 20 s, plus one second for
// every 500 bytes that arrive), so a client trickling a byte every few seconds is cut.
'use strict';

const http = require('node:http');

/** @type {import('./index').ConnectionLimits} */
const DEFAULT_CONNECTION_LIMITS = {
  maxConnections: 2000,
  maxPerAddress: 100,
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 5_000,
  bodyGraceMs: 20_000,
  minBodyBytesPerSecond: 500,
};

/** The http.createServer options that hold the header and request deadlines (checked every second). */
function httpServerOptions(limits) {
  const l = { ...DEFAULT_CONNECTION_LIMITS, ...limits };
  const headersTimeout = Math.min(l.headersTimeoutMs, l.requestTimeoutMs);
  return {
    headersTimeout,
    requestTimeout: l.requestTimeoutMs,
    keepAliveTimeout: l.keepAliveTimeoutMs,
    // Node checks those deadlines at this interval; its default (30 s) let slow headers live 81 s.
    connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(headersTimeout / 4))),
  };
}

/** IPv4-mapped IPv6 (::ffff:1.2.3.4) counts as the IPv4 address it is. */
function peerKey(address) {
  if (!address) return '';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * Applies the per-address cap, the total cap and the body rate to `server` (an http.Server,
 * before or after it listens). Returns `openConnections(address)` for tests and diagnostics.
 * @param {http.Server} server
 * @param {Partial<import('./index').ConnectionLimits>} [limits]
 * @param {(line: string) => void} [log]
 */
function guardConnections(server, limits, log) {
  const l = { ...DEFAULT_CONNECTION_LIMITS, ...limits };
  server.maxConnections = l.maxConnections;
  /** @type {Map<string, number>} */
  const open = new Map();
  let refusedSinceLog = 0;
  let lastLog = 0;

  server.on('connection', (socket) => {
    const key = peerKey(socket.remoteAddress);
    const count = (open.get(key) ?? 0) + 1;
    if (count > l.maxPerAddress) {
      refusedSinceLog++;
      const now = Date.now();
      if (log && now - lastLog > 10_000) {
        log(`${refusedSinceLog} connection(s) refused: over ${l.maxPerAddress} open from ${key}`);
        lastLog = now;
        refusedSinceLog = 0;
      }
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });

  /** Requests whose body is still arriving. */
  const receiving = new Set();
  server.on('request', (req, res) => {
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (!hasBody || req.complete) return;
    const entry = { req, res, socket: req.socket, start: Date.now(), base: req.socket.bytesRead };
    receiving.add(entry);
    res.once('close', () => receiving.delete(entry));
  });

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const entry of receiving) {
      if (entry.req.complete) {
        receiving.delete(entry);
        continue;
      }
      const arrived = entry.socket.bytesRead - entry.base;
      const allowedMs = l.bodyGraceMs + (arrived / l.minBodyBytesPerSecond) * 1000;
      if (now - entry.start <= allowedMs) continue;
      receiving.delete(entry);
      tooSlow(entry.res, entry.socket);
    }
  }, 1000);
  sweep.unref();
  server.once('close', () => clearInterval(sweep));

  return { openConnections: (address) => open.get(peerKey(address)) ?? 0 };
}

/** 408 with the usual `{message}` when nothing was answered yet, then the connection goes. */
function tooSlow(res, socket) {
  if (!res.headersSent && !res.writableEnded) {
    const body = JSON.stringify({ message: 'The request body arrived too slowly' });
    res.writeHead(408, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
    res.end(body);
  }
  setTimeout(() => socket.destroy(), 200).unref();
}

/**
 * Node's parser refused the request (bad syntax, headers over the limit or too slow): answer in
 * the site's `{message}` shape with the given headers, then close.
 * @param {Record<string, string>} [headers]
 */
function clientErrorAnswer(headers = {}) {
  return (/** @type {Error & { code?: string }} */ err, /** @type {import('node:net').Socket} */ socket) => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] =
      err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : err.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'Request headers are too large']
          : [400, 'Malformed HTTP request'];
    // A response already under way cannot be replaced: just close.
    const inFlight = /** @type {{ _httpMessage?: { headersSent?: boolean } }} */ (/** @type {unknown} */ (socket))._httpMessage;
    if (socket.writable && !inFlight?.headersSent) {
      const body = JSON.stringify({ message });
      const head = [
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      ];
      socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
    }
    setTimeout(() => socket.destroy(), 1000).unref();
  };
}

module.exports = { DEFAULT_CONNECTION_LIMITS, httpServerOptions, guardConnections, clientErrorAnswer };
