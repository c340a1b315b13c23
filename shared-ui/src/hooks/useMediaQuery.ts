import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../site/constants';

/** The 960 px breakpoint of spec §9 as a media query. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/**
 * A media query's answer in the browser; `serverValue` on the server and while hydrating, where
 * the markup must equal the server's (null: unknown there, so markup that depends on it should
 * look right for null too, with CSS media queries doing the choosing).
 */
export function useMediaQuery(query: string): boolean;
export function useMediaQuery(query: string, serverValue: null): boolean | null;
export function useMediaQuery(query: string, serverValue: boolean | null = false): boolean | null {
  return useSyncExternalStore<boolean | null>(
    (notify) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => serverValue,
  );
}

/** True below the 960 px breakpoint of spec §9. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}
