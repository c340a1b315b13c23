// The shell server's bundle (webpack.server.config.js → dist-server/shell-server.js), required by
// scripts/serve.mjs and, for the demo's static pages, scripts/build-demo.mjs. The federation
// runtime, Fastify and its plugins are not bundled: Node loads them from node_modules.
import v8 from 'node:v8';
import { createInstance } from '@module-federation/runtime';
import { prerenderDemoPages, type PrerenderOptions } from './prerender';
import type { CreateFederationInstance } from './serverRemotes';
import { shellServerOptionsFromEnv, type ShellServerEnvOptions } from './shellServerFromEnv';
import { createShellServer as createServer, type ShellServerOptions } from './shellServer';

const federationInstance = createInstance as unknown as CreateFederationInstance;

function createShellServer(options: Omit<ShellServerOptions, 'createInstance'>) {
  // V8's compilation cache keeps the source of every remote entry this process evaluated (224 KB
  // a redeploy, measured by bench:lighthouse's heap section); the bundle itself is compiled once.
  v8.setFlagsFromString('--no-compilation-cache');
  return createServer({ ...options, createInstance: federationInstance });
}

/** The shell's server with its options from its build and the environment (scripts/serve.mjs shell). */
export function createShellServerFromEnv(options: ShellServerEnvOptions) {
  return createShellServer(shellServerOptionsFromEnv(options));
}

export function prerenderDemo(options: Omit<PrerenderOptions, 'createInstance'>) {
  return prerenderDemoPages({ ...options, createInstance: federationInstance });
}

export { serverEntryOf } from './serverEntry';
