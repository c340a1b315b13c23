// Access: everything but the routes marked public (config.public) needs a valid bearer token;
// req.user is its user. A public route takes a token too, without needing one: staff read drafts
// through it (issue 21); an invalid one there reads as none. A route of the admin role
// (config.admin) also needs its user to be an admin (../lib/roles.ts; 403 else). While every admin
// must have two-factor login, an admin without it makes only its own account's calls (the core's
// checkTwoFactorRequirement; 403 else).
import fp from 'fastify-plugin';
import { CatalogueError, checkTwoFactorRequirement, MESSAGES } from '@mfe/catalogue-core';
import { isAdmin } from '../lib/roles';
import { bearerToken } from '../routes/auth';

export default fp(
  async (app) => {
    const { tokens } = app.ctx;
    app.addHook('onRequest', async (req) => {
      if (req.is404) return;
      const token = bearerToken(req.headers.authorization);
      const user = token ? await tokens.check(token) : null;
      if (user) req.user = user;
      else if (!req.routeOptions.config?.public) throw new CatalogueError(401, MESSAGES.unauthenticated);
      if (user && req.routeOptions.config?.admin && !isAdmin(user)) throw new CatalogueError(403, MESSAGES.adminOnly);
      // The security settings came with the token's check (no query of their own).
      if (user && !req.routeOptions.config?.public)
        await checkTwoFactorRequirement(user, req.routeOptions.url ?? '', async () => user.twoFactorRequired);
    });
  },
  { name: 'auth', dependencies: ['context'] },
);
