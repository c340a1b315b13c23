// What keeps a flood of public searches from slowing the admin (GET /api/search):
//  - per client address (the login throttle's addressKey: IPv4 whole, IPv6 by its /64), a token
//    bucket of `perAddress` searches refilled over `windowMs`: 30 per 10 s lets a person type
//    (suggestions are debounced, one request per pause) and stops a script at 3 a second;
//  - per process, an uncached search runs only while no other request is being answered (the
//    admin's, a public page's), at most `concurrent` at once and, while other requests came in the
//    last second, one per `busyGapMs` (50 a second); up to `queue` wait at most `waitMs`
//    for a turn (a flood's connections wait, idle, instead of asking again at once), the rest are
//    refused (503). Cached answers take no turn.
// In memory, per process: a replica counts its own share (the load balancer spreads an address).
import { addressKey } from './throttle';

export interface SearchLimits {
  /** Searches per client address per window (the bucket's size). */
  perAddress: number;
  /** The window in which a full bucket refills, in ms. */
  windowMs: number;
  /** Uncached searches running at once in this process. */
  concurrent: number;
  /** Searches waiting for a turn at most; more are refused. */
  queue: number;
  /** How long a search waits for its turn before it is refused, in ms. */
  waitMs: number;
  /** While other requests came in the last second: the least time between two searches' starts, in ms. */
  busyGapMs: number;
}

export const DEFAULT_SEARCH_LIMITS: SearchLimits = { perAddress: 30, windowMs: 10_000, concurrent: 2, queue: 1000, waitMs: 1000, busyGapMs: 20 };

/** Token buckets per client address; a full bucket is forgotten (no state for quiet addresses). */
export class AddressBuckets {
  private buckets = new Map<string, { tokens: number; at: number }>();
  constructor(
    private size: number,
    private windowMs: number,
    private now: () => number = Date.now,
  ) {}

  /** Take one search from the address's bucket: 0 when it may go, else the whole seconds until it may (>= 1). */
  take(ip: string): number {
    const key = addressKey(ip);
    const now = this.now();
    const perMs = this.size / this.windowMs;
    const b = this.buckets.get(key);
    const tokens = b ? Math.min(this.size, b.tokens + (now - b.at) * perMs) : this.size;
    if (tokens < 1) {
      if (b) Object.assign(b, { tokens, at: now });
      return Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    if (this.buckets.size > 10_000) this.sweep(now);
    return 0;
  }

  /** Forget the buckets that have refilled. */
  sweep(now = this.now()): void {
    const perMs = this.size / this.windowMs;
    for (const [key, b] of this.buckets) if (b.tokens + (now - b.at) * perMs >= this.size) this.buckets.delete(key);
  }
}

/**
 * Turns for work that must not crowd the process: at most `max` at once, none while another
 * request (the admin's, a public page's) is being answered, and, while such requests came in the
 * last second, one every `busyGapMs` at most: a search only takes the idle moments, and a flood of
 * them only a bounded share of a busy server. A bounded queue; a wait longer than `waitMs` gives up.
 */
export class Turns {
  private running = 0;
  private others = 0;
  private lastOther = -Infinity;
  private lastStart = -Infinity;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private waiting: Array<() => void> = [];
  constructor(
    private max: number,
    private queue: number,
    private waitMs: number,
    private busyGapMs: number,
    private now: () => number = Date.now,
  ) {}

  /** Another request is being answered: turns wait until it is done. */
  otherStarted(): void {
    this.others++;
    this.lastOther = this.now();
  }

  otherEnded(): void {
    this.others--;
    this.wakeNext();
  }

  /** How long until a turn may start: 0 now, Infinity until something ends. */
  private wait(): number {
    if (this.running >= this.max || this.others > 0) return Infinity;
    const now = this.now();
    if (now - this.lastOther > 1000) return 0;
    return Math.max(0, this.lastStart + this.busyGapMs - now);
  }

  /** Give waiting work its turns while there are turns to give (counted as running before it wakes). */
  private wakeNext(): void {
    let wait = this.wait();
    while (this.waiting.length && wait === 0) {
      this.start();
      this.waiting.shift()!();
      wait = this.wait();
    }
    if (this.waiting.length && wait !== Infinity && !this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.wakeNext();
      }, wait);
    }
  }

  private start(): void {
    this.running++;
    this.lastStart = this.now();
  }

  /** Run `work` in a turn; null when no turn came (queue full, or none within waitMs). */
  async run<T>(work: () => Promise<T>): Promise<{ value: T } | null> {
    if (!this.waiting.length && this.wait() === 0) {
      this.start();
    } else {
      if (this.waiting.length >= this.queue) return null;
      const got = await new Promise<boolean>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          this.waiting = this.waiting.filter((w) => w !== wake);
          resolve(false);
        }, this.waitMs);
        this.waiting.push(wake);
        this.wakeNext();
      });
      if (!got) return null;
    }
    try {
      return { value: await work() };
    } finally {
      this.running--;
      this.wakeNext();
    }
  }
}
