// buildApp(opts): the Fastify application (tests use it with inject and with a real listen).
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppOptions } from './appOptions';
import { AppError } from './lib/errors';
import { DEFAULT_LIMITS, serverOptions } from './lib/limits';
import auth from './plugins/auth';
import cache from './plugins/cache';
import context from './plugins/context';
import devCors from './plugins/cors';
import database from './plugins/database';
import errors from './plugins/errors';
import housekeeping from './plugins/housekeeping';
import loginThrottle from './plugins/loginThrottle';
import multipart from './plugins/multipart';
import openapi from './plugins/openapi';
import securityHeaders from './plugins/securityHeaders';
import seed from './plugins/seed';
import storage from './plugins/storage';
import { assetRoutes } from './routes/assets';
import { authRoutes } from './routes/auth';
import { hierarchyRoutes } from './routes/hierarchy';
import { productRoutes } from './routes/products';
import { storageRoutes } from './routes/storage';

export type { AppOptions } from './appOptions';

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const app = Fastify({
    ...serverOptions(limits),
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is anyone's to write: believe it only from the proxies named (TRUST_PROXY).
    // The shell's server (scripts/lib/staticServer.mjs) replaces it with the address it saw.
    trustProxy: opts.trustProxy ? opts.trustProxy : false,
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, allErrors: true, allowUnionTypes: true } },
    // Opening (PGlite's first start: seconds), migrating and seeding the database are plugins: no time
    // limit on them (Fastify's default is 10 s), a busy machine must not make the start fail.
    pluginTimeout: 0,
  });

  // Further connections are closed at once instead of running the process out of descriptors.
  app.server.maxConnections = limits.maxConnections;

  // The state: app.db, app.storage, app.loginThrottle, app.cache, then app.ctx over them. At close,
  // onClose hooks run last-registered first, so the database closes last.
  await app.register(database, opts);
  await app.register(storage, opts);
  await app.register(loginThrottle, opts);
  await app.register(cache, opts);
  await app.register(context, opts);
  await app.register(housekeeping, opts);
  await app.register(seed, opts);
  const d = app.db;

  // The requests' path: body parsing, the OpenAPI document, hooks, error answers, then the routes.
  // Each request meets CORS, then the token check.
  await app.register(multipart);
  await app.register(openapi);
  if (opts.devCors) await app.register(devCors);
  await app.register(securityHeaders);
  await app.register(auth);
  await app.register(errors);

  // Routes
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
      const [v] = await d.query<{ epoch: string; version: string | number }>('SELECT epoch, version FROM catalog_version WHERE id = 1');
      return { data: { version: `${v!.epoch}.${v!.version}` } };
    },
  );
  app.get('/api/docs/json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());

  authRoutes(app);
  hierarchyRoutes(app);
  productRoutes(app);
  assetRoutes(app);
  storageRoutes(app);

  if (opts.benchBaseline) {
    const slots = new Map<string, string>();
    app.put('/api/__bench/baseline/:slot', { config: { public: true }, schema: { hide: true } }, async (req) => {
      slots.set((req.params as { slot: string }).slot, JSON.stringify(req.body));
      return { data: null };
    });
    app.get('/api/__bench/baseline/:slot', { config: { public: true }, schema: { hide: true } }, async (req, reply) => {
      const body = slots.get((req.params as { slot: string }).slot);
      if (body === undefined) throw new AppError(404, 'No such baseline');
      return reply.type('application/json; charset=utf-8').send(body);
    });
  }

  await app.ready();
  return app;
}
