/** @jest-environment node */
import http from 'node:http';
import zlib from 'node:zlib';
import { etagOf } from './etag';
import { sendHtml, sendRedirect, sendText, type HtmlPage } from './pageResponse';
import { listenLocally } from './testing/localServer';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request to a server that answers with `answer`, e.g. sendHtml of a page. */
async function ask(answer: http.RequestListener, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const server = await listenLocally(answer);
  try {
    return await new Promise<Answer>((resolve, reject) => {
      http
        .request(`${server.url}/page`, { agent: false, method: options.method ?? 'GET', headers: options.headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject)
        .end();
    });
  } finally {
    await server.close();
  }
}

describe('sendHtml', () => {
  const page: HtmlPage = { status: 200, html: '<!doctype html><p>Mesin</p>' };

  it('sends the HTML no-cache with its ETag, nosniff and Vary', async () => {
    const answer = await ask((req, res) => sendHtml(req, res, page, { 'X-Robots-Tag': 'noindex, nofollow' }));
    expect(answer.status).toBe(200);
    expect(answer.body.toString('utf8')).toBe(page.html);
    expect(answer.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      etag: etagOf(page.html),
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
      'x-robots-tag': 'noindex, nofollow',
      'content-length': String(Buffer.byteLength(page.html)),
    });
  });

  it('answers 304 without a body to a matching If-None-Match (weak too), for a 200 page only', async () => {
    const weak = { 'If-None-Match': `W/${etagOf(page.html)}` };
    const unchanged = await ask((req, res) => sendHtml(req, res, page), { headers: weak });
    expect([unchanged.status, unchanged.body.length, unchanged.headers.etag]).toEqual([304, 0, etagOf(page.html)]);
    const notFound = await ask((req, res) => sendHtml(req, res, { ...page, status: 404 }), { headers: weak });
    expect(notFound.status).toBe(404);
  });

  it('sends gzip when the visitor takes it: the gzip made once for a kept page, else made now', async () => {
    const made = await ask((req, res) => sendHtml(req, res, page), { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(made.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(made.body).toString('utf8')).toBe(page.html);
    const kept = zlib.gzipSync('<p>kept</p>');
    const sent = await ask((req, res) => sendHtml(req, res, { ...page, gzip: kept, etag: '"kept"' }), { headers: { 'Accept-Encoding': 'gzip' } });
    expect([sent.body.equals(kept), sent.headers.etag, sent.headers['content-length']]).toEqual([true, '"kept"', String(kept.length)]);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const answer = await ask((req, res) => sendHtml(req, res, page), { method: 'HEAD' });
    expect([answer.status, answer.body.length, answer.headers['content-length']]).toEqual([200, 0, String(Buffer.byteLength(page.html))]);
  });
});

describe('sendText and sendRedirect', () => {
  it('sends a text with its type and length, no-cache and nosniff', async () => {
    const answer = await ask((req, res) => sendText(req, res, 200, 'text/plain; charset=utf-8', 'Sitemap: ü\n'));
    expect(answer.body.toString('utf8')).toBe('Sitemap: ü\n');
    expect(answer.headers).toMatchObject({
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'content-length': String(Buffer.byteLength('Sitemap: ü\n')),
    });
  });

  it('redirects with the location and a short text (none for HEAD)', async () => {
    const redirect = (req: http.IncomingMessage, res: http.ServerResponse) => sendRedirect(req, res, 308, '/product/Machining%20Tools');
    const answer = await ask(redirect);
    expect([answer.status, answer.headers.location, answer.body.toString('utf8')]).toEqual([
      308,
      '/product/Machining%20Tools',
      'Moved to /product/Machining%20Tools\n',
    ]);
    expect((await ask(redirect, { method: 'HEAD' })).body.length).toBe(0);
  });
});
