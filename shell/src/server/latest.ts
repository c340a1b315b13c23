/**
 * A value read no earlier than its caller asked: a caller that arrives while a read is under way
 * waits for the next read, which starts when that one ends and serves everyone who waited. So
 * 'changed before I asked' is always seen (a redeploy or an admin edit shows on the next
 * request), yet under load there is one read in flight at a time, not one per request.
 */
export function latest<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;

  function start(): Promise<T> {
    const current = read();
    running = current;
    const clear = () => {
      if (running === current) running = null;
    };
    current.then(clear, clear);
    return current;
  }

  return function get(): Promise<T> {
    if (!running) return start();
    if (!next) {
      const settled = running.then(
        () => undefined,
        () => undefined,
      );
      next = settled.then(() => {
        next = null;
        return start();
      });
    }
    return next;
  };
}
