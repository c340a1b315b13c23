import { useCallback } from 'react';
import { loggedOut, useAppDispatch } from '@mfe/shared-ui';
import { useRevokeTokenMutation } from './sessionApi';

/** Revokes the token on the API (best effort), then ends the session; the guards go to login. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const [revokeToken, { isLoading }] = useRevokeTokenMutation();
  const logout = useCallback(async () => {
    await revokeToken().catch(() => undefined);
    dispatch(loggedOut());
  }, [revokeToken, dispatch]);
  return { logout, isLoggingOut: isLoading };
}
