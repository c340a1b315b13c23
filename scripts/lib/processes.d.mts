// Types of processes.mjs, for the TypeScript that imports it (the e2e suite).
import type { ChildProcess } from 'node:child_process';

export interface Service {
  name: string;
  child: ChildProcess;
  /** The process has not exited. */
  alive(): boolean;
  /** SIGTERM, then SIGKILL after 10 s; resolves once it exited. */
  stop(): Promise<void>;
}

export function startService(
  name: string,
  command: string,
  args: string[],
  options?: { env?: NodeJS.ProcessEnv; cwd?: string; quiet?: boolean; logFile?: string },
): Service;
export function waitForHttp(url: string, timeoutMs?: number, alive?: () => boolean): Promise<number>;
export function freePort(host?: string): Promise<number>;
export function stopChild(child: ChildProcess, graceMs?: number): Promise<void>;
export function stopServices(services: { child: ChildProcess }[], graceMs?: number): Promise<void>;
