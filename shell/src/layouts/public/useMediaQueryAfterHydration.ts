import { useSyncExternalStore } from 'react';

/**
 * A media query's answer in the browser, or null on the server and while hydrating (where it
 * cannot be known and the markup must equal the server's). Markup that depends on it should look
 * right for null too, with CSS media queries doing the choosing.
 */
export function useMediaQueryAfterHydration(query: string): boolean | null {
  return useSyncExternalStore<boolean | null>(
    (notify) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => null,
  );
}
