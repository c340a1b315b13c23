// Login with the demo admin and logout: the Bearer tokens the other routes check.
import { checkLogin } from '@mfe/api/rules';
import { HttpError } from '../http/httpError';
import { route, type DemoRoute } from '../http/router';
import { ensure } from './integrity';

export const LOGIN_FAILED_MESSAGE = 'These credentials do not match our records';

export function authRoutes(): DemoRoute[] {
  return [
    route(
      'POST /api/login',
      (req, ctx) => {
        const input = ensure(checkLogin(req.fields));
        const { admin } = ctx;
        if (input.email.toLowerCase() !== admin.email.toLowerCase() || input.password !== admin.password)
          throw new HttpError(401, LOGIN_FAILED_MESSAGE);
        const token = ctx.tokens.issue();
        return { body: { message: 'Login successful', data: { id: admin.id, email: admin.email, name: admin.name, token } } };
      },
      { public: true, writes: false },
    ),
    route(
      'POST /api/logout',
      (req, ctx) => {
        if (req.token) ctx.tokens.revoke(req.token);
        return { body: { message: 'Logged out successfully', data: null } };
      },
      { writes: false },
    ),
  ];
}
