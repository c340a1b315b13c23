import type { App } from '../context';
import crypto from 'node:crypto';
import { hashPassword, verifyPassword } from '../lib/auth';
import { AppError, unprocessable } from '../lib/errors';
import { checkLogin } from '../rules';
import { bearer, bodies } from './schemas';

// A real argon2id hash of a random password: unknown e-mails cost the same time as known ones.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex')));

export function authRoutes(app: App) {
  const { ctx } = app;

  app.post('/api/login', {
    config: { public: true },
    schema: {
      tags: ['Auth'],
      summary: 'Log in: data {id, email, name, token} (429 with Retry-After after repeated failures per address or account)',
      body: bodies.login,
    },
  }, async (req) => {
    // Cheap checks first: a malformed body costs no counter and no hashing.
    const r = checkLogin((req.body ?? {}) as Record<string, unknown>);
    if (!r.ok) throw unprocessable(r.errors);
    const email = r.value.email.toLowerCase();
    const gate = await ctx.throttle.begin(req.ip, email);
    if (!gate.ok) {
      const wait = String(gate.retryAfterS);
      throw new AppError(429, `Too many login attempts. Try again in ${wait} seconds.`, undefined, { 'retry-after': wait });
    }
    const [user] = await ctx.d.query<{ id: number; email: string; name: string; password_hash: string }>(
      'SELECT id, email, name, password_hash FROM users WHERE lower(email) = $1',
      [email],
    );
    const ok = await verifyPassword(user?.password_hash ?? (await getDummyHash()), r.value.password);
    if (!user || !ok) throw new AppError(401, 'These credentials do not match our records');
    await ctx.throttle.succeeded(req.ip, email);
    const token = await ctx.tokens.issue(user);
    return { message: 'Login successful', data: { id: user.id, email: user.email, name: user.name, token } };
  });

  app.post('/api/logout', {
    schema: { tags: ['Auth'], summary: 'Revoke the bearer token', security: bearer },
  }, async (req) => {
    const token = bearerToken(req.headers.authorization);
    if (token) await ctx.tokens.revoke(token);
    return { message: 'Logged out successfully', data: null };
  });
}

export function bearerToken(h: string | undefined): string | null {
  if (!h) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  return m ? m[1]! : null;
}
