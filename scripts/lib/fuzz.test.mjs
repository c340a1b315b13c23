// Fuzz (issue 19): thousands of malformed requests over raw sockets against the shell's server
// (pages, /api and /storage through its proxy, files, runtime-config.json, sitemap.xml) and
// public-remote's, on a throwaway site. No input may end a process or get a 5xx: the API behind
// the shell answers every one of these with a 4xx, so a 5xx is the front server's own failure.
// A connection closed or reset without an answer is fine (counted and printed).
//   FUZZ_REQUESTS (default 5000): requests to the shell; FUZZ_REMOTE_REQUESTS (default 2500) to
//   the remote; FUZZ_CONCURRENCY (20) sockets at once; FUZZ_SEED (19).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { REPO_ROOT } from './apps.mjs';
import { attackSiteUnavailable, startAttackSite } from './attackSite.mjs';
import { malformedRequests } from './malformedRequests.mjs';
import { freePort } from './processes.mjs';
import { get, pool, rawRequest } from './rawHttp.mjs';

const env = (name, fallback) => Number(process.env[name] || fallback);
const SHELL_REQUESTS = env('FUZZ_REQUESTS', 5000);
const REMOTE_REQUESTS = env('FUZZ_REMOTE_REQUESTS', 2500);
const CONCURRENCY = env('FUZZ_CONCURRENCY', 20);
const SEED = env('FUZZ_SEED', 19);
/** A server that died this often is not started again: the rest of its requests are skipped. */
const MAX_RESTARTS = 5;

const why = attackSiteUnavailable();

/** A content-hashed script of a dist folder (a static file the server streams from disk). */
function hashedScript(distDir) {
  const name = fs.readdirSync(distDir).find((file) => /\.[0-9a-f]{8}\.js$/.test(file));
  return name ? `/${name}` : '/remoteEntry.js';
}

/**
 * Sends every request to `serviceName`'s port; when the server has died it is started again (until
 * it died MAX_RESTARTS times) and the refused request sent once more. Returns the counts and the 5xx answers.
 */
async function fuzz(site, serviceName, port, requests) {
  const counts = { answered: 0, closed: 0, reset: 0, refused: 0, timeout: 0, skipped: 0 };
  const byClass = {};
  const serverErrors = [];
  const started = Date.now();
  const deaths = () => site.exitsSince(started).filter((exit) => exit.name === serviceName).length;
  let restarting = null;
  const restart = () => (restarting ??= site.ensureRunning().finally(() => (restarting = null)));
  const send = (request) => rawRequest({ port, data: request.data, halfClose: request.incomplete, timeoutMs: 3000, settleMs: 150 });

  await pool(requests, CONCURRENCY, async (request) => {
    if (deaths() > MAX_RESTARTS) return void counts.skipped++;
    let answer = await send(request);
    if (answer.outcome === 'refused' || !site.alive(serviceName)) {
      if (deaths() > MAX_RESTARTS) return void counts.skipped++;
      await restart();
      answer = await send(request);
    }
    counts[answer.outcome]++;
    for (const status of answer.statuses) {
      const group = `${Math.floor(status / 100)}xx`;
      byClass[group] = (byClass[group] ?? 0) + 1;
      if (status >= 500) serverErrors.push(`${status} ← ${request.label}: ${JSON.stringify(request.data.subarray(0, 120).toString('latin1'))}`);
    }
  });
  return { counts, byClass, serverErrors };
}

describe(
  'fuzz: malformed requests against the front servers',
  { skip: why ? `fuzz test skipped: ${why}` : false, concurrency: 1, timeout: 240_000 },
  () => {
    let site;
    let decoyHost;
    before(async () => {
      site = await startAttackSite({ name: 'fuzz' });
      // A loopback port nobody listens on: a server that follows an absolute-form target gets a refusal.
      decoyHost = `127.0.0.5:${await freePort('127.0.0.5')}`;
    });
    after(async () => {
      await site?.stop();
    });

    const check = async (t, serviceName, port, requests, normalPath) => {
      const started = Date.now();
      const { counts, byClass, serverErrors } = await fuzz(site, serviceName, port, requests);
      const exits = site.exitsSince(started).filter((exit) => exit.name === serviceName);
      t.diagnostic(
        `${serviceName}: ${requests.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
          `${Object.entries(counts)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')}; statuses ${JSON.stringify(byClass)}; process exits ${exits.length}` +
          (exits.length ? ` (exit codes ${exits.map((exit) => exit.signal ?? exit.code).join(', ')})` : ''),
      );
      for (const line of serverErrors.slice(0, 10)) t.diagnostic(`5xx: ${line}`);
      assert.equal(exits.length, 0, `${serviceName} exited ${exits.length} times (codes ${exits.map((e) => e.signal ?? e.code).join(', ')})`);
      assert.equal(serverErrors.length, 0, `${serverErrors.length} answers ≥ 500, e.g.\n${serverErrors.slice(0, 5).join('\n')}`);
      await site.ensureRunning();
      assert.equal((await get(port, normalPath)).status, 200, `${serviceName} answers GET ${normalPath} afterwards`);
    };

    it(`the shell's server: ${SHELL_REQUESTS} malformed requests, no exit, no 5xx`, async (t) => {
      const paths = [
        '/',
        '/product',
        '/product/series/1',
        '/search',
        '/admin/login',
        '/api/health',
        '/api/catalog/version',
        '/api/manufacture-type',
        '/api/vendor/detail/1',
        '/api/product/detail/1',
        '/api/login',
        '/api/inquiry/create',
        '/storage/seed/manufacture-type-1.png',
        '/storage/files/none.pdf',
        '/runtime-config.json',
        '/sitemap.xml',
        '/robots.txt',
        '/index.html',
        hashedScript(path.join(REPO_ROOT, 'shell/dist')),
      ];
      await check(t, 'shell', site.shell.port, malformedRequests({ count: SHELL_REQUESTS, paths, decoyHost, seed: SEED }), '/');
    });

    it(`public-remote's server: ${REMOTE_REQUESTS} malformed requests, no exit, no 5xx`, async (t) => {
      const paths = [
        '/remoteEntry.js',
        '/mf-manifest.json',
        '/server/remoteEntry.js',
        '/index.html',
        '/',
        hashedScript(path.join(REPO_ROOT, 'public-remote/dist')),
      ];
      await check(t, 'public-remote', site.remote.port, malformedRequests({ count: REMOTE_REQUESTS, paths, decoyHost, seed: SEED + 1 }), '/');
    });
  },
);
