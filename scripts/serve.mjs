#!/usr/bin/env node
// Serves one app's dist folder on its port: `node scripts/serve.mjs <shell|public-remote|admin-remote>`.
// Options: --dir <folder> (default <app>/dist), --port <n> (default from env, see README).
// The shell also answers /runtime-config.json from env and proxies /api and /storage to the API.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, REPO_ROOT, portOf } from './lib/apps.mjs';
import { runtimeConfigFor } from './lib/runtimeConfig.mjs';
import { createStaticServer } from './lib/staticServer.mjs';

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
const isShell = appName === 'shell';
const apiTarget = process.env.API_URL || `http://127.0.0.1:${portOf('api')}`;

let builtConfig = {};
if (isShell) {
  try {
    builtConfig = JSON.parse(fs.readFileSync(path.join(root, 'runtime-config.json'), 'utf8'));
  } catch {
    console.warn(`${appName}: no runtime-config.json in ${root}; serving one from env only`);
  }
}

// The shell's server renders the site's pages (shell/src/server, built into shell/dist-server).
let pages;
if (isShell) {
  const bundle = path.join(REPO_ROOT, 'shell/dist-server/shell-server.js');
  if (fs.existsSync(bundle)) {
    const { createShellServerPages } = createRequire(import.meta.url)(bundle);
    const serverHost = `127.0.0.1:${port}`;
    pages = createShellServerPages({
      distDir: root,
      apiUrl: apiTarget,
      browserConfig: (host) => runtimeConfigFor(builtConfig, process.env, host),
      serverConfig: runtimeConfigFor(builtConfig, process.env, serverHost),
      diagnostics: process.env.SHELL_DIAGNOSTICS === '1',
      log: (line) => console.error(`${appName}: ${line}`),
    });
  } else {
    console.warn(`${appName}: no server bundle (shell/dist-server); pages are rendered in the browser only`);
  }
}

const server = createStaticServer({
  root,
  spa: isShell,
  cors: !isShell,
  proxyTarget: isShell ? apiTarget : undefined,
  runtimeConfig: isShell ? (req) => runtimeConfigFor(builtConfig, process.env, req.headers.host) : undefined,
  pages,
  log: (line) => console.error(`${appName}: ${line}`),
});
server.on('error', (error) => {
  console.error(`${appName}: cannot listen on port ${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, () => {
  console.log(
    `${appName}: serving ${path.relative(REPO_ROOT, root) || root} on http://localhost:${port}${isShell ? ` (API proxy → ${apiTarget})` : ''}`,
  );
});
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
