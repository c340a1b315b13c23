#!/usr/bin/env node
// `npm run bench:lighthouse` (issue 10): Lighthouse 12, mobile preset (simulated throttling), on the
// public pages in Debian's Chromium; throughput of a server-rendered page against the static
// index.html and of /api through the shell against the API (autocannon); the shell server's heap
// across public-remote redeploys. Prints everything, then exits 1 when any goal is missed.
// Uses a running `npm start` (SHELL_PORT, API_PORT …) or starts one on a temporary data folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { REPO_ROOT } from './lib/apps.mjs';
import { useOrStartSite } from './lib/site.mjs';
import { freePort, startService, stopServices, waitForHttp } from './lib/processes.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const USAGE = `usage: npm run bench:lighthouse -- [options]
  --runs N          Lighthouse runs per page; the median by performance score is shown (3)
  --connections N   autocannon connections (50)
  --duration S      seconds of each autocannon measurement (8)
  --redeploys N     public-remote redeploys in the heap check (20)
  --only LIST       sections to run, comma-separated: lighthouse,throughput,heap (all)
  --pages LIST      Lighthouse pages to measure, comma-separated: home,type,E&S,catalogue,series,search (all)
  --save DIR        write each Lighthouse run's report (JSON) into DIR
  --no-build        when it starts the site itself: serve the existing builds (npm start -- --no-build)
Ports from SHELL_PORT, PUBLIC_REMOTE_PORT, ADMIN_REMOTE_PORT, API_PORT; CHROMIUM_PATH (/usr/bin/chromium).`;

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      connections: { type: 'string', default: '50' },
      duration: { type: 'string', default: '8' },
      redeploys: { type: 'string', default: '20' },
      only: { type: 'string', default: 'lighthouse,throughput,heap' },
      pages: { type: 'string', default: '' },
      save: { type: 'string', default: '' },
      'no-build': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  console.error(`bench: ${error.message}\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const positive = (name) => {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`bench: --${name} must be a positive whole number\n${USAGE}`);
    process.exit(2);
  }
  return value;
};
const RUNS = positive('runs');
const CONNECTIONS = positive('connections');
const DURATION_S = positive('duration');
const REDEPLOYS = positive('redeploys');
const HEAP_WARMUP_REQUESTS = 100;
const SECTIONS = new Set(
  options.only
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
for (const section of SECTIONS) {
  if (!['lighthouse', 'throughput', 'heap'].includes(section)) {
    console.error(`bench: unknown section '${section}'\n${USAGE}`);
    process.exit(2);
  }
}

const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 2000, cls: 0.05, tbtMs: 200 };
const PAGE_RATIO_GOAL = 0.3;
const API_RATIO_GOAL = 0.7;
const HEAP_GROWTH_GOAL = 0.1;
const LIGHTHOUSE_RUN_TIMEOUT_MS = 180_000;
const REQUEST_TIMEOUT_MS = 15_000;

const misses = [];
const miss = (what) => misses.push(what);
const cleanups = new Set();

// ---------------------------------------------------------------- helpers

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms))),
  ]).finally(() => clearTimeout(timer));
}

async function get(url, init = {}) {
  return fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
}

async function apiData(base, pathname) {
  const response = await get(`${base}${pathname}`, { headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } });
  if (!response.ok) throw new Error(`GET ${base}${pathname}: HTTP ${response.status}`);
  return (await response.json()).data;
}

/** A started child whose last output lines are kept for error messages. */
function startQuiet(name, args, env) {
  const service = startService(name, process.execPath, args, { env, quiet: true });
  const tail = [];
  for (const stream of [service.child.stdout, service.child.stderr]) {
    stream.on('data', (chunk) => {
      tail.push(...String(chunk).split('\n').filter(Boolean));
      tail.splice(0, Math.max(0, tail.length - 15));
    });
  }
  service.tail = () => tail.map((line) => `    | ${line}`).join('\n');
  return service;
}

