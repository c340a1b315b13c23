import { AddressBuckets, Turns } from './searchLimits';

describe('AddressBuckets', () => {
  test('lets `size` searches through per address, then says how long to wait; it refills over the window', () => {
    let now = 0;
    const buckets = new AddressBuckets(3, 3000, () => now);
    expect([1, 2, 3].map(() => buckets.take('203.0.113.1'))).toEqual([0, 0, 0]);
    expect(buckets.take('203.0.113.1')).toBe(1);
    expect(buckets.take('203.0.113.2')).toBe(0); // another address has its own bucket
    expect(buckets.take('::ffff:203.0.113.1')).toBe(1); // the same IPv4 address, mapped
    now += 1000;
    expect(buckets.take('203.0.113.1')).toBe(0);
    expect(buckets.take('203.0.113.1')).toBe(1);
  });

  test('an IPv6 /64 is one address; refilled buckets are forgotten', () => {
    let now = 0;
    const buckets = new AddressBuckets(1, 10_000, () => now);
    expect(buckets.take('2001:db8:1:2::1')).toBe(0);
    expect(buckets.take('2001:db8:1:2::ffff')).toBe(10);
    now += 10_000;
    buckets.sweep();
    expect((buckets as unknown as { buckets: Map<string, unknown> }).buckets.size).toBe(0);
  });
});

describe('Turns', () => {
  const later = () => {
    let done!: () => void;
    const promise = new Promise<void>((resolve) => (done = resolve));
    return { promise, done };
  };

  test('runs at most `max` at once; the next wait their turn in order; beyond the queue, none', async () => {
    const turns = new Turns(2, 1, 5000, 0);
    const order: number[] = [];
    const gates = [later(), later(), later()];
    const runs = gates.map((g, i) =>
      turns.run(async () => {
        order.push(i);
        await g.promise;
        return i;
      }),
    );
    expect(await turns.run(async () => 'refused')).toBeNull(); // two running, one waiting: full
    await Promise.resolve();
    expect(order).toEqual([0, 1]);
    gates[0]!.done();
    expect(await runs[0]).toEqual({ value: 0 });
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([0, 1, 2]);
    gates[1]!.done();
    gates[2]!.done();
    expect(await Promise.all(runs.slice(1))).toEqual([{ value: 1 }, { value: 2 }]);
    expect(await turns.run(async () => 'free again')).toEqual({ value: 'free again' });
  });

  test('no turn while another request is being answered; its end gives the turn', async () => {
    const turns = new Turns(2, 5, 5000, 0);
    turns.otherStarted();
    let ran = false;
    const waiting = turns.run(async () => (ran = true));
    await new Promise((r) => setImmediate(r));
    expect(ran).toBe(false);
    turns.otherEnded();
    expect(await waiting).toEqual({ value: true });
  });

  test('while other requests came in the last second, one start per gap', async () => {
    let now = 0;
    const turns = new Turns(5, 5, 5000, 30, () => now);
    turns.otherStarted();
    turns.otherEnded();
    const starts: number[] = [];
    const first = turns.run(async () => starts.push(now));
    const second = turns.run(async () => starts.push(now));
    await first;
    await new Promise((r) => setImmediate(r));
    expect(starts).toEqual([0]); // the second waits for the gap
    now = 30;
    await second;
    expect(starts).toEqual([0, 30]);
    now = 2000; // nobody else for a second: no gap
    const free = [turns.run(async () => starts.push(now)), turns.run(async () => starts.push(now))];
    await Promise.all(free);
    expect(starts).toEqual([0, 30, 2000, 2000]);
  });

  test('a wait longer than waitMs gives up (null) and leaves the queue', async () => {
    const turns = new Turns(1, 5, 20, 0);
    const g = later();
    const first = turns.run(() => g.promise);
    expect(await turns.run(async () => 'late')).toBeNull();
    g.done();
    await first;
    expect(await turns.run(async () => 'now')).toEqual({ value: 'now' });
  });
});
