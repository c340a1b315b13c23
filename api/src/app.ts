// buildApp(opts): the Fastify application (tests use it with inject and with a real listen), composed of
// the plugins of src/plugins, one job each; the order they are registered in is the order of their hooks.
import Fastify, { type FastifyInstance } from 'fastify';
import { NAME_PARAM_MAX } from '@mfe/catalogue-core';
import type { AppOptions } from './appOptions';
import { guardConnections } from '@mfe/server-kit';
import { connectionLimits, DEFAULT_LIMITS, serverOptions } from './lib/limits';
import { DOCUMENTING_SCHEMAS } from './lib/schemaCompilers';
import auth from './plugins/auth';
import benchRoutes from './plugins/benchRoutes';
import cache from './plugins/cache';
import context from './plugins/context';
import cors from './plugins/cors';
import database from './plugins/database';
import errors from './plugins/errors';
import housekeeping from './plugins/housekeeping';
import inquiries from './plugins/inquiries';
import loginThrottle from './plugins/loginThrottle';
import multipart from './plugins/multipart';
import openapi from './plugins/openapi';
import routes from './plugins/routes';
import securityHeaders from './plugins/securityHeaders';
import searchLimits from './plugins/searchLimits';
import seed from './plugins/seed';
import staff from './plugins/staff';
import storage from './plugins/storage';
import systemRoutes from './plugins/systemRoutes';

export type { AppOptions } from './appOptions';

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const app = Fastify({
    ...serverOptions(limits),
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is anyone's to write: believe it only from the proxies named (TRUST_PROXY).
    // The shell's server (shell/src/server/apiProxy.ts) replaces it with the visitor's address.
    trustProxy: opts.trustProxy ? opts.trustProxy : false,
    // Route schemas document; the core validates payloads, handlers' answers are sent as they are.
    schemaController: DOCUMENTING_SCHEMAS,
    // Opening (PGlite's first start: seconds), migrating and seeding the database are plugins: no time
    // limit on them (Fastify's default is 10 s), a busy machine must not make the start fail.
    pluginTimeout: 0,
    // Fastify refuses path params over 100 characters by default (a 404): a type's name, up to
    // NAME_MAX, must find its page (/api/manufacture-type/detail/name/{name}) and its sitemap entry.
    routerOptions: { maxParamLength: NAME_PARAM_MAX },
  });

  // Further connections, and those over the per-address cap, are closed at once instead of running
  // the process out of descriptors; a body that trickles is cut (408) after its grace.
  guardConnections(app.server, connectionLimits(limits), (line) => app.log.warn(line));

  // The state: app.db, app.storage, app.loginThrottle, app.cache, app.searchLimits, then app.ctx over them, app.inquiries and app.staff. At close,
  // onClose hooks run last-registered first, so the database closes last.
  await app.register(database, opts);
  await app.register(storage, opts);
  await app.register(loginThrottle, opts);
  await app.register(cache, opts);
  await app.register(searchLimits, opts);
  await app.register(context, opts);
  await app.register(inquiries, opts);
  await app.register(staff, opts);
  await app.register(housekeeping, opts);
  await app.register(seed, opts);

  // The requests' path: body parsing, the OpenAPI document (of the routes declared after it), hooks,
  // error answers, then the routes. Each request meets CORS, then the token check.
  await app.register(multipart);
  await app.register(openapi);
  if (opts.corsOrigins?.length) await app.register(cors, opts);
  await app.register(securityHeaders);
  await app.register(auth);
  await app.register(errors);
  await app.register(systemRoutes);
  await app.register(routes, opts);
  if (opts.benchBaseline) await app.register(benchRoutes);

  await app.ready();
  return app;
}
