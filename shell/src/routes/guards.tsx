import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { selectIsLoggedIn, useAppSelector } from '@mfe/shared-ui';
import { DASHBOARD_PATH, LOGIN_PATH } from './paths';

/** Spec §4: an auth route visited while logged out goes to the login screen. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return loggedIn ? children : <Navigate to={LOGIN_PATH} replace />;
}

/** Spec §4: a guest-only route visited while logged in goes to the dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return loggedIn ? <Navigate to={DASHBOARD_PATH} replace /> : children;
}
