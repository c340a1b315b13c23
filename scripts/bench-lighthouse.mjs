#!/usr/bin/env node
// `npm run bench:lighthouse` (issue 10): Lighthouse 12, mobile preset (simulated throttling), on the
// public pages in Debian's Chromium; throughput of a server-rendered page against the static
// index.html and of /api through the shell against the API (autocannon); the shell server's heap
// across public-remote redeploys; and (issue 20) the public pages with real phone photos: 12 MP
// photos uploaded as staff and set as the images of the pages' records, then Lighthouse on those
// pages, the image bytes of / on a 360 px phone, one photo's upload-to-ready time and variant sizes,
// and the API's p99 on public reads while 10 photos are processed. Prints everything, then exits 1
// when any goal is missed. Uses a running `npm start` (SHELL_PORT, API_PORT …) or starts one on a
// temporary data folder; the photos always go to a site on a temporary data folder (this run's own,
// or one more it starts on free ports), never into a running site's data.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { chromium } from 'playwright';
import sharp from 'sharp';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { REPO_ROOT } from './lib/apps.mjs';
import { startSite, useOrStartSite } from './lib/site.mjs';
import { phonePhoto } from './lib/photos.mjs';
import { mainThreadTime } from './lib/threadTime.mjs';
import { idleShare, readCpuTicks } from './lib/machineIdle.mjs';
import { freePort, startService, stopServices, waitForHttp } from './lib/processes.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { DEMO_CREDENTIALS } from './lib/demoBundle.mjs';

const USAGE = `usage: npm run bench:lighthouse -- [options]
  --runs N          Lighthouse runs per page; the median by performance score is shown (3)
  --connections N   autocannon connections (50)
  --duration S      seconds of each autocannon measurement (8)
  --redeploys N     public-remote redeploys in the heap check (20)
  --only LIST       sections to run, comma-separated: lighthouse,throughput,heap,photos (all)
  --pages LIST      Lighthouse pages to measure, comma-separated: home,type,E&S,catalogue,series,search and
                    their Indonesian twins id:home,id:type,… (all)
  --save DIR        write each Lighthouse run's report (JSON) into DIR
  --photos          the real photos run alone (--only photos)
  --no-build        when it starts the site itself: serve the existing builds (npm start -- --no-build)
  --without-scripts a control: the same pages with every script blocked (their HTML, CSS and images
                    only), to tell what the page's JavaScript costs from what this machine costs; the
                    Lighthouse section alone, its goals printed but not checked
Ports from SHELL_PORT, PUBLIC_REMOTE_PORT, ADMIN_REMOTE_PORT, API_PORT; CHROMIUM_PATH (/usr/bin/chromium).`;

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      connections: { type: 'string', default: '50' },
      duration: { type: 'string', default: '8' },
      redeploys: { type: 'string', default: '20' },
      only: { type: 'string', default: 'lighthouse,throughput,heap,photos' },
      pages: { type: 'string', default: '' },
      save: { type: 'string', default: '' },
      photos: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      'without-scripts': { type: 'boolean', default: false },
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
/** The control run (--without-scripts): the server's HTML, its CSS and images, none of the page's JavaScript. */
const WITHOUT_SCRIPTS = options['without-scripts'];
const CONNECTIONS = positive('connections');
const DURATION_S = positive('duration');
const REDEPLOYS = positive('redeploys');
const HEAP_WARMUP_REQUESTS = 100;
// The control is Lighthouse's section alone: the other sections measure the site with its scripts.
const SECTIONS = new Set(
  (WITHOUT_SCRIPTS ? 'lighthouse' : options.photos ? 'photos' : options.only)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
for (const section of SECTIONS) {
  if (!['lighthouse', 'throughput', 'heap', 'photos'].includes(section)) {
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
/** The site the photos go to: this run's own, or one more on free ports (never a running npm start's data). */
let photoSite;
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
      if (!site.started && !photoSite?.started) process.exit(130);
    });
  });
}

/**
 * A site-relative URL's Indonesian twin (issue 22): under '/id', as catalogue-core's urlInLocale
 * writes it ('/' → '/id', '/product/X' → '/id/product/X'); this script runs without the TypeScript.
 */
function indonesianTwin(url) {
  return url === '/' ? '/id' : `/id${url}`;
}

/**
 * The pages measured on a site: '/', the 'Machine Tools' type page (else another type's), the
 * Engineering & Services page, its first vendor's catalogue, that vendor's first series with models
 * and a search for its first model, then each one's Indonesian twin (issue 22: labelled 'id:home'…);
 * and the records they show (the photos run gives them photos).
 */
