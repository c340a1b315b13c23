// Child processes of `npm start`, the benches and the e2e suite: named, output prefixed (or in a
// log file), stopped by pid only. `npm start` and `npm run start:cluster` supervise their servers
// (superviseService): one that dies is restarted after a back-off, so one crash does not take the
// site down.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import readline from 'node:readline';

/**
 * Output goes to this process's stdout, each line prefixed with `[name]` (nowhere when `quiet`),
 * or, with `logFile`, appended to that file.
 * @param {string} name shown before each output line
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, quiet?: boolean, logFile?: string, graceMs?: number }} [options]
 *   graceMs: how long stop() waits after SIGTERM before SIGKILL (10 s)
 */
export function startService(name, command, args, options = {}) {
  const env = { ...process.env, ...options.env };
  let child;
  if (options.logFile) {
    const log = fs.openSync(options.logFile, 'a');
    child = spawn(command, args, { cwd: options.cwd, env, stdio: ['ignore', log, log] });
    fs.closeSync(log);
  } else {
    child = spawn(command, args, { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const label = `[${name}]`.padEnd(16);
    for (const stream of [child.stdout, child.stderr]) {
      const lines = readline.createInterface({ input: stream });
      lines.on('line', (line) => {
        if (!options.quiet) process.stdout.write(`${label}${line}\n`);
      });
    }
  }
  const alive = () => child.exitCode === null && child.signalCode === null;
  // stop() takes no argument, so that it can be handed on as a callback.
  return { name, child, alive, stop: () => stopChild(child, options.graceMs) };
}

/**
 * Resolves with the status once `url` answers any HTTP status; rejects after `timeoutMs`, or as
 * soon as `alive()` (when given) says the process that should answer has exited.
 */
export async function waitForHttp(url, timeoutMs = 60_000, alive) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await new Promise((resolve) => {
      const request = http.get(url, (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      request.setTimeout(2000, () => request.destroy(new Error('timeout')));
      request.on('error', () => resolve(undefined));
    });
    if (status !== undefined) return status;
    if (alive && !alive()) throw new Error(`the process serving ${url} exited`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A port nothing listens on right now. */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Sends SIGTERM to the child if it still runs and waits for its exit (SIGKILL after `graceMs`). */
export function stopChild(child, graceMs = 10_000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Stops each service (startService's or superviseService's, by its own stop()) and waits. */
export async function stopServices(services) {
  await Promise.all(services.map((service) => service.stop()));
}

/** superviseService's back-off: 1 s before the first restart, doubling to at most 30 s; 1 s again once a child ran 60 s. */
export const RESTART_BACKOFF = { firstMs: 1000, maxMs: 30_000, resetAfterMs: 60_000 };

/**
 * The wait before the next restart, from the previous wait (0: none yet) and how long the child
 * that just exited ran. A child that keeps crashing at once is not restarted in a tight loop; one
 * that served for a while and then crashed comes back quickly.
 */
export function nextRestartDelay(previousMs, ranMs, backoff = RESTART_BACKOFF) {
  if (!previousMs || ranMs >= backoff.resetAfterMs) return backoff.firstMs;
  return Math.min(previousMs * 2, backoff.maxMs);
}

/**
 * startService, restarted whenever its process exits without stop() having been called (a crash, a
 * kill -9, a spawn that failed), after nextRestartDelay, with a loud line each time. `child` and
 * `alive()` are those of the current process; stop() stops it for good (also during a back-off).
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {Parameters<typeof startService>[3] & { backoff?: typeof RESTART_BACKOFF, log?: (line: string) => void }} [options]
 *   backoff: the delays (RESTART_BACKOFF); log: where the exit and restart lines go (stderr)
 */
export function superviseService(name, command, args, options = {}) {
  const { backoff = RESTART_BACKOFF, log = (line) => console.error(line), ...startOptions } = options;
  let current;
  let stopped = false;
  let restarts = 0;
  let delayMs = 0;
  let timer = null;

  const start = () => {
    timer = null;
    const service = startService(name, command, args, startOptions);
    const startedAt = Date.now();
    let gone = false;
    const onGone = (why) => {
      if (gone || stopped) return;
      gone = true;
      delayMs = nextRestartDelay(delayMs, Date.now() - startedAt, backoff);
      restarts += 1;
      log(`\n✖ ${name} exited (${why}); restarting in ${delayMs / 1000} s (restart ${restarts})\n`);
      timer = setTimeout(() => {
        start();
        log(`↻ ${name} restarted (restart ${restarts}, pid ${current.child.pid ?? 'none'})`);
      }, delayMs);
    };
    service.child.on('exit', (code, signal) => onGone(signal ?? `exit code ${code}`));
    // A spawn that fails (a missing binary) emits 'error' and no 'exit'; unhandled, it would crash us.
    service.child.on('error', (error) => onGone(error.message));
    current = service;
  };
  start();

  return {
    name,
    get child() {
      return current.child;
    },
    /** How many restarts there were (or are waiting for their back-off). */
    get restarts() {
      return restarts;
    },
    alive: () => current.alive(),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await current.stop();
    },
  };
}
