// buildApp(opts): the Fastify application (tests use it with inject and with a real listen).
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import type { AppOptions } from './appOptions';
import { AppError, isDatabaseUnavailable } from './lib/errors';
import { MULTIPART_LIMITS } from './lib/http';
import { DEFAULT_LIMITS, SECURITY_HEADERS, serverOptions } from './lib/limits';
import { PDF_MAX_BYTES } from './lib/storage';
import cache from './plugins/cache';
import context from './plugins/context';
import database from './plugins/database';
import housekeeping from './plugins/housekeeping';
import loginThrottle from './plugins/loginThrottle';
import seed from './plugins/seed';
import storage from './plugins/storage';
import { assetRoutes } from './routes/assets';
import { authRoutes, bearerToken } from './routes/auth';
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
  const { db: d, ctx } = app;

  await app.register(multipart, {
    limits: { fileSize: PDF_MAX_BYTES, ...MULTIPART_LIMITS },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Catalogue API', version: '0.1.0', description: 'Product catalogue and admin API (spec §7)' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
  });

  if (opts.devCors) {
    app.addHook('onRequest', async (req, reply) => {
      const origin = req.headers.origin;
      if (origin && /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin)) {
        reply.header('access-control-allow-origin', origin).header('vary', 'origin');
        if (req.method === 'OPTIONS') {
          reply
            .header('access-control-allow-methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS')
            .header('access-control-allow-headers', 'authorization,content-type,x-requested-with,if-none-match')
            .code(204)
            .send();
        }
      }
    });
  }

  // Every answer, errors and 404s included (a file keeps its own stricter CSP).
  app.addHook('onSend', async (_req, reply) => {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(k)) reply.header(k, v);
  });

  // Access: everything but the routes marked public needs a valid bearer token.
  app.addHook('onRequest', async (req) => {
    if (req.is404 || req.routeOptions.config?.public) return;
    const token = bearerToken(req.headers.authorization);
    const user = token ? await ctx.tokens.check(token) : null;
    if (!user) throw new AppError(401, 'Unauthenticated');
    req.user = user;
  });

  // Multipart bodies are read by the handlers (readForm); give the schema validation an object.
  app.addHook('preValidation', async (req) => {
    if (req.body === undefined && req.isMultipart()) req.body = {};
  });

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string; validation?: unknown[] }, req, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.statusCode).send(err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
    }
    if (err.validation) {
      const errors: Record<string, string[]> = {};
      for (const v of err.validation as Array<{ instancePath?: string; params?: { missingProperty?: string }; message?: string }>) {
        const field = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || v.params?.missingProperty || 'request';
        (errors[field] ??= []).push(v.message ?? 'is invalid');
      }
      return reply.code(400).send({ message: `Invalid request: ${err.message}`, errors });
    }
    // PostgreSQL errors caused by input that slipped through.
    switch (err.code) {
      case '23503':
        return reply.code(409).send({ message: 'The record is referenced by, or refers to, a record that does not exist or still exists' });
      case '23505':
        return reply.code(409).send({ message: 'A record with these values already exists' });
    }
    // Data exceptions (class 22: bad text, out of range, NUL bytes, ...) come from the input.
    if (typeof err.code === 'string' && /^22[0-9A-Z]{3}$/.test(err.code)) {
      return reply.code(400).send({ message: 'Invalid value in the request' });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ message: 'The database is not reachable at the moment. Try again shortly.' });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: err.message || 'Bad request' });
    }
    req.log.error({ err }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ message: `Route ${req.method} ${req.url.split('?')[0]} not found` });
  });

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
