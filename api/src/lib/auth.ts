import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashing, StaffRole } from '@mfe/catalogue-core';
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

// A real argon2id hash of a random password: a login of no account costs the time of a real check.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex')));

/** The core's password hashing (issue 23), as the API does it: argon2id. */
export const argon2Passwords: PasswordHashing = {
  hash: hashPassword,
  async verify(hashed, password) {
    if (hashed === null) {
      await verifyPassword(await getDummyHash(), password);
      return false;
    }
    return verifyPassword(hashed, password);
  },
};

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** Whether the account has two-factor login on (an admin without it may be held to its own account's calls). */
  totp_enabled: boolean;
  /** Whether every admin account must have two-factor login (the security settings, read with the token). */
  twoFactorRequired: boolean;
  /** The session (api_tokens row) of the token. */
  sessionId: number;
}

/** How often a session's last_used_at is written: a use within a minute of the last one is not news. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Bearer tokens: random, stored as sha256 (the core's logIn issues them: a session each), expire,
 * revoked by logout, by ending the session, by a new password or a deactivation. Only an active
 * account's token opens anything.
 */
export class Tokens {
  /** Validated tokens (single-process PGlite only): hash → user, expiry, and when its use was last written. */
  private memo = new Map<string, { user: AuthUser; expires: number; touched: number }>();
  constructor(
    private d: Database,
    private memoize: boolean,
  ) {}

  async check(token: string): Promise<AuthUser | null> {
    if (!token || token.length > 200) return null;
    const h = hashToken(token);
    const m = this.memo.get(h);
    if (m) {
      if (m.expires <= Date.now()) {
        this.memo.delete(h);
        return null;
      }
      if (Date.now() - m.touched > TOUCH_EVERY_MS) {
        m.touched = Date.now();
        await this.touch(m.user.sessionId);
      }
      return m.user;
    }
    const rows = await this.d.query<{
      id: number;
      email: string;
      name: string;
      role: StaffRole;
      totp_enabled: boolean;
      two_factor_required: boolean;
      session_id: number;
      expires_at: Date | string;
      last_used_at: Date | string | null;
    }>(
      `SELECT u.id, u.email, u.name, u.role, u.totp_enabled, t.id AS session_id, t.expires_at, t.last_used_at,
         coalesce((SELECT s.admin_two_factor_required FROM security_settings s WHERE s.id = 1), false) AS two_factor_required
       FROM api_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = $1 AND NOT t.revoked AND t.expires_at > now() AND u.active`,
      [h],
    );
    const r = rows[0];
    if (!r) return null;
    const user: AuthUser = {
      id: r.id,
      email: r.email,
      name: r.name,
      role: r.role,
      totp_enabled: r.totp_enabled,
      twoFactorRequired: r.two_factor_required,
      sessionId: r.session_id,
    };
    let touched = r.last_used_at ? new Date(r.last_used_at).getTime() : 0;
    if (Date.now() - touched > TOUCH_EVERY_MS) {
      touched = Date.now();
      await this.touch(r.session_id);
    }
    if (this.memoize) {
      if (this.memo.size > 10_000) this.memo.clear();
      this.memo.set(h, { user, expires: new Date(r.expires_at).getTime(), touched });
    }
    return user;
  }

  /**
   * Forget every remembered token: called after each write of the staff accounts (../staff/sqlStaffStore.ts),
   * so that a deactivation, a new password, a new role, an ended session or a change of the security
   * settings applies to the next request.
   */
  forget(): void {
    this.memo.clear();
  }

  async revoke(token: string): Promise<void> {
    const h = hashToken(token);
    this.memo.delete(h);
    await this.d.query('UPDATE api_tokens SET revoked = true WHERE token_hash = $1', [h]);
  }

  private async touch(sessionId: number): Promise<void> {
    await this.d.query('UPDATE api_tokens SET last_used_at = now() WHERE id = $1', [sessionId]);
  }
}
