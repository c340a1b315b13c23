// What the API adds to some routes of the core's table to keep a flood from slowing the rest:
// refusing a client over its allowance before the route reads the request, and running the use
// case in one of this process's few turns (../lib/searchLimits.ts). The inquiries' allowance is
// counted by the use case itself (./inquiryIntake.ts): here only its note.
import { CatalogueError, MESSAGES } from '@mfe/catalogue-core';
import type { FastifyRequest } from 'fastify';
import type { App } from '../context';

export interface RouteLimit {
  /** Said in the route's summary. */
  note: string;
  /** Throws to refuse the request (429 with Retry-After). */
  admit?(req: FastifyRequest): void;
  /** Runs the use case in a turn (503 when none comes soon); a cached answer takes none. */
  inTurn?<T>(work: () => Promise<T>): Promise<T>;
}

/** The limits, by the table's route id. */
export function routeLimits(app: App): Partial<Record<string, RouteLimit>> {
  const { searchLimits, inquiries } = app;
  return {
    'inquiry.create': { note: `429 with Retry-After after ${inquiries.limit.opts.max} per address per window` },
    search: {
      note: '429 with Retry-After beyond 30 searches per 10 s per address',
      admit(req) {
        const wait = searchLimits.buckets.take(req.ip);
        if (wait) throw new CatalogueError(429, MESSAGES.tooManySearches(wait), undefined, { 'retry-after': String(wait) });
      },
      async inTurn(work) {
        const turn = await searchLimits.turns.run(work);
        if (!turn) throw new CatalogueError(503, MESSAGES.searchBusy, undefined, { 'retry-after': '1' });
        return turn.value;
      },
    },
  };
}
