// app.ctx: what the route modules reach the catalogue's state through (src/context.ts), and the bearer tokens.
import fp from 'fastify-plugin';
import { makeCtx } from '../context';
import { Tokens } from '../lib/auth';

export default fp(
  async (app) => {
    const d = app.db;
    app.decorate(
      'ctx',
      makeCtx({
        d,
        storage: app.storage,
        cache: app.cache,
        // Validated tokens are remembered only where one process holds the database (PGlite).
        tokens: new Tokens(d, d.kind === 'pglite'),
        throttle: app.loginThrottle,
        onSearchIndexError: (error) => app.log.error({ err: error }, 'search index: a change failed; building it again in the background'),
      }),
    );
  },
  { name: 'context', dependencies: ['database', 'storage', 'cache', 'login-throttle'] },
);
