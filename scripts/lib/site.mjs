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

/**
 * Uses the site on SHELL_PORT if it answers, else starts `scripts/start.mjs` on a temporary data
 * folder (quiet) and waits for the shell and the API's health check.
 * @param {object} [options]
 * @param {string} [options.name] prefix of the messages, e.g. 'bench'
 * @param {string} [options.host] host of the shell's URL (a loopback name or address)
 * @param {boolean} [options.noBuild] start with `--no-build` (serve the existing builds as they are)
 * @param {number} [options.startTimeoutMs] how long a started site (and its builds) may take
 * @returns {Promise<{ shellUrl: string, apiUrl: string, started: boolean, stop: () => Promise<void> }>}
 */
export async function useOrStartSite({ name = 'bench', host = 'localhost', noBuild = false, startTimeoutMs = 20 * 60_000 } = {}) {
  const shellUrl = `http://${host}:${portOf('shell')}`;
  // The API listens on 127.0.0.1 only (api/src/config.ts).
  const apiUrl = `http://127.0.0.1:${portOf('api')}`;
  if (await reachable(`${shellUrl}/`)) return { shellUrl, apiUrl, started: false, stop: async () => {} };

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfe-bench-'));
  console.log(`${name}: no site on ${shellUrl}; starting one${noBuild ? ' (--no-build)' : ''} (data in ${dataDir}) …`);
  const services = [
    startService('start', process.execPath, [path.join(REPO_ROOT, 'scripts/start.mjs'), ...(noBuild ? ['--no-build'] : [])], {
      env: { DATA_DIR: dataDir },
      quiet: true,
    }),
  ];
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopServices(services);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const onSignal = (signal) => {
    console.error(`\n${name}: ${signal}, stopping the site it started …`);
    void stop().then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const { child } = services[0];
  const exited = new Promise((_, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`scripts/start.mjs exited (${signal ?? `exit code ${code}`}) before the site answered`))),
  );
  exited.catch(() => {});
  try {
    await Promise.race([waitForHttp(`${shellUrl}/`, startTimeoutMs), exited]);
    await Promise.race([waitForHttp(`${apiUrl}/api/health`, 60_000), exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { shellUrl, apiUrl, started: true, stop };
}
