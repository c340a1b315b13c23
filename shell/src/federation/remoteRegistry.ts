import type { ComponentType } from 'react';
import type { RemoteConfig } from '@mfe/shared-ui';
import { withTimeout } from './withTimeout';

// Which remotes the shell composes, where they live (from the runtime config) and how a screen
// of theirs is loaded: with a time limit, and with a fresh registration after a failure so that
// Retry really refetches (the federation runtime keeps a failed entry load cached otherwise).

export const REMOTE_NAMES = ['public_remote', 'admin_remote'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The parts of @module-federation/enhanced/runtime the registry uses (a fake in unit tests). */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

/** The remote cannot be used: not configured, failed to load, or its module has no component. */
export class RemoteUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemoteUnavailableError';
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RemoteComponent = ComponentType<any>;

export interface RemoteRegistry {
  /** The component when it has been loaded before (renders without a loading flash). */
  cached(remote: RemoteName, module: string): RemoteComponent | undefined;
  load(remote: RemoteName, module: string): Promise<RemoteComponent>;
}

/** Adds a query parameter that makes the runtime and the browser treat the entry as new. */
export function freshEntryUrl(entry: string, attempt: number): string {
  const url = new URL(entry, globalThis.location?.href ?? 'http://localhost/');
  url.searchParams.set('retry', String(attempt));
  return url.href;
}

export function createRemoteRegistry(
  runtime: FederationRuntime,
  remotes: Partial<Record<string, RemoteConfig>>,
  timeoutMs: number,
): RemoteRegistry {
  const components = new Map<string, RemoteComponent>();
  /** Remotes whose last load failed: re-registered before the next attempt. */
  const failed = new Set<RemoteName>();
  let attempts = 0;

  const configured = REMOTE_NAMES.flatMap((name) => {
    const entry = remotes[name]?.entry;
    return entry ? [{ name, entry }] : [];
  });
  if (configured.length) runtime.registerRemotes(configured);

  return {
    cached: (remote, module) => components.get(`${remote}/${module}`),

    async load(remote, module) {
      const id = `${remote}/${module}`;
      const known = components.get(id);
      if (known) return known;
      const entry = remotes[remote]?.entry;
      if (!entry) throw new RemoteUnavailableError(`No entry URL for ${remote} in the runtime config`);
      if (failed.has(remote)) {
        attempts += 1;
        runtime.registerRemotes([{ name: remote, entry: freshEntryUrl(entry, attempts) }], { force: true });
        failed.delete(remote);
      }
      try {
        const loaded = await withTimeout(runtime.loadRemote<{ default?: RemoteComponent }>(id), timeoutMs, id);
        const component = loaded?.default;
        if (!component || (typeof component !== 'function' && typeof component !== 'object')) {
          throw new RemoteUnavailableError(`${id} has no default-exported component`);
        }
        components.set(id, component);
        return component;
      } catch (error) {
        failed.add(remote);
        throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(`${id} failed to load`, { cause: error });
      }
    },
  };
}
