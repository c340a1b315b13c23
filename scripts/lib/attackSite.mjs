// A throwaway site for the attack tests and probe, started through the same public interface
// `npm start` uses (so it holds for any implementation of the servers behind it): the API
// (`node api/dist/server.js`) on a temporary DATA_DIR, the shell (`scripts/serve.mjs shell` with
// API_URL) and public-remote's server, each on a free loopback port. It watches the processes: an
// exit is recorded with its code (what the tests assert on: an input must never end a server), and
// ensureRunning() starts a dead front server again so that one finding does not hide the next.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './apps.mjs';
import { freePort, startService, stopChild, waitForHttp } from './processes.mjs';
import { buildsExist } from './site.mjs';

/** Why the site cannot start here (the builds are missing), or null. */
export function attackSiteUnavailable() {
  if (!buildsExist()) return 'the builds are missing (run `npm run build` first)';
  if (!fs.existsSync(path.join(REPO_ROOT, 'shell/dist-server/shell-server.js'))) return 'the shell has no server bundle (shell/dist-server)';
  return null;
}

/**
 * @typedef {object} Exit
 * @property {'api' | 'shell' | 'public-remote'} name
 * @property {number | null} code
 * @property {string | null} signal
 * @property {number} at Date.now() of the exit
 */

/**
 * @param {object} [options]
 * @param {Record<string, string | undefined>} [options.shellEnv] more env for the shell (SITE_ORIGIN …)
 * @param {Record<string, string | undefined>} [options.apiEnv] more env for the API
 * @param {Record<string, number>} [options.storageFiles] files of that many bytes written under the
 *   API's storage folder once it runs, e.g. { 'files/attack-big.pdf': 8e6 } (served as /storage/files/attack-big.pdf; the API serves images/, files/ and seed/ names only)
 * @param {string} [options.name] prefix of the temporary folder and of messages
 */
export async function startAttackSite({ shellEnv = {}, apiEnv = {}, storageFiles = {}, name = 'attack' } = {}) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `mfe-${name}-`));
  const dataDir = path.join(workDir, 'data');
  const logFile = path.join(workDir, 'servers.log');
  const [apiPort, shellPort, remotePort, adminRemotePort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const url = (port) => `http://127.0.0.1:${port}`;
  /** @type {Exit[]} */
  const exits = [];
  let stopping = false;

  const specs = {
    api: {
      args: [path.join(REPO_ROOT, 'api/dist/server.js')],
      cwd: path.join(REPO_ROOT, 'api'),
      // As `npm start` runs it: the shell's proxy on this host names the visitor in X-Forwarded-For.
      // The demo admin (the tests log in with it), whatever this shell's ADMIN_* say.
      env: {
        DATA_DIR: dataDir,
        API_PORT: String(apiPort),
        TRUST_PROXY: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: undefined,
        ADMIN_PASSWORD: undefined,
        ...apiEnv,
      },
      ready: `${url(apiPort)}/api/health`,
    },
    'public-remote': {
      args: [path.join(REPO_ROOT, 'scripts/serve.mjs'), 'public-remote', '--port', String(remotePort)],
      env: {},
      ready: `${url(remotePort)}/remoteEntry.js`,
    },
    shell: {
      args: [path.join(REPO_ROOT, 'scripts/serve.mjs'), 'shell', '--port', String(shellPort)],
      env: {
        API_URL: url(apiPort),
        API_PORT: String(apiPort),
        SHELL_PORT: String(shellPort),
        PUBLIC_REMOTE_PORT: String(remotePort),
        ADMIN_REMOTE_PORT: String(adminRemotePort),
        PUBLIC_REMOTE_URL: url(remotePort),
        ADMIN_REMOTE_URL: url(adminRemotePort),
        // The test client is a visitor on 127.0.0.1, never a trusted proxy of the shell's.
        TRUST_PROXY: undefined,
        ...shellEnv,
      },
      ready: `${url(shellPort)}/runtime-config.json`,
    },
  };
  const services = {};

  async function start(serviceName) {
    const spec = specs[serviceName];
    const service = startService(serviceName, process.execPath, spec.args, { cwd: spec.cwd ?? REPO_ROOT, env: spec.env, logFile });
    services[serviceName] = service;
    service.child.once('exit', (code, signal) => {
      if (!stopping) exits.push({ name: serviceName, code, signal, at: Date.now() });
    });
    await waitForHttp(spec.ready, 90_000, service.alive);
  }

  const stop = async () => {
    stopping = true;
    await Promise.all(Object.values(services).map(({ child }) => stopChild(child, 5000)));
    fs.rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await start('api');
    for (const [file, size] of Object.entries(storageFiles)) {
      const target = path.join(dataDir, 'storage', file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, Buffer.alloc(size, 0x25));
    }
    await start('public-remote');
    await start('shell');
    // The first page also loads public-remote's server container: later timings exclude that.
    await waitForHttp(`${url(shellPort)}/`, 30_000, services.shell.alive);
  } catch (error) {
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
    await stop();
    throw new Error(`${name}: the site did not start: ${error.message}\n${log}`);
  }

  return {
    dataDir,
    logFile,
    api: { port: apiPort, url: url(apiPort), pid: () => services.api.child.pid },
    shell: { port: shellPort, url: url(shellPort), pid: () => services.shell.child.pid },
    remote: { port: remotePort, url: url(remotePort), pid: () => services['public-remote'].child.pid },
    /** Every unexpected exit so far (a stop() is not one). */
    exits,
    /** The exits after `since` (a Date.now()). */
    exitsSince: (since) => exits.filter((exit) => exit.at >= since),
    alive: (serviceName) => services[serviceName].alive(),
    /** Starts again each front server that has exited (its exit stays recorded). */
    async ensureRunning() {
      for (const serviceName of ['public-remote', 'shell']) {
        if (!services[serviceName].alive()) await start(serviceName);
      }
    },
    /** The resident memory of a server's process in MB (VmRSS in /proc/<pid>/status). */
    rssMb(serviceName) {
      const status = fs.readFileSync(`/proc/${services[serviceName].child.pid}/status`, 'utf8');
      return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024;
    },
    /** The last lines of the servers' log, for a failure message. */
    logTail: (lines = 30) => fs.readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n'),
    stop,
  };
}
