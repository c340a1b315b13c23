// SECURITY_HEADERS (src/lib/limits.ts) on every answer, errors and 404s included (a file keeps its own stricter CSP).
import fp from 'fastify-plugin';
import { SECURITY_HEADERS } from '../lib/limits';

export default fp(
  async (app) => {
    app.addHook('onSend', async (_req, reply) => {
      for (const [k, v] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(k)) reply.header(k, v);
    });
  },
  { name: 'security-headers' },
);
