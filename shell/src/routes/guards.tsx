import { useContext, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsLoggedIn, selectSession, useAppSelector } from '@mfe/shared-ui';
import { guardHistory } from '@mfe/shared-ui/navigation/guard-history';
import { RemoteScreen } from '../federation/RemoteScreen';
import { useSessionOfOtherTabs } from './useSessionOfOtherTabs';
import { DASHBOARD_PATH, LOGIN_PATH } from './paths';
import { WrapHistoryContext } from './WrapHistoryContext';

/** Where the login screen goes once logged in: back to the admin page that sent the visitor there. */
export interface LoginReturn {
  from?: string;
}

/** Where the session expired (this tab): a reload there goes through the login screen and back. */
export const LOGIN_RETURN_KEY = 'mfe.loginReturn';

function storedReturn(): string | null {
  try {
    return sessionStorage.getItem(LOGIN_RETURN_KEY);
  } catch {
    return null;
  }
}

function returnPath(state: unknown): string {
  const from = (state as LoginReturn | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin/') && !from.startsWith(LOGIN_PATH) ? from : DASHBOARD_PATH;
}

/**
 * Spec §4: an auth route visited while logged out goes to the login screen (then the dashboard).
 * A session that expired keeps the screen, with what was typed in it, under the admin remote's
 * login dialog; logging in there carries on where it was. Reloaded instead, the page goes to the
 * login screen, which comes back here after logging in (where a form offers its draft back).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoggedIn, ended } = useAppSelector(selectSession);
  const { pathname, search } = useLocation();
  const here = pathname + search;
  useEffect(() => {
    try {
      if (ended === 'expired') sessionStorage.setItem(LOGIN_RETURN_KEY, here);
      else if (isLoggedIn) sessionStorage.removeItem(LOGIN_RETURN_KEY);
    } catch {
      // Blocked storage: after a reload the login goes to the dashboard.
    }
  }, [ended, isLoggedIn, here]);
  const wrapHistory = useContext(WrapHistoryContext);
  // From the first admin screen on, forms with unsaved changes are asked before Back or a link leaves them.
  useEffect(() => wrapHistory(guardHistory), [wrapHistory]);
  useSessionOfOtherTabs();
  if (!isLoggedIn && ended !== 'expired') {
    const resume = ended !== 'logout' && storedReturn() === here;
    return <Navigate to={LOGIN_PATH} replace state={resume ? ({ from: here } satisfies LoginReturn) : undefined} />;
  }
  return (
    <>
      {children}
      {ended === 'expired' && <RemoteScreen remote="admin_remote" module="LoginDialog" />}
    </>
  );
}

/** Spec §4: a guest-only route visited while logged in goes to the dashboard (or back where the login was asked for). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { state } = useLocation();
  return loggedIn ? <Navigate to={returnPath(state)} replace /> : children;
}
