import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';

/** Resolves once the URL answers any HTTP status. */
export async function waitForHttp(url: string, timeoutMs: number, alive?: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answered = await new Promise<boolean>((resolve) => {
      const request = http.get(url, (response) => {
        response.resume();
        resolve(true);
      });
      request.setTimeout(2000, () => request.destroy());
      request.on('error', () => resolve(false));
    });
    if (answered) return;
    if (alive && !alive()) throw new Error(`the process serving ${url} exited`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Spawns a process whose output goes to a log file; stop() ends only that process. */
export function spawnLogged(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string }) {
  const log = fs.openSync(options.logFile, 'a');
  const child: ChildProcess = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const alive = () => child.exitCode === null && child.signalCode === null;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!alive()) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { child, alive, stop };
}
