// The login counters in Redis (REDIS_URL): the same semantics as the rows of login_throttle, each
// step one Lua script (atomic on the server, so replicas counting at once cannot both read the
// same old value), every key with a TTL so that it expires by itself: nothing is ever cleared
// whole, and a flood of invented keys only costs memory until their TTLs run out.
//
//  - address `<prefix>ip:…`: a string counter; INCR, and PEXPIRE windowMs when it is new (a fixed
//    window); capped at addressMax + 1; Retry-After is its PTTL.
//  - account `<prefix>account:…`: a hash {f: failures, last: ms of the last failure}, PEXPIRE
//    accountMemoryMs at every counted failure (forgotten that long after the last one). Times are
//    the Redis server's (TIME), one clock for every replica, as now() is in the database.
//
// Redis unreachable (down, restarting, too slow): every call fails fast (no offline queue, a
// command timeout) with ThrottleUnavailable, which the login route answers 503 with Retry-After.
import { CatalogueError } from '@mfe/catalogue-core';
import { createClient } from 'redis';
import { accountMemoryMs, type ThrottleOptions, type ThrottleStore } from './throttle';

/** 503 {message} with Retry-After: the counters cannot be read, so no password is checked. */
export class ThrottleUnavailable extends CatalogueError {
  constructor(cause: unknown) {
    super(503, 'Logging in is not possible at the moment. Try again shortly.', undefined, { 'retry-after': '5' });
    this.cause = cause;
  }
}

// KEYS[1] address key; ARGV windowMs, addressMax. Returns {failures, ms left}.
const COUNT_ADDRESS = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if n == 1 or ttl < 0 then
  redis.call('SET', KEYS[1], 1, 'PX', ARGV[1])
  return {1, tonumber(ARGV[1])}
end
local cap = tonumber(ARGV[2]) + 1
if n > cap then
  redis.call('DECR', KEYS[1])
  n = cap
end
return {n, ttl}`;

// KEYS[1] account key; ARGV memoryMs, free, maxDelayMs, baseDelayMs, force (1/0).
// Returns {1} when counted, else {0, failures, ms since the last}.
const COUNT_ACCOUNT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local memory = tonumber(ARGV[1])
local free = tonumber(ARGV[2])
local v = redis.call('HMGET', KEYS[1], 'f', 'last')
local f = tonumber(v[1]) or 0
local last = tonumber(v[2]) or 0
if f > 0 and last <= now - memory then f = 0 end
local delay = math.min(tonumber(ARGV[3]), tonumber(ARGV[4]) * 2 ^ (f - free))
if ARGV[5] == '1' or f < free or last + delay <= now then
  redis.call('HSET', KEYS[1], 'f', f + 1, 'last', now)
  redis.call('PEXPIRE', KEYS[1], memory)
  return {1}
end
return {0, f, now - last}`;

// KEYS[1] address key: one failure back, only on a key that still exists (its TTL is kept).
const GIVE_BACK = `
local n = tonumber(redis.call('GET', KEYS[1]))
if n and n > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** The part of node-redis's client used here (its full generic type is not worth spelling). */
export interface RedisLike {
  readonly isReady: boolean;
  readonly isOpen: boolean;
  sendCommand(args: string[], options?: { timeout?: number }): Promise<unknown>;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
  connect(): Promise<unknown>;
  close(): Promise<unknown>;
  destroy(): void;
}

export interface RedisStoreOptions {
  /** Prepended to every key (default 'login-throttle:'), so the counters can share a Redis. */
  prefix?: string;
  /** A command not answered within this is failed (503); default 2000 ms. */
  commandTimeoutMs?: number;
  /** Told about connection errors (the client reconnects by itself). */
  onError?: (err: Error) => void;
}

export class RedisThrottleStore implements ThrottleStore {
  readonly kind = 'redis' as const;
  readonly prefix: string;
  private timeout: number;
  private closed = false;

  private constructor(
    readonly client: RedisLike,
    o: RedisStoreOptions,
  ) {
    this.prefix = o.prefix ?? 'login-throttle:';
    this.timeout = o.commandTimeoutMs ?? 2000;
  }

  /**
   * Connect in the background: the API starts (and answers 503 to logins) while Redis is down,
   * and the client keeps reconnecting (backing off up to 2 s).
   */
  static open(url: string, o: RedisStoreOptions = {}): RedisThrottleStore {
    const client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2000) },
    }) as unknown as RedisLike;
    const store = new RedisThrottleStore(client, o);
    // Without a listener an 'error' event would end the process.
    client.on('error', (err: Error) => {
      if (!store.closed) o.onError?.(err);
    });
    client.connect().catch((err: Error) => o.onError?.(err));
    return store;
  }

  /** Wait up to `ms` for the first connection (true if connected); the API starts either way. */
  async ready(ms: number): Promise<boolean> {
    const until = Date.now() + ms;
    while (!this.client.isReady && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    return this.client.isReady;
  }

  /**
   * One command, failed with ThrottleUnavailable when not connected or not answered in time.
   * (node-redis's own `timeout` only covers the wait before the command is written, not a server
   * that stops answering, hence the timer here; a late reply is dropped by the client.)
   */
  private async send(args: string[]): Promise<unknown> {
    if (!this.client.isReady) throw new ThrottleUnavailable(new Error('Redis is not connected'));
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        this.client.sendCommand(args, { timeout: this.timeout }),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`Redis did not answer within ${this.timeout} ms`)), this.timeout);
        }),
      ]);
    } catch (e) {
      throw new ThrottleUnavailable(e);
    } finally {
      clearTimeout(timer);
    }
  }

  private run(script: string, key: string, args: Array<string | number>): Promise<unknown> {
    return this.send(['EVAL', script, '1', this.prefix + key, ...args.map(String)]);
  }

  async countAddress(key: string, o: ThrottleOptions) {
    const [failures, ms] = (await this.run(COUNT_ADDRESS, key, [Math.max(1, Math.round(o.windowMs)), o.addressMax])) as [number, number];
    return { failures: Number(failures), retryS: Math.max(1, Math.ceil(Number(ms) / 1000)) };
  }

  async countAccount(key: string, o: ThrottleOptions, force: boolean) {
    const r = (await this.run(COUNT_ACCOUNT, key, [
      Math.max(1, Math.round(accountMemoryMs(o))),
      o.accountFreeFailures,
      o.accountMaxDelayMs,
      o.accountBaseDelayMs,
      force ? 1 : 0,
    ])) as number[];
    if (Number(r[0]) === 1) return { counted: true as const };
    return { counted: false as const, failures: Number(r[1]), sinceMs: Number(r[2]) };
  }

  async giveBack(key: string) {
    await this.run(GIVE_BACK, key, []);
  }

  async forget(key: string) {
    await this.send(['DEL', this.prefix + key]);
  }

  /** Every key has a TTL: Redis expires them itself. */
  async sweep() {
    return 0;
  }

  async close() {
    if (this.closed) return;
    this.closed = true;
    if (this.client.isOpen) await this.client.close().catch(() => this.client.destroy());
    else this.client.destroy();
  }
}
