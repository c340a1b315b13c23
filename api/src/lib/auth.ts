import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Database } from '../db';

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2 /* Algorithm.Argon2id */ });
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

export interface AuthUser {
  id: number;
  email: string;
  name: string;
}

/** Bearer tokens: random, stored as sha256, expire after ttlHours, revoked by logout. */
export class Tokens {
  /** Validated tokens (single-process PGlite only): hash → user and expiry. */
  private memo = new Map<string, { user: AuthUser; expires: number }>();
  constructor(
    private d: Database,
    private ttlHours: number,
    private memoize: boolean,
  ) {}

  async issue(user: AuthUser): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    const expires = new Date(Date.now() + this.ttlHours * 3600_000);
    await this.d.query('INSERT INTO api_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, $3)', [
      user.id,
      hashToken(token),
      expires.toISOString(),
    ]);
    // Housekeeping: forget long-expired tokens.
    await this.d.query("DELETE FROM api_tokens WHERE expires_at < now() - interval '1 day'");
    return token;
  }

  async check(token: string): Promise<AuthUser | null> {
    if (!token || token.length > 200) return null;
    const h = hashToken(token);
    const m = this.memo.get(h);
    if (m) {
      if (m.expires > Date.now()) return m.user;
      this.memo.delete(h);
      return null;
    }
    const rows = await this.d.query<{ id: number; email: string; name: string; expires_at: Date | string }>(
      `SELECT u.id, u.email, u.name, t.expires_at FROM api_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = $1 AND NOT t.revoked AND t.expires_at > now()`,
      [h],
    );
    const r = rows[0];
    if (!r) return null;
    const user = { id: r.id, email: r.email, name: r.name };
    if (this.memoize) {
      if (this.memo.size > 10_000) this.memo.clear();
      this.memo.set(h, { user, expires: new Date(r.expires_at).getTime() });
    }
    return user;
  }

  async revoke(token: string): Promise<void> {
    const h = hashToken(token);
    this.memo.delete(h);
    await this.d.query('UPDATE api_tokens SET revoked = true WHERE token_hash = $1', [h]);
  }
}
