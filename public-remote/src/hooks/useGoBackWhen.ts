import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Spec §2: a public screen opened without what it needs goes back one step in history. With
 * nothing to go back to (a fresh tab, a pasted link: one entry in the tab's history, the router's
 * first, keyed 'default'), history back would leave for a blank page: it goes to `fallback`
 * instead, replacing the broken URL.
 */
export function useGoBackWhen(condition: boolean, fallback: string): void {
  const navigate = useNavigate();
  const { key } = useLocation();
  useEffect(() => {
    if (!condition) return;
    if (window.history.length > 1 || key !== 'default') navigate(-1);
    else navigate(fallback, { replace: true });
  }, [condition, key, fallback, navigate]);
}
