// buildApp(opts): the Fastify application (tests use it with inject and with a real listen).
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import { openDatabase, type Database } from './db';
import { makeCtx } from './context';
import { Tokens } from './lib/auth';
import { Cache } from './lib/cache';
import { CatalogueError, MESSAGES } from '@mfe/catalogue-core';
import { isDatabaseUnavailable, sqlStateOf } from './lib/errors';
import { MULTIPART_LIMITS } from './lib/http';
import { DOCUMENTING_SCHEMAS } from './lib/schemaCompilers';
import { DEFAULT_LIMITS, SECURITY_HEADERS, serverOptions, type ServerLimits } from './lib/limits';
import { DatabaseStorage, PDF_MAX_BYTES, Storage } from './lib/storage';
import { DatabaseThrottleStore, LoginThrottle, type ThrottleOptions } from './lib/throttle';
import { RedisThrottleStore } from './lib/throttle-redis';
import { tightenTree } from './lib/files';
import { assetRoutes } from './routes/assets';
import { authRoutes, bearerToken } from './routes/auth';
import { hierarchyRoutes } from './routes/hierarchy';
import { productRoutes } from './routes/products';
import { storageRoutes } from './routes/storage';
import { isCatalogueEmpty, seedAdmin, seedDemo } from './seed/seed';
import { DEMO_ADMIN_CREDENTIALS } from './seed/demoAdmin';

export interface AppOptions {
  /** postgres://… → PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory' or undefined → in memory. */
  pgliteDir?: string;
  /** An already open database (tests share one per file). */
  database?: Database;
  /** Folder of uploaded and generated files ('local'), or of this process's temp files only ('database'). */
  storageDir: string;
  /**
   * Where file bytes live: 'local' (default) the folder storageDir; 'database' the tables
   * stored_file / stored_chunk, served by every replica on the same database (STORAGE=database,
   * the server's default with DATABASE_URL).
   */
  fileStore?: 'local' | 'database';
  adminEmail?: string;
  adminPassword?: string;
  adminName?: string;
  /** Seed the demo catalogue when the database is empty (default true). */
  seedDemo?: boolean;
  tokenTtlHours?: number;
  /** Login throttling (src/lib/throttle.ts); windows shortened by tests. */
  loginThrottle?: Partial<ThrottleOptions>;
  /**
   * REDIS_URL: the login counters live in this Redis (TTL keys) instead of the table
   * login_throttle. Logins answer 503 while it is unreachable.
   */
  redisUrl?: string;
  /** Prefix of the Redis keys (default 'login-throttle:'). */
  redisPrefix?: string;
  /** Timeouts and the connection bound (src/lib/limits.ts). */
  limits?: Partial<ServerLimits>;
  /** How often expired rows (login counters) are deleted and PGlite's files re-tightened; default 60 s. */
  housekeepingMs?: number;
  /** Orphan files: swept at start and every `everyMs` (default 1 h), when older than `graceMs` (default 10 min). */
  orphanSweep?: { everyMs?: number; graceMs?: number };
  /**
   * Cache lifetime; default Infinity for PGlite, 30 s for PostgreSQL, where every write also
   * clears the caches of every process at once (NOTIFY catalog_changed): the lifetime is only a
   * safety net.
   */
  cacheTtlMs?: number;
  logger?: FastifyServerOptions['logger'];
  /** Register the /api/__bench/baseline routes (npm run bench). */
  benchBaseline?: boolean;
  /**
   * Proxies whose X-Forwarded-For is believed (Fastify trustProxy: an address, a CIDR or a comma
   * list). Default: none, so req.ip is the socket's peer and no header can change it.
   */
  trustProxy?: string;
  /** Answer CORS preflights for http://localhost:* origins (dev). */
  devCors?: boolean;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const app = Fastify({
    ...serverOptions(limits),
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is anyone's to write: believe it only from the proxies named (TRUST_PROXY).
    // The shell's server (scripts/lib/staticServer.mjs) replaces it with the address it saw.
    trustProxy: opts.trustProxy ? opts.trustProxy : false,
    // Route schemas document; the core validates payloads, handlers' answers are sent as they are.
    schemaController: DOCUMENTING_SCHEMAS,
  });

  // Further connections are closed at once instead of running the process out of descriptors.
  app.server.maxConnections = limits.maxConnections;

