// Child processes of `npm start` and the e2e setup: named, output prefixed, stopped by pid only.
import { spawn } from 'node:child_process';
import http from 'node:http';
import readline from 'node:readline';

/**
 * @param {string} name shown before each output line
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, quiet?: boolean }} [options]
 */
export function startService(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const label = `[${name}]`.padEnd(16);
  for (const stream of [child.stdout, child.stderr]) {
    const lines = readline.createInterface({ input: stream });
    lines.on('line', (line) => {
      if (!options.quiet) process.stdout.write(`${label}${line}\n`);
    });
  }
  return { name, child };
}

/** Resolves once `url` answers any HTTP status; rejects after `timeoutMs`. */
export function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const request = http.get(url, (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      request.setTimeout(2000, () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        if (Date.now() > deadline) reject(new Error(`${url} did not answer within ${timeoutMs / 1000} s`));
        else setTimeout(attempt, 250);
      });
    };
    attempt();
  });
}

/** Sends SIGTERM to each still-running child and waits (SIGKILL after `graceMs`). */
export async function stopServices(services, graceMs = 10_000) {
  await Promise.all(
    services.map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}
