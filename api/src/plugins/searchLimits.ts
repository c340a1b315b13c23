// app.searchLimits: the public search's per-address buckets and this process's turns for uncached searches (src/lib/searchLimits.ts).
import fp from 'fastify-plugin';
import type { AppOptions } from '../appOptions';
import { AddressBuckets, DEFAULT_SEARCH_LIMITS, Turns } from '../lib/searchLimits';

declare module 'fastify' {
  interface FastifyInstance {
    searchLimits: { buckets: AddressBuckets; turns: Turns };
  }
}

export default fp<Pick<AppOptions, 'searchLimits'>>(
  async (app, opts) => {
    const l = { ...DEFAULT_SEARCH_LIMITS, ...opts.searchLimits };
    app.decorate('searchLimits', { buckets: new AddressBuckets(l.perAddress, l.windowMs), turns: new Turns(l.concurrent, l.queue, l.waitMs) });
  },
  { name: 'search-limits' },
);
