import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { etagMatches, etagOf } from './etag';

// How the shell's server sends what it answers itself: HTML pages (ETag and 304, gzip when the
// visitor takes it, no body for HEAD), short texts (robots.txt, sitemap.xml, diagnostics) and
// permanent redirects. Every answer is `no-cache`: the next visit asks again, and a 304 is cheap.

export interface HtmlPage {
  status: number;
  html: string;
  /** The HTML in gzip and its ETag, when made once for a kept page; else made for this answer. */
  gzip?: Buffer;
  etag?: string;
}

export function sendHtml(req: IncomingMessage, res: ServerResponse, page: HtmlPage, headers: Record<string, string> = {}) {
  const etag = page.etag ?? etagOf(page.html);
  const common = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    ETag: etag,
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  };
  if (page.status === 200 && etagMatches(req.headers['if-none-match'], etag)) {
    res.writeHead(304, common);
    res.end();
    return;
  }
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? (page.gzip ?? zlib.gzipSync(page.html)) : Buffer.from(page.html);
  res.writeHead(page.status, { ...common, ...(gzip ? { 'Content-Encoding': 'gzip' } : {}), 'Content-Length': String(body.length) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function sendText(req: IncomingMessage, res: ServerResponse, status: number, type: string, text: string) {
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': String(Buffer.byteLength(text)),
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/** A page that moved for good: shared links and search engines follow it to where it is now. */
export function sendRedirect(req: IncomingMessage, res: ServerResponse, status: number, location: string) {
  res.writeHead(status, { Location: location, 'Cache-Control': 'no-cache', 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(req.method === 'HEAD' ? undefined : `Moved to ${location}\n`);
}
