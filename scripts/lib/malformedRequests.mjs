// Malformed HTTP/1.1 requests for the fuzz test, as raw bytes: a fixed list of the known killers
// and classic parser traps, then seeded random combinations of bad request lines, targets,
// headers, framing and bodies. Deterministic (same seed, same bytes), so that a failure can be
// replayed; every target host is a loopback address, so that a server that wrongly follows one
// never sends traffic off this machine.

/** mulberry32: a small seeded PRNG (deterministic across Node versions, unlike Math.random). */
export function seededRandom(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  return { next, int, pick: (list) => list[int(list.length)], chance: (p) => next() < p };
}

/**
 * @typedef {object} FuzzRequest
 * @property {string} label what it tries, for the failure message
 * @property {Buffer} data the bytes sent
 * @property {boolean} incomplete the request promises more than it sends (the client then ends its
 *   side, so that the server sees the end instead of waiting for its timeout)
 */

/** Ways to break a path, each taking the path and giving the broken one. */
const PATH_BREAKERS = [
  (p) => `${p}%00`,
  (p) => `${p}%00.js`,
  (p) => `${p}\0`,
  (p) => `${p}%`,
  (p) => `${p}%z`,
  (p) => `${p}%zz`,
  (p) => `${p}%c0%ae%c0%ae/`,
  (p) => `${p}%ff%fe`,
  (p) => `${p}%2f..%2f..%2fetc%2fpasswd`,
  (p) => `${p}%5c..%5c..%5cwin.ini`,
  (p) => `${p}/../../../../etc/passwd`,
  (p) => `${p}/%2e%2e/%2e%2e/%2e%2e/etc/passwd`,
  (p) => `${p}/%2E%2E%2F%2E%2E%2Fapi%2Fhealth`,
  (p) => `${p}/./././`,
  (p) => `${p}//`,
  (p) => `/..${p}`,
  (p) => `/api/..${p}`,
  (p) => `/storage/..${p}`,
  (p) => `/api/%2e%2e${p}`,
  (p) => `${p}\\..\\..\\`,
  (p) => `${p};jsessionid=1`,
  (p) => `${p}#fragment`,
  (p) => `${p}?%`,
  (p) => `${p}?q=%00&q=%zz&q[]=1&q[a][b]=2`,
  (p) => `${p}?${'a=1&'.repeat(2000)}`,
  (p) => `${p}/${'a'.repeat(9000)}`,
  (p) => `${p}/${'%41'.repeat(3000)}`,
  (p) => `${p}\xff\xfe`,
  (p) => `${p} extra`,
  (p) => `${p}\t`,
  (p) => p.toUpperCase(),
  (p) => p.replaceAll('/', '%2f'),
  (p) => p.replaceAll('/', '\\'),
  (p) => p.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`),
];

const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'PATCH',
  'TRACE',
  'CONNECT',
  'PROPFIND',
  'get',
  'G ET',
  'GET\0',
  'X'.repeat(300),
  '',
  'GÉT',
  'PRI',
];
const VERSIONS = ['HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', 'HTTP/1.1x', 'HTTPS/1.1', 'http/1.1', 'HTTP/1', '', 'HTTP/1.1 HTTP/1.1'];
const LINE_ENDS = ['\r\n', '\r\n', '\r\n', '\n', '\r', '\n\r'];

/** Bad, missing and duplicated Host headers and other header traps, as raw header lines. */
const HEADER_TRAPS = [
  [],
  ['Host:'],
  ['Host: a b'],
  ['Host: [::1'],
  ['Host: 127.0.0.1:99999'],
  ['Host: \0'],
  ['Host: ../../etc'],
  ['Host: evil.example', 'Host: 127.0.0.1'],
  ['Host: 127.0.0.1', 'Host: 127.0.0.1'],
  [`Host: ${'h'.repeat(5000)}`],
  ['Host : 127.0.0.1'],
  ['X-Forwarded-Proto: https', 'X-Forwarded-Host: evil.example', 'X-Forwarded-For: 1.2.3.4, ::1, junk'],
  ['Forwarded: for=1.2.3.4;proto=https;host=evil.example'],
  ['NoColonHere'],
  ['Bad Name: 1'],
  [': empty name'],
  ['X-Folded: a', ' continued'],
  ['X-Nul: a\0b'],
  ['X-Cr: a\rb'],
  ['X-Utf8: \xff\xfe'],
  [`X-Long: ${'a'.repeat(20_000)}`],
  [`X-Longer: ${'a'.repeat(90_000)}`],
  Array.from({ length: 300 }, (_, i) => `X-Many-${i}: ${i}`),
  ['Expect: 100-continue'],
  ['Expect: something-else'],
  ['Connection: upgrade', 'Upgrade: websocket', 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==', 'Sec-WebSocket-Version: 13'],
  ['Connection: Upgrade, HTTP2-Settings', 'Upgrade: h2c', 'HTTP2-Settings: AAMAAABkAAQAAP__'],
  ['Accept-Encoding: gzip;q=2, *;q=-1, br;q=abc'],
  ['Range: bytes=0-0,-1,5-1,99999999999999999999-'],
  ['If-None-Match: *, W/"', 'If-Modified-Since: yesterday'],
  ['Authorization: Bearer \0', 'Cookie: a=\xff'],
  ['Content-Type: multipart/form-data; boundary='],
  ['Content-Type: application/json; charset=utf-7'],
];

/** Framing traps: Content-Length and Transfer-Encoding headers with the body they come with. */
const FRAMINGS = [
  { headers: ['Content-Length: 5'], body: 'hello' },
  { headers: ['Content-Length: 5'], body: '{"a":', incomplete: false },
  { headers: ['Content-Length: 500'], body: '{"a":1}', incomplete: true },
  { headers: ['Content-Length: -1'], body: '' },
  { headers: ['Content-Length: abc'], body: 'abc' },
  { headers: ['Content-Length: 1, 2'], body: 'ab' },
  { headers: ['Content-Length: 2', 'Content-Length: 3'], body: 'abc' },
  { headers: ['Content-Length: 99999999999999999999'], body: 'x', incomplete: true },
  { headers: ['Content-Length: 0x10'], body: '0123456789abcdef' },
  { headers: ['Content-Length: +5'], body: 'hello' },
  { headers: ['Content-Length:  5 '], body: 'hello' },
  { headers: ['Transfer-Encoding: chunked'], body: '5\r\nhello\r\n0\r\n\r\n' },
  { headers: ['Transfer-Encoding: chunked'], body: 'zz\r\nhello\r\n0\r\n\r\n' },
  { headers: ['Transfer-Encoding: chunked'], body: '-5\r\nhello\r\n0\r\n\r\n' },
  { headers: ['Transfer-Encoding: chunked'], body: 'fffffffffffffffffff\r\nx\r\n', incomplete: true },
  { headers: ['Transfer-Encoding: chunked'], body: '5;ext="\0"\r\nhello\r\n0\r\n\r\n' },
  { headers: ['Transfer-Encoding: chunked'], body: '5\r\nhelloXX0\r\n\r\n' },
  { headers: ['Transfer-Encoding: chunked'], body: '5\r\nhello\r\n', incomplete: true },
  { headers: ['Transfer-Encoding: chunked'], body: '0\r\nX-Trailer: \0\r\n\r\n' },
  { headers: ['Transfer-Encoding: chunked', 'Content-Length: 3'], body: '0\r\n\r\nGET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n' },
  { headers: ['Content-Length: 3', 'Transfer-Encoding: chunked'], body: '3\r\nabc\r\n0\r\n\r\n' },
  { headers: ['Transfer-Encoding: chunked, chunked'], body: '0\r\n\r\n' },
  { headers: ['Transfer-Encoding: gzip'], body: 'xyz' },
  { headers: ['Transfer-Encoding: gzip, chunked'], body: '3\r\nxyz\r\n0\r\n\r\n' },
  { headers: ['Transfer-Encoding:  chunked'], body: '0\r\n\r\n' },
  { headers: ['Transfer-Encoding: xchunked'], body: '0\r\n\r\n' },
  { headers: ['Transfer-Encoding: chunked', 'Transfer-Encoding: identity'], body: '0\r\n\r\n' },
  { headers: ['Content-Length: 0'], body: '\0\0\0\0' },
  { headers: ['Content-Length: 12', 'Content-Type: application/json'], body: '{"\0":"\xff"}' },
  { headers: ['Content-Length: 9', 'Content-Type: application/json'], body: '[[[[[[[[[' },
];

/**
 * The fixed list: the single requests that ended a server in issue 19, and each breaker, trap and
 * framing once on `paths[0]`.
 */
function fixedRequests(paths, { decoyHost }) {
  const host = 'Host: 127.0.0.1';
  const list = [
    ['killer: NUL then an extension', `GET /index.html%00.js HTTP/1.1\r\n${host}\r\n\r\n`],
    ['killer: %00 alone', `GET /%00 HTTP/1.1\r\n${host}\r\n\r\n`],
    ['killer: //[', `GET //[ HTTP/1.1\r\n${host}\r\n\r\n`],
    ['killer: absolute-form https', `GET https://127.0.0.9/api/x HTTP/1.1\r\n${host}\r\n\r\n`],
    ['absolute-form to a closed port', `GET http://${decoyHost}/api/health HTTP/1.1\r\n${host}\r\n\r\n`],
    ['//host to a closed port', `GET //${decoyHost}/api/health HTTP/1.1\r\n${host}\r\n\r\n`],
    ['absolute-form bad port', `GET http://127.0.0.1:99999/api/x HTTP/1.1\r\n${host}\r\n\r\n`],
    ['absolute-form userinfo', `GET http://user:pass@127.0.0.1:1/api/x HTTP/1.1\r\n${host}\r\n\r\n`],
    ['//[::1', `GET //[::1/api/x HTTP/1.1\r\n${host}\r\n\r\n`],
    ['http://[', `GET http://[/ HTTP/1.1\r\n${host}\r\n\r\n`],
    ['asterisk-form', `OPTIONS * HTTP/1.1\r\n${host}\r\n\r\n`],
    ['authority-form', `CONNECT 127.0.0.1:22 HTTP/1.1\r\n${host}\r\n\r\n`],
    ['empty target', `GET  HTTP/1.1\r\n${host}\r\n\r\n`],
    ['no target', `GET HTTP/1.1\r\n${host}\r\n\r\n`],
    ['HTTP/0.9 style', 'GET /\r\n\r\n'],
    ['just CRLF', '\r\n\r\n\r\n'],
    ['no headers end', `GET / HTTP/1.1\r\n${host}\r\n`],
    ['pipelined killer behind a good one', `GET / HTTP/1.1\r\n${host}\r\n\r\nGET /%00 HTTP/1.1\r\n${host}\r\n\r\n`],
    ['TLS hello on plain HTTP', Buffer.from('16030100a5010000a10303', 'hex')],
    ['HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
  ].map(([label, data]) => ({ label, data: Buffer.from(data, 'latin1'), incomplete: label === 'no headers end' }));
  for (const [i, breaker] of PATH_BREAKERS.entries()) list.push(compose(`breaker ${i} on ${paths[0]}`, { target: breaker(paths[0]) }));
  for (const [i, headers] of HEADER_TRAPS.entries()) list.push(compose(`header trap ${i}`, { target: paths[0], headers }));
  for (const [i, framing] of FRAMINGS.entries()) list.push(compose(`framing ${i}`, { method: 'POST', target: paths[0], ...framing }));
  return list;
}

