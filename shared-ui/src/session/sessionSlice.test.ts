import { loadSession, loggedIn, loggedOut, loggedOutSession, saveSession, sessionExpired, sessionSlice, SESSION_STORAGE_KEY } from './sessionSlice';

const user = { id: 1, email: 'admin@example.com', name: 'Admin', token: 'tok' };

describe('session slice (spec §4)', () => {
  beforeEach(() => localStorage.clear());

  it('logs in with id, email, name, token and the flag, and logs out to all-empty', () => {
    const state = sessionSlice.reducer(loggedOutSession, loggedIn(user));
    expect(state).toEqual({ ...user, isLoggedIn: true });
    expect(sessionSlice.reducer(state, loggedOut())).toEqual({ id: null, email: null, name: null, token: null, isLoggedIn: false, ended: 'logout' });
  });

  it('expires a session: logged out, the e-mail kept for the login dialog, marked expired until the next login', () => {
    const state = sessionSlice.reducer(sessionSlice.reducer(loggedOutSession, loggedIn(user)), sessionExpired());
    expect(state).toEqual({ id: null, email: 'admin@example.com', name: null, token: null, isLoggedIn: false, ended: 'expired' });
    expect(sessionSlice.reducer(state, loggedIn(user))).toEqual({ ...user, isLoggedIn: true });
    // A session that already ended does not expire (a late 401 after a logout).
    const afterLogout = sessionSlice.reducer(state, loggedOut());
    expect(sessionSlice.reducer(afterLogout, sessionExpired())).toBe(afterLogout);
  });

  it('persists a logged-in session and restores it', () => {
    saveSession({ ...user, isLoggedIn: true });
    expect(loadSession()).toEqual({ ...user, isLoggedIn: true });
  });

  it('forgets the stored session on logout', () => {
    saveSession({ ...user, isLoggedIn: true });
    saveSession(loggedOutSession);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(loadSession()).toEqual(loggedOutSession);
  });

  it.each([
    ['unparsable JSON', '{oops'],
    ['no token', JSON.stringify({ ...user, token: undefined, isLoggedIn: true })],
    ['flag off', JSON.stringify({ ...user, isLoggedIn: false })],
  ])('treats a stored session with %s as logged out', (_case, raw) => {
    localStorage.setItem(SESSION_STORAGE_KEY, raw);
    expect(loadSession()).toEqual(loggedOutSession);
  });

  it('keeps working when storage refuses writes', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
      removeItem: () => {},
    };
    expect(() => saveSession({ ...user, isLoggedIn: true }, full)).not.toThrow();
  });
});
