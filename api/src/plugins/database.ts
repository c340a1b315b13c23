// app.db: the database (PGlite or PostgreSQL, migrated as it opens), or the one the caller opened.
import fp from 'fastify-plugin';
import type { AppOptions } from '../appOptions';
import { openDatabase, type Database } from '../db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export default fp<Pick<AppOptions, 'databaseUrl' | 'pgliteDir' | 'database' | 'dbConnectTimeoutMs'>>(
  async (app, opts) => {
    const d =
      opts.database ??
      (await openDatabase({
        databaseUrl: opts.databaseUrl,
        pgliteDir: opts.pgliteDir,
        connectTimeoutMs: opts.dbConnectTimeoutMs,
        onRetry: (retry) => app.log.warn(retry, `database not reachable yet (${retry.reason}); retrying in ${retry.delayMs} ms`),
      }));
    app.decorate('db', d);
    // A database handed in (tests share one per file) is closed by whoever opened it. This hook runs
    // last: onClose hooks run last-registered first, after those of everything that uses the database.
    if (!opts.database) app.addHook('onClose', async () => await d.close());
  },
  { name: 'database' },
);
