// GET /api/search?q=&limit= (public): the core's search use case, answered from the public read
// cache (by the normalized text and the limit, dropped on writes like the rest), throttled per
// client address (429 with Retry-After) and, when not cached, run in one of this process's few
// turns (503 when none comes soon): src/lib/searchLimits.ts.
import { CatalogueError, MESSAGES, normalizeSearchText, parse, search, searchCatalogue } from '@mfe/catalogue-core';
import type { App } from '../context';
import { sendCached } from '../lib/http';
import { answers, jsonSchema } from './schemas';

export function searchRoutes(app: App) {
  const { ctx, searchLimits } = app;
  app.get(
    '/api/search',
    {
      config: { public: true },
      schema: {
        tags: ['Search'],
        summary:
          'Types, vendors, categories, series and products by name (and a level by description), tolerant of typos and partial model numbers: hits grouped by kind, each with its public path (public; 429 with Retry-After beyond 30 searches per 10 s per address)',
        querystring: jsonSchema(search.searchQuery),
        response: answers(200, search.searchAnswer),
      },
    },
    async (req, reply) => {
      const wait = searchLimits.buckets.take(req.ip);
      if (wait) throw new CatalogueError(429, MESSAGES.tooManySearches(wait), undefined, { 'retry-after': String(wait) });
      const { q, limit } = parse(search.searchQuery, req.query);
      return sendCached(req, reply, ctx.cache, `search|${limit}|${normalizeSearchText(q)}`, async () => {
        const turn = await searchLimits.turns.run(async () => (await searchCatalogue(ctx.store, { q, limit })).body);
        if (!turn) throw new CatalogueError(503, MESSAGES.searchBusy, undefined, { 'retry-after': '1' });
        return turn.value;
      });
    },
  );
}
