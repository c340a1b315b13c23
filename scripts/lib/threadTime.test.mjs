// mainThreadTime: TBT from the trace's wall time and from its thread time, on a hand-made trace.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mainThreadTime } from './threadTime.mjs';

const PAGE = { pid: 7, tid: 1 };
const navigation = {
  ...PAGE,
  name: 'navigationStart',
  ph: 'R',
  ts: 1_000_000,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1:5510/' } },
};
const fcp = { ...PAGE, name: 'firstContentfulPaint', ph: 'R', ts: 1_400_000, args: {} };
/** A top-level task at `atMs` after the navigation: `wallMs` long, of which the thread ran `cpuMs`. */
const task = (atMs, wallMs, cpuMs, thread = PAGE) => ({
  ...thread,
  name: 'RunTask',
  ph: 'X',
  ts: 1_000_000 + atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

describe('mainThreadTime', () => {
  it('sums the tasks after first contentful paint as Lighthouse does (4x, 50 ms budget), from wall and from thread time', () => {
    const figures = mainThreadTime([
      navigation,
      fcp,
      task(100, 80, 80), // before FCP: not in the window
      task(500, 40, 10), // wall 160 ms blocks 110; thread 40 ms blocks none
      task(600, 20, 20), // 80 ms blocks 30 either way
      task(700, 10, 5), // short: blocks nothing
      task(800, 90, 90, { pid: 7, tid: 2 }), // another thread
    ]);
    assert.equal(figures.fcpMs, 400);
    assert.equal(figures.wallMs, 70);
    assert.equal(figures.cpuMs, 35);
    assert.equal(figures.waitingShare, 0.5);
    assert.equal(figures.wallBlockingMs, 140);
    assert.equal(figures.cpuBlockingMs, 30);
  });

  it('takes the wall time where a task has no thread time, and answers null without a navigation or a paint', () => {
    const { tdur, ...untimed } = task(500, 30, 30);
    assert.equal(tdur, 30_000);
    assert.equal(mainThreadTime([navigation, fcp, untimed]).cpuBlockingMs, 70);
    assert.equal(mainThreadTime([fcp, task(500, 30, 30)]), null);
    assert.equal(mainThreadTime([navigation, task(500, 30, 30)]), null);
  });
});
