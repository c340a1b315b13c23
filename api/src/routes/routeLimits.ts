// What the API adds to some routes of the core's table to keep a flood from slowing the rest:
// refusing a client over its allowance before the route reads the request (or, where the
// allowance is per what the request names, once its form is read), and running the use
// case in one of this process's few turns (../lib/searchLimits.ts). The inquiries' allowance is
// counted by the use case itself (./inquiryIntake.ts): here only its note.
import { CatalogueError, MESSAGES, staff, type RouteForm } from '@mfe/catalogue-core';
import type { FastifyRequest } from 'fastify';
import type { App } from '../context';

export interface RouteLimit {
  /** Said in the route's summary. */
  note: string;
  /** Throws to refuse the request (429 with Retry-After). */
  admit?(req: FastifyRequest): void;
  /** Throws to refuse the request once its form (JSON or multipart) is read, before the use case sees it. */
  admitForm?(req: FastifyRequest, form: RouteForm): Promise<void>;
  /** Runs the use case in a turn (503 when none comes soon); a cached answer takes none. */
  inTurn?<T>(work: () => Promise<T>): Promise<T>;
}

/** The limits, by the table's route id. */
export function routeLimits(app: App): Partial<Record<string, RouteLimit>> {
  const { searchLimits, inquiries, passwordResetLimit } = app;
  const reset = passwordResetLimit.opts;
  return {
    'inquiry.create': { note: `429 with Retry-After after ${inquiries.limit.opts.max} per address per window` },
    'password.forgot': {
      note: `429 with Retry-After after ${reset.perAddress} per address or ${reset.perEmail} per e-mail address per window`,
      // Counted before the account is looked up, whether or not one uses the address: the answer
      // over the limit (the same 429 for every address) depends on what was asked, never on the
      // accounts. A 429 rather than the usual answer without an e-mail: whoever waits for the
      // link learns that none is coming, and when to ask again.
      async admitForm(req, form) {
        const asked = staff.passwordForgotInput.safeParse(form.fields);
        const allowance = await passwordResetLimit.take(req.ip, asked.success ? asked.data.email : null).catch((err: unknown) => {
          // Counters unreachable (Redis down): the request is answered uncounted, as an inquiry is.
          req.log.warn({ err }, 'password reset counter unavailable: request taken without counting');
          return { ok: true as const };
        });
        if (allowance.ok) return;
        const wait = allowance.retryAfterS;
        throw new CatalogueError(429, MESSAGES.tooManyPasswordResets(wait), undefined, { 'retry-after': String(wait) });
      },
    },
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
