/** Thrown when a remote neither loads nor fails in time (a hanging server). */
export class RemoteTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not load within ${ms} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

/** The promise's outcome, or a RemoteTimeoutError once `ms` have passed. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteTimeoutError(what, ms)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
