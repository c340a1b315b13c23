#!/usr/bin/env node
// `npm test`: first provision the machine (scripts/lib/provision.mjs: Debian's Chromium, PostgreSQL,
// HAProxy and redis-server, installed when missing and allowed), then lint the repository
// (eslint.config.mjs), check its formatting (Prettier), typecheck every package, run every package's
// jest tests (the API's on PGlite, and also on PostgreSQL: PG_TEST_URL, else a throwaway one started
// here with api/test/pg-ci.sh and stopped at the end, also on a failure or Ctrl-C), the scripts'
// node:test tests, then the e2e suite in Chromium. Exits non-zero on any failure and ends with one
// line: `tests: <passed> passed, <failed> failed`.
// A lint, a format check or a typecheck that fails, or a suite that crashes without a report, counts as one failed test.
// Options: --no-e2e (skip the browser suite), --no-provision (install nothing; use what is there).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './lib/apps.mjs';
import { findPgBin } from './lib/binaries.mjs';
import { buildChanged } from './lib/build.mjs';
import { startPgCi, stopPgCi } from './lib/pgCi.mjs';
import { provision } from './lib/provision.mjs';

/** Every workspace of the root package.json, in its order. */
// The sites the suites start make image variants on request, not in the background at start: the
// seed's 3,400 would take both cores for over a minute under the timed suites (warming has its own
// API tests, api/test/image-variants.test.ts).
process.env.IMAGE_VARIANTS_WARM ??= '0';

const PACKAGES = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).workspaces.filter((pkg) =>
  fs.existsSync(path.join(REPO_ROOT, pkg, 'package.json')),
);
const JEST_PACKAGES = PACKAGES.filter((pkg) => fs.existsSync(path.join(REPO_ROOT, pkg, 'jest.config.js')));
const withE2e = !process.argv.includes('--no-e2e');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfe-test-'));
process.on('exit', () => fs.rmSync(reportDir, { recursive: true, force: true }));
const results = [];

/** The suite running now, in a process group of its own, so that a signal stops all of it (npm passes none on to its child). */
let running = null;

/**
 * Runs one suite's command; its output goes to ours, or with `capture` its stdout is returned.
 * Asynchronous, so that a signal's handler (which stops the throwaway PostgreSQL) runs at once.
 */
