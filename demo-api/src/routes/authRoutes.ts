// Login of any active account with a password (the core's logIn) and logout, which ends the
// token's session: the Bearer tokens the other routes check.
import { logIn, MESSAGES } from '@mfe/catalogue-core';
import { route, type DemoRoute } from '../http/router';

/** The browser the demo runs in, for the list of sessions. */
const userAgent = () => (typeof navigator === 'undefined' ? null : (navigator.userAgent ?? null));

export function authRoutes(): DemoRoute[] {
  return [
    route('POST /api/login', async (req, ctx) => logIn(ctx.staff, req.fields, { address: null, user_agent: userAgent() }), { public: true }),
    route('POST /api/logout', async (req, ctx) => {
      const sessionId = ctx.actor.sessionId;
      if (req.token && ctx.actor.member && sessionId) await ctx.staff.store.endSession(ctx.actor.member.id, sessionId);
      return { body: { message: MESSAGES.loggedOut, data: null } };
    }),
  ];
}
