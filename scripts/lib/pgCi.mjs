// A throwaway PostgreSQL through api/test/pg-ci.sh (initdb in a temp folder, a free loopback port,
// database api_test), for `npm test`'s PostgreSQL run of the API tests and for the API cluster.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './apps.mjs';

const PG_CI = path.join(REPO_ROOT, 'api/test/pg-ci.sh');

/** pg-ci.sh start's `PG_CI_DIR=…` and `PG_TEST_URL=…` lines as { dir, url }, or null when one is missing. */
export function parsePgCiOutput(stdout) {
  const dir = /^PG_CI_DIR=(.+)$/m.exec(stdout)?.[1]?.trim();
  const url = /^PG_TEST_URL=(.+)$/m.exec(stdout)?.[1]?.trim();
  return dir && url ? { dir, url } : null;
}

/** Starts one; { dir, url }. Throws with pg-ci.sh's output when it did not start. */
export function startPgCi() {
  const r = spawnSync('sh', [PG_CI, 'start'], { encoding: 'utf8' });
  const started = r.status === 0 ? parsePgCiOutput(r.stdout) : null;
  if (!started) throw new Error(`PostgreSQL did not start (pg-ci.sh): ${(r.stderr || r.stdout || r.error?.message || '').trim()}`);
  return started;
}

/** Stops it and removes its folder (synchronous: it also runs in a process 'exit' handler). */
export function stopPgCi(dir) {
  spawnSync('sh', [PG_CI, 'stop', dir], { stdio: 'ignore' });
}
