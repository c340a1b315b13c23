import { useEffect } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';

/**
 * Whether a step back stays in this app. The router marks the first entry it sees with the key
 * 'default' and counts its entries in history.state.idx (0 for the first, also after a replace):
 * either says the page was opened from outside, e.g. a link pasted into a fresh tab, where
 * history.back() would leave for a blank page.
 */
function canGoBackInApp(location: Location): boolean {
  if (location.key === 'default') return false;
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  const idx = state && typeof state === 'object' && 'idx' in state ? state.idx : undefined;
  return idx !== 0;
}

/**
 * Spec §2: a public screen opened without what it needs goes back one step in history; with
 * nothing in this app to go back to, it goes to `fallback` instead (replacing the broken URL).
 */
export function useGoBackWhen(condition: boolean, fallback: string): void {
  const navigate = useNavigate();
  const location = useLocation();
  const backInApp = canGoBackInApp(location);
  useEffect(() => {
    if (!condition) return;
    if (backInApp) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [condition, backInApp, fallback, navigate]);
}
