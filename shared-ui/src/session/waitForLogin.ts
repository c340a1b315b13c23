import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { SessionState } from './sessionSlice';

// Not in the main entry, which every public page downloads: the admin remote's endpoints import it
// from '@mfe/shared-ui/session/wait-for-login' (RequestArgs.waitForLogin).

/** How often a call refused for an expired session looks whether the login dialog has logged in again. */
export const LOGIN_POLL_MS = 200;

/**
 * After a 401 that expired the session: true once it is logged in again (the login dialog, or
 * another tab), false once it ended for good (a logout) or the call was aborted.
 */
export async function waitForLogin(api: Pick<BaseQueryApi, 'getState' | 'signal'>): Promise<boolean> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, LOGIN_POLL_MS));
    const session = (api.getState() as { session?: SessionState }).session;
    if (session?.isLoggedIn) return true;
    if (session?.ended !== 'expired' || api.signal.aborted) return false;
  }
}
