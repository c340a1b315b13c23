// How far a long use case has got (issue 24: a 10,000-row import), for a listener the adapter
// gives: the API streams it as NDJSON lines when the request asks for them. A use case calls it
// only once nothing is left to refuse, so the adapter may take the first call to mean "this
// answer succeeds, or fails only as a server's failure": a refusal is always its plain 4xx.

export type WorkPhase = 'checking' | 'saving';

export interface WorkProgress {
  phase: WorkPhase;
  /** Rows done of `total`. */
  done: number;
  total: number;
}

export type ProgressListener = (progress: WorkProgress) => void;

/** The next turn of the event loop: what the listener wrote (a line on a socket) goes out before the work goes on. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Tells the listener how many of `total` rows of a phase are done, then lets the event loop turn
 * (an embedded database, PGlite, answers without giving it one). No listener: nothing, not even the turn.
 */
export function progressOf(listener: ProgressListener | undefined, phase: WorkPhase, total: number): (done: number) => Promise<void> {
  if (!listener) return async () => undefined;
  return async (done) => {
    listener({ phase, done, total });
    await nextTurn();
  };
}
