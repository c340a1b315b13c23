// Login throttling that neither leaks guesses nor lets a stranger lock the admin out.
//
// Two counters per attempt, kept in a ThrottleStore shared by every replica, kept across restarts,
// expired rather than cleared: the rows of login_throttle (DatabaseThrottleStore, the default) or
// Redis keys with TTLs (RedisThrottleStore in ./throttle-redis.ts, with REDIS_URL):
//  - per client address (`ip:`): a hard limit of `addressMax` failures per fixed window; over it,
//    every login from that address answers 429, whatever the e-mail (an attacker inventing a new
//    e-mail each time is counted here).
//  - per account (`account:`): after `accountFreeFailures` failures, each further attempt has to
//    wait a delay that doubles per failure up to `accountMaxDelayMs`. The delay applies only to
//    addresses that have been failing: from an address without a failure in its window the
//    password is always checked, so the real admin logs in while someone else guesses.
// An attempt is counted as a failure *before* its password is checked (and given back when it
// succeeds), so concurrent guesses cannot slip past the limit together, and the argon2 work is
// only done for attempts that passed both counters.
import net from 'node:net';
import type { Database } from '../db';

export interface ThrottleOptions {
  /** Failed logins per client address per window (default 10). */
  addressMax: number;
  /** The address window; an account's failures are remembered this long after the last one, at least twice the longest delay (default 15 min). */
  windowMs: number;
  /** Failures per account before the delay starts (default 5). */
  accountFreeFailures: number;
  /** The first delay; doubled per further failure (default 1 s). */
  accountBaseDelayMs: number;
  /** The longest delay (default 5 min). */
  accountMaxDelayMs: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  addressMax: 10,
  windowMs: 15 * 60_000,
  accountFreeFailures: 5,
  accountBaseDelayMs: 1000,
  accountMaxDelayMs: 5 * 60_000,
};

export type Gate = { ok: true } | { ok: false; retryAfterS: number; reason: 'address' | 'account' };

const MS = "* interval '1 millisecond'";

/** The account's delay after `failures` failures (only once failures >= accountFreeFailures). */
export function accountDelayMs(o: ThrottleOptions, failures: number): number {
  return Math.min(o.accountMaxDelayMs, o.accountBaseDelayMs * 2 ** (failures - o.accountFreeFailures));
}

/** How long an account's failures are kept: never shorter than the delay they cause. */
export function accountMemoryMs(o: ThrottleOptions): number {
  return Math.max(o.windowMs, 2 * o.accountMaxDelayMs);
}

/**
 * Where the counters live. Each call is one atomic step (one statement, one Lua script), so
 * replicas counting the same key at once cannot both see the same old value.
 */
export interface ThrottleStore {
  readonly kind: 'database' | 'redis';
  /**
   * Count one failure of the address in its fixed window (a new window when the last is over),
   * capped at addressMax + 1; the failures so far and the whole seconds left in the window (>= 1).
   */
  countAddress(key: string, o: ThrottleOptions): Promise<{ failures: number; retryS: number }>;
  /**
   * Count one failure of the account unless it is in its delay (accountDelayMs after its last
   * failure, once it has accountFreeFailures) and `force` is false; failures are forgotten
   * accountMemoryMs after the last one. Not counted: its failures and the ms since the last.
   */
  countAccount(key: string, o: ThrottleOptions, force: boolean): Promise<{ counted: true } | { counted: false; failures: number; sinceMs: number }>;
  /** Take one failure back from the address (never below 0, never making a key that has expired). */
  giveBack(key: string): Promise<void>;
  /** Forget the account's failures. */
  forget(key: string): Promise<void>;
  /**
   * Remove counters untouched for `keepMs` (their windows over); 0 where the store expires them
   * itself. One sweep serves every counter in the store, so `keepMs` is the longest any needs.
   */
  sweep(keepMs: number): Promise<number>;
  close(): Promise<void>;
}

/** The counters as rows of login_throttle (PGlite or PostgreSQL: shared by every process on it). */
export class DatabaseThrottleStore implements ThrottleStore {
  readonly kind = 'database' as const;
  constructor(private d: Database) {}

  async countAddress(key: string, o: ThrottleOptions) {
    const [a] = await this.d.query<{ failures: number; retry_s: number }>(
      `INSERT INTO login_throttle AS t (key, failures, window_start, last_failure) VALUES ($1, 1, now(), now())
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN t.window_start <= now() - $2::float8 ${MS} THEN 1 ELSE LEAST(t.failures + 1, $3::int + 1) END,
         window_start = CASE WHEN t.window_start <= now() - $2::float8 ${MS} THEN now() ELSE t.window_start END,
         last_failure = now()
       RETURNING t.failures, GREATEST(1, ceil(extract(epoch FROM t.window_start + $2::float8 ${MS} - now())))::int AS retry_s`,
      [key, o.windowMs, o.addressMax],
    );
    return { failures: a!.failures, retryS: a!.retry_s };
  }

