import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { createFrontServer, registerDistFiles, type ConnectionLimits } from '@mfe/server-kit';
import { apiProxy, PROXY_BODY_LIMIT } from './apiProxy';
import { createShellPages, type ShellPagesOptions } from './shellPages';

// The shell's server: one Fastify app (the front server of @mfe/server-kit) with the runtime
// config, /api and /storage passed to the API, the site's pages, and the shell's built files.

export interface ShellServerOptions extends ShellPagesOptions {
  /** X-Forwarded-For / -Proto are believed from these proxies only (TRUST_PROXY); none by default. */
  trustProxy?: string;
  limits?: Partial<ConnectionLimits>;
}

/** The server's own reads of the API (a page's data through axios) share a bounded pool too. */
const SERVER_READ_SOCKETS = 32;

export async function createShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  http.globalAgent = new http.Agent({ keepAlive: true, maxSockets: SERVER_READ_SOCKETS });
  const app = createFrontServer({ limits: options.limits, trustProxy: options.trustProxy, log: options.log, bodyLimit: PROXY_BODY_LIMIT });
  const pages = createShellPages(options);

  app.get('/runtime-config.json', (request, reply) => {
    void reply.header('Cache-Control', 'no-cache').send(options.browserConfig(request.headers.host));
  });
  await app.register(apiProxy, { apiUrl: options.apiUrl, reads: pages.apiReads, log: options.log });

  const page = (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    reply.hijack();
    return pages.handle(request.raw, reply.raw, request.ip).catch((error: Error) => {
      options.log(`page ${request.url}: ${error.message}`);
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
        reply.raw.end(JSON.stringify({ message: 'The page could not be made' }));
      } else reply.raw.destroy();
    });
  };
  for (const path of ['/robots.txt', '/sitemap.xml', ...(options.diagnostics ? ['/__diagnostics'] : [])]) app.get(path, page);
  await registerDistFiles(app, { root: options.distDir, fallback: page });
  return app;
}
