// Types of processes.mjs, for the TypeScript that imports it (the e2e suite).
import type { ChildProcess } from 'node:child_process';

export interface Service {
  name: string;
  child: ChildProcess;
  /** The process has not exited. */
  alive(): boolean;
  /** SIGTERM, then SIGKILL after graceMs (10 s); resolves once it exited. */
  stop(): Promise<void>;
}

export interface ServiceOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  quiet?: boolean;
  logFile?: string;
  /** How long stop() waits after SIGTERM before SIGKILL (10 s). */
  graceMs?: number;
}

export interface Backoff {
  firstMs: number;
  maxMs: number;
  resetAfterMs: number;
}

export interface SupervisedService extends Service {
  /** How many restarts there were (or are waiting for their back-off). */
  readonly restarts: number;
}

export function startService(name: string, command: string, args: string[], options?: ServiceOptions): Service;
export const RESTART_BACKOFF: Backoff;
export function nextRestartDelay(previousMs: number, ranMs: number, backoff?: Backoff): number;
export function superviseService(
  name: string,
  command: string,
  args: string[],
  options?: ServiceOptions & { backoff?: Backoff; log?: (line: string) => void },
): SupervisedService;
export function waitForHttp(url: string, timeoutMs?: number, alive?: () => boolean): Promise<number>;
export function freePort(host?: string): Promise<number>;
export function stopChild(child: ChildProcess, graceMs?: number): Promise<void>;
export function stopServices(services: { stop(): Promise<void> }[]): Promise<void>;
