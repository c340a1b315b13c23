import { VersionGate } from './catalogVersion';

/** A version source whose reads are answered by hand, in order. */
function source() {
  const reads: Array<(v: string) => void> = [];
  return {
    reads,
    read: () => new Promise<string>((resolve) => reads.push(resolve)),
  };
}

describe('VersionGate', () => {
  it('callers arriving together share one read', async () => {
    const s = source();
    const changed = jest.fn();
    const gate = new VersionGate(s.read, changed);
    const a = gate.catchUp();
    // a second read has to start after the first: b and c wait for it together
    const b = gate.catchUp();
    const c = gate.catchUp();
    expect(s.reads).toHaveLength(1);
    s.reads[0]!('1.1');
    await a;
    await Promise.resolve();
    expect(s.reads).toHaveLength(2);
    s.reads[1]!('1.1');
    await Promise.all([b, c]);
    expect(changed).not.toHaveBeenCalled();
  });

  it('a caller arriving while a read runs is answered by a read that started after it', async () => {
    const s = source();
    const changed = jest.fn();
    const gate = new VersionGate(s.read, changed);
    const first = gate.catchUp();
    s.reads[0]!('1.1');
    await first;
    const early = gate.catchUp();
    const late = gate.catchUp(); // joins the next read, not the one in flight
    let lateDone = false;
    void late.then(() => (lateDone = true));
    s.reads[1]!('1.1');
    await early;
    await Promise.resolve();
    expect(lateDone).toBe(false);
    s.reads[2]!('1.2'); // a write committed meanwhile
    await late;
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('a failed read fails its callers and the next call reads again', async () => {
    let n = 0;
    const gate = new VersionGate(async () => {
      if (++n === 1) throw new Error('database down');
      return '1.1';
    }, jest.fn());
    await expect(gate.catchUp()).rejects.toThrow('database down');
    await expect(gate.catchUp()).resolves.toBeUndefined();
    expect(n).toBe(2);
  });
});
