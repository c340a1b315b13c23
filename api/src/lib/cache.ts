import crypto from 'node:crypto';

export interface CachedBody {
  body: string;
  etag: string;
  at: number;
}

/** Why the caches were dropped, for what follows the writes outside them (the search index). */
export type CatalogueChange =
  /** A write of this process (the store names its records to the search index itself). */
  | { local: true }
  /** The catalogue's version moved to this number (NOTIFY, the version gate). */
  | { version: number }
  /** Unknown (notifications missed, a reset, a snapshot found older than the database). */
  | Record<string, never>;

/**
 * In-process caches. Every write calls invalidate(). With PostgreSQL several API processes may
 * share a database, so entries also expire after ttlMs (Infinity for PGlite: one process only).
 */
export class Cache {
  version = 0;
  private responses = new Map<string, CachedBody>();
  private values = new Map<string, { v: unknown; at: number; version: number }>();
  private listeners: Array<(change: CatalogueChange) => void> = [];
  constructor(
    public ttlMs: number = Infinity,
    private maxEntries = 2000,
  ) {}

  /** Drop every entry; `change` says why, to what follows the writes outside the cache (the search index). */
  invalidate(change: CatalogueChange = {}): void {
    this.version++;
    this.responses.clear();
    this.values.clear();
    for (const listener of this.listeners) listener(change);
  }

  /** Be told of every invalidate() (what is kept outside the cache and follows the writes). */
  onInvalidate(listener: (change: CatalogueChange) => void): void {
    this.listeners.push(listener);
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