async function cataloguePages(base) {
  const types = (await apiData(base, '/api/manufacture-type?page=1&items_per_page=100'))?.data ?? [];
  if (!types.length) throw new Error('GET /api/manufacture-type lists no product type');
  const names = types.map((t) => t.name);
  const typeName = names.includes('Machine Tools') ? 'Machine Tools' : (names.find((n) => n !== 'Engineering & Services') ?? names[0]);
  if (typeName !== 'Machine Tools') console.log(`bench: no 'Machine Tools' type; using '${typeName}'`);
  if (!names.includes('Engineering & Services'))
    console.log("bench: note: no 'Engineering & Services' type in the catalogue; its page is measured all the same");
  let catalogue;
  let series;
  let vendor;
  let typeDetail;
  for (const name of [typeName, ...names.filter((n) => n !== typeName)]) {
    const detail = await apiData(base, `/api/manufacture-type/detail/name/${encodeURIComponent(name)}`);
    vendor = detail?.mt_vendor?.[0];
    if (vendor != null) {
      typeDetail = detail;
      catalogue = `/product/catalog/${encodeURIComponent(name)}/${vendor.id}?category=All`;
      // Issue 14: the vendor's first series page that has models, and a search for its first model's name.
      const withModels = vendor.mt_product_category.flatMap((c) => c.mt_product_series).find((s) => s.product_count > 0);
      if (withModels) series = withModels;
      break;
    }
  }
  if (!catalogue) throw new Error('no product type has a vendor, so there is no catalogue page to measure');
  if (!series) throw new Error('the first vendor has no series with models, so there is no series page to measure');
  const seriesDetail = await apiData(base, `/api/product/series/detail/${series.id}`);
  const model = seriesDetail?.mt_product?.[0]?.name ?? series.name;
  const pageList = [
    { label: 'home', path: '/' },
    { label: 'type', path: `/product/${encodeURIComponent(typeName)}` },
    { label: 'E&S', path: `/product/${encodeURIComponent('Engineering & Services')}` },
    { label: 'catalogue', path: catalogue },
    { label: 'series', path: `/product/series/${series.id}` },
    // Results pages are noindex on purpose: their SEO goal is every other SEO audit passing.
    { label: 'search', path: `/search?q=${encodeURIComponent(model)}`, noindex: true },
  ];
  pageList.push(...pageList.map((page) => ({ ...page, label: `id:${page.label}`, path: indonesianTwin(page.path) })));
  return { pages: pageList, types, typeDetail, vendor, seriesDetail };
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
  if (site.started) await startWarmingSettled(site.dataDir);
  ({ pages } = await cataloguePages(shellUrl));
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

/** Each run's main-thread time from its trace (lib/threadTime.mjs) and the machine's idle share meanwhile (lib/machineIdle.mjs). */
const threadTimes = new WeakMap();

/** A run's TBT from thread time, the share of its tasks' wall time the main thread did not run, and how idle the CPUs were. */
function threadTimeText(lhr) {
  const figures = threadTimes.get(lhr);
  if (!figures) return 'no trace';
  const idle = figures.machineIdle === null ? '' : `, CPUs ${Math.round(figures.machineIdle * 100)} % idle`;
  return `TBT from thread time ${fmt.ms(figures.cpuBlockingMs)}, not running ${Math.round(figures.waitingShare * 100)} %${idle}`;
}

/** Lighthouse on each page of `base`, RUNS times: per page its runs sorted by performance and the median. */
async function lighthousePages(base, pageList) {
  let browser = await launchChromium();
  const results = [];
  for (const page of pageList) {
    const url = `${base}${page.path}`;
    const runs = [];
    const errors = [];
    for (let run = 1; run <= RUNS; run++) {
      process.stdout.write(`  ${page.path} run ${run}/${RUNS} … `);
      const started = Date.now();
      const ticksBefore = readCpuTicks();
      try {
        const result = await withTimeout(
          lighthouse(url, {
            port: browser.chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            disableFullPageScreenshot: true,
            ...(WITHOUT_SCRIPTS ? { blockedUrlPatterns: ['*.js'] } : {}),
          }),
          LIGHTHOUSE_RUN_TIMEOUT_MS,
          'a Lighthouse run',
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error('Lighthouse returned no result');
        if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        runs.push(lhr);
        const threadTime = mainThreadTime(result.artifacts?.Trace?.traceEvents ?? []);
        if (threadTime) threadTimes.set(lhr, { ...threadTime, machineIdle: idleShare(ticksBefore, readCpuTicks()) });
        if (options.save) {
          fs.mkdirSync(options.save, { recursive: true });
          fs.writeFileSync(path.join(options.save, `${page.label.replace(/\W/g, '')}-${run}.json`), JSON.stringify(lhr));
        }
        console.log(
          `performance ${fmt.score(lhr.categories.performance.score)}, TBT ${fmt.ms(lhr.audits['total-blocking-time']?.numericValue)} (${threadTimeText(lhr)}), benchmarkIndex ${Math.round(lhr.environment?.benchmarkIndex ?? 0)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
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
  return results;
}

/** The Lighthouse and Chromium versions and the machine's benchmarkIndex, from a result. */
function lighthouseEnvironment(results) {
  const env = results.find((r) => r.median)?.median;
  if (!env) return;
  console.log(
    `\n  Lighthouse ${env.lighthouseVersion}, ${env.environment?.hostUserAgent?.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}, benchmarkIndex ${Math.round(env.environment?.benchmarkIndex ?? 0)}`,
  );
}

async function lighthouseSection() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    console.error(`\nlighthouse: no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`);
    miss('lighthouse: no Chromium');
    return;
  }
  console.log(
    `\n== Lighthouse 12, mobile preset (simulated throttling), ${RUNS} run(s) per page, median by performance${WITHOUT_SCRIPTS ? ', every script blocked (a control: goals not checked)' : ''} ==`,
  );
  const results = await lighthousePages(shellUrl, pages);

  const columns = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS', 'TBT', 'FCP', 'TBT thread'];
  const widths = [52, 7, 7, 9, 12, 10, 9, 10, 9, 11];
  const line = (cells) => `  ${cells.map((cell, i) => pad(cell, widths[i])).join('')}`.trimEnd();
  console.log(
    `\n  goals: performance ≥ ${GOALS.performance}, accessibility ${GOALS.accessibility}, best practices ${GOALS['best-practices']}, SEO ${GOALS.seo}, LCP ≤ ${(GOALS.lcpMs / 1000).toFixed(1)} s, CLS ≤ ${GOALS.cls}, TBT < ${GOALS.tbtMs} ms; ✗ = missed\n  TBT thread: the same sum from the main thread's CPU time, without the time it did not run (lib/threadTime.mjs)\n`,
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
      if (!WITHOUT_SCRIPTS) miss(`lighthouse ${page.path}: ${what} ${text}`);
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
        fmt.ms(threadTimes.get(lhr)?.cpuBlockingMs),
      ]),
    );
    const details = [...mainThread(lhr)];
    if (all.length > 1) details.push(`performance of the runs: ${all.map((r) => fmt.score(r.categories.performance.score)).join(', ')}`);
    details.push(
      `the runs' TBT by Lighthouse (wall time) and from thread time: ${all.map((r) => `${fmt.ms(r.audits['total-blocking-time']?.numericValue)} / ${threadTimeText(r)}`).join('; ')}`,
    );
    if (errors.length) details.push(`${errors.length} failed run(s): ${errors.join(' | ')}`);
    for (const id of ['performance', 'accessibility', 'best-practices', 'seo']) {
      if (score(id) == null || score(id) >= 1) continue;
      const failing = failingAudits(lhr, id);
      const shown = failing.slice(0, 8).join('; ') + (failing.length > 8 ? `; +${failing.length - 8} more` : '');
      details.push(`${lhr.categories[id].title} ${fmt.score(score(id))}: ${shown || 'no audit below 0.9'}`);
    }
    if (details.length) notes.push(`  ${page.path}\n${details.map((d) => `    - ${d}`).join('\n')}`);
  }
  lighthouseEnvironment(results);
  if (notes.length) console.log(`\n  Per page, median run: main thread (4x CPU slowdown), and audits scoring under 0.9:\n${notes.join('\n')}`);
  await machineFloor();
}

/** A page with nothing to load or run: what Lighthouse measures of the machine itself. */
const BLANK_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Blank</title></head><body><h1>A heading</h1><p>No image, no style sheet, no script.</p></body></html>';

/**
 * The machine's floor: Lighthouse, the same settings, on BLANK_PAGE served from memory. A phone
 * gives such a page no blocking time at all; what it gets here is the machine's (its stalls, the
 * browser's own start), not the site's, and sets how far under the 200 ms goal a page can come.
 */
async function machineFloor() {
  const server = http.createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BLANK_PAGE));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    console.log(`\n  The machine's floor: the same Lighthouse on a blank page (one heading, no image, style sheet or script):`);
    const [{ all }] = await lighthousePages(`http://127.0.0.1:${server.address().port}`, [{ label: 'blank', path: '/' }]);
    if (all.length)
      console.log(
        `    performance ${all.map((r) => fmt.score(r.categories.performance.score)).join(', ')}; TBT ${all.map((r) => fmt.ms(r.audits['total-blocking-time']?.numericValue)).join(', ')} (a phone: 0 ms)`,
      );
  } finally {
    server.close();
  }
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

