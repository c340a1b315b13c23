// The attacks of issue 19, one function per finding, each against a site of attackSite.mjs and
// each returning what it measured (never asserting): attacks.test.mjs holds the figures to the
// goals, scripts/probe-attacks.mjs prints them for the before/after table. Attackers connect from
// 127.0.0.2, the visitor whose service must go on from 127.0.0.3 (Linux routes all of 127/8 to
// the loopback device), so per-address limits tell them apart.
import crypto from 'node:crypto';
import http from 'node:http';
import { DEMO_CREDENTIALS } from './demoBundle.mjs';
import { freePort } from './processes.mjs';
import { get, headerOf, rawRequest, requestBytes } from './rawHttp.mjs';
import { countStates, openSlowClient, slowPostPrefix } from './slowClient.mjs';

export const ATTACKER = '127.0.0.2';
export const VISITOR = '127.0.0.3';
/** The slow request head comes from an address of its own: the other attacks' connections from ATTACKER may still count against its cap. */
export const SLOW_HEAD = '127.0.0.4';
/** Where the decoy of the proxy test listens: another "machine" the shell must never reach. */
const DECOY_ADDRESS = '127.0.0.5';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Words no catalogue has, so that a search with them is a new, uncached one. */
const freshWord = () => `zq${crypto.randomBytes(4).toString('hex')}`;

/**
 * Finding 1: each request that ended a server, sent `rounds` times to the shell and to
 * public-remote. A server that died is started again before the next probe.
 * @returns {Promise<Array<{ server: string, target: string, status?: number, outcome: string, exited: boolean }>>}
 */
export async function singleRequestKillers(site, { rounds = 1 } = {}) {
  // https:// with a loopback host: the same code path as the https://x, without a lookup of x.
  const targets = ['/index.html%00.js', '/%00', '//[', 'https://127.0.0.9/api/x'];
  const probes = [];
  for (let round = 0; round < rounds; round++) {
    for (const [server, port] of [
      ['shell', site.shell.port],
      ['public-remote', site.remote.port],
    ]) {
      for (const target of targets) {
        await site.ensureRunning();
        const since = Date.now();
        const answer = await rawRequest({ port, data: requestBytes('GET', target), timeoutMs: 5000 });
        // An exit follows the fatal request within milliseconds; give it time to be seen.
        await sleep(300);
        const exited = site.exitsSince(since).some((exit) => exit.name === server);
        probes.push({ server, target, status: answer.status, outcome: answer.outcome, exited });
      }
    }
  }
  await site.ensureRunning();
  return probes;
}

