import type { App } from '../context';
import { CatalogueError, logIn, MESSAGES, requests, responses } from '@mfe/catalogue-core';
import { sendAnswer } from '../lib/http';
import { answers, bearer, jsonSchema } from './schemas';

export function authRoutes(app: App) {
  const { ctx } = app;

  app.post(
    '/api/login',
    {
      config: { public: true },
      schema: {
        tags: ['Auth'],
        summary:
          'Log in an active account with a password: data {id, email, name, role, token} (429 with Retry-After after repeated failures per address or account)',
        body: jsonSchema(requests.loginInput),
        response: answers(200, responses.saved(responses.loggedIn)),
      },
    },
    async (req, reply) => {
      const gate = {
        async admit(email: string) {
          const turn = await ctx.throttle.begin(req.ip, email);
          if (turn.ok) return;
          const wait = String(turn.retryAfterS);
          throw new CatalogueError(429, `Too many login attempts. Try again in ${wait} seconds.`, undefined, { 'retry-after': wait });
        },
        succeeded: (email: string) => ctx.throttle.succeeded(req.ip, email),
      };
      const answer = await logIn(app.staff, req.body, { address: req.ip, user_agent: req.headers['user-agent'] ?? null }, gate);
      return sendAnswer(reply, answer);
    },
  );

  app.post(
    '/api/logout',
    {
      schema: { tags: ['Auth'], summary: 'Revoke the bearer token', security: bearer },
    },
    async (req) => {
      const token = bearerToken(req.headers.authorization);
      if (token) await ctx.tokens.revoke(token);
      return { message: MESSAGES.loggedOut, data: null };
    },
  );
}

export function bearerToken(h: string | undefined): string | null {
  if (!h) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  return m ? m[1]! : null;
}
