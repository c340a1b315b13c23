// app.searchLimits: the public search's per-address buckets and this process's turns for uncached searches (src/lib/searchLimits.ts).
import fp from 'fastify-plugin';
import type { AppOptions } from '../appOptions';
import { AddressBuckets, DEFAULT_SEARCH_LIMITS, Turns } from '../lib/searchLimits';

const SEARCH_PATH = '/api/search';

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
    // Searches yield to every other request in flight ('close' comes however the answer ends).
    app.addHook('onRequest', async (req, reply) => {
      if (req.url === SEARCH_PATH || req.url.startsWith(`${SEARCH_PATH}?`)) return;
      turns.otherStarted();
      reply.raw.once('close', () => turns.otherEnded());
    });
  },
  { name: 'search-limits' },
);
