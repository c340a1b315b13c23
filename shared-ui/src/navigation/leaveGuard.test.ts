import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import { addLeaveGuard, confirmLeave } from './leaveGuard';
import { guardHistory } from './guardHistory';

/** A screen with unsaved work: registered until it is let go, answering with the next of `answers`. */
function fakeScreen(answers: boolean[]) {
  const screen = {
    asked: 0,
    release: () => undefined as void,
    ask: async () => {
      screen.asked += 1;
      const leave = answers.shift() ?? false;
      if (leave) screen.release();
      return leave;
    },
  };
  screen.release = addLeaveGuard(screen.ask);
  return screen;
}

function guardedMemoryHistory(entries = ['/admin/product', '/admin/product/create']) {
  const history = guardHistory(UNSAFE_createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true }));
  const seen: string[] = [];
  const stop = history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}${location.search}`));
  return { history, seen, stop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('leave guards', () => {
  let screens: ReturnType<typeof fakeScreen>[] = [];
  const add = (answers: boolean[]) => {
    const screen = fakeScreen(answers);
    screens.push(screen);
    return screen;
  };
  afterEach(() => {
    screens.forEach((screen) => screen.release());
    screens = [];
  });

  it('lets every navigation through at once while no screen has unsaved work', () => {
    const { history, seen } = guardedMemoryHistory();
    const saved = add([]);
    saved.release();
    history.push('/admin/vendor');
    history.go(-1);
    expect(seen).toEqual(['PUSH /admin/vendor', 'POP /admin/product/create']);
    expect(saved.asked).toBe(0);
    expect(confirmLeave()).toBe(true);
  });

  it('asks before a link leaves the path: Stay keeps the screen, Discard follows the link', async () => {
    const { history, seen } = guardedMemoryHistory();
    const guard = add([false, true]);
    history.push('/admin/vendor');
    await settle();
    expect(seen).toEqual([]);
    expect(history.location.pathname).toBe('/admin/product/create');
    history.replace('/admin/vendor');
    await settle();
    expect(guard.asked).toBe(2);
    expect(seen).toEqual(['REPLACE /admin/vendor']);
  });

  it('never asks about a change of the query or hash only', () => {
    const { history, seen } = guardedMemoryHistory();
    const guard = add([]);
    history.push('/admin/product/create?tab=2');
    history.replace({ pathname: '/admin/product/create', hash: '#name' });
    expect(seen).toEqual(['PUSH /admin/product/create?tab=2', 'REPLACE /admin/product/create']);
    expect(guard.asked).toBe(0);
  });

  it('undoes a Back the person did not confirm, and goes back once they discard', async () => {
    const { history, seen } = guardedMemoryHistory();
    const guard = add([false, true]);
    history.go(-1);
    await settle();
    // Undone: the router never heard of it, and the history is where it was.
    expect(seen).toEqual([]);
    expect(history.location.pathname).toBe('/admin/product/create');
    history.go(-1);
    await settle();
    expect(guard.asked).toBe(2);
    expect(seen).toEqual(['POP /admin/product']);
    expect(history.location.pathname).toBe('/admin/product');
  });

  it('answers a second question while one is open with stay', async () => {
    let answer: (leave: boolean) => void = () => undefined;
    const release = addLeaveGuard(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const first = confirmLeave();
    await expect(confirmLeave()).resolves.toBe(false);
    answer(true);
    await expect(first).resolves.toBe(true);
    release();
  });

  it('makes the browser ask before a reload or closing the tab, only while a screen has unsaved work', () => {
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    const first = add([]);
    const second = add([]);
    expect(unload()).toBe(true);
    first.release();
    expect(unload()).toBe(true);
    second.release();
    expect(unload()).toBe(false);
  });
});
