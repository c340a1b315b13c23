import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './env';
import { freePort, startService, waitForHttp } from '../../scripts/lib/processes.mjs';

export type RemoteApp = 'public-remote' | 'admin-remote';

export interface RunningServer {
  port: number;
  entry: string;
  stop(): Promise<void>;
}

/** Serves a remote's dist folder (or another build of it) alone on a port, like `npm run serve`. */
export async function startRemoteServer(app: RemoteApp, options: { dir?: string; port?: number } = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dir = options.dir ?? path.join(REPO_ROOT, app, 'dist');
  fs.mkdirSync(path.join(REPO_ROOT, 'e2e/logs'), { recursive: true });
  const server = startService(app, process.execPath, [path.join(REPO_ROOT, 'scripts/serve.mjs'), app, '--dir', dir, '--port', String(port)], {
    cwd: REPO_ROOT,
    env: process.env,
    logFile: path.join(REPO_ROOT, `e2e/logs/remote-${app}-${port}.log`),
  });
  await waitForHttp(`http://127.0.0.1:${port}/remoteEntry.js`, 15_000, server.alive);
  return { port, entry: `http://localhost:${port}/remoteEntry.js`, stop: server.stop };
}

/** A server that accepts connections and never answers: a hanging remote. */
export async function startHangingServer(): Promise<{ entry: string; stop(): Promise<void> }> {
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((_req, res) => void open.add(res));
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    entry: `http://127.0.0.1:${port}/remoteEntry.js`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Gives this page other remote entries, the deployment-time switch the shell is built for, without
 * touching the shared servers: in the runtime-config.json a client-rendered page fetches, and in
 * the config a server-rendered page hands over in its HTML, rewritten once the document is parsed
 * and before the page's scripts start (after 'load'). The page was rendered with the real remote;
 * the browser then loads the one given here, as after a redeploy between the two. (Rewriting the
 * document in a route instead would make Chromium treat the page as public and block loopback.)
 */
export async function overrideRemoteEntries(page: Page, entries: Partial<Record<'public_remote' | 'admin_remote', string>>) {
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    for (const [name, entry] of Object.entries(entries)) config.remotes[name] = { entry };
    await route.fulfill({ response, json: config });
  });
  await page.addInitScript(
    (given: Record<string, string>) => {
      document.addEventListener('DOMContentLoaded', () => {
        const element = document.getElementById('ssr-handover');
        if (!element?.textContent) return;
        const handover = JSON.parse(element.textContent);
        for (const [name, entry] of Object.entries(given)) handover.config.remotes[name] = { entry };
        element.textContent = JSON.stringify(handover);
      });
    },
    entries as Record<string, string>,
  );
}
