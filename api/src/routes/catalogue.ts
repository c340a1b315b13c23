// The core's route table (CATALOGUE_ROUTES) as Fastify routes. What the API adds of its own: the
// OpenAPI documentation of each, the token check of staff and admin routes (config.public and config.admin, ../plugins/auth.ts),
// the audience of a request (staff with a valid token, else the public: issue 21), the read cache
// with ETag / 304 for the public's reads (staff's are never stored, here or on the way), multipart forms with staged files, the
// limits of some routes (./routeLimits.ts), the inquiries' intake (./inquiryIntake.ts), and a
// long write's progress streamed as NDJSON lines when asked (../lib/progressAnswer.ts).
import { CATALOGUE_ROUTES, withHistory, type CatalogueRoute, type ProgressListener, type RouteCore, type RouteForm } from '@mfe/catalogue-core';
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { App } from '../context';
import { sendAnswer, sendCached, withForm } from '../lib/http';
import { sendWithProgress, wantsProgress } from '../lib/progressAnswer';
import { inquiryIntake } from './inquiryIntake';
import { routeLimits, type RouteLimit } from './routeLimits';
import { answers, bearer, jsonSchema } from './schemas';
import { tableReads } from './tableReads';
import { readXlsx } from '../lib/workbook';

/** A public read's form: it has none. */
const noForm = async (): Promise<RouteForm> => ({ fields: {}, uploads: {} });

/** The form reader a use case gets where a limit judges the form: read once, judged before it is handed over. */
function admitted(req: FastifyRequest, read: () => Promise<RouteForm>, admitForm: NonNullable<RouteLimit['admitForm']>): () => Promise<RouteForm> {
  let judged: Promise<RouteForm> | undefined;
  return () => (judged ??= read().then(async (form) => (await admitForm(req, form), form)));
}

/** A summary with a limit's note, inside its closing parenthesis when it has one: '… (public; 429 …)'. */
const withNote = (summary: string, note: string) => (summary.endsWith(')') ? `${summary.slice(0, -1)}; ${note})` : `${summary} (${note})`);

function documentation(route: CatalogueRoute, limit: RouteLimit | undefined): FastifySchema & Record<string, unknown> {
  const { doc, request, response } = route;
  return {
    tags: [doc.tag],
    summary: limit ? withNote(doc.summary, limit.note) : doc.summary,
    ...(doc.description && { description: doc.description }),
    ...(doc.consumes && { consumes: doc.consumes }),
    ...(request.params && { params: jsonSchema(request.params) }),
    ...(request.query && { querystring: jsonSchema(request.query) }),
    ...(request.body && { body: jsonSchema(request.body) }),
    ...(route.access !== 'public' && { security: bearer }),
    response: answers(response.status, response.schema),
  };
}

/** How long a request with files may work without a byte on the wire (AppOptions' idle limit is 30 s). */
export const QUIET_WORK_MS = 5 * 60_000;

/**
 * A request with files (a sheet of 10,000 rows to import, a photo's variants) is worked on after
 * its last byte came in, and answers only when done: the connection's idle limit, meant for a
 * client that sends nothing, would cut it mid-work. Its socket gets QUIET_WORK_MS instead; once it
 * has answered, Node gives the socket its keep-alive limit, and the next request the server's own.
 */
function allowQuietWork(req: FastifyRequest) {
  req.raw.socket.setTimeout(QUIET_WORK_MS);
}

/** recordHistory: false only for the history bench's comparison (AppOptions.benchWithoutHistory). */
export function catalogueRoutes(app: App, { recordHistory }: { recordHistory: boolean }) {
  const { ctx } = app;
  const shared = { store: ctx.store, reads: tableReads(ctx), inquiries: app.inquiries.store, staff: app.staff, readXlsx };
  const limits = routeLimits(app);
  for (const route of CATALOGUE_ROUTES) {
    const limit = limits[route.id];
    // A public read is the same for all the public until the next write: answered from the cache, by its parsed input.
    const publicRead = route.access === 'public' && route.method === 'GET';
    app.route({
      method: route.method,
      url: route.path,
      config: { public: route.access === 'public', admin: route.access === 'admin' },
      schema: documentation(route, limit),
      handler: async (req, reply) => {
        limit?.admit?.(req);
        const audience = req.user ? 'staff' : 'public';
        const input = route.input({ params: req.params as Record<string, string>, query: (req.query ?? {}) as Record<string, unknown>, audience });
        const user = req.user;
        const member = user ? { id: user.id, email: user.email, name: user.name, role: user.role } : null;
        const actor = { member, address: req.ip, sessionId: user?.sessionId ?? null };
        // Every write of the request is recorded in the history with who made it (issue 23).
        const unrecorded: RouteCore = { ...shared, intake: inquiryIntake(app, req), actor };
        const core = recordHistory ? withHistory(unrecorded) : unrecorded;
        const run = (read: () => Promise<RouteForm>, progress?: ProgressListener) =>
          route.run(progress ? { ...core, progress } : core, input, limit?.admitForm ? admitted(req, read, limit.admitForm) : read);
        const answer = (read: () => Promise<RouteForm>, progress?: ProgressListener) =>
          limit?.inTurn ? limit.inTurn(() => run(read, progress)) : run(read, progress);
        if (publicRead) reply.header('vary', 'authorization');
        if (publicRead && audience === 'public')
          return sendCached(req, reply, ctx.cache, `${route.id}|${JSON.stringify(input)}`, async () => (await answer(noForm)).body);
        if (publicRead) reply.header('cache-control', 'private, no-store');
        if (route.request.files) allowQuietWork(req);
        if (!publicRead && wantsProgress(req))
          return sendWithProgress(req, reply, (progress) => withForm(req, ctx.storage, route.request.files ?? {}, (read) => answer(read, progress)));
        return sendAnswer(reply, await withForm(req, ctx.storage, route.request.files ?? {}, answer));
      },
    });
  }
}
