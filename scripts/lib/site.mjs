// The benchmarks' site: the servers of a running `npm start` (SHELL_PORT, API_PORT …), or, when
// none answers, one started here on a temporary data folder and stopped again (by pid) afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_TARGETS, built } from './build.mjs';
import { REPO_ROOT, portOf } from './apps.mjs';
import { startService, stopServices, waitForHttp } from './processes.mjs';

/** True when `url` answers any HTTP status within `timeoutMs`. */
export async function reachable(url, timeoutMs = 1000) {
  try {
    await waitForHttp(url, timeoutMs);
    return true;
  } catch {
    return false;
  }
}

/** True when every app's build output exists (what `npm start -- --no-build` needs). */
export function buildsExist() {
  return BUILD_TARGETS.every(built);
}

/** The sites started here, stopped (and the process ended) at Ctrl-C or SIGTERM. */
const startedSites = new Set();
let signalsHandled = false;
function stopSitesOnSignal(name) {
  if (signalsHandled) return;
  signalsHandled = true;
  const onSignal = (signal) => {
    console.error(`\n${name}: ${signal}, stopping the site(s) it started …`);
    void Promise.all([...startedSites].map((site) => site.stop())).then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

/**
 * Uses the site on SHELL_PORT if it answers, else starts `scripts/start.mjs` on a temporary data
 * folder (quiet) and waits for the shell and the API's health check.
 * @param {object} [options]
 * @param {string} [options.name] prefix of the messages, e.g. 'bench'
 * @param {string} [options.host] host of the shell's URL (a loopback name or address)
 * @param {boolean} [options.noBuild] start with `--no-build` (serve the existing builds as they are)
 * @param {number} [options.startTimeoutMs] how long a started site (and its builds) may take
 * @returns {Promise<{ shellUrl: string, apiUrl: string, started: boolean, dataDir?: string, stop: () => Promise<void> }>}
 */
export async function useOrStartSite({ name = 'bench', host = 'localhost', noBuild = false, startTimeoutMs = 20 * 60_000 } = {}) {
  const shellUrl = `http://${host}:${portOf('shell')}`;
  // The API listens on 127.0.0.1 only (api/src/config.ts).
  const apiUrl = `http://127.0.0.1:${portOf('api')}`;
  if (await reachable(`${shellUrl}/`)) return { shellUrl, apiUrl, started: false, stop: async () => {} };
  return startSite({ name, host, noBuild, startTimeoutMs });
}

/**
 * Starts `scripts/start.mjs` on a temporary data folder (quiet), on the ports given (default: SHELL_PORT,
 * PUBLIC_REMOTE_PORT, ADMIN_REMOTE_PORT, API_PORT or their defaults), and waits for the shell and the
 * API's health check. stop() stops it (by pid) and removes the data folder.
 * @param {object} [options] as useOrStartSite's, and
 * @param {{ shell: number, publicRemote: number, adminRemote: number, api: number }} [options.ports]
 * @returns {Promise<{ shellUrl: string, apiUrl: string, started: true, dataDir: string, stop: () => Promise<void> }>}
 */
export async function startSite({ name = 'bench', host = 'localhost', noBuild = false, startTimeoutMs = 20 * 60_000, ports } = {}) {
  const port = ports ?? { shell: portOf('shell'), publicRemote: portOf('public-remote'), adminRemote: portOf('admin-remote'), api: portOf('api') };
  const shellUrl = `http://${host}:${port.shell}`;
  const apiUrl = `http://127.0.0.1:${port.api}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfe-bench-'));
  console.log(
    `${name}: ${ports ? 'starting a site' : `no site on ${shellUrl}; starting one`}${noBuild ? ' (--no-build)' : ''} (data in ${dataDir}) …`,
  );
  const services = [
    startService('start', process.execPath, [path.join(REPO_ROOT, 'scripts/start.mjs'), ...(noBuild ? ['--no-build'] : [])], {
      env: {
        DATA_DIR: dataDir,
        SHELL_PORT: String(port.shell),
        PUBLIC_REMOTE_PORT: String(port.publicRemote),
        ADMIN_REMOTE_PORT: String(port.adminRemote),
        API_PORT: String(port.api),
      },
      quiet: true,
    }),
  ];
  /** One stop for every caller (a signal and the run's own end may both ask): each waits until the folder is gone. */
  let stopping;
  const site = {
    shellUrl,
    apiUrl,
    started: true,
    dataDir,
    stop: () =>
      (stopping ??= (async () => {
        startedSites.delete(site);
        await stopServices(services);
        fs.rmSync(dataDir, { recursive: true, force: true });
      })()),
  };
  startedSites.add(site);
  stopSitesOnSignal(name);

  const { child } = services[0];
  const exited = new Promise((_, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`scripts/start.mjs exited (${signal ?? `exit code ${code}`}) before the site answered`))),
  );
  exited.catch(() => {});
  try {
    await Promise.race([waitForHttp(`${shellUrl}/`, startTimeoutMs), exited]);
    await Promise.race([waitForHttp(`${apiUrl}/api/health`, 60_000), exited]);
  } catch (error) {
    await site.stop();
    throw error;
  }
  return site;
}