// ---------------------------------------------------------------- 4. real photos (issue 20)

/** catalogue-core/src/imageVariants.ts: the widths made, each in AVIF, WebP and (for a JPEG master) JPEG. */
const VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1200, 1920];
/** A variant's storage path (catalogue-core's variantPath): under the storage root like its master. */
const variantPath = (master, width, format) => `variants/${master}/w${width}.${format}`;
const PHOTO_FORMATS = ['avif', 'webp', 'jpg'];
const VARIANTS_PER_PHOTO = VARIANT_WIDTHS.length * PHOTO_FORMATS.length;
const PHOTO_IMAGE_BYTES_GOAL = 250 * 1024;
/** A small phone: 360 × 640 CSS px at 3 device pixels per px. */
const PHONE = { viewport: { width: 360, height: 640 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const LOAD_PHOTOS = 10;
/** Issue 20: a page with real photos is interactive within 3 s of its load event on fast 4G. */
const INTERACTIVE_AFTER_LOAD_GOAL_S = 3;
/** Public reads during the load: a steady rate over a few connections, so that p99 is the latency, not a queue. */
const LOAD_READ = { path: '/api/manufacture-type?page=1&items_per_page=100', connections: 10, rate: 100 };
const WARM_TIMEOUT_MS = 30 * 60_000;
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const kb = (bytes) => (bytes == null ? '–' : `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`);

/** Staff's calls: login once, then uploads and saves with the bearer token, through the shell as the admin's are. */
async function staffClient(base) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { ...XHR, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: process.env.ADMIN_EMAIL || DEMO_CREDENTIALS.email,
      password: process.env.ADMIN_PASSWORD || DEMO_CREDENTIALS.password,
    }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!login.ok) throw new Error(`POST /api/login: HTTP ${login.status}`);
  const auth = { ...XHR, Authorization: `Bearer ${(await login.json()).data.token}` };
  return {
    /** POST /api/assets-manager/image/create; a 503 (the image bound is full) is tried again after its Retry-After. */
    async upload(name, bytes) {
      for (let attempt = 1; ; attempt++) {
        const form = new FormData();
        form.append('name', name);
        form.append('image_file', new Blob([bytes], { type: 'image/jpeg' }), 'IMG_0001.jpg');
        const started = performance.now();
        const response = await fetch(`${base}/api/assets-manager/image/create`, {
          method: 'POST',
          headers: auth,
          body: form,
          signal: AbortSignal.timeout(120_000),
        });
        const text = await response.text();
        if (response.status === 503 && attempt < 10) {
          await sleep(Number(response.headers.get('retry-after') || 5) * 1000);
          continue;
        }
        if (response.status !== 201) throw new Error(`uploading ${name}: HTTP ${response.status} ${text.slice(0, 200)}`);
        return { ...JSON.parse(text).data, ms: performance.now() - started, attempts: attempt };
      }
    },
    async save(path, id, body) {
      const response = await fetch(`${base}${path}/update/${id}`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`POST ${path}/update/${id}: HTTP ${response.status} ${(await response.text()).slice(0, 200)}`);
    },
  };
}

