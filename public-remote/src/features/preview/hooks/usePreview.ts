import { useLocation } from 'react-router-dom';
import { asksPreview, selectIsLoggedIn, useAppSelector } from '@mfe/shared-ui';

/**
 * Whether this page is staff's preview (issue 21): asked by the admin's Preview link (?preview=1)
 * with a staff session in this browser (kept in localStorage, so the new tab has it). Without a
 * session it is the public page: a draft then shows the page's usual not-found state.
 */
export function usePreview(): boolean {
  const { search } = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return loggedIn && asksPreview(search);
}
