// An app's built dist folder over HTTP (@fastify/static): its cache rules (entry files revalidate,
// content-hashed chunks are immutable for a year), CORS for remotes (their scripts are loaded from
// the shell's origin), and a fallback for paths without a file extension (the shell's pages).
'use strict';

const path = require('node:path');
const fastifyStatic = require('@fastify/static');

/** Files fetched by a fixed name: every load must revalidate them. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'runtime-config.json']);
/** webpack's [contenthash:8] in a file name: the content never changes under that name. */
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|svg|webp|avif|woff2)$/;
const HAS_EXTENSION = /\.[a-z0-9]+$/i;

function cacheControlFor(fileName) {
  if (ENTRY_FILES.has(fileName)) return 'no-cache';
  if (HASHED.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * Registers GET and HEAD of every path: a file of `root` (404 when there is none), or, for a path
 * without a file extension, `fallback` when given.
 * @param {import('fastify').FastifyInstance} app
 * @param {import('./index').DistFilesOptions} options
 */
async function registerDistFiles(app, options) {
  const root = path.resolve(options.root);
  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    dotfiles: 'deny',
    // The cache rules are setHeaders'; send's own Cache-Control would replace them.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlFor(path.basename(filePath)));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
  app.get('/*', (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (options.fallback && !HAS_EXTENSION.test(pathname)) return options.fallback(request, reply);
    if (options.cors) reply.header('Access-Control-Allow-Origin', '*');
    // The target was normalised (no dot segments, no encoded separators): a path under root; a
    // folder's path is its index.html (a remote's standalone page).
    const file = decodeURIComponent(pathname.slice(1));
    return reply.sendFile(file === '' || file.endsWith('/') ? `${file}index.html` : file);
  });
}

module.exports = { registerDistFiles, cacheControlFor };
