import { useEffect } from 'react';

/** The attribute on <html> that says the page's scripts have taken over (hydrated or rendered). */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/**
 * Marks the page as interactive once React has committed it in the browser: a server-rendered
 * page is readable (and its links work) long before, so tests and monitoring that need the
 * scripts wait for this mark, not for the content.
 */
export function AppReadyMark() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return null;
}
