import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Whether history back stays on this site. The Navigation API lists only this site's entries of
 * the tab: a fresh tab (its New Tab page before) or a link followed from another site has none
 * before this one. Without it, the router's first entry (keyed 'default') has none before either.
 */
function canGoBack(key: string): boolean {
  const navigation = (window as { navigation?: { canGoBack: boolean } }).navigation;
  return navigation ? navigation.canGoBack : key !== 'default';
}

/**
 * Spec §2: a public screen opened without what it needs goes back one step in history; with
 * nothing of this site to go back to, where history back would leave for a blank page, it goes
 * to `fallback` instead, replacing the broken URL.
 */
export function useGoBackWhen(condition: boolean, fallback: string): void {
  const navigate = useNavigate();
  const { key } = useLocation();
  useEffect(() => {
    if (!condition) return;
    if (canGoBack(key)) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [condition, key, fallback, navigate]);
}
