// A client that holds a connection open as cheaply as an attacker can: it writes a prefix (a
// request line and headers, maybe only part of them) and then one byte every `dripEveryMs`, or
// nothing at all. What the attack tests and probe count is how the server ends it, and when.
import net from 'node:net';

/**
 * @typedef {object} SlowClient
 * @property {() => 'connecting' | 'open' | 'answered' | 'ended' | 'refused'} state 'answered':
 *   the server sent a status line (a 400, 408, 413, 429 …) and closed or may close; 'ended': it
 *   closed or reset the connection without one; 'refused': it never accepted the connection
 * @property {() => number | undefined} status the status of the server's answer, if one came
 * @property {() => number | undefined} endedAfterMs time from the start to the server's end of it
 * @property {() => void} stop destroys the connection (the client's own end: not counted as ended)
 */

/**
 * @param {object} options
 * @param {number} options.port
 * @param {string} [options.host] default 127.0.0.1
 * @param {string} [options.localAddress]
 * @param {string} [options.prefix] written at once after connecting
 * @param {number} [options.dripEveryMs] one byte that often after the prefix (none when omitted)
 * @param {string} [options.dripByte] default 'a'
 * @returns {SlowClient}
 */
export function openSlowClient({ port, host = '127.0.0.1', localAddress, prefix = '', dripEveryMs, dripByte = 'a' }) {
  const started = Date.now();
  let state = 'connecting';
  let status;
  let endedAfterMs;
  let drip;
  let stopped = false;
  const socket = net.connect({ port, host, localAddress });
  const ended = (how) => {
    clearInterval(drip);
    if (stopped || state === 'ended' || state === 'refused' || state === 'answered') return;
    state = how;
    endedAfterMs = Date.now() - started;
  };
  socket.on('connect', () => {
    state = 'open';
    if (prefix) socket.write(prefix);
    if (dripEveryMs) {
      drip = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(dripByte);
      }, dripEveryMs);
    }
  });
  socket.on('data', (chunk) => {
    const match = /^HTTP\/1\.[01] (\d{3})/.exec(chunk.toString('latin1'));
    if (match && status === undefined) {
      status = Number(match[1]);
      ended('answered');
    }
  });
  socket.on('error', (error) => {
    if (state === 'connecting') ended(error.code === 'ECONNREFUSED' ? 'refused' : 'ended');
  });
  socket.on('close', () => ended(state === 'connecting' ? 'refused' : 'ended'));
  return {
    state: () => state,
    status: () => status,
    endedAfterMs: () => endedAfterMs,
    stop: () => {
      stopped = true;
      clearInterval(drip);
      socket.destroy();
    },
  };
}

/** How many of `clients` are in each state, e.g. { open: 12, ended: 280, answered: 8 }. */
export function countStates(clients) {
  const counts = { connecting: 0, open: 0, answered: 0, ended: 0, refused: 0 };
  for (const client of clients) counts[client.state()]++;
  return counts;
}

/** A POST head that promises `contentLength` bytes of JSON body, none of which is sent yet. */
export function slowPostPrefix(target, { host = '127.0.0.1', contentLength = 10_000 } = {}) {
  return `POST ${target} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n`;
}
