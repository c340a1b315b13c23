import { latest } from './latest';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('latest', () => {
  it('gives a caller that arrives during a read the result of a read that started after it', async () => {
    const reads: Array<ReturnType<typeof deferred<number>>> = [];
    const get = latest(() => {
      const read = deferred<number>();
      reads.push(read);
      return read.promise;
    });
    const first = get();
    const second = get();
    const third = get();
    expect(reads).toHaveLength(1);
    reads[0].resolve(1);
    await expect(first).resolves.toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(reads).toHaveLength(2);
    reads[1].resolve(2);
    await expect(second).resolves.toBe(2);
    await expect(third).resolves.toBe(2);
  });

  it('starts afresh after a failed read, and the failure reaches only its own callers', async () => {
    let n = 0;
    const get = latest(async () => {
      n += 1;
      if (n === 1) throw new Error('down');
      return n;
    });
    const failing = get();
    const waiting = get();
    await expect(failing).rejects.toThrow('down');
    await expect(waiting).resolves.toBe(2);
    await expect(get()).resolves.toBe(3);
  });
});
