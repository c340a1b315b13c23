// CORS for the site's configured origins only (corsOrigins, CORS_ORIGINS): an origin listed exactly
// gets Access-Control-Allow-Origin and its preflights 204; any other origin gets no CORS header at
// all, so a page elsewhere (another localhost port included) cannot call the API with a token.
import fp from 'fastify-plugin';
import type { AppOptions } from '../appOptions';

export default fp<Pick<AppOptions, 'corsOrigins'>>(
  async (app, opts) => {
    const allowed = new Set(opts.corsOrigins ?? []);
    app.addHook('onRequest', async (req, reply) => {
      const origin = req.headers.origin;
      // Vary on every answer: a cache must not give one origin's answer to another.
      reply.header('vary', 'origin');
      if (!origin || !allowed.has(origin)) return;
      reply.header('access-control-allow-origin', origin);
      if (req.method === 'OPTIONS') {
        reply
          .header('access-control-allow-methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS')
          .header('access-control-allow-headers', 'authorization,content-type,x-requested-with,if-none-match')
          .code(204)
          .send();
      }
    });
  },
  { name: 'cors' },
);
