// jsdom has no IntersectionObserver; this fake lets a test decide when elements come into view.

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'>>) => void;

export interface FakeIntersection {
  /** Reports every observed element as intersecting. */
  enterAll: () => void;
  observedCount: () => number;
  restore: () => void;
}

export function installFakeIntersectionObserver(): FakeIntersection {
  const observers = new Set<{ callback: Callback; targets: Set<Element> }>();
  class FakeObserver {
    private record: { callback: Callback; targets: Set<Element> };
    constructor(callback: Callback) {
      this.record = { callback, targets: new Set() };
      observers.add(this.record);
    }
    observe(target: Element) {
      this.record.targets.add(target);
    }
    unobserve(target: Element) {
      this.record.targets.delete(target);
    }
    disconnect() {
      this.record.targets.clear();
      observers.delete(this.record);
    }
    takeRecords() {
      return [];
    }
  }
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  return {
    enterAll: () => {
      for (const { callback, targets } of [...observers]) {
        callback([...targets].map((target) => ({ target, isIntersecting: true })));
      }
    },
    observedCount: () => [...observers].reduce((n, o) => n + o.targets.size, 0),
    restore: () => {
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    },
  };
}