/** The records the photo pages show, each with the save that gives it an image: types on /, the vendors of a type page, a vendor's series, a series' models. */
async function photoTargets(base, { types, typeDetail, vendor, seriesDetail }) {
  const targets = [];
  for (const t of types)
    targets.push({ what: `type '${t.name}'`, path: '/api/manufacture-type', id: t.id, body: { name: t.name, description: t.description } });
  for (const v of typeDetail.mt_vendor)
    targets.push({
      what: `vendor '${v.name}'`,
      path: '/api/vendor',
      id: v.id,
      body: { name: v.name, description: v.description, mt_manufacture_type_id: typeDetail.id },
    });
  for (const nested of vendor.mt_product_category.flatMap((c) => c.mt_product_series)) {
    const s = await apiData(base, `/api/product/series/detail/${nested.id}`);
    targets.push({
      what: `series '${s.name}'`,
      path: '/api/product/series',
      id: s.id,
      body: {
        name: s.name,
        description: s.description,
        mt_manufacture_type_id: s.mt_manufacture_type_id,
        mt_vendor_id: s.mt_vendor_id,
        mt_product_category_id: s.mt_product_category_id,
        pdf_id: s.pdf_id,
      },
    });
  }
  for (const p of seriesDetail.mt_product ?? [])
    targets.push({
      what: `model '${p.name}'`,
      path: '/api/product',
      id: p.id,
      body: {
        name: p.name,
        description: p.description,
        mt_manufacture_type_id: seriesDetail.mt_manufacture_type_id,
        mt_vendor_id: seriesDetail.mt_vendor_id,
        mt_product_category_id: seriesDetail.mt_product_category_id,
        mt_product_series_id: seriesDetail.id,
        pdf_id: p.pdf_id,
      },
    });
  return targets;
}

