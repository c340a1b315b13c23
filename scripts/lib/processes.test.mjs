// superviseService (issue 19): a server that dies under `npm start` is restarted after a back-off,
// saying so, and never once stop() was called. The children are tiny node scripts in a temp folder.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { freePort, nextRestartDelay, RESTART_BACKOFF, superviseService, waitForHttp } from './processes.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervise-test-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A node script in the temp folder. */
function script(name, source) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, source);
  return file;
}

// Answers its pid; GET /crash makes it exit with code 1 (a request that crashes the server).
const SERVER = script(
  'server.mjs',
  `import http from 'node:http';
http.createServer((req, res) => {
  if (req.url === '/crash') process.exit(1);
  res.end(String(process.pid));
}).listen(Number(process.argv[2]), '127.0.0.1');
`,
);
const EXITS_AT_ONCE = script('exits.mjs', 'process.exit(3);\n');
const RUNS_A_WHILE = script('runs.mjs', 'setTimeout(() => process.exit(4), Number(process.argv[2]));\n');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const get = async (url) => (await fetch(url)).text();

/** Polls until `predicate()` holds (fails the test after `timeoutMs`). */
async function until(predicate, what, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** A supervised child whose exit and restart lines are collected instead of printed. */
function supervise(file, args, backoff) {
  const lines = [];
  const service = superviseService('tiny', process.execPath, [file, ...args], { quiet: true, backoff, log: (line) => lines.push(line.trim()) });
  return { service, lines, delays: () => lines.filter((l) => l.startsWith('✖')).map((l) => Number(/restarting in ([\d.]+) s/.exec(l)[1])) };
}

describe('nextRestartDelay', () => {
  it('starts at 1 s, doubles to at most 30 s, and is 1 s again after a child ran 60 s', () => {
    const delays = [];
    let delay = 0;
    for (let i = 0; i < 8; i++) delays.push((delay = nextRestartDelay(delay, 500)));
    assert.deepEqual(delays, [1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    assert.equal(nextRestartDelay(30000, RESTART_BACKOFF.resetAfterMs), 1000);
    assert.equal(nextRestartDelay(8000, RESTART_BACKOFF.resetAfterMs - 1), 16000);
  });
});

describe('superviseService', () => {
  it('restarts a server that a request crashed, and one killed with SIGKILL, saying so', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    const { service, lines, delays } = supervise(SERVER, [String(port)], { firstMs: 100, maxMs: 400, resetAfterMs: 60_000 });
    try {
      await waitForHttp(url, 10_000, service.alive);
      const firstPid = await get(url);
      await get(`${url}crash`).catch(() => {}); // the connection dies with the process
      await until(() => service.restarts === 1 && service.alive(), 'the first restart');
      await waitForHttp(url, 10_000);
      const secondPid = await get(url);
      assert.notEqual(secondPid, firstPid);
      assert.equal(String(service.child.pid), secondPid);
      assert.equal(lines[0], '✖ tiny exited (exit code 1); restarting in 0.1 s (restart 1)');
      assert.match(lines[1], new RegExp(`^↻ tiny restarted \\(restart 1, pid ${secondPid}\\)$`));

      process.kill(Number(secondPid), 'SIGKILL');
      await until(() => service.restarts === 2 && service.alive(), 'the second restart');
      await waitForHttp(url, 10_000);
      assert.notEqual(await get(url), secondPid);
      assert.match(lines[2], /^✖ tiny exited \(SIGKILL\); restarting in 0\.2 s \(restart 2\)$/);
      assert.deepEqual(delays(), [0.1, 0.2]);
    } finally {
      await service.stop();
    }
  });

  it('backs off, doubling up to the maximum, for a child that exits at once', async () => {
    const { service, delays } = supervise(EXITS_AT_ONCE, [], { firstMs: 50, maxMs: 200, resetAfterMs: 60_000 });
    try {
      const started = Date.now();
      await until(() => service.restarts >= 4, 'four restarts');
      assert.deepEqual(delays().slice(0, 4), [0.05, 0.1, 0.2, 0.2]);
      // The fourth exit came after the first three waits (50 + 100 + 200 ms), not in a tight loop.
      assert.ok(Date.now() - started >= 350, `four restarts in ${Date.now() - started} ms`);
    } finally {
      await service.stop();
    }
  });

  it('starts the back-off over after a child ran long enough', async () => {
    const { service, delays } = supervise(RUNS_A_WHILE, ['250'], { firstMs: 50, maxMs: 1000, resetAfterMs: 200 });
    try {
      await until(() => service.restarts >= 3, 'three restarts');
      assert.deepEqual(delays().slice(0, 3), [0.05, 0.05, 0.05]);
    } finally {
      await service.stop();
    }
  });

  it('never restarts after stop(), whether the child runs or waits for its back-off', async () => {
    const port = await freePort();
    const running = supervise(SERVER, [String(port)], { firstMs: 50, maxMs: 50, resetAfterMs: 60_000 });
    await waitForHttp(`http://127.0.0.1:${port}/`, 10_000, running.service.alive);
    const { child } = running.service;
    await running.service.stop();
    assert.ok(child.exitCode !== null || child.signalCode !== null, 'the child exited');
    await sleep(300);
    assert.equal(running.service.restarts, 0);
    assert.equal(running.service.child, child);
    assert.deepEqual(running.lines, []);

    const waiting = supervise(EXITS_AT_ONCE, [], { firstMs: 200, maxMs: 200, resetAfterMs: 60_000 });
    await until(() => waiting.service.restarts === 1, 'the first exit');
    const exited = waiting.service.child;
    await waiting.service.stop(); // during the 200 ms back-off
    await sleep(400);
    assert.equal(waiting.service.restarts, 1);
    assert.equal(waiting.service.child, exited, 'no new process was started');
  });
});
