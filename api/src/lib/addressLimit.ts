// A per-address allowance in a fixed window (e.g. 5 inquiries per hour), counted in the login
// throttle's ThrottleStore (the database's login_throttle rows, or Redis): every replica sees the
// same counts, and a restart forgets nothing. Addresses are counted as the login throttle counts
// them (addressKey: IPv6 by its /64), from req.ip (trusted proxies only, see TRUST_PROXY); or,
// given another keyOf, per whatever else a request names (the password reset's e-mail address).
import { addressKey, DEFAULT_THROTTLE, type ThrottleStore } from './throttle';

export interface AddressLimitOptions {
  /** Allowed per address per window. */
  max: number;
  windowMs: number;
}

export type Allowance = { ok: true } | { ok: false; retryAfterS: number };

export class AddressLimit {
  constructor(
    private readonly store: ThrottleStore,
    /** Keeps these counters apart from the login's (`ip:`, `account:`). */
    private readonly prefix: string,
    readonly opts: AddressLimitOptions,
    /** The counter's key of what is counted (by default a client address). */
    private readonly keyOf: (counted: string) => string = addressKey,
  ) {}

  /** Count one use by this address, or refuse it once the window's allowance is used up. */
  async take(ip: string): Promise<Allowance> {
    const { failures: used, retryS } = await this.store.countAddress(`${this.prefix}${this.keyOf(ip)}`, {
      ...DEFAULT_THROTTLE,
      addressMax: this.opts.max,
      windowMs: this.opts.windowMs,
    });
    return used > this.opts.max ? { ok: false, retryAfterS: retryS } : { ok: true };
  }
}
