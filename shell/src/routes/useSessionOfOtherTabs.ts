import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { loadSession, loggedIn, SESSION_STORAGE_KEY, sessionExpired, type LoginResult, type RootState } from '@mfe/shared-ui';

/**
 * The admin screens follow the session of the other tabs of the browser (they share localStorage):
 * a logout there expires the session here (the login dialog opens over the screen), a login there
 * is taken up here (the dialog closes and a refused save goes through).
 */
export function useSessionOfOtherTabs() {
  const store = useStore<RootState>();
  useEffect(() => {
    const follow = () => {
      const stored = loadSession();
      const here = store.getState().session;
      if (stored.isLoggedIn && stored.token !== here.token) store.dispatch(loggedIn(stored as LoginResult));
      else if (!stored.isLoggedIn && here.isLoggedIn) store.dispatch(sessionExpired());
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_STORAGE_KEY || event.key === null) follow();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);
}