  const ownsDb = !opts.database;
  const d = opts.database ?? (await openDatabase({ databaseUrl: opts.databaseUrl, pgliteDir: opts.pgliteDir }));
  const storage = opts.fileStore === 'database' ? new DatabaseStorage(path.resolve(opts.storageDir), d) : new Storage(path.resolve(opts.storageDir));
  await storage.init();
  const cache = new Cache(opts.cacheTtlMs ?? (d.kind === 'postgres' ? 30_000 : Infinity));
  // Every write to a catalogue table, by any process on this database, NOTIFYs catalog_changed in
  // its transaction (trigger of migration 0002): the read caches are cleared as it commits. After
  // the listening connection was lost and is back, they are cleared too (notifications missed).
  // (PGlite delivers them within its one process: apps sharing one PGlite instance, in tests.)
  const unlisten = await d.listen(
    'catalog_changed',
    () => cache.invalidate(),
    () => cache.invalidate(),
  );
  async function throttleStore() {
    if (!opts.redisUrl) return new DatabaseThrottleStore(d);
    let warned = false;
    const store = RedisThrottleStore.open(opts.redisUrl, {
      prefix: opts.redisPrefix,
      onError: (err) => {
        // Once per outage, not once per reconnection attempt.
        if (!warned) app.log.warn({ err }, 'Redis (login counters) unreachable: logins answer 503 until it is back');
        warned = true;
      },
    });
    store.client.on('ready', () => {
      if (warned) app.log.info('Redis (login counters) reachable again');
      warned = false;
    });
    if (!(await store.ready(3000))) app.log.warn('Redis (login counters) not reachable at start: logins answer 503 until it is');
    return store;
  }
  const ctx = makeCtx({
    d,
    storage,
    cache,
    tokens: new Tokens(d, opts.tokenTtlHours ?? 24 * 7, d.kind === 'pglite'),
    throttle: new LoginThrottle(await throttleStore(), opts.loginThrottle),
  });
  app.decorate('ctx', ctx);
  // Housekeeping, at start and then periodically: expired login counters go, PGlite's new files
  // (it creates them 0666) become owner-only, and upload files no row links to are removed.
  const housekeeping = async () => {
    await ctx.throttle.sweep().catch((err) => app.log.warn({ err }, 'login counter sweep failed'));
    if (d.dataDir) await tightenTree(d.dataDir).catch(() => undefined);
  };
  const sweepOrphans = async () => {
    const linked = async () =>
      (await d.query<{ p: string }>('SELECT image_path AS p FROM image_asset UNION ALL SELECT file_path FROM file_asset')).map((r) => r.p);
    const r = await storage.sweep(linked, opts.orphanSweep?.graceMs ?? 10 * 60_000).catch((err) => {
      app.log.warn({ err }, 'orphan file sweep failed');
      return null;
    });
    if (r && (r.orphans || r.temp)) app.log.info(r, 'removed orphan and stale temp files');
  };
  await housekeeping();
  await sweepOrphans();
  const timers = [
    setInterval(() => void housekeeping(), opts.housekeepingMs ?? 60_000),
    setInterval(() => void sweepOrphans(), opts.orphanSweep?.everyMs ?? 3600_000),
  ];
  for (const t of timers) t.unref();
  app.addHook('onClose', async () => {
    for (const t of timers) clearInterval(t);
    await unlisten?.().catch(() => undefined);
    await ctx.throttle.close().catch(() => undefined);
    await storage.close().catch(() => undefined);
    if (ownsDb) await d.close();
  });

  // Seed: one admin, and the demo catalogue on an empty database.
  await seedAdmin(d, opts.adminEmail ?? DEMO_ADMIN_CREDENTIALS.email, opts.adminPassword ?? DEMO_ADMIN_CREDENTIALS.password, opts.adminName);
  if (opts.seedDemo !== false && (await isCatalogueEmpty(d))) {
    const t = Date.now();
    const r = await seedDemo(d, storage);
    app.log.info({ ...r, ms: Date.now() - t }, 'seeded the demo catalogue');
  }

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
    if (!user) throw new CatalogueError(401, MESSAGES.unauthenticated);
    req.user = user;
  });

  // Multipart bodies are read by the handlers (readForm); give the schema validation an object.
  app.addHook('preValidation', async (req) => {
    if (req.body === undefined && req.isMultipart()) req.body = {};
  });

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string; validation?: unknown[] }, req, reply) => {
    if (err instanceof CatalogueError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.status).send(err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
    }
    if (err.validation) {
      const errors: Record<string, string[]> = {};
      for (const v of err.validation as Array<{ instancePath?: string; params?: { missingProperty?: string }; message?: string }>) {
        const field = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || v.params?.missingProperty || 'request';
        (errors[field] ??= []).push(v.message ?? 'is invalid');
      }
      return reply.code(400).send({ message: `Invalid request: ${err.message}`, errors });
    }
    // PostgreSQL errors caused by input that slipped through (drizzle wraps them).
    const code = sqlStateOf(err);
    switch (code) {
      case '23503':
        return reply.code(409).send({ message: 'The record is referenced by, or refers to, a record that does not exist or still exists' });
      case '23505':
        return reply.code(409).send({ message: 'A record with these values already exists' });
    }
    // Data exceptions (class 22: bad text, out of range, NUL bytes, ...) come from the input.
    if (code && /^22[0-9A-Z]{3}$/.test(code)) {
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
      if (body === undefined) throw new CatalogueError(404, 'No such baseline');
      return reply.type('application/json; charset=utf-8').send(body);
    });
  }

  await app.ready();
  return app;
}
