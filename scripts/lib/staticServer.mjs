// A dependency-free static server for one app's dist folder: SPA fallback (shell), cache rules
// (no-cache for entry files, immutable for content-hashed chunks), CORS (remotes), gzip, and for
// the shell a streaming proxy of /api and /storage to the API plus the runtime config from env.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
};

/** Files fetched by a fixed name: every load must revalidate them. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'runtime-config.json']);
/** webpack's [contenthash:8] in a file name: the content never changes under that name. */
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|svg|webp|woff2)$/;
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|map)$/;

export function cacheControlFor(fileName) {
  if (ENTRY_FILES.has(fileName)) return 'no-cache';
  if (HASHED.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * @param {object} options
 * @param {string} options.root the dist folder
 * @param {boolean} [options.spa] unknown paths without a file extension answer the page (index.html)
 * @param {string} [options.spaPage] the page those get, when not index.html (the demo's client-rendered 404.html)
 * @param {boolean} [options.cors] allow any origin (remotes are loaded from the shell's origin)
 * @param {string} [options.proxyTarget] e.g. http://127.0.0.1:4000: /api and /storage go there
 * @param {(req: http.IncomingMessage) => object} [options.runtimeConfig] answers /runtime-config.json
 * @param {{ handles(pathname: string): boolean, handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> }} [options.pages]
 *   the shell's page server: answers the paths it handles (pages, robots.txt, sitemap.xml) instead of files,
 *   and `pages.apiReads` public API reads from its cache
 * @param {(line: string) => void} [options.log]
 */
export function createStaticServer(options) {
  const root = path.resolve(options.root);
  const gzipCache = new Map();

  function sendFile(req, res, filePath, stat) {
    const name = path.basename(filePath);
    const headers = {
      'Content-Type': TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(name),
      'Last-Modified': stat.mtime.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
    };
    if (options.cors) headers['Access-Control-Allow-Origin'] = '*';
    const etag = `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`;
    headers.ETag = etag;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const gzip = COMPRESSIBLE.test(name) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && stat.size > 1024;
    if (gzip) {
      const key = `${filePath}:${stat.mtimeMs}`;
      let body = gzipCache.get(key);
      if (!body) {
        body = zlib.gzipSync(fs.readFileSync(filePath));
        gzipCache.set(key, body);
      }
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length, Vary: 'Accept-Encoding' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': stat.size });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(filePath).pipe(res);
  }

  function sendJson(res, status, body, extraHeaders = {}) {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...extraHeaders });
    res.end(text);
  }

  function proxy(req, res) {
    const target = new URL(req.url, options.proxyTarget);
    // The API trusts X-Forwarded-For from this server (TRUST_PROXY): say who really connected,
    // replacing whatever the client wrote there (its login limit is per address).
    const headers = { ...req.headers, host: target.host, 'x-forwarded-host': req.headers.host ?? '' };
    delete headers.forwarded;
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    headers['x-forwarded-proto'] = 'http';
    const upstream = http.request(target, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      options.log?.(`proxy ${req.method} ${req.url}: ${error.message}`);
      if (!res.headersSent) sendJson(res, 502, { message: 'The API server is not reachable' });
      else res.destroy();
    });
    req.pipe(upstream);
  }

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (options.proxyTarget && /^\/(api|storage)(\/|$)/.test(url.pathname)) {
      // The shell's server answers public catalogue reads from its cache when it can.
      if (!options.pages?.apiReads?.caches(req)) return proxy(req, res);
      return void options.pages.apiReads.answer(req, res).then(
        (answered) => answered || proxy(req, res),
        () => proxy(req, res),
      );
    }
    if (req.method === 'OPTIONS' && options.cors) {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Allow-Headers': '*' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { message: 'Method not allowed' }, { Allow: 'GET, HEAD' });
    if (url.pathname === '/runtime-config.json' && options.runtimeConfig) {
      return sendJson(res, 200, options.runtimeConfig(req), { 'Cache-Control': 'no-cache' });
    }
    if (options.pages?.handles(url.pathname)) {
      return void options.pages.handle(req, res).catch((error) => {
        options.log?.(`page ${url.pathname}: ${error.message}`);
        if (!res.headersSent) sendJson(res, 500, { message: 'The page could not be made' });
        else res.destroy();
      });
    }

    let relative;
    try {
      relative = decodeURIComponent(url.pathname);
    } catch {
      return sendJson(res, 400, { message: 'Bad path' });
    }
    const filePath = path.join(root, path.normalize(relative));
    if (filePath !== root && !filePath.startsWith(root + path.sep)) return sendJson(res, 403, { message: 'Forbidden' });

    fs.stat(filePath, (error, stat) => {
      if (!error && stat.isFile()) return sendFile(req, res, filePath, stat);
      const index = path.join(filePath, 'index.html');
      if (!error && stat.isDirectory() && fs.existsSync(index)) return sendFile(req, res, index, fs.statSync(index));
      // Deep links of the shell (/product/x) get the page; a missing asset (/x.js) stays a 404.
      if (options.spa && !path.extname(url.pathname)) {
        const page = path.join(root, options.spaPage ?? 'index.html');
        if (fs.existsSync(page)) return sendFile(req, res, page, fs.statSync(page));
      }
      res.writeHead(404, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-cache',
        ...(options.cors ? { 'Access-Control-Allow-Origin': '*' } : {}),
      });
      res.end('Not found');
    });
  });
}
