// machineIdle: the idle share between two /proc/stat readings.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cpuTicks, idleShare } from './machineIdle.mjs';

const reading = (user, system, idle, iowait, steal = 0) =>
  `cpu  ${user} 0 ${system} ${idle} ${iowait} 0 0 ${steal} 0 0\ncpu0 1 2 3 4 5 6 7 8 9 10\nintr 1 2 3\n`;

describe('machineIdle', () => {
  it('reads the summed cpu line, not a single core', () => {
    assert.deepEqual(cpuTicks(reading(100, 50, 800, 10)), [100, 0, 50, 800, 10, 0, 0, 0, 0, 0]);
    assert.equal(cpuTicks('intr 1 2\n'), null);
  });

  it('counts idle and I/O wait against all of the interval, steal included', () => {
    const before = cpuTicks(reading(100, 50, 800, 10));
    const after = cpuTicks(reading(160, 70, 900, 20, 50));
    // 60 user + 20 system + 100 idle + 10 iowait + 50 steal = 240 ticks, 110 of them idle.
    assert.equal(idleShare(before, after), 110 / 240);
  });

  it('has no figure without two readings or without time between them', () => {
    const same = cpuTicks(reading(1, 1, 1, 1));
    assert.equal(idleShare(null, same), null);
    assert.equal(idleShare(same, same), null);
  });
});