const fmt = {
  score: (value) => (value == null ? '–' : String(Math.round(value * 100))),
  seconds: (ms) => (ms == null ? '–' : `${(ms / 1000).toFixed(2)} s`),
  ms: (ms) => (ms == null ? '–' : `${Math.round(ms)} ms`),
  cls: (value) => (value == null ? '–' : value.toFixed(3)),
  rate: (value) => `${Math.round(value).toLocaleString('en-US')} req/s`,
  mb: (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`,
};
const pad = (text, width) => String(text).padEnd(width);

// ---------------------------------------------------------------- the site and its pages

const site = await useOrStartSite({ name: 'bench', host: '127.0.0.1', noBuild: options['no-build'] }).catch((error) => {
  console.error(`bench: the site is not reachable: ${error.message}`);
  process.exit(1);
});
const { shellUrl, apiUrl } = site;

let stopping = false;
async function cleanUp() {
  for (const cleanup of [...cleanups].reverse()) await cleanup().catch(() => {});
  cleanups.clear();
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // A site this run started is stopped (and the process ended) by lib/site.mjs's own handler.
    void cleanUp().then(() => {
      if (!site.started) process.exit(130);
    });
  });
}

let pages;
try {
  console.log(`bench: site ${shellUrl}${site.started ? ' (started by this run)' : ' (a running npm start)'}, API ${apiUrl}`);
  if (
    !(await waitForHttp(`${apiUrl}/api/health`, 5000).then(
      () => true,
      () => false,
    ))
  )
    throw new Error(`the API does not answer on ${apiUrl}/api/health`);
  const types = (await apiData(shellUrl, '/api/manufacture-type?page=1&items_per_page=100'))?.data ?? [];
  if (!types.length) throw new Error('GET /api/manufacture-type lists no product type');
  const names = types.map((t) => t.name);
  const typeName = names.includes('Machine Tools') ? 'Machine Tools' : (names.find((n) => n !== 'Engineering & Services') ?? names[0]);
  if (typeName !== 'Machine Tools') console.log(`bench: no 'Machine Tools' type; using '${typeName}'`);
  if (!names.includes('Engineering & Services'))
    console.log("bench: note: no 'Engineering & Services' type in the catalogue; its page is measured all the same");
  let catalogue;
  let series;
  for (const name of [typeName, ...names.filter((n) => n !== typeName)]) {
    const detail = await apiData(shellUrl, `/api/manufacture-type/detail/name/${encodeURIComponent(name)}`);
    const vendor = detail?.mt_vendor?.[0];
    if (vendor != null) {
      catalogue = `/product/catalog/${encodeURIComponent(name)}/${vendor.id}?category=All`;
      // Issue 14: the vendor's first series page that has models, and a search for its first model's name.
      const withModels = vendor.mt_product_category.flatMap((c) => c.mt_product_series).find((s) => s.product_count > 0);
      if (withModels) series = withModels;
      break;
    }
  }
  if (!catalogue) throw new Error('no product type has a vendor, so there is no catalogue page to measure');
  if (!series) throw new Error('the first vendor has no series with models, so there is no series page to measure');
  const model = (await apiData(shellUrl, `/api/product/series/detail/${series.id}`))?.mt_product?.[0]?.name ?? series.name;
  pages = [
    { label: 'home', path: '/' },
    { label: 'type', path: `/product/${encodeURIComponent(typeName)}` },
    { label: 'E&S', path: `/product/${encodeURIComponent('Engineering & Services')}` },
    { label: 'catalogue', path: catalogue },
    { label: 'series', path: `/product/series/${series.id}` },
    // Results pages are noindex on purpose: their SEO goal is every other SEO audit passing.
    { label: 'search', path: `/search?q=${encodeURIComponent(model)}`, noindex: true },
  ];
  if (options.pages) {
    const wanted = options.pages.split(',').map((label) => label.trim());
    const unknown = wanted.filter((label) => !pages.some((page) => page.label === label));
    if (unknown.length) throw new Error(`--pages: unknown page(s) ${unknown.join(', ')} (${pages.map((page) => page.label).join(', ')})`);
    pages = pages.filter((page) => wanted.includes(page.label));
  }
} catch (error) {
  console.error(`bench: cannot read the catalogue through ${shellUrl}: ${error.message}`);
  await site.stop();
  process.exit(1);
}

// ---------------------------------------------------------------- 1. Lighthouse

async function launchChromium() {
  const chrome = await withTimeout(
    chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, handleSIGINT: false, logLevel: 'silent' }),
    60_000,
    'starting Chromium',
  );
  const cleanup = async () => chrome.kill();
  cleanups.add(cleanup);
  return { chrome, close: async () => (cleanups.delete(cleanup), chrome.kill()) };
}

function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

/**
 * Where the main thread went in a run (simulated 4x CPU slowdown, so Lighthouse's own figures):
 * the long tasks with the script that started each, and the scripts' evaluation and parsing.
 */
function mainThread(lhr) {
  const lines = [];
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  const name = (url) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') || url : String(url));
  lines.push(
    `long tasks (${tasks.length}): ${tasks.map((t) => `${Math.round(t.duration)} ms @${Math.round(t.startTime)} ${name(t.url)}`).join(', ') || 'none'}`,
  );
  const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  if (work.length)
    lines.push(
      `main thread ${fmt.ms(lhr.audits['mainthread-work-breakdown'].numericValue)}: ${work.map((w) => `${w.groupLabel} ${Math.round(w.duration)}`).join(', ')}`,
    );
  const boot = lhr.audits['bootup-time']?.details?.items ?? [];
  if (boot.length)
    lines.push(
      `scripts (eval+parse ms): ${boot.map((b) => `${name(b.url)} ${Math.round(b.scripting)}+${Math.round(b.scriptParseCompile)}`).join(', ')}`,
    );
  return lines;
}

async function lighthouseSection() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    console.error(`\nlighthouse: no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`);
    miss('lighthouse: no Chromium');
    return;
  }
  console.log(`\n== Lighthouse 12, mobile preset (simulated throttling), ${RUNS} run(s) per page, median by performance ==`);
  let browser = await launchChromium();
  const results = [];
  for (const page of pages) {
    const url = `${shellUrl}${page.path}`;
    const runs = [];
    const errors = [];
    for (let run = 1; run <= RUNS; run++) {
      process.stdout.write(`  ${page.path} run ${run}/${RUNS} … `);
      const started = Date.now();
      try {
        const result = await withTimeout(
          lighthouse(url, {
            port: browser.chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            disableFullPageScreenshot: true,
          }),
          LIGHTHOUSE_RUN_TIMEOUT_MS,
          'a Lighthouse run',
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error('Lighthouse returned no result');
        if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        runs.push(lhr);
        if (options.save) {
          fs.mkdirSync(options.save, { recursive: true });
          fs.writeFileSync(path.join(options.save, `${page.label.replace(/\W/g, '')}-${run}.json`), JSON.stringify(lhr));
        }
        console.log(
          `performance ${fmt.score(lhr.categories.performance.score)}, TBT ${fmt.ms(lhr.audits['total-blocking-time']?.numericValue)}, benchmarkIndex ${Math.round(lhr.environment?.benchmarkIndex ?? 0)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      } catch (error) {
        errors.push(error.message);
        console.log(`FAILED: ${error.message}`);
        // A hung or crashed browser is replaced for the next run.
        await browser.close().catch(() => {});
        browser = await launchChromium();
      }
    }
    const sorted = [...runs].sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
    results.push({ page, median: sorted[Math.floor((sorted.length - 1) / 2)], all: sorted, errors });
  }
  await browser.close();

  const columns = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS', 'TBT', 'FCP'];
  const widths = [52, 7, 7, 9, 12, 10, 9, 10, 9];
  const line = (cells) => `  ${cells.map((cell, i) => pad(cell, widths[i])).join('')}`.trimEnd();
  console.log(
    `\n  goals: performance ≥ ${GOALS.performance}, accessibility ${GOALS.accessibility}, best practices ${GOALS['best-practices']}, SEO ${GOALS.seo}, LCP ≤ ${(GOALS.lcpMs / 1000).toFixed(1)} s, CLS ≤ ${GOALS.cls}, TBT < ${GOALS.tbtMs} ms; ✗ = missed\n`,
  );
  console.log(line(columns));
  const notes = [];
  for (const { page, median: lhr, all, errors } of results) {
    if (!lhr) {
      console.log(line([page.path, '✗ no successful run']));
      miss(`lighthouse ${page.path}: no successful run`);
      notes.push(`  ${page.path}: ${errors.join(' | ')}`);
      continue;
    }
    const score = (id) => lhr.categories[id]?.score;
    const metric = (id) => lhr.audits[id]?.numericValue;
    const check = (ok, text, what) => {
      if (ok) return text;
      miss(`lighthouse ${page.path}: ${what} ${text}`);
      return `${text} ✗`;
    };
    const categoryCell = (id, goal) => check(score(id) != null && Math.round(score(id) * 100) >= goal, fmt.score(score(id)), id);
    /** A noindex page must fail 'is-crawlable' (it is kept out of the index) and pass every other SEO audit. */
    const noindexSeoCell = () => {
      const others = lhr.categories.seo.auditRefs.filter((ref) => ref.weight > 0 && ref.id !== 'is-crawlable');
      const ok = lhr.audits['is-crawlable']?.score === 0 && others.every((ref) => (lhr.audits[ref.id]?.score ?? 1) === 1);
      return check(ok, `${fmt.score(score('seo'))} noindex`, 'seo');
    };
    const lcp = metric('largest-contentful-paint');
    const cls = metric('cumulative-layout-shift');
    const tbt = metric('total-blocking-time');
    console.log(
      line([
        page.path,
        categoryCell('performance', GOALS.performance),
        categoryCell('accessibility', GOALS.accessibility),
        categoryCell('best-practices', GOALS['best-practices']),
        page.noindex ? noindexSeoCell() : categoryCell('seo', GOALS.seo),
        check(lcp != null && lcp <= GOALS.lcpMs, fmt.seconds(lcp), 'LCP'),
        check(cls != null && cls <= GOALS.cls, fmt.cls(cls), 'CLS'),
        check(tbt != null && tbt < GOALS.tbtMs, fmt.ms(tbt), 'TBT'),
        fmt.seconds(metric('first-contentful-paint')),
      ]),
    );
    const details = [];
    details.push(...mainThread(lhr));
    if (all.length > 1) details.push(`performance of the runs: ${all.map((r) => fmt.score(r.categories.performance.score)).join(', ')}`);
    if (errors.length) details.push(`${errors.length} failed run(s): ${errors.join(' | ')}`);
    for (const id of ['performance', 'accessibility', 'best-practices', 'seo']) {
      if (score(id) == null || score(id) >= 1) continue;
      const failing = failingAudits(lhr, id);
      const shown = failing.slice(0, 8).join('; ') + (failing.length > 8 ? `; +${failing.length - 8} more` : '');
      details.push(`${lhr.categories[id].title} ${fmt.score(score(id))}: ${shown || 'no audit below 0.9'}`);
    }
    if (details.length) notes.push(`  ${page.path}\n${details.map((d) => `    - ${d}`).join('\n')}`);
  }
  const env = results.find((r) => r.median)?.median;
  if (env)
    console.log(
      `\n  Lighthouse ${env.lighthouseVersion}, ${env.environment?.hostUserAgent?.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}, benchmarkIndex ${Math.round(env.environment?.benchmarkIndex ?? 0)}`,
    );
  if (notes.length) console.log(`\n  Per page, median run: main thread (4x CPU slowdown), and audits scoring under 0.9:\n${notes.join('\n')}`);
}