/** A decoy HTTP server on another loopback address: counts what reaches it and what it was sent. */
async function startDecoy() {
  const port = await freePort(DECOY_ADDRESS);
  const hits = [];
  const server = http.createServer((req, res) => {
    hits.push({ method: req.method, url: req.url, authorization: req.headers.authorization });
    req.resume();
    res.end('decoy');
  });
  await new Promise((resolve) => server.listen(port, DECOY_ADDRESS, resolve));
  return { host: `${DECOY_ADDRESS}:${port}`, hits, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Finding 2: request targets that name another host (`//host/api/…`, absolute-form), as GET and
 * as POST with a body and an Authorization header. Nothing may reach the decoy.
 * @returns {Promise<{ hits: Array<{ method: string, url: string, authorization?: string }>, answers: Array<{ request: string, status?: number, outcome: string }> }>}
 */
export async function proxyEscapes(site) {
  const decoy = await startDecoy();
  const answers = [];
  try {
    for (const target of [`//${decoy.host}/api/x`, `http://${decoy.host}/api/x`]) {
      for (const method of ['GET', 'POST']) {
        const options =
          method === 'POST' ? { headers: { Authorization: 'Bearer stolen-token', 'Content-Type': 'application/json' }, body: '{"secret":1}' } : {};
        const answer = await rawRequest({ port: site.shell.port, localAddress: ATTACKER, data: requestBytes(method, target, options) });
        answers.push({ request: `${method} ${target}`, status: answer.status, outcome: answer.outcome });
      }
    }
    await sleep(200);
  } finally {
    await decoy.stop();
  }
  return { hits: decoy.hits, answers };
}

/**
 * Visits the site from VISITOR until `until()` says stop: GET /, /api/health and a public catalogue
 * read in turn, one every `everyMs`. A visit succeeds on a 200 within `timeoutMs`.
 */
async function visit(site, { until, everyMs = 500, timeoutMs = 5000 }) {
  const paths = ['/', '/api/health', '/api/manufacture-type'];
  const tally = { ok: 0, total: 0, failures: {} };
  for (let i = 0; !until(); i++) {
    const started = Date.now();
    const path = paths[i % paths.length];
    const answer = await get(site.shell.port, path, { localAddress: VISITOR, timeoutMs });
    tally.total++;
    if (answer.status === 200) tally.ok++;
    else {
      const what = `${path} → ${answer.status ?? answer.outcome}`;
      tally.failures[what] = (tally.failures[what] ?? 0) + 1;
    }
    await sleep(Math.max(0, everyMs - (Date.now() - started)));
  }
  return tally;
}

/**
 * Finding 3: `connections` POSTs from ONE address (ATTACKER) through the shell, each promising
 * 10,000 bytes of body and trickling one byte every `byteEveryMs`, for `durationMs`; a visitor
 * from another address meanwhile and for `afterMs` after the attack stopped.
 * @returns {Promise<{ during: object, after: object | null, attacker: Record<string, number>, connections: number }>}
 */
export async function slowBodyFlood(site, { connections = 300, durationMs = 40_000, afterMs = 0, byteEveryMs = 3000 } = {}) {
  const port = site.shell.port;
  const clients = [];
  const started = Date.now();
  // Opened over the first second, alternating the quote request and the login: both are public POSTs.
  const opening = (async () => {
    for (let i = 0; i < connections; i++) {
      const target = i % 2 ? '/api/login' : '/api/inquiry/create';
      clients.push(
        openSlowClient({ port, localAddress: ATTACKER, prefix: slowPostPrefix(target, { host: `127.0.0.1:${port}` }), dripEveryMs: byteEveryMs }),
      );
      if (i % 50 === 49) await sleep(1000 / Math.ceil(connections / 50));
    }
  })();
  const during = await visit(site, { until: () => Date.now() - started > durationMs });
  await opening;
  const attacker = countStates(clients);
  clients.forEach((client) => client.stop());
  const afterStarted = Date.now();
  const after = afterMs ? await visit(site, { until: () => Date.now() - afterStarted > afterMs }) : null;
  return { during, after, attacker, connections };
}

/**
 * Finding 4: `storageReads` requests for a big stored file by `/api/../storage/…?n=i` (the client
 * hangs up at once), then `queryStrings` distinct `/?utm_source=i`: the shell's RSS before and
 * after, and whether `/?utm_source=…` answers the very page of `/` (same ETag) or a new render.
 * @returns {Promise<{ rssBeforeMb: number, rssAfterMb: number, growthMb: number, msPerQueryPage: number, etagRoot?: string, etagVariant?: string }>}
 */
export async function memoryGrowth(site, { file, storageReads = 20, queryStrings = 2000, concurrency = 4 } = {}) {
  const port = site.shell.port;
  for (let i = 0; i < 3; i++) await get(port, '/');
  const rssBeforeMb = site.rssMb('shell');
  for (let i = 0; i < storageReads; i++) {
    await rawRequest({ port, localAddress: ATTACKER, data: requestBytes('GET', `/api/../storage/${file}?n=${i}`), hangUpAfterMs: 20 });
  }
  // The server may go on reading the file from the API after the client left.
  await sleep(2000);
  const started = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < queryStrings) await get(port, `/?utm_source=${next++}`, { localAddress: ATTACKER, timeoutMs: 10_000 });
    }),
  );
  const msPerQueryPage = (Date.now() - started) / queryStrings;
  await sleep(1000);
  const rssAfterMb = site.rssMb('shell');
  const etagRoot = headerOf((await get(port, '/')).head, 'etag');
  const etagVariant = headerOf((await get(port, `/?utm_source=${freshWord()}`)).head, 'etag');
  return { rssBeforeMb, rssAfterMb, growthMb: rssAfterMb - rssBeforeMb, msPerQueryPage, etagRoot, etagVariant };
}

/**
 * Finding 5: while one slow POST body is open from ATTACKER, `searches` new two-word searches from
 * VISITOR through the shell; then `/api/%73earch?q=…` against `/api/search?q=…`.
 * @returns {Promise<{ statuses: Record<string, number>, variant: { plain?: number, encoded?: number, sameBody: boolean } }>}
 */
export async function searchDuringSlowBody(site, { searches = 6 } = {}) {
  const port = site.shell.port;
  const slow = openSlowClient({
    port,
    localAddress: ATTACKER,
    prefix: slowPostPrefix('/api/inquiry/create', { host: `127.0.0.1:${port}` }),
    dripEveryMs: 2000,
  });
  const statuses = {};
  let variant;
  try {
    await sleep(1500);
    for (let i = 0; i < searches; i++) {
      const answer = await get(port, `/api/search?q=${freshWord()}+pump`, { localAddress: VISITOR });
      const key = String(answer.status ?? answer.outcome);
      statuses[key] = (statuses[key] ?? 0) + 1;
      await sleep(300);
    }
    const q = `${freshWord()}+valve`;
    const plain = await get(port, `/api/search?q=${q}`, { localAddress: VISITOR });
    const encoded = await get(port, `/api/%73earch?q=${q}`, { localAddress: VISITOR });
    variant = { plain: plain.status, encoded: encoded.status, sameBody: plain.body === encoded.body };
  } finally {
    slow.stop();
  }
  return { statuses, variant };
}

