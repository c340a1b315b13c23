// At most a few image jobs at once: the others wait their turn in order, for a limited time, so a
// flood of uploads or of first requests for variants queues instead of filling libuv's thread pool
// (which the API's file and crypto work share), and the requests beyond the queue are answered 503.
// Background work (warming an upload's variants) runs only when no request is waiting.
import { CatalogueError, MESSAGES, type ImageMasters } from '@mfe/catalogue-core';

export interface Bound {
  /** How many run at once. */
  concurrency: number;
  /** How long one waits for its turn before it is refused (ms). */
  waitMs: number;
  /** How many may wait at once; one more is refused at once (default: no limit). */
  maxWaiting?: number;
}

const busy = () => new CatalogueError(503, MESSAGES.imageBusy, undefined, { 'retry-after': '5' });

/** Turns for image jobs: `run` a job when a turn is free, background jobs after every waiting request. */
export class Turns {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly background: Array<() => void> = [];
  /** The most that ran at once (tests show the bound is held). */
  peak = 0;
  constructor(readonly bound: Bound) {}

  running(): number {
    return this.active;
  }

  queued(): number {
    return this.waiting.length + this.background.length;
  }

  async run<T>(job: () => Promise<T>, priority: 'request' | 'background' = 'request'): Promise<T> {
    await (priority === 'request' ? this.turn() : this.backgroundTurn());
    this.peak = Math.max(this.peak, this.active);
    try {
      return await job();
    } finally {
      this.active--;
      (this.waiting.shift() ?? this.background.shift())?.();
    }
  }

  private turn(): Promise<void> {
    if (this.active < this.bound.concurrency && !this.waiting.length) {
      this.active++;
      return Promise.resolve();
    }
    if (this.bound.maxWaiting !== undefined && this.waiting.length >= this.bound.maxWaiting) return Promise.reject(busy());
    return new Promise<void>((resolve, reject) => {
      const go = () => {
        clearTimeout(timer);
        this.active++;
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(go), 1);
        reject(busy());
      }, this.bound.waitMs);
      this.waiting.push(go);
    });
  }

  /** Background work waits as long as it takes, behind every request. */
  private backgroundTurn(): Promise<void> {
    if (this.active < this.bound.concurrency && !this.waiting.length && !this.background.length) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) =>
      this.background.push(() => {
        this.active++;
        resolve();
      }),
    );
  }
}

/** The masters of `inner`, made in `turns`; `running()` and `peak` show the bound being held (tests). */
export function boundedMasters(inner: ImageMasters, turns: Turns): ImageMasters & { running(): number; readonly peak: number } {
  return {
    get peak() {
      return turns.peak;
    },
    running: () => turns.running(),
    normalise: (bytes, mime) => turns.run(() => inner.normalise(bytes, mime)),
  };
}
