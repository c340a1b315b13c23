// The demo admin's password reaches the login form only through the runtime config (the demo's,
// a development build's): a production build of the admin remote holds it nowhere. Checks the
// admin's production build of `npm test`/`npm start` (admin-remote/dist) when it is up to date,
// else builds one into a temporary folder (~1-2 min) and checks that.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { REPO_ROOT } from './apps.mjs';
import { BUILD_TARGETS, isUpToDate, sourceHash } from './build.mjs';
import { DEMO_CREDENTIALS } from './demoBundle.mjs';

const ADMIN = BUILD_TARGETS.find((target) => target.name === 'admin-remote');

/** Every file under a folder, with its bytes. */
function filesUnder(dir) {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    const file = path.join(entry.parentPath, entry.name);
    return [{ file: path.relative(dir, file), bytes: fs.readFileSync(file) }];
  });
}

describe('the production admin bundle', { timeout: 300_000 }, () => {
  let distDir;
  let temporary = null;

  before(() => {
    if (isUpToDate(ADMIN, sourceHash(ADMIN))) {
      distDir = path.join(REPO_ROOT, ADMIN.output);
      return;
    }
    temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'mfe-admin-production-'));
    const result = spawnSync(
      process.execPath,
      [path.join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', '--env', `outDir=${temporary}`],
      { cwd: path.join(REPO_ROOT, ADMIN.dir), env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    assert.equal(result.status, 0, 'building admin-remote in production mode failed');
    distDir = temporary;
  });

  after(() => {
    if (temporary) fs.rmSync(temporary, { recursive: true, force: true });
  });

  it("holds the login form's code but not the demo password", () => {
    const files = filesUnder(distDir);
    // The scan is of the real thing: the login form (its password field) is in these files.
    assert.ok(
      files.some(({ bytes }) => bytes.includes('current-password')),
      `no login form in ${distDir}`,
    );
    const holding = files.filter(({ bytes }) => bytes.includes(DEMO_CREDENTIALS.password)).map(({ file }) => file);
    assert.deepEqual(holding, [], `the demo password is in ${holding.join(', ')}`);
  });
});
