// The API server: reads the environment, takes the data-folder lock (PGlite), migrates, seeds on
// an empty database, listens, and shuts down gracefully on SIGINT / SIGTERM.
import { duplicateNames } from './queries/duplicateNames';
import { buildApp } from './app';
import { configFromEnv } from './config';
import { isPostgresUrl } from './db';
import { acquireLock, LockError } from './lib/lock';

async function main() {
  // Everything this process creates is owner-only (the database holds the admin's password hash).
  process.umask(0o077);
  const cfg = configFromEnv();
  let release: (() => void) | null = null;
  const usePglite = !isPostgresUrl(cfg.databaseUrl);
  if (usePglite) {
    try {
      release = acquireLock(cfg.dataDir);
    } catch (e) {
      if (e instanceof LockError) {
        process.stderr.write(`${e.message}\n`);
        process.exit(1);
      }
      throw e;
    }
  }
  const app = await buildApp({
    databaseUrl: usePglite ? undefined : cfg.databaseUrl,
    dbConnectTimeoutMs: cfg.dbConnectTimeoutMs,
    pgliteDir: cfg.pgliteDir,
    storageDir: cfg.storageDir,
    fileStore: cfg.fileStore,
    warmImageVariants: cfg.warmImageVariants,
    cacheTtlMs: usePglite ? undefined : cfg.cacheTtlMs,
    adminEmail: cfg.adminEmail,
    adminPassword: cfg.adminPassword,
    tokenTtlHours: cfg.tokenTtlHours,
    seedDemo: cfg.seedDemo,
    corsOrigins: cfg.corsOrigins,
    benchBaseline: cfg.benchBaseline,
    trustProxy: cfg.trustProxy,
    loginThrottle: cfg.loginThrottle,
    inquiryLimit: cfg.inquiryLimit,
    inquiryMail: cfg.inquiryMail,
    siteOrigin: cfg.siteOrigin,
    passwordResetLimit: cfg.passwordResetLimit,
    redisUrl: cfg.redisUrl,
    limits: cfg.limits,
    orphanSweep: cfg.orphanSweep,
    activityRetentionDays: cfg.activityRetentionDays,
    activityMaxEntries: cfg.activityMaxEntries,
    logger: { level: cfg.logLevel },
  }).catch((e) => {
    release?.();
    throw e;
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      release?.();
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close(); // the server first, then the database (onClose)
    } finally {
      release?.();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('exit', () => release?.());
  await app.listen({ port: cfg.port, host: cfg.host });
  app.log.info(
    { database: usePglite ? `pglite:${cfg.pgliteDir}` : 'postgres', storage: app.ctx.storage.kind === 'database' ? 'database' : cfg.storageDir },
    `API listening on http://${cfg.host}:${cfg.port}`,
  );
  // Names saved before the names rule may clash: said once, left for an editor to rename.
  const duplicates = await duplicateNames(app.ctx.d);
  if (duplicates.length) app.log.warn({ duplicates }, `${duplicates.length} names are used twice within the same parent; rename them in the admin`);
}

main().catch((e) => {
  process.stderr.write(`API failed to start: ${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
