import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { createApiReadCache } from './apiReadCache';

// /api and /storage of the shell's origin, passed to the ONE upstream the server was started
// with (API_URL): the browser's path and query go there, never a host of the request's choosing
// (the front server refused any target that is not origin-form). Bodies are read whole here
// first (with the front server's body rate), so a visitor who trickles one never holds a
// connection to the API; those go through a bounded pool, so the shell cannot fill the API's
// connection cap. Public catalogue reads are answered from the read cache when it can.

/** Connections to the API at most; further requests queue here. */
export const API_POOL_CONNECTIONS = 32;
/** A request body (an upload: PDFs up to 50 MB, with its multipart framing) at most. */
export const PROXY_BODY_LIMIT = 52 * 1024 * 1024;

/** Headers of the visitor's request that are not the API's business (the visitor's own forwarding claims, encodings this server handles). */
const DROPPED_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'accept-encoding',
  // Hop-by-hop: about the visitor's connection to this server (which answered any Expect: 100-continue
  // itself and read the body whole), not about the request; undici refuses some of them outright.
  'connection',
  'keep-alive',
  'expect',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-connection',
];

export interface ApiProxyOptions {
  apiUrl: string;
  reads: ReturnType<typeof createApiReadCache>;
  log: (line: string) => void;
}

export async function apiProxy(app: FastifyInstance, options: ApiProxyOptions) {
  await app.register(replyFrom, {
    base: options.apiUrl,
    undici: { connections: API_POOL_CONNECTIONS, pipelining: 1, headersTimeout: 130_000, bodyTimeout: 130_000 },
  });
  // In this plugin's scope every body is passed on as the bytes that came (uploads, JSON alike).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PROXY_BODY_LIMIT }, (_req, body, done) => done(null, body));

  async function pass(request: FastifyRequest, reply: FastifyReply) {
    const read = options.reads.caches(request.raw) ? await options.reads.read(request.raw) : null;
    if (read) {
      reply.hijack();
      return options.reads.send(request.raw, reply.raw, read);
    }
    // The body as the bytes that came, under the type that came (a multipart boundary included).
    const body = Buffer.isBuffer(request.body)
      ? { body: request.body, contentType: request.headers['content-type'] ?? 'application/octet-stream' }
      : {};
    return reply.from(request.url, {
      ...body,
      rewriteRequestHeaders: (_req, headers) => forwardedHeaders(request, headers),
      onError: (innerReply, { error }) => {
        options.log(`proxy ${request.method} ${request.url}: ${error.message}`);
        void innerReply.code(502).send({ message: 'The API server is not reachable' });
      },
    });
  }

  for (const url of ['/api', '/api/*', '/storage/*']) app.all(url, pass);
}

/** The visitor's headers as the API gets them: who really connected (as TRUST_PROXY lets this server tell), nothing the visitor claimed. */
function forwardedHeaders(request: FastifyRequest, headers: Record<string, string | string[] | undefined>) {
  const out = { ...headers };
  for (const name of DROPPED_HEADERS) delete out[name];
  out['x-forwarded-for'] = request.ip;
  out['x-forwarded-proto'] = request.protocol;
  return out;
}
