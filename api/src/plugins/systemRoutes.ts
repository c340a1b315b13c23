// The API's own routes: liveness, the catalogue version, the OpenAPI document.
import type { FastifyPluginAsync } from 'fastify';
import { readCatalogVersion } from '../lib/catalogVersion';

const systemRoutes: FastifyPluginAsync = async (app) => {
  const d = app.db;
  app.get('/api/health', { config: { public: true }, schema: { tags: ['System'], summary: 'Liveness and database check' } }, async () => {
    await d.query('SELECT 1');
    return { data: { status: 'ok', database: d.kind, uptime_s: Math.round(process.uptime()) } };
  });
  // The catalogue's version: the row catalog_version, bumped in the transaction of every write to a
  // catalogue table by any process (trigger), so every replica answers the same and a write through
  // any of them changes it. The shell's server asks it (once per batch of requests) to know that a
  // page it rendered earlier is still current.
  app.get(
    '/api/catalog/version',
    // Asked once per batch of page requests by the shell's server: not worth a log line each.
    { config: { public: true }, logLevel: 'warn', schema: { tags: ['System'], summary: 'Catalogue version, for caches of rendered pages' } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return { data: { version: await readCatalogVersion(d) } };
    },
  );
  app.get('/api/docs/json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
};

export default systemRoutes;
