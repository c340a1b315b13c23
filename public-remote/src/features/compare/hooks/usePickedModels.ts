import { useCallback, useSyncExternalStore } from 'react';
import { readPicked, savePicked, togglePicked, type PickedModel } from '../utils/compareSelection';

// One copy of the picks for every toggle and the tray of a page; each change is stored and told to all.
let picked: PickedModel[] | null = null;
const listeners = new Set<() => void>();
const NONE: PickedModel[] = [];

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => (picked ??= readPicked());
// The server renders no picks (it cannot see the visitor's storage), and so does hydration.
const serverSnapshot = () => NONE;

const never = () => () => undefined;

/**
 * The models picked to compare (issue 24), and a toggle of one; empty on the server and while
 * hydrating. `ready`: the page's script has taken over (false on the server and while hydrating).
 */
export function usePickedModels(): { picked: PickedModel[]; toggle: (model: PickedModel) => void; clear: () => void; ready: boolean } {
  const models = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const ready = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const update = useCallback((next: PickedModel[]) => {
    picked = next;
    savePicked(next);
    for (const listener of listeners) listener();
  }, []);
  const toggle = useCallback((model: PickedModel) => update(togglePicked(snapshot(), model)), [update]);
  const clear = useCallback(() => update([]), [update]);
  return { picked: models, toggle, clear, ready };
}
