// CORS for the dev servers (devCors): any http(s)://localhost:* or 127.0.0.1:* origin, preflights answered 204.
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    app.addHook('onRequest', async (req, reply) => {
      const origin = req.headers.origin;
      if (origin && /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin)) {
        reply.header('access-control-allow-origin', origin).header('vary', 'origin');
        if (req.method === 'OPTIONS') {
          reply
            .header('access-control-allow-methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS')
            .header('access-control-allow-headers', 'authorization,content-type,x-requested-with,if-none-match')
            .code(204)
            .send();
        }
      }
    });
  },
  { name: 'dev-cors' },
);
