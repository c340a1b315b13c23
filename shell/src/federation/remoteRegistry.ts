import type { ComponentType } from 'react';
import type { Locale, RemoteConfig } from '@mfe/shared-ui';
import { withTimeout } from './withTimeout';
import { RemoteUnavailableError } from './remoteUnavailableError';

export { RemoteUnavailableError };

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each exposed screen has its own props (area, section, …), which the route passes
export type RemoteComponent = ComponentType<any>;

export interface RemoteRegistry {
  /** The component when it has been loaded before (renders without a loading flash). */
  cached(remote: RemoteName, module: string): RemoteComponent | undefined;
  /** The error of the last load of this screen when it failed and none has been tried since. */
  lastFailure?(remote: RemoteName, module: string): unknown;
  load(remote: RemoteName, module: string): Promise<RemoteComponent>;
  /**
   * Loads a remote's dictionary of a locale (its exposed './messages' module's `load`, issue 22),
   * so a hydrating screen does not suspend on it; resolves also when the remote has none or it
   * fails (the screen's Suspense boundary waits for it then).
   */
  loadMessages?(remote: RemoteName, locale: Locale): Promise<void>;
}

/** Adds a query parameter that makes the runtime and the browser treat the entry as new. */
export function freshEntryUrl(entry: string, attempt: number): string {
  const url = new URL(entry, globalThis.location?.href ?? 'http://localhost/');
  url.searchParams.set('retry', String(attempt));
  return url.href;
}

/** The script a remote's mf-manifest.json names; that code loads only for a config that names a manifest. */
const loadEntryOfManifest = (manifestUrl: string) => import('./manifestEntry').then((module) => module.entryOfManifest(manifestUrl));

/** The manifest entry of a remote (its mf-manifest.json) rather than its script. */
export function isManifestUrl(entry: string): boolean {
  return new URL(entry, globalThis.location?.href ?? 'http://localhost/').pathname.endsWith('.json');
}

export function createRemoteRegistry(
  runtime: FederationRuntime,
  remotes: Partial<Record<string, RemoteConfig>>,
  timeoutMs: number,
  entryOfManifest: (manifestUrl: string) => Promise<string> = loadEntryOfManifest,
): RemoteRegistry {
  const components = new Map<string, RemoteComponent>();
  /** Screens whose last load failed, with the error: shown as failed at once, until the next load. */
  const failures = new Map<string, unknown>();
  /** Each remote's registration with the runtime, made on its first load and shared by concurrent loads. */
  const registrations = new Map<RemoteName, Promise<void>>();
  /** Remotes whose last load failed: registered afresh (new URL, forced) before the next attempt. */
  const failed = new Set<RemoteName>();
  let attempts = 0;

  /** Registers the remote's script, read from its manifest first when the config names one. */
  function registration(remote: RemoteName, configured: string): Promise<void> {
    const known = registrations.get(remote);
    if (known) return known;
    const retry = failed.delete(remote);
    const attempt = retry ? ++attempts : 0;
    const fresh = (url: string) => (retry ? freshEntryUrl(url, attempt) : url);
    const registering = (async () => {
      const entry = isManifestUrl(configured) ? await entryOfManifest(fresh(configured)) : configured;
      runtime.registerRemotes([{ name: remote, entry: fresh(entry) }], retry ? { force: true } : undefined);
    })();
    registrations.set(remote, registering);
    return registering;
  }

  return {
    cached: (remote, module) => components.get(`${remote}/${module}`),
    lastFailure: (remote, module) => failures.get(`${remote}/${module}`),

    async load(remote, module) {
      const id = `${remote}/${module}`;
      const known = components.get(id);
      if (known) return known;
      failures.delete(id);
      const entry = remotes[remote]?.entry;
      if (!entry) throw new RemoteUnavailableError(`No entry URL for ${remote} in the runtime config`);
      try {
        const loading = registration(remote, entry).then(() => runtime.loadRemote<{ default?: RemoteComponent }>(id));
        const loaded = await withTimeout(loading, timeoutMs, id);
        const component = loaded?.default;
        if (!component || (typeof component !== 'function' && typeof component !== 'object')) {
          throw new RemoteUnavailableError(`${id} has no default-exported component`);
        }
        components.set(id, component);
        return component;
      } catch (error) {
        failed.add(remote);
        registrations.delete(remote);
        const unavailable = error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(`${id} failed to load`, { cause: error });
        failures.set(id, unavailable);
        throw unavailable;
      }
    },

    async loadMessages(remote, locale) {
      const entry = remotes[remote]?.entry;
      if (!entry) return;
      try {
        const loading = registration(remote, entry).then(() =>
          runtime.loadRemote<{ load?: (locale: Locale) => Promise<unknown> }>(`${remote}/messages`),
        );
        const catalogue = await withTimeout(loading, timeoutMs, `${remote}/messages`);
        await catalogue?.load?.(locale);
      } catch {
        // No error: a remote built before issue 22 exposes no messages, and one whose dictionary
        // fails here is asked again where its screen needs it (its Suspense boundary waits).
      }
    },
  };
}
