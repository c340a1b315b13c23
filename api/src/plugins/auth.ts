// Access: everything but the routes marked public (config.public) needs a valid bearer token; req.user is its user.
import fp from 'fastify-plugin';
import { CatalogueError, MESSAGES } from '@mfe/catalogue-core';
import { bearerToken } from '../routes/auth';

export default fp(
  async (app) => {
    const { tokens } = app.ctx;
    app.addHook('onRequest', async (req) => {
      if (req.is404 || req.routeOptions.config?.public) return;
      const token = bearerToken(req.headers.authorization);
      const user = token ? await tokens.check(token) : null;
      if (!user) throw new CatalogueError(401, MESSAGES.unauthenticated);
      req.user = user;
    });
  },
  { name: 'auth', dependencies: ['context'] },
);