/** How many of a master's variants are stored (the API's local store: {DATA_DIR}/storage/variants/{master}/w…). */
function storedVariants(dataDir, master) {
  try {
    return fs.readdirSync(path.join(dataDir, 'storage/variants', master)).filter((f) => /^w\d+\.(avif|webp|jpg|png)$/.test(f)).length;
  } catch {
    return 0;
  }
}

/** How many variant files the site's storage holds. */
function variantFiles(dataDir) {
  let n = 0;
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name));
      else n++;
    }
  };
  try {
    walk(path.join(dataDir, 'storage/variants'));
  } catch {
    // none yet
  }
  return n;
}

/**
 * A site this run started makes the variants of the seed's pictures at start, in the background:
 * measured meanwhile, the pages would share the CPU with it. Waits until no variant was added for
 * 5 s (at most 5 minutes).
 */
async function startWarmingSettled(dataDir) {
  const started = Date.now();
  let last = -1;
  let still = 0;
  while (Date.now() - started < 300_000 && still < 5) {
    const n = variantFiles(dataDir);
    still = n === last && n > 0 ? still + 1 : 0;
    last = n;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log(`bench: the seed's image variants made at start: ${last} files in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** Waits until every master has all its variants stored (made by the API's warming); the seconds it took. */
async function variantsWarmed(dataDir, masters, label) {
  const started = performance.now();
  let reported = started;
  for (;;) {
    const done = masters.filter((m) => storedVariants(dataDir, m) >= VARIANTS_PER_PHOTO).length;
    if (done === masters.length) return (performance.now() - started) / 1000;
    if (performance.now() - started > WARM_TIMEOUT_MS)
      throw new Error(`${label}: ${done}/${masters.length} photos had their ${VARIANTS_PER_PHOTO} variants after ${WARM_TIMEOUT_MS / 60_000} min`);
    if (performance.now() - reported > 30_000) {
      reported = performance.now();
      console.log(`    … ${label}: ${done}/${masters.length} photos warmed after ${((reported - started) / 1000).toFixed(0)} s`);
    }
    await sleep(500);
  }
}

/** Runs `use` with a page of a fresh Chromium emulating the phone (PHONE); the browser is closed after it, or at Ctrl-C. */
async function onPhone(use) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const cleanup = async () => browser.close();
  cleanups.add(cleanup);
  try {
    const context = await browser.newContext(PHONE);
    return await use(await context.newPage(), context);
  } finally {
    cleanups.delete(cleanup);
    await browser.close();
  }
}

/** The image bytes a phone downloads on a page: on load, and after scrolling to its end (lazy images too). */
async function phoneImageBytes(base, pagePath) {
  return onPhone(async (page) => {
    const images = [];
    const pending = [];
    let phase = 'load';
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'image' || request.url().startsWith('data:')) return;
      const seen = phase;
      pending.push(
        request.sizes().then(
          (sizes) => images.push({ url: request.url(), bytes: sizes.responseBodySize, phase: seen }),
          () => {},
        ),
      );
    });
    await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle', timeout: 60_000 });
    await Promise.all(pending);
    phase = 'scroll';
    // In the page (globalThis is its window): half a screen at a time to the end.
    await page.evaluate(async () => {
      for (let y = 0; y < globalThis.document.documentElement.scrollHeight; y += globalThis.innerHeight / 2) {
        globalThis.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await Promise.all(pending);
    return images;
  });
}

/**
 * Chrome DevTools' "Fast 4G" preset (its figures: 9 Mbit/s down, 1.5 Mbit/s up, 60 ms × 2.75
 * latency, each × 0.9 for the radio) and a mid-range phone's CPU (4× slower than this machine).
 */
const FAST_4G = { latency: 165, downloadThroughput: (9_000_000 / 8) * 0.9, uploadThroughput: (1_500_000 / 8) * 0.9 };
const PHONE_CPU_SLOWDOWN = 4;

/**
 * When a page becomes interactive on a phone over fast 4G (issue 20: "within 3 s of its load
 * event"): the shell marks <html data-app-ready> once React has committed the page in the browser
 * (shell/src/app/AppReadyMark.tsx); a MutationObserver set before any script notes the time.
 * Resolves with the load event's end and the mark, in seconds from the navigation's start.
 */
async function interactiveOnFast4g(base, pagePath) {
  return onPhone(async (page, context) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...FAST_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    // The whole document is observed: at the time this runs, <html> is not yet the parsed page's.
    await page.addInitScript(() => {
      new globalThis.MutationObserver((_, observer) => {
        if (!globalThis.document.documentElement.hasAttribute('data-app-ready')) return;
        globalThis.__appReadyAt = globalThis.performance.now();
        observer.disconnect();
      }).observe(globalThis.document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
    });
    await page.goto(`${base}${pagePath}`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => globalThis.__appReadyAt !== undefined, null, { timeout: 120_000 });
    const { load, ready } = await page.evaluate(() => ({
      load: globalThis.performance.getEntriesByType('navigation')[0].loadEventEnd,
      ready: globalThis.__appReadyAt,
    }));
    return { loadS: load / 1000, readyS: ready / 1000 };
  });
}

/** autocannon that runs until stop() (or `seconds`); resolves with its result. */
function readLoad(url, seconds) {
  let instance;
  const result = new Promise((resolve, reject) => {
    instance = autocannon(
      {
        url,
        connections: LOAD_READ.connections,
        overallRate: LOAD_READ.rate,
        duration: seconds,
        timeout: 10,
        headers: { accept: 'application/json', ...XHR },
      },
      (error, value) => (error ? reject(error) : resolve(value)),
    );
  });
  return { stop: () => instance.stop(), result };
}

const latencyLine = (r) =>
  `p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms over ${r.requests.total} requests` +
  (r.non2xx || r.errors || r.timeouts ? `   ✗ ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts` : '');

async function photosSection() {
  console.log(`\n== Real photos (issue 20): 12 MP phone photos (4032 × 3024, EXIF orientation 6, camera tags and GPS, ~5 MB) on the public pages ==`);
  if (!fs.existsSync(CHROMIUM_PATH)) {
    miss('photos: no Chromium');
    console.error(`  no Chromium at ${CHROMIUM_PATH}`);
    return;
  }
  // The photos change the catalogue: they go to a site on a temporary data folder only.
  if (site.started) photoSite = site;
  else {
    const [shell, publicRemote, adminRemote, api] = [await freePort(), await freePort(), await freePort(), await freePort()];
    photoSite = await startSite({ name: 'bench', host: '127.0.0.1', noBuild: true, ports: { shell, publicRemote, adminRemote, api } });
    console.log(`  a site of its own for the photos (the running one's data stays as it is): ${photoSite.shellUrl}, API ${photoSite.apiUrl}`);
  }
  const base = photoSite.shellUrl;
  try {
    const catalogue = await cataloguePages(base);
    const staff = await staffClient(base);

    // 1. A photo for every record the four pages show.
    const targets = await photoTargets(base, catalogue);
    console.log(`  generating and uploading ${targets.length} photos as staff, each set as a record's image …`);
    const masters = [];
    const sizes = [];
    const uploadMs = [];
    const started = performance.now();
    for (const [i, target] of targets.entries()) {
      const bytes = await phonePhoto({ seed: i + 1 });
      sizes.push(bytes.length);
      const image = await staff.upload(`Photo of ${target.what}`, bytes);
      uploadMs.push(image.ms);
      await staff.save(target.path, target.id, { ...target.body, image_id: image.id });
      masters.push(image.image_path);
    }
    const avg = (list) => list.reduce((a, b) => a + b, 0) / list.length;
    console.log(
      `  ${targets.length} photos (${fmt.mb(avg(sizes))} on average) uploaded and set in ${((performance.now() - started) / 1000).toFixed(0)} s; an upload answered in ${fmt.ms(avg(uploadMs))} on average, ${fmt.ms(Math.max(...uploadMs))} at most`,
    );
    const warmS = await variantsWarmed(photoSite.dataDir, masters, 'warming');
    console.log(`  every variant of the ${masters.length} photos stored ${warmS.toFixed(0)} s after the last save (the API's background warming)`);

    // 2. Lighthouse on the pages that show them.
    const byLabel = Object.fromEntries(catalogue.pages.map((p) => [p.label, p]));
    const photoPages = [
      byLabel.home,
      { label: 'type', path: `/product/${encodeURIComponent(catalogue.typeDetail.name)}` },
      byLabel.catalogue,
      byLabel.series,
    ];
    console.log(`\n  Lighthouse 12, mobile preset, ${RUNS} run(s) per page, median by performance:`);
    const results = await lighthousePages(base, photoPages);
    const columns = ['page', 'perf', 'LCP', 'CLS', 'TBT', 'images (LH)'];
    const widths = [52, 8, 10, 9, 10, 12];
    const line = (cells) => `  ${cells.map((cell, i) => pad(cell, widths[i])).join('')}`.trimEnd();
    console.log(`\n  goals: performance ≥ ${GOALS.performance}, LCP ≤ ${(GOALS.lcpMs / 1000).toFixed(1)} s, CLS ≤ ${GOALS.cls}; ✗ = missed\n`);
    console.log(line(columns));
    for (const { page, median: lhr, all, errors } of results) {
      if (!lhr) {
        console.log(line([page.path, `✗ no successful run: ${errors.join(' | ')}`]));
        miss(`photos lighthouse ${page.path}: no successful run`);
        continue;
      }
      const perf = lhr.categories.performance.score;
      const metric = (id) => lhr.audits[id]?.numericValue;
      const check = (ok, text, what) => {
        if (ok) return text;
        miss(`photos lighthouse ${page.path}: ${what} ${text}`);
        return `${text} ✗`;
      };
      const imageBytes = (lhr.audits['network-requests']?.details?.items ?? [])
        .filter((item) => item.resourceType === 'Image')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      const lcp = metric('largest-contentful-paint');
      const cls = metric('cumulative-layout-shift');
      console.log(
        line([
          page.path,
          check(perf != null && Math.round(perf * 100) >= GOALS.performance, fmt.score(perf), 'performance'),
          check(lcp != null && lcp <= GOALS.lcpMs, fmt.seconds(lcp), 'LCP'),
          check(cls != null && cls <= GOALS.cls, fmt.cls(cls), 'CLS'),
          fmt.ms(metric('total-blocking-time')),
          kb(imageBytes),
        ]),
      );
      if (all.length > 1)
        console.log(
          `    performance of the runs: ${all.map((r) => fmt.score(r.categories.performance.score)).join(', ')}; LCP element: ${lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 100) ?? '–'}`,
        );
    }
    lighthouseEnvironment(results);

    // 2b. Interactive soon after the load event, on a phone over fast 4G (the photos must not hold the scripts back).
    console.log(
      `\n  interactive on a ${PHONE.viewport.width} px phone over fast 4G (${FAST_4G.latency} ms, ${((FAST_4G.downloadThroughput * 8) / 1e6).toFixed(1)} Mbit/s; CPU ${PHONE_CPU_SLOWDOWN}× slower), goal ≤ ${INTERACTIVE_AFTER_LOAD_GOAL_S} s after the load event:`,
    );
    for (const { path: pagePath } of photoPages) {
      try {
        const { loadS, readyS } = await interactiveOnFast4g(base, pagePath);
        const after = readyS - loadS;
        const ok = after <= INTERACTIVE_AFTER_LOAD_GOAL_S;
        console.log(
          `    ${pad(pagePath, 52)} load event ${loadS.toFixed(2)} s, interactive ${readyS.toFixed(2)} s: ${after <= 0 ? 'before the load event' : `${after.toFixed(2)} s after it`}${ok ? '' : ' ✗'}`,
        );
        if (!ok) miss(`photos: ${pagePath} interactive ${after.toFixed(2)} s after its load event on fast 4G`);
      } catch (error) {
        console.log(`    ${pad(pagePath, 52)} ✗ ${error.message}`);
        miss(`photos: ${pagePath} interactivity not measured (${error.message})`);
      }
    }

    // 3. What a 360 px phone downloads on /.
    const images = await phoneImageBytes(base, '/');
    const total = images.reduce((sum, i) => sum + i.bytes, 0);
    const onLoad = images.filter((i) => i.phase === 'load').reduce((sum, i) => sum + i.bytes, 0);
    const ok = total <= PHOTO_IMAGE_BYTES_GOAL;
    console.log(
      `\n  image bytes of / on a ${PHONE.viewport.width} × ${PHONE.viewport.height} phone at DPR ${PHONE.deviceScaleFactor} (response bodies): ${kb(onLoad)} on load, ${kb(total)} after scrolling to the end, ${images.length} images (goal ≤ ${kb(PHOTO_IMAGE_BYTES_GOAL)})${ok ? '' : ' ✗'}`,
    );
    for (const i of [...images].sort((a, b) => b.bytes - a.bytes).slice(0, 6))
      console.log(`    ${pad(kb(i.bytes), 10)} ${new URL(i.url).pathname}${i.phase === 'scroll' ? '  (after scrolling)' : ''}`);
    if (!ok) miss(`photos: image bytes of / at ${PHONE.viewport.width} px ${kb(total)} > ${kb(PHOTO_IMAGE_BYTES_GOAL)}`);

    // 4. One photo from upload to all its variants served, and their sizes.
    const photo = await phonePhoto({ seed: 1000 });
    const uploadStarted = performance.now();
    const image = await staff.upload('Upload-to-ready probe', photo);
    const answered = (performance.now() - uploadStarted) / 1000;
    const variantBytes = {};
    const waiting = new Map(VARIANT_WIDTHS.flatMap((w) => PHOTO_FORMATS.map((f) => [`w${w}.${f}`, variantPath(image.image_path, w, f)])));
    while (waiting.size && performance.now() - uploadStarted < 10 * 60_000) {
      // One request at a time, as a poll: a variant the warming has not made yet is made for it.
      for (const [name, variant] of [...waiting]) {
        try {
          const response = await get(`${base}/storage/${variant}`);
          const body = Buffer.from(await response.arrayBuffer());
          if (response.ok) {
            variantBytes[name] = body;
            waiting.delete(name);
          }
        } catch {
          // a timeout: asked again in the next round
        }
      }
      if (waiting.size) await sleep(250);
    }
    const ready = (performance.now() - uploadStarted) / 1000;
    if (waiting.size) miss(`photos: ${waiting.size} variants of one photo not served after 10 min`);
    const w640 = variantBytes['w640.jpg'] && (await sharp(variantBytes['w640.jpg']).metadata());
    console.log(
      `\n  upload to ready, one photo (${fmt.mb(photo.length)}): the upload answered in ${answered.toFixed(1)} s (master ${kb(image.size)}), all ${VARIANTS_PER_PHOTO} variants served ${ready.toFixed(1)} s after it began` +
        (w640 ? `; w640.jpg is ${w640.width} × ${w640.height}, EXIF ${w640.exif ? 'present ✗' : 'none'}` : ''),
    );
    console.log(`\n  ${pad('width', 8)}${PHOTO_FORMATS.map((f) => pad(f.toUpperCase(), 11)).join('')}`);
    for (const w of VARIANT_WIDTHS)
      console.log(`  ${pad(w, 8)}${PHOTO_FORMATS.map((f) => pad(kb(variantBytes[`w${w}.${f}`]?.length), 11)).join('')}`);

    // 5. The API's public reads while 10 photos are processed at once.
    const loadPhotos = [];
    for (let i = 0; i < LOAD_PHOTOS; i++) loadPhotos.push(await phonePhoto({ seed: 2000 + i }));
    const readUrl = `${photoSite.apiUrl}${LOAD_READ.path}`;
    console.log(`\n  GET ${LOAD_READ.path} on the API at ${LOAD_READ.rate} req/s over ${LOAD_READ.connections} connections:`);
    const quiet = await readLoad(readUrl, DURATION_S).result;
    console.log(`    quiet:                              ${latencyLine(quiet)}`);
    const load = readLoad(readUrl, 3600);
    const loadStarted = performance.now();
    let loaded;
    let warmed;
    try {
      const settled = await Promise.allSettled(loadPhotos.map((bytes, i) => staff.upload(`Load photo ${i + 1}`, bytes)));
      const uploadsS = (performance.now() - loadStarted) / 1000;
      loaded = settled.filter((r) => r.status === 'fulfilled').map((r) => r.value);
      const failed = settled
        .filter((r) => r.status === 'rejected')
        .map((r) => `${r.reason.message}${r.reason.cause ? ` (${r.reason.cause.message ?? r.reason.cause})` : ''}`);
      if (failed.length) {
        console.log(`    ✗ ${failed.length} of the ${LOAD_PHOTOS} uploads failed: ${[...new Set(failed)].join(' | ')}`);
        miss(`photos: ${failed.length} of ${LOAD_PHOTOS} uploads at once failed (${failed[0]})`);
      }
      warmed = await variantsWarmed(
        photoSite.dataDir,
        loaded.map((l) => l.image_path),
        `warming the ${loaded.length} photos`,
      );
      warmed += uploadsS;
      console.log(
        `    ${LOAD_PHOTOS} uploads at once: ${loaded.length} answered 201 within ${uploadsS.toFixed(1)} s (${loaded.filter((l) => l.attempts > 1).length} after a 503, slowest ${fmt.ms(Math.max(0, ...loaded.map((l) => l.ms)))}), their ${loaded.length * VARIANTS_PER_PHOTO} variants stored ${warmed.toFixed(0)} s after they began`,
      );
    } finally {
      load.stop();
    }
    const during = await load.result;
    console.log(`    during the ${LOAD_PHOTOS} photos:             ${latencyLine(during)}`);
    if (during.non2xx || during.errors || during.timeouts)
      miss(
        `photos: public reads failed while photos were processed (${during.non2xx} non-2xx, ${during.errors} errors, ${during.timeouts} timeouts)`,
      );
  } finally {
    if (photoSite !== site) await photoSite.stop();
  }
}

// ---------------------------------------------------------------- run

try {
  for (const [name, section] of [
    ['lighthouse', lighthouseSection],
    ['throughput', throughputSection],
    ['heap', heapSection],
    // Last: it changes the catalogue of the site it uses.
    ['photos', photosSection],
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