  async countAccount(key: string, o: ThrottleOptions, force: boolean) {
    const delay = `LEAST($4::float8, $5::float8 * power(2, t.failures - $3::int)) ${MS}`;
    const counted = await this.d.query(
      `INSERT INTO login_throttle AS t (key, failures, window_start, last_failure) VALUES ($1, 1, now(), now())
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN t.last_failure <= now() - $2::float8 ${MS} THEN 1 ELSE t.failures + 1 END,
         window_start = CASE WHEN t.last_failure <= now() - $2::float8 ${MS} THEN now() ELSE t.window_start END,
         last_failure = now()
       WHERE $6::boolean OR t.last_failure <= now() - $2::float8 ${MS} OR t.failures < $3::int
         OR t.last_failure + ${delay} <= now()
       RETURNING t.failures`,
      [key, accountMemoryMs(o), o.accountFreeFailures, o.accountMaxDelayMs, o.accountBaseDelayMs, force],
    );
    if (counted.length) return { counted: true as const };
    const [w] = await this.d.query<{ failures: number; since_ms: number }>(
      'SELECT failures, (extract(epoch FROM now() - last_failure) * 1000)::float8 AS since_ms FROM login_throttle WHERE key = $1',
      [key],
    );
    // (w is missing only if a sweep removed the row in between: wait a second.)
    return {
      counted: false as const,
      failures: w?.failures ?? o.accountFreeFailures,
      sinceMs: w ? Number(w.since_ms) : accountDelayMs(o, o.accountFreeFailures) - 1000,
    };
  }

  async giveBack(key: string) {
    await this.d.query('UPDATE login_throttle SET failures = GREATEST(failures - 1, 0) WHERE key = $1', [key]);
  }

  async forget(key: string) {
    await this.d.query('DELETE FROM login_throttle WHERE key = $1', [key]);
  }

  async sweep(keepMs: number) {
    const rows = await this.d.query(
      `DELETE FROM login_throttle WHERE last_failure < now() - $1::float8 ${MS} AND window_start < now() - $1::float8 ${MS} RETURNING key`,
      [keepMs],
    );
    return rows.length;
  }

  async close() {}
}

/**
 * The counted part of a client address: IPv4 (also IPv4-mapped IPv6) whole, IPv6 by its /64,
 * which one machine usually has whole (so it cannot rotate through its own addresses).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!net.isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const full = ip.includes('::') ? [...h, ...Array(8 - h.length - t.length).fill('0'), ...t] : h;
  return `${full
    .slice(0, 4)
    .map((x) => x.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export class LoginThrottle {
  readonly opts: ThrottleOptions;
  constructor(
    readonly store: ThrottleStore,
    opts: Partial<ThrottleOptions> = {},
  ) {
    this.opts = { ...DEFAULT_THROTTLE, ...opts };
  }

  /** Count this attempt (as a failure until succeeded() says otherwise), or refuse it. */
  async begin(ip: string, email: string): Promise<Gate> {
    const o = this.opts;
    const ipKey = `ip:${addressKey(ip)}`;
    const a = await this.store.countAddress(ipKey, o);
    if (a.failures > o.addressMax) return { ok: false, retryAfterS: a.retryS, reason: 'address' };
    // The account: counted unless it is in its delay and this address has been failing.
    const clean = a.failures === 1;
    let w: Awaited<ReturnType<ThrottleStore['countAccount']>>;
    try {
      w = await this.store.countAccount(`account:${email.trim().toLowerCase()}`, o, clean);
    } catch (e) {
      await this.store.giveBack(ipKey).catch(() => undefined); // nothing was checked
      throw e;
    }
    if (w.counted) return { ok: true };
    // Refused: this attempt checked nothing, so it is not a failure of the address either.
    await this.store.giveBack(ipKey);
    const wait = accountDelayMs(o, w.failures) - w.sinceMs;
    return { ok: false, retryAfterS: Math.max(1, Math.ceil(wait / 1000)), reason: 'account' };
  }

  /** The password was right: the account's failures are forgotten, the address's attempt given back. */
  async succeeded(ip: string, email: string): Promise<void> {
    await this.store.forget(`account:${email.trim().toLowerCase()}`);
    await this.store.giveBack(`ip:${addressKey(ip)}`);
  }

  /**
   * Delete the counters whose window is over (run at start and periodically; Redis expires its
   * own). Other counters in the same store (AddressLimit) that need longer say so in `keepAtLeastMs`.
   */
  sweep(keepAtLeastMs = 0): Promise<number> {
    return this.store.sweep(Math.max(accountMemoryMs(this.opts), keepAtLeastMs));
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
