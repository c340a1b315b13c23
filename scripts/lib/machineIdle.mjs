// How idle the machine's CPUs were while a measurement ran, from Linux's /proc/stat. The bench prints
// it beside each Lighthouse run: when the page's main thread shows far more wall time than CPU time
// while the cores sat half idle, the difference is not a wait for a core (see threadTime.mjs).
import fs from 'node:fs';

/** The summed `cpu` line of a /proc/stat text: [user, nice, system, idle, iowait, …] in ticks. */
export function cpuTicks(procStat) {
  const line = procStat.split('\n').find((entry) => entry.startsWith('cpu '));
  return line ? line.trim().split(/\s+/).slice(1).map(Number) : null;
}

/** The share of CPU time (0–1) spent idle or waiting for I/O between two readings; null without both. */
export function idleShare(before, after) {
  if (!before || !after) return null;
  const delta = after.map((ticks, i) => ticks - (before[i] ?? 0));
  // guest and guest_nice are already counted in user and nice.
  const total = delta.slice(0, 8).reduce((sum, ticks) => sum + ticks, 0);
  return total > 0 ? (delta[3] + delta[4]) / total : null;
}

/** This machine's reading now, or null where there is no /proc/stat. */
export function readCpuTicks() {
  try {
    return cpuTicks(fs.readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}
