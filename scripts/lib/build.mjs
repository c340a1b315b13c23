// Production builds that skip what has not changed: each package's stamp file holds a hash of its
// sources and config, shared-ui (the contract every app compiles in), the lockfile and BUILD_LABEL.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './apps.mjs';

/** Built in this order; `output` is where the build goes and where the stamp is kept; `check` the files a build must leave. */
export const BUILD_TARGETS = [
  { name: 'api', dir: 'api', output: 'api/dist', check: 'api/dist/server.js' },
  { name: 'public-remote', dir: 'public-remote', output: 'public-remote/dist', check: 'public-remote/dist/remoteEntry.js' },
  { name: 'admin-remote', dir: 'admin-remote', output: 'admin-remote/dist', check: 'admin-remote/dist/remoteEntry.js' },
  { name: 'shell', dir: 'shell', output: 'shell/dist', check: ['shell/dist/index.html', 'shell/dist-server/shell-server.js'] },
];

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-server', 'coverage', 'test-results', 'playwright-report', '.git', 'data']);
const SHARED_INPUTS = ['shared-ui/src', 'shared-ui/package.json', 'package-lock.json', 'tsconfig.json'];
const STAMP = '.build-stamp';

function addToHash(hash, absolute) {
  if (!fs.existsSync(absolute)) return;
  const stat = fs.statSync(absolute);
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(absolute).sort()) {
      if (!SKIPPED_DIRS.has(entry)) addToHash(hash, path.join(absolute, entry));
    }
    return;
  }
  hash.update(path.relative(REPO_ROOT, absolute));
  hash.update(fs.readFileSync(absolute));
}

/** Folders of the workspace packages a package depends on, directly or through another (e.g. shell → shared-ui, demo-api, catalogue-core). */
function workspaceDependencies(dir, seen = new Set([dir])) {
  const read = (file) => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8'));
  const byName = new Map();
  for (const workspace of read('package.json').workspaces ?? []) {
    try {
      byName.set(read(`${workspace}/package.json`).name, workspace);
    } catch {
      // a workspace folder that does not exist yet
    }
  }
  const manifest = read(`${dir}/package.json`);
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  for (const name of names) {
    const dependency = byName.get(name);
    if (dependency && !seen.has(dependency)) {
      seen.add(dependency);
      workspaceDependencies(dependency, seen);
    }
  }
  return [...seen].filter((folder) => folder !== dir);
}

/** The hash of everything a target's build depends on. */
export function sourceHash(target, env = process.env) {
  const hash = crypto.createHash('sha256');
  const inputs = new Set([target.dir, ...workspaceDependencies(target.dir), ...SHARED_INPUTS]);
  for (const input of inputs) addToHash(hash, path.join(REPO_ROOT, input));
  hash.update(`BUILD_LABEL=${env.BUILD_LABEL ?? ''}`);
  return hash.digest('hex');
}

function stampPath(target) {
  return path.join(REPO_ROOT, target.output, STAMP);
}

/** True when the files a target's build leaves exist. */
export function built(target) {
  return [].concat(target.check).every((file) => fs.existsSync(path.join(REPO_ROOT, file)));
}

export function isUpToDate(target, hash) {
  if (!built(target)) return false;
  try {
    return fs.readFileSync(stampPath(target), 'utf8').trim() === hash;
  } catch {
    return false;
  }
}

/**
 * Builds every target whose inputs changed since its last build. Returns false (after saying which)
 * when a build fails.
 * @param {{ log?: (line: string) => void, targets?: typeof BUILD_TARGETS }} [options]
 */
export function buildChanged({ log = console.log, targets = BUILD_TARGETS } = {}) {
  for (const target of targets) {
    if (!fs.existsSync(path.join(REPO_ROOT, target.dir, 'package.json'))) {
      log(`build: ${target.name} is missing (${target.dir}/package.json)`);
      return false;
    }
    const hash = sourceHash(target);
    if (isUpToDate(target, hash)) {
      log(`build: ${target.name} unchanged, skipped`);
      continue;
    }
    log(`build: ${target.name} …`);
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'build', '-w', target.dir, '--silent'], { cwd: REPO_ROOT, stdio: 'inherit', env: process.env });
    if (result.status !== 0 || !built(target)) {
      log(`build: ${target.name} FAILED (exit ${result.status ?? result.signal})`);
      return false;
    }
    fs.writeFileSync(stampPath(target), `${hash}\n`);
    log(`build: ${target.name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return true;
}
