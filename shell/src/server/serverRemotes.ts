import type { ComponentType } from 'react';
import type { PreparePage } from '@mfe/shared-ui';
import type { SharedLib } from './sharedModules';

// Module federation on the server: the remotes' SERVER containers (dist/server/remoteEntry.js
// beside each browser build) are loaded at run time over HTTP, so the shell's server bundles no
// remote code and a remote's team deploys without the shell. A remote is registered again only
// when its deployed entry changed (its ETag): a forced re-registration loads a new generation of
// its code, and doing that on every request would grow the heap (module-federation/core #4566).

export interface ServerScreenModule {
  default: ComponentType<Record<string, unknown>>;
  preparePage?: PreparePage;
}

/** The part of @module-federation/runtime's instance the server uses (a fake in unit tests). */
export interface FederationInstance {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export type CreateFederationInstance = (options: {
  name: string;
  remotes: Array<{ name: string; entry: string }>;
  shared: Record<string, SharedLib>;
}) => FederationInstance;

export interface ServerRemotes {
  /** A screen of the remote whose server entry is `entry` at deployed version `version`. */
  load(remote: string, entry: string, version: string, module: string): Promise<ServerScreenModule>;
  /** How many generations of each remote were registered (1 + redeploys seen). */
  generations(): Record<string, number>;
}

export function createServerRemotes(createInstance: CreateFederationInstance, shared: Record<string, SharedLib>): ServerRemotes {
  const instance = createInstance({ name: 'shell_server', remotes: [], shared });
  const registered = new Map<string, { key: string; generation: number }>();
  const modules = new Map<string, Promise<ServerScreenModule>>();

  return {
    load(remote, entry, version, module) {
      const key = `${entry}#${version}`;
      const known = registered.get(remote);
      if (known?.key !== key) {
        const generation = (known?.generation ?? 0) + 1;
        // The version in the URL: the runtime keys loaded containers by entry, and a new URL makes
        // it fetch the redeployed entry instead of answering with the old container.
        // A failed generation is registered afresh too (the runtime keeps a failed load cached).
        const url = new URL(entry);
        url.searchParams.set('v', version);
        url.searchParams.set('g', String(generation));
        instance.registerRemotes([{ name: remote, entry: url.href }], { force: Boolean(known) });
        registered.set(remote, { key, generation });
        for (const id of modules.keys()) if (id.startsWith(`${remote}/`)) modules.delete(id);
      }
      const id = `${remote}/${module}`;
      let loading = modules.get(id);
      if (!loading) {
        loading = instance.loadRemote<ServerScreenModule>(id).then((loaded) => {
          if (!loaded || typeof loaded.default !== 'function') throw new Error(`${id} has no default-exported component`);
          return loaded;
        });
        // A failed load is tried again, with a fresh registration, on the next request.
        loading.catch(() => {
          if (modules.get(id) !== loading) return;
          modules.delete(id);
          const current = registered.get(remote);
          if (current?.key === key) registered.set(remote, { key: 'failed', generation: current.generation });
        });
        modules.set(id, loading);
      }
      return loading;
    },
    generations: () => Object.fromEntries([...registered].map(([remote, { generation }]) => [remote, generation])),
  };
}