// ---------------------------------------------------------------- 2. throughput

function cannon(url, headers) {
  return new Promise((resolve, reject) => {
    let instance;
    const timer = setTimeout(
      () => {
        instance?.stop();
        reject(new Error(`autocannon on ${url} did not finish within ${DURATION_S + 60} s`));
      },
      (DURATION_S + 60) * 1000,
    );
    instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, timeout: 10, headers }, (error, result) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(result);
    });
  });
}

async function measure(label, url, headers) {
  const result = await cannon(url, headers);
  const rate = result.requests.average;
  const bad = [];
  if (result.non2xx)
    bad.push(
      `${result.non2xx} non-2xx answers (${Object.entries(result.statusCodeStats ?? {})
        .map(([code, { count }]) => `${code}×${count}`)
        .join(', ')})`,
    );
  if (result.errors) bad.push(`${result.errors} errors`);
  if (result.timeouts) bad.push(`${result.timeouts} timeouts`);
  console.log(
    `  ${pad(label, 34)} ${pad(fmt.rate(rate), 14)} p99 ${result.latency.p99} ms, ${result.requests.total} requests${bad.length ? `   ✗ ${bad.join(', ')}` : ''}`,
  );
  if (bad.length) miss(`throughput ${label}: ${bad.join(', ')}`);
  return rate;
}

