// At most a few normalisations at once: the others wait their turn in order, for a limited time,
// so a flood of uploads queues instead of filling libuv's thread pool (which the API's file and
// crypto work share) and the requests beyond the queue's wait are answered 503.
import { CatalogueError, MESSAGES, type ImageMasters } from '@mfe/catalogue-core';

export interface Bound {
  /** How many run at once. */
  concurrency: number;
  /** How long one waits for its turn before it is refused (ms). */
  waitMs: number;
}

/** The masters of `inner`, at most `bound.concurrency` at once; `running()` and `peak` show the bound being held (tests). */
export function boundedMasters(inner: ImageMasters, bound: Bound): ImageMasters & { running(): number; peak: number } {
  let active = 0;
  const waiting: Array<() => void> = [];
  const turn = () =>
    new Promise<void>((resolve, reject) => {
      if (active < bound.concurrency) {
        active++;
        resolve();
        return;
      }
      const go = () => {
        clearTimeout(timer);
        active++;
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(new CatalogueError(503, MESSAGES.imageBusy, undefined, { 'retry-after': '5' }));
      }, bound.waitMs);
      waiting.push(go);
    });
  const masters = {
    peak: 0,
    running: () => active,
    async normalise(bytes: Uint8Array, mime: Parameters<ImageMasters['normalise']>[1]) {
      await turn();
      masters.peak = Math.max(masters.peak, active);
      try {
        return await inner.normalise(bytes, mime);
      } finally {
        active--;
        waiting.shift()?.();
      }
    },
  };
  return masters;
}
