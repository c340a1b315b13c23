// The shell server's bundle (webpack.server.config.js → dist-server/shell-server.js), required by
// scripts/serve.mjs. The federation runtime is not bundled: Node loads it from node_modules, as a
// plain Node host of the remotes' server containers.
import { createInstance } from '@module-federation/runtime';
import { createShellPages, serverEntryOf, type ShellPagesOptions } from './shellPages';
import type { CreateFederationInstance } from './serverRemotes';

export function createShellServerPages(options: Omit<ShellPagesOptions, 'createInstance'>) {
  return createShellPages({ ...options, createInstance: createInstance as unknown as CreateFederationInstance });
}

export { serverEntryOf };
