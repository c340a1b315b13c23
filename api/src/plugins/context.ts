// app.ctx: what the route modules reach the catalogue's state through (src/context.ts), and the bearer tokens.
import fp from 'fastify-plugin';
import type { AppOptions } from '../appOptions';
import { makeCtx } from '../context';
import { Tokens } from '../lib/auth';

export default fp<Pick<AppOptions, 'tokenTtlHours'>>(
  async (app, opts) => {
    const d = app.db;
    app.decorate(
      'ctx',
      makeCtx({
        d,
        storage: app.storage,
        cache: app.cache,
        // Validated tokens are remembered only where one process holds the database (PGlite).
        tokens: new Tokens(d, opts.tokenTtlHours ?? 24 * 7, d.kind === 'pglite'),
        throttle: app.loginThrottle,
        onSearchIndexError: (error) => app.log.error({ err: error }, 'search index: a change failed; building it again in the background'),
      }),
    );
  },
  { name: 'context', dependencies: ['database', 'storage', 'cache', 'login-throttle'] },
);