/** The absolute URLs a page's head gives out: canonical, og:/twitter: URLs and JSON-LD ids and URLs. */
export function publicUrlsOf(html) {
  const head = html.split('</head>')[0];
  const urls = [...head.matchAll(/(?:href|content)="(https?:\/\/[^"]*)"/g), ...head.matchAll(/"(?:@id|url|logo|image|item)":"(https?:\/\/[^"]*)"/g)];
  return urls.map((match) => match[1]);
}

/** The canonical URL of a page, or undefined. */
export function canonicalOf(html) {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
}

/**
 * Finding 6: an ATTACKER asks for a page with X-Forwarded-Proto: https and X-Forwarded-Host:
 * evil.example, then a VISITOR asks for the same page plainly. Each page is a new URL (a query
 * string nobody used), so that the attacker's request is the one that would be cached.
 * @returns {Promise<Array<{ page: string, attacked?: string, plain?: string, poisoned: boolean, plainStatus?: number }>>}
 */
export async function cachePoisoning(site, { pages = ['/', '/product/Machine%20Tools'] } = {}) {
  const port = site.shell.port;
  const results = [];
  for (const page of pages) {
    const target = `${page}?utm_source=${freshWord()}`;
    const headers = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-For': '203.0.113.9' };
    const attacked = await get(port, target, { localAddress: ATTACKER, headers });
    const plain = await get(port, target, { localAddress: VISITOR });
    const poisoned = publicUrlsOf(plain.body).some((url) => url.startsWith('https://') || url.includes('evil.example'));
    results.push({ page: target, attacked: canonicalOf(attacked.body), plain: canonicalOf(plain.body), poisoned, plainStatus: plain.status });
  }
  return results;
}

/**
 * Finding 7: request headers sent one byte a second from SLOW_HEAD; the seconds until the shell
 * ends the connection, or null when it has not within `limitMs`.
 * @returns {Promise<number | null>}
 */
export async function slowHeaderCut(site, { limitMs = 25_000 } = {}) {
  const started = Date.now();
  const client = openSlowClient({
    port: site.shell.port,
    localAddress: SLOW_HEAD,
    prefix: 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ',
    dripEveryMs: 1000,
  });
  try {
    while (Date.now() - started < limitMs) {
      if (client.state() !== 'open' && client.state() !== 'connecting') return (client.endedAfterMs() ?? Date.now() - started) / 1000;
      await sleep(100);
    }
    return null;
  } finally {
    client.stop();
  }
}

/**
 * Finding 7: `connections` idle connections (nothing sent) from ATTACKER; after `holdMs`, how many
 * the shell still holds open, and what a VISITOR gets for GET /.
 * @returns {Promise<{ attacker: Record<string, number>, visitor: Array<number | string> }>}
 */
export async function idleConnections(site, { connections = 300, holdMs = 3000 } = {}) {
  const port = site.shell.port;
  const clients = Array.from({ length: connections }, () => openSlowClient({ port, localAddress: ATTACKER }));
  try {
    await sleep(holdMs);
    const visitor = [];
    for (let i = 0; i < 3; i++) {
      const answer = await get(port, '/', { localAddress: VISITOR });
      visitor.push(answer.status ?? answer.outcome);
    }
    return { attacker: countStates(clients), visitor };
  } finally {
    clients.forEach((client) => client.stop());
  }
}

/** A JSON call to the API itself (setup, not what is tested). */
async function apiJson(site, path, { method = 'GET', token, body } = {}) {
  const response = await fetch(`${site.api.url}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/**
 * Finding 7: a manufacture type with a `length`-character name (the API accepts 255), created by
 * the admin; the status of /sitemap.xml and of the type's page through the shell. The type is
 * deleted again.
 * @returns {Promise<{ created: number, sitemap?: number, page?: number }>}
 */
export async function longTypeName(site, { length = 200 } = {}) {
  const login = await apiJson(site, '/api/login', { method: 'POST', body: DEMO_CREDENTIALS });
  const token = login.body?.data?.token;
  const name = `Long type ${freshWord()} `.padEnd(length, 'x');
  const created = await apiJson(site, '/api/manufacture-type/create', { method: 'POST', token, body: { name } });
  const id = created.body?.data?.id;
  try {
    const port = site.shell.port;
    const sitemap = await get(port, '/sitemap.xml', { localAddress: VISITOR, timeoutMs: 10_000 });
    const page = await get(port, `/product/${encodeURIComponent(name)}`, { localAddress: VISITOR, timeoutMs: 10_000 });
    return { created: created.status, sitemap: sitemap.status, page: page.status };
  } finally {
    if (id) await apiJson(site, `/api/manufacture-type/delete/${id}`, { method: 'DELETE', token });
  }
}
