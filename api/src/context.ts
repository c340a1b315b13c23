import type { FastifyInstance } from 'fastify';
import type { Database } from './db';
import type { AuthUser, Tokens } from './lib/auth';
import type { Cache } from './lib/cache';
import { getSnapshot, type Snapshot } from './lib/catalog';
import type { Storage } from './lib/storage';
import type { LoginThrottle } from './lib/throttle';
import { loadSearchIndex } from './store/searchRecords';
import { SqlCatalogueStore } from './store/sqlStore';

export interface Ctx {
  d: Database;
  storage: Storage;
  cache: Cache;
  tokens: Tokens;
  /** Failed logins per client address and per account (POST /api/login). */
  throttle: LoginThrottle;
  snapshot(): Promise<Snapshot>;
  /** Drop the caches (the store does it after every write it makes). */
  invalidate(): void;
  /** The catalogue's tables as the core's use cases read and write them. */
  store: SqlCatalogueStore;
}

export function makeCtx(parts: Omit<Ctx, 'snapshot' | 'invalidate' | 'store'>): Ctx {
  const snapshot = () => getSnapshot(parts.d, parts.cache);
  const invalidate = () => parts.cache.invalidate();
  // The search's index of every record, built on the first search after a write.
  const searchIndex = () => parts.cache.value('search-index', async () => loadSearchIndex(parts.d, await snapshot()));
  const store = new SqlCatalogueStore({
    db: parts.d.db,
    query: parts.d.query,
    searchIndex,
    snapshot,
    invalidate,
    removeFile: (path) => parts.storage.remove(path),
  });
  return { ...parts, snapshot, invalidate, store };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: Ctx;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
  }
}

export type App = FastifyInstance;
