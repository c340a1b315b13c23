// /api/__bench/baseline/:slot (benchBaseline, npm run bench): stores a body and answers it back as is, the
// bench's measure of what an answer costs without any work behind it.
import type { FastifyPluginAsync } from 'fastify';
import { CatalogueError } from '@mfe/catalogue-core';

const benchRoutes: FastifyPluginAsync = async (app) => {
  const slots = new Map<string, string>();
  app.put('/api/__bench/baseline/:slot', { config: { public: true }, schema: { hide: true } }, async (req) => {
    slots.set((req.params as { slot: string }).slot, JSON.stringify(req.body));
    return { data: null };
  });
  app.get('/api/__bench/baseline/:slot', { config: { public: true }, schema: { hide: true } }, async (req, reply) => {
    const body = slots.get((req.params as { slot: string }).slot);
    if (body === undefined) throw new CatalogueError(404, 'No such baseline');
    return reply.type('application/json; charset=utf-8').send(body);
  });
};

export default benchRoutes;