function ratio(what, a, b, goal) {
  const value = b > 0 ? a / b : 0;
  const ok = value >= goal;
  console.log(`  ratio ${value.toFixed(2)} (goal ≥ ${goal})${ok ? '' : ' ✗'}`);
  if (!ok) miss(`throughput ${what}: ratio ${value.toFixed(2)} < ${goal}`);
}

async function throughputSection() {
  console.log(`\n== Throughput (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each) ==`);
  const pagePath = pages[1].path;
  const pageHeaders = { accept: 'text/html', 'accept-encoding': 'gzip' };
  for (let i = 0; i < 3; i++) {
    const response = await get(`${shellUrl}${pagePath}`, { headers: pageHeaders });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`warming ${pagePath}: HTTP ${response.status}`);
  }
  console.log(`  (a) a server-rendered page (warmed, cached) against the shell's static index.html`);
  const pageRate = await measure(pagePath, `${shellUrl}${pagePath}`, pageHeaders);
  const indexRate = await measure('/index.html', `${shellUrl}/index.html`, pageHeaders);
  ratio('page/index.html', pageRate, indexRate, PAGE_RATIO_GOAL);

  const apiPath = '/api/manufacture-type?page=1&items_per_page=100';
  const apiHeaders = { accept: 'application/json', 'accept-encoding': 'gzip', 'x-requested-with': 'XMLHttpRequest' };
  console.log(`  (b) ${apiPath} through the shell's server against the API directly`);
  const viaShell = await measure(`shell :${new URL(shellUrl).port}`, `${shellUrl}${apiPath}`, apiHeaders);
  const direct = await measure(`API :${new URL(apiUrl).port}`, `${apiUrl}${apiPath}`, apiHeaders);
  ratio('api via shell/direct', viaShell, direct, API_RATIO_GOAL);
}

