import type { FastifyInstance } from 'fastify';
import type { Database } from './db';
import type { AuthUser, Tokens } from './lib/auth';
import type { Cache, CatalogueChange } from './lib/cache';
import { getSnapshot, type Snapshot } from './lib/catalog';
import type { Storage } from './lib/storage';
import type { LoginThrottle } from './lib/throttle';
import { SearchKeeper } from './store/searchRecords';
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
  /** The public search's index, following the writes (./store/searchRecords.ts). */
  search: SearchKeeper;
}

export function makeCtx(parts: Omit<Ctx, 'snapshot' | 'invalidate' | 'store' | 'search'> & { onSearchIndexError?: (error: unknown) => void }): Ctx {
  const snapshot = () => getSnapshot(parts.d, parts.cache);
  const invalidate = (change?: CatalogueChange) => parts.cache.invalidate(change);
  // The search's index of every record: built on the first search, then changed by each write
  // (its own records) and caught up with whenever the catalogue's version moves.
  const search = new SearchKeeper(parts.d, snapshot, parts.onSearchIndexError);
  parts.cache.onInvalidate((change) => search.changed(change));
  const store = new SqlCatalogueStore({
    db: parts.d.db,
    query: parts.d.query,
    searchIndex: () => search.current(),
    written: (records) => search.written(records),
    snapshot,
    invalidate,
    removeFile: (path) => parts.storage.remove(path),
  });
  const { onSearchIndexError: _onError, ...rest } = parts;
  return { ...rest, snapshot, invalidate, store, search };
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
    /** Only for the admin role (../lib/roles.ts). */
    admin?: boolean;
  }
}

export type App = FastifyInstance;
