// app.searchLimits: the public search's per-address buckets and this process's turns for uncached searches (src/lib/searchLimits.ts).
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { AppOptions } from '../appOptions';
import { AddressBuckets, DEFAULT_SEARCH_LIMITS, Turns } from '../lib/searchLimits';

const SEARCH_ROUTE = '/api/search';

/**
 * The search by the route Fastify matched, not by the raw URL: `/api/%73earch` is the same route,
 * and counted as another request it would wait for itself (always 503).
 */
const isSearch = (req: FastifyRequest) => req.routeOptions.url === SEARCH_ROUTE;

declare module 'fastify' {
  interface FastifyInstance {
    searchLimits: { buckets: AddressBuckets; turns: Turns };
  }
}

export default fp<Pick<AppOptions, 'searchLimits'>>(
  async (app, opts) => {
    const l = { ...DEFAULT_SEARCH_LIMITS, ...opts.searchLimits };
    const turns = new Turns(l.concurrent, l.queue, l.waitMs, l.busyGapMs);
    app.decorate('searchLimits', { buckets: new AddressBuckets(l.perAddress, l.windowMs), turns });
    // Searches yield to every other request being answered: from when its body is in (preHandler)
    // until its answer ends ('close' comes however it ends). A request still waiting on its client
    // (a slow upload, a body trickled on purpose) costs the process nothing, so it holds no search.
    // (Multipart forms are read inside their handlers, but only a signed-in admin sends those: the
    // token check refuses anyone else at onRequest.)
    app.addHook('preHandler', async (req, reply) => {
      if (isSearch(req)) return;
      turns.otherStarted();
      reply.raw.once('close', () => turns.otherEnded());
    });
  },
  { name: 'search-limits' },
);
