// A whole static site on the front server: a remote's dist folder (CORS for the shell's origin),
// or the demo's folder (deep links get its client-rendered page).
'use strict';

const { createFrontServer } = require('./frontServer');
const { registerDistFiles } = require('./distFiles');

/**
 * @param {import('./index').StaticSiteOptions} options
 * @returns {Promise<import('fastify').FastifyInstance>}
 */
async function createStaticSite(options) {
  const app = createFrontServer(options);
  if (options.cors) {
    // Remotes' files are read by the shell's pages on another origin; nothing here takes credentials.
    app.options('/*', (_request, reply) => {
      void reply
        .code(204)
        .headers({ 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Allow-Headers': '*' })
        .send();
    });
  }
  const spaPage = options.spaPage;
  await registerDistFiles(app, {
    root: options.root,
    cors: options.cors,
    fallback: spaPage ? (_request, reply) => reply.sendFile(spaPage) : undefined,
  });
  return app;
}

module.exports = { createStaticSite };
