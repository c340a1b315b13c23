import type { FastifyInstance } from 'fastify';
import type { Database } from './db';
import type { AuthUser, Tokens } from './lib/auth';
import type { Cache } from './lib/cache';
import { getSnapshot, type Snapshot } from './lib/catalog';
import type { Storage } from './lib/storage';
import type { LoginThrottle } from './lib/throttle';

export interface Ctx {
  d: Database;
  storage: Storage;
  cache: Cache;
  tokens: Tokens;
  /** Failed logins per client address and per account (POST /api/login). */
  throttle: LoginThrottle;
  snapshot(): Promise<Snapshot>;
  /** Call after every write. */
  invalidate(): void;
}

export function makeCtx(parts: Omit<Ctx, 'snapshot' | 'invalidate'>): Ctx {
  return {
    ...parts,
    snapshot: () => getSnapshot(parts.d, parts.cache),
    invalidate: () => parts.cache.invalidate(),
  };
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
