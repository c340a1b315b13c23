// The page's own main-thread work in a Lighthouse run, told apart from the time its main thread did
// not run. Lighthouse's simulated TBT multiplies each task's wall time by the CPU slowdown; a task's
// wall time also holds the time the renderer was descheduled or stalled. On this project's machine
// (a Firecracker VM under PVM, two cores) that is mostly stalls, not a wait for a core: during the
// runs the CPUs are 31–51 % idle (lib/machineIdle.mjs, printed beside each run), and a page that
// only allocates 300,000 small objects on an idle machine runs 172–290 ms of CPU in 337–447 ms of
// wall time, while a loop that allocates nothing runs its whole wall time. The trace records both
// for each task: `dur` (wall) and `tdur` (the thread's CPU time). TBT computed the same way from
// `tdur` is the figure a machine without those stalls would give; the waiting share says how much
// of the wall time was not the page's work.

const LONG_TASK_BUDGET_MS = 50;

/** The main frame's navigation in the trace: its renderer main thread and start. */
function mainFrameNavigation(traceEvents) {
  return traceEvents.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
  );
}

/**
 * The main thread's top-level tasks from first contentful paint on (TBT's window starts there),
 * summed as Lighthouse sums them, from wall time and from thread time; null when the trace has no
 * navigation or no first contentful paint.
 */
export function mainThreadTime(traceEvents, { cpuSlowdown = 4 } = {}) {
  const navigation = mainFrameNavigation(traceEvents);
  if (!navigation) return null;
  const sameThread = (event) => event.pid === navigation.pid && event.tid === navigation.tid;
  const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint' && event.pid === navigation.pid && event.ts >= navigation.ts);
  if (!fcp) return null;
  let wallUs = 0;
  let cpuUs = 0;
  let wallBlockingMs = 0;
  let cpuBlockingMs = 0;
  for (const task of traceEvents) {
    if (task.ph !== 'X' || task.name !== 'RunTask' || !sameThread(task) || task.ts < fcp.ts) continue;
    const cpu = task.tdur ?? task.dur;
    wallUs += task.dur;
    cpuUs += cpu;
    wallBlockingMs += Math.max(0, (cpuSlowdown * task.dur) / 1000 - LONG_TASK_BUDGET_MS);
    cpuBlockingMs += Math.max(0, (cpuSlowdown * cpu) / 1000 - LONG_TASK_BUDGET_MS);
  }
  return {
    fcpMs: (fcp.ts - navigation.ts) / 1000,
    wallMs: wallUs / 1000,
    cpuMs: cpuUs / 1000,
    /** The part of the tasks' wall time the thread was not running (0–1). */
    waitingShare: wallUs > 0 ? Math.max(0, 1 - cpuUs / wallUs) : 0,
    wallBlockingMs,
    cpuBlockingMs,
  };
}