function run(command, args, { capture = false, ...options } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    let stdout = '';
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
      detached: true,
      ...options,
      env: { ...process.env, ...options.env },
    });
    running = child;
    child.stdout?.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    const done = (status) => {
      running = null;
      resolve({ status, stdout, seconds: (Date.now() - started) / 1000 });
    };
    child.on('error', (error) => {
      console.error(`test: ${command}: ${error.message}`);
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\ntest: ${signal}, stopping`);
    try {
      if (running) process.kill(-running.pid, signal);
    } catch {
      // already gone
    }
    process.exit(128 + os.constants.signals[signal]); // the 'exit' handlers stop the throwaway PostgreSQL
  });
}

function heading(text) {
  console.log(`\n━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}`);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

{
  heading('provision');
  provision({ e2e: withE2e, install: !process.argv.includes('--no-provision') });
}

/**
 * The API's second jest run is on PostgreSQL: PG_TEST_URL's, else a throwaway one when PostgreSQL's
 * binaries are here (provision says what is skipped when they are not).
 */
let pgTestUrl = process.env.PG_TEST_URL || '';
if (!pgTestUrl && findPgBin()) {
  const started = Date.now();
  try {
    const pg = startPgCi();
    // Synchronous, so it also runs on process.exit (a signal) and after an uncaught error.
    process.on('exit', () => stopPgCi(pg.dir));
    pgTestUrl = pg.url;
    console.log(`test: PostgreSQL for the API tests at ${pg.url} (${pg.dir}, removed at the end)`);
  } catch (error) {
    console.error(`test: ${error.message}`);
    results.push({ suite: 'PostgreSQL for the API tests', passed: 0, failed: 1, ok: false, seconds: (Date.now() - started) / 1000, counts: false });
  }
}

{
  heading('lint');
  const { status, seconds } = await run('npm', ['run', 'lint', '--silent']);
  results.push({ suite: 'lint', passed: 0, failed: status === 0 ? 0 : 1, ok: status === 0, seconds, counts: false });
}

{
  heading('format (prettier --check)');
  const { status, seconds } = await run('npm', ['run', 'format:check', '--silent']);
  results.push({ suite: 'format', passed: 0, failed: status === 0 ? 0 : 1, ok: status === 0, seconds, counts: false });
}

for (const pkg of PACKAGES) {
  const manifest = readJson(path.join(REPO_ROOT, pkg, 'package.json'));
  if (!manifest?.scripts?.typecheck) continue;
  heading(`typecheck ${pkg}`);
  const { status, seconds } = await run('npm', ['run', 'typecheck', '-w', pkg, '--silent']);
  results.push({ suite: `typecheck ${pkg}`, passed: 0, failed: status === 0 ? 0 : 1, ok: status === 0, seconds, counts: false });
}

/** The runs of each package's jest suite: the API's runs once on PGlite and, with a PostgreSQL, once more on it. */
const JEST_RUNS = JEST_PACKAGES.flatMap((pkg) => {
  if (pkg !== 'api' || !pgTestUrl) return [{ pkg, label: pkg, env: {} }];
  return [
    { pkg, label: 'api (PGlite)', env: { PG_TEST_URL: '' } },
    { pkg, label: 'api (PostgreSQL)', env: { PG_TEST_URL: pgTestUrl } },
  ];
});

for (const { pkg, label, env } of JEST_RUNS) {
  heading(`jest ${label}`);
  const report = path.join(reportDir, `jest-${label.replace(/\W+/g, '-')}.json`);
  const { status, seconds } = await run('npx', ['jest', '--json', `--outputFile=${report}`, '--passWithNoTests'], {
    cwd: path.join(REPO_ROOT, pkg),
    env,
  });
  const json = readJson(report);
  const passed = json?.numPassedTests ?? 0;
  const failed = json ? json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0) : 1;
  results.push({ suite: `jest ${label}`, passed, failed: status !== 0 && failed === 0 ? 1 : failed, ok: status === 0, seconds, counts: true });
}

{
  // The builds, for the attack and fuzz tests below (a site started from them) and the e2e suite:
  // what changed since its last build (nothing, on a second run).
  heading('build (what changed)');
  const started = Date.now();
  const ok = buildChanged();
  results.push({ suite: 'build', passed: 0, failed: ok ? 0 : 1, ok, seconds: (Date.now() - started) / 1000, counts: false });
}

{
  // The scripts' and the server kit's own tests use node:test: runtime config, build stamps, the
  // production admin bundle (no demo password in it), the supervisor, provisioning, the server kit (request targets, connection guard, static sites),
  // the API cluster of scripts/lib/cluster.test.mjs (PostgreSQL + 3 replicas + HAProxy, ~10-30 s,
  // skipped with its reason when haproxy or PostgreSQL is not installed), and issue 19's fuzz and
  // attack tests against a site started from the builds (~2-3 min).
  heading('node --test scripts/lib server-kit');
  const result = await run(process.execPath, ['--test', '--test-reporter=tap', 'scripts/lib/', 'server-kit/src/'], { capture: true });
  process.stdout.write(
    result.stdout
      .split('\n')
      .filter((line) => /^(not )?ok |^# /.test(line.trim()))
      .join('\n') + '\n',
  );
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)`, 'm').exec(result.stdout)?.[1] ?? 0);
  const ok = result.status === 0;
  const failed = count('fail') || (ok ? 0 : 1);
  results.push({ suite: 'node:test scripts', passed: count('pass'), failed, ok, seconds: result.seconds, counts: true });
}

if (withE2e) {
  heading('e2e (playwright, Chromium)');
  const report = path.join(reportDir, 'e2e.json');
  const { status, seconds } = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: path.join(REPO_ROOT, 'e2e'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  const stats = readJson(report)?.stats;
  const passed = stats ? stats.expected + stats.flaky : 0;
  const failed = stats ? stats.unexpected : 1;
  results.push({ suite: 'e2e', passed, failed: status !== 0 && failed === 0 ? 1 : failed, ok: status === 0, seconds, counts: true });
}

heading('summary');
for (const r of results) {
  const counts = r.counts ? `${r.passed} passed, ${r.failed} failed` : r.ok ? 'ok' : 'FAILED';
  console.log(`${r.ok ? '✓' : '✖'} ${r.suite.padEnd(28)} ${counts.padEnd(26)} ${r.seconds.toFixed(1)} s`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
const allOk = results.every((r) => r.ok);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(allOk && failed === 0 ? 0 : 1);