/** One request from its parts; a Host header is added unless `headers` has its own (or none). */
function compose(label, { method = 'GET', target, version = 'HTTP/1.1', headers, body = '', incomplete = false, lineEnd = '\r\n' }) {
  const lines = [`${method} ${target} ${version}`, ...(headers ?? ['Host: 127.0.0.1'])];
  if (headers && headers.length && !headers.some((line) => /^host\s*:/i.test(line))) lines.splice(1, 0, 'Host: 127.0.0.1');
  const text = `${lines.join(lineEnd)}${lineEnd}${lineEnd}${body}`;
  return { label, data: Buffer.from(text, 'latin1'), incomplete };
}

/**
 * @param {object} options
 * @param {number} options.count how many requests in all (the fixed list first)
 * @param {string[]} options.paths the server's paths to break (pages, /api, /storage, files …)
 * @param {string} options.decoyHost host:port of a loopback port nobody answers on
 * @param {number} [options.seed]
 * @returns {FuzzRequest[]}
 */
export function malformedRequests({ count, paths, decoyHost, seed = 19 }) {
  const random = seededRandom(seed);
  const list = fixedRequests(paths, { decoyHost });
  const targets = (path) => [
    path,
    random.pick(PATH_BREAKERS)(path),
    random.pick(PATH_BREAKERS)(random.pick(PATH_BREAKERS)(path)),
    `http://${decoyHost}${path}`,
    `https://127.0.0.9${path}`,
    `//${decoyHost}${path}`,
    `//127.0.0.1${path}`,
    `http://127.0.0.1${path}`,
  ];
  while (list.length < count) {
    const n = list.length;
    const kind = random.int(10);
    if (kind === 0) {
      // Random bytes, sometimes behind a plausible start.
      const bytes = Buffer.from(Array.from({ length: 1 + random.int(2000) }, () => random.int(256)));
      const start = random.chance(0.5) ? Buffer.from(`GET ${random.pick(paths)} HTTP/1.1\r\n`) : Buffer.alloc(0);
      list.push({ label: `random bytes #${n}`, data: Buffer.concat([start, bytes]), incomplete: true });
      continue;
    }
    const path = random.pick(paths);
    const framing = random.chance(0.3) ? random.pick(FRAMINGS) : { headers: [], body: '' };
    const headers = random.chance(0.5) ? random.pick(HEADER_TRAPS) : [];
    list.push(
      compose(`random #${n}`, {
        method: random.chance(0.6) ? random.pick(['GET', 'HEAD', 'POST']) : random.pick(METHODS),
        target: random.pick(targets(path)),
        version: random.chance(0.8) ? 'HTTP/1.1' : random.pick(VERSIONS),
        headers: headers.length || framing.headers.length ? [...headers, ...framing.headers] : undefined,
        body: framing.body,
        incomplete: framing.incomplete,
        lineEnd: random.chance(0.9) ? '\r\n' : random.pick(LINE_ENDS),
      }),
    );
  }
  return list.slice(0, count);
}
