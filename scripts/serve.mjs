#!/usr/bin/env node
// Serves one app's dist folder on its port: `node scripts/serve.mjs <shell|public-remote|admin-remote>`.
// Options: --dir <folder> (default <app>/dist), --port <n> (default from env, see README).
// Every app is served by the front server of @mfe/server-kit (Fastify: origin-form targets only,
// normalised paths, per-address connection cap, header and body-rate limits, compression). The
// shell's is its own server (shell/dist-server): runtime config, /api and /storage passed to the
// API, and the pages rendered through the remotes' server containers.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, REPO_ROOT, portOf } from './lib/apps.mjs';
import { frontLimitsFromEnv } from './lib/frontConfig.mjs';
import { runtimeConfigFor } from './lib/runtimeConfig.mjs';

const require = createRequire(import.meta.url);
const { createStaticSite } = require('@mfe/server-kit');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dir: { type: 'string' }, port: { type: 'string' } },
});
const appName = positionals[0];
const app = APPS[appName];
if (!app) {
  console.error(`usage: serve.mjs <${Object.keys(APPS).join('|')}> [--dir folder] [--port n]`);
  process.exit(2);
}
const root = path.resolve(values.dir ?? path.join(REPO_ROOT, app.dir, 'dist'));
if (!fs.existsSync(path.join(root, appName === 'shell' ? 'index.html' : 'remoteEntry.js'))) {
  console.error(`${appName}: ${root} has no build; run \`npm run build -w ${app.dir}\` first`);
  process.exit(1);
}
const port = Number(values.port ?? portOf(appName));
const log = (line) => console.error(`${appName}: ${line}`);
const limits = frontLimitsFromEnv(process.env);
const trustProxy = process.env.TRUST_PROXY?.trim() || undefined;
const apiTarget = process.env.API_URL || `http://127.0.0.1:${portOf('api')}`;

async function createShell() {
  const bundle = path.join(REPO_ROOT, 'shell/dist-server/shell-server.js');
  if (!fs.existsSync(bundle)) {
    log('no server bundle (shell/dist-server); pages are rendered in the browser only, and /api is not served');
    return createStaticSite({ root, spaPage: 'index.html', limits, trustProxy, log });
  }
  // The rest of the shell's settings (its runtime-config.json, SITE_ORIGIN, SHELL_DIAGNOSTICS) it
  // reads itself (shell/src/server/shellServerFromEnv.ts).
  const { createShellServerFromEnv } = require(bundle);
  return createShellServerFromEnv({
    distDir: root,
    port,
    apiUrl: apiTarget,
    env: process.env,
    runtimeConfigFor: (builtDefault, host) => runtimeConfigFor(builtDefault, process.env, host),
    trustProxy,
    limits,
    log,
  });
}

const server = appName === 'shell' ? await createShell() : await createStaticSite({ root, cors: true, limits, trustProxy, log });
try {
  // Every interface, IPv6 and IPv4 (http://my-laptop:3000 from the LAN), unless HOST says one.
  await server.listen({ port, host: process.env.HOST || '::' }).catch((error) => {
    if (process.env.HOST || error.code !== 'EAFNOSUPPORT') throw error;
    return server.listen({ port, host: '0.0.0.0' });
  });
} catch (error) {
  log(`cannot listen on port ${port}: ${error.message}`);
  process.exit(1);
}
console.log(
  `${appName}: serving ${path.relative(REPO_ROOT, root) || root} on http://localhost:${port}${appName === 'shell' ? ` (API proxy → ${apiTarget})` : ''}`,
);
const stop = () => {
  server.server.closeAllConnections?.();
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
