import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ports, REPO_ROOT, OVERLAY_FIXTURE_DIR } from './env';
import { startService, waitForHttp } from '../../scripts/lib/processes.mjs';

/**
 * Builds what changed (the same step as `npm start`), starts the API on a throwaway data folder
 * and the three static servers on the e2e ports, and returns the teardown that stops them.
 * E2E_REUSE_SERVERS=1 uses servers that are already running instead.
 */
export default async function globalSetup() {
  const fixture = spawnSync('npx', ['webpack', '--mode', 'production', '-c', path.join(OVERLAY_FIXTURE_DIR, 'webpack.config.js')], {
    cwd: OVERLAY_FIXTURE_DIR,
    env: { ...process.env, BUILD_LABEL: 'overlay-fixture' },
    encoding: 'utf8',
  });
  if (fixture.status !== 0) throw new Error(`building the overlay fixture failed:\n${fixture.stdout}${fixture.stderr}`);

  if (process.env.E2E_REUSE_SERVERS === '1') return undefined;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfe-e2e-data-'));
  const logFile = path.join(REPO_ROOT, `e2e/logs/servers-${ports.shell}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  fs.writeFileSync(logFile, '');
  const servers = startService('servers', process.execPath, [path.join(REPO_ROOT, 'scripts/start.mjs')], {
    cwd: REPO_ROOT,
    logFile,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SHELL_PORT: String(ports.shell),
      PUBLIC_REMOTE_PORT: String(ports.publicRemote),
      ADMIN_REMOTE_PORT: String(ports.adminRemote),
      API_PORT: String(ports.api),
      LOG_LEVEL: 'warn',
      // Every browser of the suite reaches the API as 127.0.0.1: the specs (and their retries)
      // send more quote requests than a visitor's hourly allowance of 5.
      INQUIRY_ADDRESS_MAX: '100',
    },
  });
  try {
    // Builds come first and are slow on a shared machine.
    await waitForHttp(`http://127.0.0.1:${ports.api}/api/health`, 20 * 60_000, servers.alive);
    for (const port of [ports.shell, ports.publicRemote, ports.adminRemote]) {
      await waitForHttp(`http://127.0.0.1:${port}/`, 60_000, servers.alive);
    }
  } catch (error) {
    await servers.stop();
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(`e2e servers did not start: ${(error as Error).message}\n--- ${logFile} ---\n${tail}`);
  }

  return async () => {
    await servers.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
