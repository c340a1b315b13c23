import { useCallback } from 'react';
import { baseApi } from '../api/baseApi';
import { useAppDispatch } from '../store/createAppStore';
import { loggedOut } from '../session/sessionSlice';

/** The one logout call: revokes the token on the API. */
export const logoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    revokeToken: build.mutation<unknown, void>({
      // Silent: the session ends locally whatever the API answers.
      query: () => ({ url: '/api/logout', method: 'POST', silent: true }),
    }),
  }),
});

/**
 * What every Logout button calls: revokes the token on the API (best effort), then ends the
 * session; the shell's guards go to login.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const [revokeToken, { isLoading }] = logoutApi.useRevokeTokenMutation();
  const logout = useCallback(async () => {
    await revokeToken().catch(() => undefined);
    dispatch(loggedOut());
  }, [revokeToken, dispatch]);
  return { logout, isLoggingOut: isLoading };
}
