// Leaving a screen that would lose work asks first. A screen with unsaved work registers a guard
// while it has some (admin forms with changes); the router's history asks it before every move to
// another path (links, navigate(), Back and Forward: '@mfe/shared-ui/navigation/guard-history'),
// and the browser asks before the page unloads (reload, closing the tab). Kept small: the main
// entry is part of every page's JavaScript.

/** Asks the person whether to leave; true to leave (the screen has then let go of its work). */
export type LeaveGuard = () => Promise<boolean>;

const guards = new Set<LeaveGuard>();
let asking = false;

function onBeforeUnload(event: BeforeUnloadEvent) {
  // The browser asks in its own words ('Leave site? Changes you made may not be saved').
  event.preventDefault();
  event.returnValue = '';
}

/** Registers a guard (while there is unsaved work) until the returned function is called. */
export function addLeaveGuard(guard: LeaveGuard): () => void {
  guards.add(guard);
  addEventListener('beforeunload', onBeforeUnload);
  return () => {
    guards.delete(guard);
    // Only while a guard is registered: a beforeunload listener keeps pages out of some browsers' back/forward cache.
    if (!guards.size) removeEventListener('beforeunload', onBeforeUnload);
  };
}

/**
 * May the page leave? true at once when no guard is registered; otherwise the answer of the
 * first guard. A second question while one is open is answered 'stay'.
 */
export function confirmLeave(): true | Promise<boolean> {
  const [guard] = guards;
  if (!guard) return true;
  if (asking) return Promise.resolve(false);
  asking = true;
  return guard().finally(() => {
    asking = false;
  });
}
