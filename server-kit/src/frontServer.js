// The Fastify instance every front server of the site starts from (the shell's server and the
// remotes' static servers): the request target checked and normalised before Fastify routes it,
// the connection guard, the parser's and the router's errors answered as `{message}`, any other
// error answered (500, logged) instead of ending the process, and compression when the browser
// accepts it.
'use strict';

const http = require('node:http');
const zlib = require('node:zlib');
const Fastify = require('fastify');
const compress = require('@fastify/compress');
const { clientErrorAnswer, guardConnections, httpServerOptions } = require('./connectionGuard');
const { originFormTarget } = require('./requestTarget');

const FRONT_HEADERS = { 'X-Content-Type-Options': 'nosniff' };
const IDLE_TIMEOUT_MS = 30_000;

function refuseTarget(res) {
  const body = JSON.stringify({ message: 'The request target must be a plain path (origin-form)' });
  res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), ...FRONT_HEADERS });
  res.end(body);
}

/**
 * @param {import('./index').FrontServerOptions} options
 * @returns {import('fastify').FastifyInstance}
 */
function createFrontServer(options) {
  const log = options.log ?? (() => {});
  const app = Fastify({
    serverFactory(handler) {
      const server = http.createServer(httpServerOptions(options.limits), (req, res) => {
        const target = originFormTarget(req.url);
        if (target === null) return refuseTarget(res);
        req.url = target;
        handler(req, res);
      });
      server.setTimeout(IDLE_TIMEOUT_MS);
      guardConnections(server, options.limits, log);
      return server;
    },
    logger: false,
    // X-Forwarded-For and -Proto are anyone's to write: believed only from the proxies named.
    trustProxy: options.trustProxy || false,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    clientErrorHandler: clientErrorAnswer(FRONT_HEADERS),
    frameworkErrors(error, _req, reply) {
      const message = error.code === 'FST_ERR_BAD_URL' ? 'The URL is not valid (bad percent-encoding)' : 'Bad request';
      void reply.code(400).headers(FRONT_HEADERS).send({ message });
    },
  });

  app.setErrorHandler((error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) log(`${request.method} ${request.url}: ${error.stack ?? error.message}`);
    void reply
      .code(status)
      .headers(FRONT_HEADERS)
      .send({ message: status === 500 ? 'Something went wrong on the server' : error.message });
  });
  app.setNotFoundHandler((request, reply) => {
    void reply
      .code(404)
      .headers({ ...FRONT_HEADERS, 'Cache-Control': 'no-cache' })
      .send({ message: 'Not found' });
  });

  void app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // On the fly: brotli's default quality (11) costs ~50x gzip's time for a few % of bytes.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  return app;
}

module.exports = { createFrontServer, FRONT_HEADERS };
