// Child processes of `npm start`, the benches and the e2e suite: named, output prefixed (or in a
// log file), stopped by pid only.
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
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, quiet?: boolean, logFile?: string }} [options]
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
  return { name, child, alive, stop: () => stopChild(child) };
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

/** Stops each still-running child (`{ child }`) and waits (SIGKILL after `graceMs`). */
export async function stopServices(services, graceMs = 10_000) {
  await Promise.all(services.map(({ child }) => stopChild(child, graceMs)));
}
