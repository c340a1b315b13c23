import fs from 'node:fs';
import path from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';
import { ports, REPO_ROOT } from './env';
import { freePort, startService, waitForHttp } from '../../scripts/lib/processes.mjs';

/**
 * An extra shell server (scripts/serve.mjs shell, with its server-side rendering) on a free port,
 * pointed at other remotes or another API through the env a deployment sets: for tests that must
 * not disturb the shared e2e servers. By default it uses the e2e API and remotes.
 */
export interface ShellServer {
  port: number;
  /** http://localhost:<port> */
  url: string;
  pid: number;
  logFile: string;
  alive(): boolean;
  /** The server's log so far (stdout and stderr). */
  log(): string;
  stop(): Promise<void>;
}

export interface ShellServerOptions {
  /** PUBLIC_REMOTE_URL: a base URL or a remoteEntry.js (default: the e2e public remote). */
  publicRemoteUrl?: string;
  /** ADMIN_REMOTE_URL (default: the e2e admin remote). */
  adminRemoteUrl?: string;
  /** API_URL, as the shell's server reaches the API (default: the e2e API). */
  apiUrl?: string;
  port?: number;
}

export async function startShellServer(options: ShellServerOptions = {}): Promise<ShellServer> {
  const port = options.port ?? (await freePort());
  const logFile = path.join(REPO_ROOT, `e2e/logs/shell-extra-${port}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  fs.writeFileSync(logFile, '');
  const server = startService('shell', process.execPath, [path.join(REPO_ROOT, 'scripts/serve.mjs'), 'shell', '--port', String(port)], {
    cwd: REPO_ROOT,
    logFile,
    env: {
      ...process.env,
      SHELL_PORT: String(port),
      PUBLIC_REMOTE_PORT: String(ports.publicRemote),
      ADMIN_REMOTE_PORT: String(ports.adminRemote),
      API_PORT: String(ports.api),
      PUBLIC_REMOTE_URL: options.publicRemoteUrl ?? `http://localhost:${ports.publicRemote}`,
      ADMIN_REMOTE_URL: options.adminRemoteUrl ?? `http://localhost:${ports.adminRemote}`,
      API_URL: options.apiUrl ?? `http://127.0.0.1:${ports.api}`,
    },
  });
  try {
    // A static file: does not touch the remotes or the API, whatever state the test put them in.
    await waitForHttp(`http://127.0.0.1:${port}/runtime-config.json`, 20_000, server.alive);
  } catch (error) {
    await server.stop();
    throw new Error(`extra shell server did not start: ${(error as Error).message}\n${fs.readFileSync(logFile, 'utf8')}`);
  }
  return {
    port,
    url: `http://localhost:${port}`,
    pid: server.child.pid!,
    logFile,
    alive: server.alive,
    log: () => fs.readFileSync(logFile, 'utf8'),
    stop: server.stop,
  };
}

export interface ConsoleEntry {
  type: string;
  text: string;
}

/** Console errors and warnings of a page, and its uncaught exceptions (type 'pageerror'). */
export function collectConsole(page: Page): ConsoleEntry[] {
  const entries: ConsoleEntry[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const type = message.type();
    if (type === 'error' || type === 'warning') entries.push({ type, text: message.text() });
  });
  page.on('pageerror', (error) => entries.push({ type: 'pageerror', text: `${error.message}\n${error.stack ?? ''}` }));
  return entries;
}

/**
 * React's hydration complaints, development and production wording: mismatches, recoverable
 * errors that made React render on the client instead (#418, #419, #421-#425), and a root that
 * hydrated into nothing.
 */
const HYDRATION = [
  /hydrat/i,
  /did not match/i,
  /server rendered (html|text)/i,
  /text content does not match/i,
  /expected server html/i,
  /there was an error while hydrating/i,
  /Minified React error #(418|419|421|422|423|425)\b/,
  /react\.dev\/errors\/(418|419|421|422|423|425)\b/,
];

export function hydrationProblems(entries: ConsoleEntry[]): ConsoleEntry[] {
  return entries.filter((entry) => HYDRATION.some((pattern) => pattern.test(entry.text)));
}
