import type { App } from '../context';
import crypto from 'node:crypto';
import { CatalogueError, MESSAGES, parse, requests, responses } from '@mfe/catalogue-core';
import { hashPassword, verifyPassword } from '../lib/auth';
import { answers, bearer, jsonSchema } from './schemas';

// A real argon2id hash of a random password: unknown e-mails cost the same time as known ones.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex')));

export function authRoutes(app: App) {
  const { ctx } = app;

  app.post(
    '/api/login',
    {
      config: { public: true },
      schema: {
        tags: ['Auth'],
        summary: 'Log in: data {id, email, name, token} (429 with Retry-After after repeated failures per address or account)',
        body: jsonSchema(requests.loginInput),
        response: answers(200, responses.saved(responses.loggedIn)),
      },
    },
    async (req) => {
      // Cheap checks first: a malformed body costs no counter and no hashing.
      const input = parse(requests.loginInput, req.body);
      const email = input.email.toLowerCase();
      const gate = await ctx.throttle.begin(req.ip, email);
      if (!gate.ok) {
        const wait = String(gate.retryAfterS);
        throw new CatalogueError(429, `Too many login attempts. Try again in ${wait} seconds.`, undefined, { 'retry-after': wait });
      }
      const [user] = await ctx.d.query<{ id: number; email: string; name: string; password_hash: string }>(
        'SELECT id, email, name, password_hash FROM users WHERE lower(email) = $1',
        [email],
      );
      const ok = await verifyPassword(user?.password_hash ?? (await getDummyHash()), input.password);
      if (!user || !ok) throw new CatalogueError(401, MESSAGES.loginFailed);
      await ctx.throttle.succeeded(req.ip, email);
      const token = await ctx.tokens.issue(user);
      return { message: MESSAGES.loginSucceeded, data: { id: user.id, email: user.email, name: user.name, token } };
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