// ---------------------------------------------------------------- 3. heap across redeploys

async function heapSection() {
  console.log(`\n== Shell server heap across ${REDEPLOYS} public-remote redeploys ==`);
  const built = path.join(REPO_ROOT, 'public-remote/dist');
  if (!fs.existsSync(path.join(built, 'server/remoteEntry.js'))) {
    console.log(`  skipped: ${path.relative(REPO_ROOT, built)}/server/remoteEntry.js does not exist (no server container built yet)`);
    return;
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mfe-bench-remote-'));
  const services = [];
  const cleanup = async () => {
    await stopServices(services);
    fs.rmSync(folder, { recursive: true, force: true });
  };
  cleanups.add(cleanup);
  try {
    fs.cpSync(built, folder, { recursive: true });
    const entry = path.join(folder, 'server/remoteEntry.js');
    const remotePort = await freePort();
    const remote = startQuiet('bench-remote', [
      path.join(REPO_ROOT, 'scripts/serve.mjs'),
      'public-remote',
      '--dir',
      folder,
      '--port',
      String(remotePort),
    ]);
    services.push(remote);
    await withTimeout(waitForHttp(`http://127.0.0.1:${remotePort}/remoteEntry.js`, 30_000), 35_000, 'the copied public-remote').catch((error) => {
      throw new Error(`${error.message}\n${remote.tail()}`);
    });
    const shellPort = await freePort();
    const shell = startQuiet('bench-shell', ['--expose-gc', path.join(REPO_ROOT, 'scripts/serve.mjs'), 'shell', '--port', String(shellPort)], {
      PUBLIC_REMOTE_URL: `http://127.0.0.1:${remotePort}`,
      SHELL_DIAGNOSTICS: '1',
      API_URL: apiUrl,
    });
    services.push(shell);
    const base = `http://127.0.0.1:${shellPort}`;
    await withTimeout(waitForHttp(`${base}/`, 30_000), 35_000, 'the second shell server').catch((error) => {
      throw new Error(`${error.message}\n${shell.tail()}`);
    });
    console.log(`  public-remote copy in ${folder} on :${remotePort}; shell (--expose-gc, SHELL_DIAGNOSTICS=1) on :${shellPort}`);

    const pagePath = pages[1].path;
    // JIT warm-up of the render path first, so that the heap after redeploy 1 is not a cold process's.
    for (let i = 0; i < HEAP_WARMUP_REQUESTS; i++) {
      const response = await get(`${base}${pagePath}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`warm-up: GET ${pagePath} answered HTTP ${response.status}\n${shell.tail()}`);
    }
    let first;
    let last;
    /** The heap after every redeploy: a leak grows by a generation each time, warm-up levels off. */
    const trend = [];
    for (let n = 1; n <= REDEPLOYS; n++) {
      fs.appendFileSync(entry, `\n// redeploy ${n}\n`);
      for (let i = 0; i < 2; i++) {
        const response = await get(`${base}${pagePath}`);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`redeploy ${n}: GET ${pagePath} answered HTTP ${response.status}\n${shell.tail()}`);
      }
      const response = await get(`${base}/__diagnostics`);
      const text = await response.text();
      let diagnostics;
      try {
        diagnostics = JSON.parse(text);
      } catch {
        // not JSON: reported below
      }
      if (response.status !== 200 || typeof diagnostics?.heapUsed !== 'number') {
        throw new Error(
          `redeploy ${n}: GET /__diagnostics answered HTTP ${response.status} without { heapUsed } (the shell server has no diagnostics endpoint yet?): ${text.slice(0, 120)}`,
        );
      }
      if (n === 1) first = diagnostics;
      last = diagnostics;
      trend.push(`${n}: ${fmt.mb(diagnostics.heapUsed)}`);
    }
    const growth = (last.heapUsed - first.heapUsed) / first.heapUsed;
    const ok = growth <= HEAP_GROWTH_GOAL;
    console.log(`  heapUsed after redeploy ${trend.join(', ')}`);
    console.log(`  heapUsed after redeploy 1: ${fmt.mb(first.heapUsed)}, after redeploy ${REDEPLOYS}: ${fmt.mb(last.heapUsed)}`);
    console.log(
      `  growth ${(growth * 100).toFixed(1)} % (goal ≤ ${HEAP_GROWTH_GOAL * 100} %)${ok ? '' : ' ✗'}; remoteGenerations ${JSON.stringify(last.remoteGenerations)}`,
    );
    if (!ok) miss(`heap: grew ${(growth * 100).toFixed(1)} % over ${REDEPLOYS} redeploys`);
  } finally {
    cleanups.delete(cleanup);
    await cleanup();
  }
}

// ---------------------------------------------------------------- run

try {
  for (const [name, section] of [
    ['lighthouse', lighthouseSection],
    ['throughput', throughputSection],
    ['heap', heapSection],
  ]) {
    if (!SECTIONS.has(name) || stopping) continue;
    try {
      await section();
    } catch (error) {
      console.error(`  ✗ ${name}: ${error.message}`);
      miss(`${name}: ${error.message.split('\n')[0]}`);
    }
  }
} finally {
  await cleanUp();
  await site.stop();
}

console.log(misses.length ? `\nbench: ${misses.length} goal(s) missed:\n${misses.map((m) => `  - ${m}`).join('\n')}` : '\nbench: every goal met');
process.exit(misses.length ? 1 : 0);
