// Login with the demo admin and logout: the Bearer tokens the other routes check.
import { CatalogueError, MESSAGES, parse, requests } from '@mfe/catalogue-core';
import { route, type DemoRoute } from '../http/router';

export function authRoutes(): DemoRoute[] {
  return [
    route(
      'POST /api/login',
      (req, ctx) => {
        const input = parse(requests.loginInput, req.fields);
        const { admin } = ctx;
        if (input.email.toLowerCase() !== admin.email.toLowerCase() || input.password !== admin.password)
          throw new CatalogueError(401, MESSAGES.loginFailed);
        const token = ctx.tokens.issue();
        return { body: { message: MESSAGES.loginSucceeded, data: { id: admin.id, email: admin.email, name: admin.name, token } } };
      },
      { public: true, writes: false },
    ),
    route(
      'POST /api/logout',
      (req, ctx) => {
        if (req.token) ctx.tokens.revoke(req.token);
        return { body: { message: MESSAGES.loggedOut, data: null } };
      },
      { writes: false },
    ),
  ];
}
