// The shell server's bundle (webpack.server.config.js → dist-server/shell-server.js), required by
// scripts/serve.mjs. The federation runtime is not bundled: Node loads it from node_modules, as a
// plain Node host of the remotes' server containers.
import v8 from 'node:v8';
import { createInstance } from '@module-federation/runtime';
import { createShellPages, serverEntryOf, type ShellPagesOptions } from './shellPages';
import type { CreateFederationInstance } from './serverRemotes';

export function createShellServerPages(options: Omit<ShellPagesOptions, 'createInstance'>) {
  // V8's compilation cache keeps the source of every remote entry this process evaluated (224 KB
  // a redeploy, measured by bench:lighthouse's heap section); the bundle itself is compiled once.
  v8.setFlagsFromString('--no-compilation-cache');
  return createShellPages({ ...options, createInstance: createInstance as unknown as CreateFederationInstance });
}

export { serverEntryOf };
