import crypto from 'node:crypto';

export interface CachedBody {
  body: string;
  etag: string;
  at: number;
}

/**
 * In-process caches. Every write calls invalidate(). With PostgreSQL several API processes may
 * share a database, so entries also expire after ttlMs (Infinity for PGlite: one process only).
 */
export class Cache {
  version = 0;
  private responses = new Map<string, CachedBody>();
  private values = new Map<string, { v: unknown; at: number; version: number }>();
  constructor(
    public ttlMs: number = Infinity,
    private maxEntries = 2000,
  ) {}

  invalidate(): void {
    this.version++;
    this.responses.clear();
    this.values.clear();
  }

  private fresh(at: number): boolean {
    return this.ttlMs === Infinity || Date.now() - at < this.ttlMs;
  }

  getResponse(key: string): CachedBody | undefined {
    const e = this.responses.get(key);
    if (e && this.fresh(e.at)) return e;
    if (e) this.responses.delete(key);
    return undefined;
  }

  setResponse(key: string, payload: unknown, version: number): CachedBody {
    const body = JSON.stringify(payload);
    const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
    const e = { body, etag, at: Date.now() };
    if (version === this.version) {
      if (this.responses.size >= this.maxEntries) this.responses.clear();
      this.responses.set(key, e);
    }
    return e;
  }

  /** Memoize an async value until the next write (or ttl). */
  async value<T>(key: string, load: () => Promise<T>): Promise<T> {
    const e = this.values.get(key);
    if (e && e.version === this.version && this.fresh(e.at)) return e.v as Promise<T>;
    const version = this.version;
    const p = load();
    if (this.values.size >= this.maxEntries) this.values.clear();
    this.values.set(key, { v: p, at: Date.now(), version });
    // A failed load is not remembered.
    p.catch(() => {
      if (this.values.get(key)?.v === p) this.values.delete(key);
    });
    return p;
  }
}
