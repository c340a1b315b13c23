import type { IncomingMessage, ServerResponse } from 'node:http';
import { etagMatches } from './etag';
import { upstream } from './upstream';

// Public API reads answered by the shell's server itself, from a cache that is valid while the
// catalogue's version (GET /api/catalog/version, read once per batch of requests, see latest.ts)
// has not changed: every visitor's page reads the same few lists, and answering them here costs
// the server less than passing each one to the API and back.

/** Headers of the API's answer that are about the connection, not the content. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);
/**
 * Reads that must reach the API: its own state, not the catalogue's; and searches, which the API
 * throttles per visitor (through the proxy, which names the visitor in X-Forwarded-For) and caches
 * itself: endless distinct texts would only push the catalogue's few reads out of this cache.
 */
const UNCACHED = /^\/api\/(catalog\/version|health|docs|search)(\/|$|\?)/;
const MAX_ENTRIES = 1000;

interface CachedRead {
  version: string;
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

export function createApiReadCache(apiUrl: string, catalogueVersion: () => Promise<string>, timeoutMs: number) {
  const reads = new Map<string, CachedRead>();

  function send(req: IncomingMessage, res: ServerResponse, read: CachedRead) {
    const etag = read.headers.etag;
    if (typeof etag === 'string' && etagMatches(req.headers['if-none-match'], etag)) {
      res.writeHead(304, read.headers);
      res.end();
      return;
    }
    res.writeHead(read.status, { ...read.headers, 'content-length': String(read.body.length) });
    res.end(read.body);
  }

  return {
    /** A read anyone may make: GET, no credentials, a catalogue path. */
    caches(req: IncomingMessage): boolean {
      return (
        req.method === 'GET' &&
        !req.headers.authorization &&
        !req.headers.cookie &&
        (req.url ?? '').startsWith('/api/') &&
        !UNCACHED.test(req.url ?? '')
      );
    },

    /** Answers the read from the cache or the API; false when it cannot (the caller proxies it). */
    async answer(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      const version = await catalogueVersion().catch(() => null);
      if (!version) return false;
      const key = req.url ?? '';
      const known = reads.get(key);
      if (known?.version === version) {
        send(req, res, known);
        return true;
      }
      let answer;
      try {
        answer = await upstream(`${apiUrl}${key}`, { timeoutMs, headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' } });
      } catch {
        return false;
      }
      const headers = Object.fromEntries(
        Object.entries(answer.headers).filter((entry): entry is [string, string | string[]] => entry[1] !== undefined && !HOP_BY_HOP.has(entry[0])),
      );
      const read = { version, status: answer.status, headers, body: answer.body };
      // Only whole, shareable answers are kept; a 404 or 4xx is sent as it came.
      if (answer.status === 200 && !/private|no-store/.test(String(headers['cache-control'] ?? ''))) {
        if (reads.size >= MAX_ENTRIES) reads.delete(reads.keys().next().value as string);
        reads.set(key, read);
      }
      send(req, res, read);
      return true;
    },
  };
}
