import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { ByteLru } from '@mfe/server-kit';
import { etagMatches } from './etag';
import { upstream } from './upstream';

// Public API reads answered by the shell's server itself, from a cache that is valid while the
// catalogue's version (GET /api/catalog/version, read once per batch of requests, see latest.ts)
// has not changed: every visitor's page reads the same few lists, and answering them here costs
// the server less than passing each one to the API and back. Bounded in bytes, keyed on the
// normalised path (the front server resolved dot segments and escapes before this sees it) and
// the sorted query, and holding JSON answers of the public API only: never /storage files.

/** Headers of the API's answer that are about the connection, not the content. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);
/**
 * Reads that must reach the API: its own state, not the catalogue's; and searches, which the API
 * throttles per visitor (through the proxy, which names the visitor in X-Forwarded-For) and caches
 * itself: endless distinct texts would only push the catalogue's few reads out of this cache.
 */
const UNCACHED = /^\/api\/(catalog\/version|health|docs|search)(\/|$)/;
/** The cache's bytes at most (answers and their gzip), and one answer's: a larger one is passed on, not kept. */
export const READ_CACHE_BYTES = 32 * 1024 * 1024;
export const READ_MAX_BYTES = 1024 * 1024;

/** The cache key of a read: its path and its query parameters in a fixed order (`?b=1&a=2` is `?a=2&b=1`). */
export function readKey(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  parsed.searchParams.sort();
  return `${parsed.pathname}${parsed.search}`;
}

interface CachedRead {
  version: string;
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  /** The body in gzip, made once when the answer is kept. */
  gzip?: Buffer;
}

export function createApiReadCache(apiUrl: string, catalogueVersion: () => Promise<string>, timeoutMs: number) {
  const reads = new ByteLru<CachedRead>(READ_CACHE_BYTES, READ_MAX_BYTES);

  function send(req: IncomingMessage, res: ServerResponse, read: CachedRead) {
    const etag = read.headers.etag;
    if (typeof etag === 'string' && etagMatches(req.headers['if-none-match'], etag)) {
      res.writeHead(304, read.headers);
      res.end();
      return;
    }
    const compressible = read.body.length >= 1024;
    // A kept answer carries its gzip; one that is not kept is compressed for this request only.
    const gzip = compressible && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) ? (read.gzip ?? zlib.gzipSync(read.body)) : null;
    const body = gzip ?? read.body;
    res.writeHead(read.status, {
      ...read.headers,
      ...(compressible ? { vary: 'Accept-Encoding' } : {}),
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      'content-length': String(body.length),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function read(req: IncomingMessage): Promise<CachedRead | null> {
    const version = await catalogueVersion().catch(() => null);
    if (!version) return null;
    const key = readKey(req.url ?? '/');
    const known = reads.get(key);
    if (known?.version === version) return known;
    let answer;
    try {
      answer = await upstream(`${apiUrl}${key}`, { timeoutMs, headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' } });
    } catch {
      return null;
    }
    const headers = Object.fromEntries(
      Object.entries(answer.headers).filter((entry): entry is [string, string | string[]] => entry[1] !== undefined && !HOP_BY_HOP.has(entry[0])),
    );
    const fresh: CachedRead = { version, status: answer.status, headers, body: answer.body };
    // Only whole, shareable JSON answers are kept; a 404 or 4xx is sent as it came.
    const keep =
      answer.status === 200 &&
      answer.body.length <= READ_MAX_BYTES &&
      /^application\/json/.test(String(headers['content-type'] ?? '')) &&
      !/private|no-store/.test(String(headers['cache-control'] ?? ''));
    if (keep) {
      fresh.gzip = zlib.gzipSync(answer.body);
      reads.set(key, fresh, answer.body.length + fresh.gzip.length + key.length);
    }
    return fresh;
  }

  return {
    /** The bytes the cache holds now (answers, their gzip and keys). */
    cachedBytes: () => reads.bytes,

    /** A read anyone may make: GET, no credentials, a catalogue path. */
    caches(req: IncomingMessage): boolean {
      const pathname = (req.url ?? '').split('?')[0]!;
      return req.method === 'GET' && !req.headers.authorization && !req.headers.cookie && pathname.startsWith('/api/') && !UNCACHED.test(pathname);
    },

    /** The read from the cache or the API; null when it cannot (the caller proxies the request). */
    read,

    send,

    /** Answers the read from the cache or the API; false when it cannot (the caller proxies it). */
    async answer(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      const answer = await read(req);
      if (!answer) return false;
      send(req, res, answer);
      return true;
    },
  };
}
