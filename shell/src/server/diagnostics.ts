import type { ServerRemotes } from './serverRemotes';

/**
 * GET /__diagnostics (SHELL_DIAGNOSTICS=1, benchmarks only): the heap after garbage collection and
 * how many generations of each remote were loaded, so a bench sees whether redeploys leak.
 */
export function diagnosticsJson(remotes: ServerRemotes): string {
  // Several collections: V8 frees unused code (a redeployed remote's) only after it aged through some.
  for (let i = 0; i < 10; i++) (globalThis as { gc?: () => void }).gc?.();
  return JSON.stringify({ heapUsed: process.memoryUsage().heapUsed, remoteGenerations: remotes.generations() });
}
