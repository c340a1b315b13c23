// The shell server's bundle (webpack.server.config.js → dist-server/shell-server.js), required by
// scripts/serve.mjs and, for the demo's static pages, scripts/build-demo.mjs. The federation
// runtime is not bundled: Node loads it from node_modules, as a plain Node host of the remotes'
// server containers.
import v8 from 'node:v8';
import { createInstance } from '@module-federation/runtime';
import { prerenderDemoPages, type PrerenderOptions } from './prerender';
import { createShellPages, type ShellPagesOptions } from './shellPages';
import type { CreateFederationInstance } from './serverRemotes';

const federationInstance = createInstance as unknown as CreateFederationInstance;

export function createShellServerPages(options: Omit<ShellPagesOptions, 'createInstance'>) {
  // V8's compilation cache keeps the source of every remote entry this process evaluated (224 KB
  // a redeploy, measured by bench:lighthouse's heap section); the bundle itself is compiled once.
  v8.setFlagsFromString('--no-compilation-cache');
  return createShellPages({ ...options, createInstance: federationInstance });
}

export function prerenderDemo(options: Omit<PrerenderOptions, 'createInstance'>) {
  return prerenderDemoPages({ ...options, createInstance: federationInstance });
}

export { serverEntryOf } from './serverEntry';
