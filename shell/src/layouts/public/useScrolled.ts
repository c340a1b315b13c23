import { useSyncExternalStore } from 'react';

function subscribe(notify: () => void): () => void {
  window.addEventListener('scroll', notify, { passive: true });
  return () => window.removeEventListener('scroll', notify);
}

/**
 * True once the page has been scrolled away from the very top. Hydration-safe: the server and the
 * hydrating render say false (the server cannot know); React then re-renders with the browser's
 * value, e.g. when the browser restored a scroll position.
 */
export function useScrolled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > 0,
    () => false,
  );
}
