// HTTP over raw TCP sockets for the attack tests and probe: the bytes go out exactly as written
// (no client library normalises the target, the headers or the framing), and every way a
// connection can end is told apart: an answer, a close or reset without one, a refusal, a timeout.
import net from 'node:net';

/** How much of an answer is kept for reading its status lines and head (the rest is only counted). */
const KEEP_BYTES = 64 * 1024;
/** A status line at the start of the stream or after a CRLF (several with pipelined requests). */
const STATUS_LINE = /(?:^|\r\n)HTTP\/1\.[01] (\d{3})/g;

/**
 * @typedef {object} RawAnswer
 * @property {'answered' | 'closed' | 'reset' | 'refused' | 'timeout'} outcome 'answered' when a
 *   status line came back (whatever happened after), else how the connection ended without one
 * @property {number | undefined} status the first answer's status
 * @property {number[]} statuses every status line seen (pipelined requests)
 * @property {string} head the first answer's head, or what came back when it has none
 * @property {string} body the kept part of the first answer's body (up to 64 KB of the stream)
 * @property {number} bytes bytes received in all
 * @property {number} ms time from the connection's start to its end
 */

/**
 * Sends `data` on a new connection and waits until the server closes it (or `timeoutMs`).
 * @param {object} options
 * @param {number} options.port
 * @param {string} [options.host] default 127.0.0.1
 * @param {string} [options.localAddress] the client's loopback address (an "attacker" or a "visitor")
 * @param {string | Buffer | Array<string | Buffer>} options.data written as is; an array is written
 *   in pieces `pieceGapMs` apart
 * @param {number} [options.pieceGapMs] default 0
 * @param {number} [options.timeoutMs] default 5000: the connection is destroyed then
 * @param {boolean} [options.halfClose] end the writing side after `data`, so that a server waiting
 *   for more of a short request sees the end instead of the timeout (Node's servers then close
 *   without answering: only for requests that are incomplete on purpose)
 * @param {boolean} [options.untilFirstAnswer] resolve (and destroy) as soon as one whole head came
 * @param {number} [options.settleMs] once an answer has begun, resolve when no byte came for that
 *   long (a kept-alive connection is not closed by the server; pipelined answers still count)
 * @param {number} [options.hangUpAfterMs] destroy the connection that long after writing (the
 *   client hangs up without reading); outcome 'closed' unless an answer came first
 * @returns {Promise<RawAnswer>}
 */
export function rawRequest({
  port,
  host = '127.0.0.1',
  localAddress,
  data,
  pieceGapMs = 0,
  timeoutMs = 5000,
  halfClose = false,
  untilFirstAnswer = false,
  settleMs,
  hangUpAfterMs,
}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect({ port, host, localAddress });
    const kept = [];
    let keptBytes = 0;
    let bytes = 0;
    let connected = false;
    let errorCode;
    let timedOut = false;
    let done = false;
    const timers = [];
    let settle;
    const finish = () => {
      if (done) return;
      done = true;
      timers.forEach(clearTimeout);
      clearTimeout(settle);
      socket.destroy();
      resolve(parseAnswer(Buffer.concat(kept), bytes, { connected, errorCode, timedOut, ms: Date.now() - started }));
    };
    timers.push(
      setTimeout(() => {
        timedOut = true;
        finish();
      }, timeoutMs),
    );
    socket.on('connect', async () => {
      connected = true;
      const pieces = Array.isArray(data) ? data : [data];
      for (const [i, piece] of pieces.entries()) {
        if (done || socket.destroyed) return;
        if (i > 0 && pieceGapMs) await new Promise((r) => timers.push(setTimeout(r, pieceGapMs)));
        if (done || socket.destroyed) return;
        socket.write(piece);
      }
      if (halfClose && !done && !socket.destroyed) socket.end();
      if (hangUpAfterMs !== undefined) timers.push(setTimeout(finish, hangUpAfterMs));
    });
    socket.on('data', (chunk) => {
      bytes += chunk.length;
      if (keptBytes < KEEP_BYTES) {
        kept.push(chunk);
        keptBytes += chunk.length;
      }
      if (untilFirstAnswer && Buffer.concat(kept).includes('\r\n\r\n')) finish();
      if (settleMs !== undefined) {
        clearTimeout(settle);
        settle = setTimeout(finish, settleMs);
      }
    });
    socket.on('error', (error) => {
      errorCode = error.code;
    });
    socket.on('close', finish);
  });
}

/** @returns {RawAnswer} */
function parseAnswer(buffer, bytes, { connected, errorCode, timedOut, ms }) {
  const text = buffer.toString('latin1');
  const statuses = [...text.matchAll(STATUS_LINE)].map((match) => Number(match[1]));
  const headEnd = text.indexOf('\r\n\r\n');
  const head = headEnd >= 0 ? text.slice(0, headEnd) : text;
  const body = headEnd >= 0 ? buffer.subarray(headEnd + 4).toString('utf8') : '';
  let outcome = 'answered';
  if (!statuses.length) {
    if (!connected) outcome = errorCode === 'ECONNREFUSED' ? 'refused' : timedOut ? 'timeout' : 'reset';
    else if (timedOut) outcome = 'timeout';
    else outcome = errorCode === 'ECONNRESET' || errorCode === 'EPIPE' ? 'reset' : 'closed';
  }
  return { outcome, status: statuses[0], statuses, head, body, bytes, ms };
}

/** A header's value in a raw head (the first of that name, case-insensitive), or undefined. */
export function headerOf(head, name) {
  const match = new RegExp(`\\r\\n${name}:[ \\t]*([^\\r\\n]*)`, 'i').exec(head);
  return match?.[1];
}

/** A plain request's bytes: `Connection: close`, Host of the target, and a body's Content-Length. */
export function requestBytes(method, target, { host = '127.0.0.1', headers = {}, body } = {}) {
  const lines = [`${method} ${target} HTTP/1.1`, `Host: ${host}`, 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${body ?? ''}`;
}

/**
 * A well-formed request from a chosen loopback address, over a raw socket: the probes' "visitor".
 * @returns {Promise<RawAnswer>}
 */
export function get(port, target, { localAddress, headers, timeoutMs = 5000 } = {}) {
  return rawRequest({ port, localAddress, timeoutMs, data: requestBytes('GET', target, { host: `127.0.0.1:${port}`, headers }) });
}

/**
 * Runs `task(item)` over `items` with at most `concurrency` at once; resolves with the results in
 * order.
 */
export async function pool(items, concurrency, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
