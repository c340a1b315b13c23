import {
  loadSession,
  loggedIn,
  loggedOut,
  loggedOutSession,
  memberRefreshed,
  saveSession,
  sessionExpired,
  sessionSlice,
  SESSION_STORAGE_KEY,
  twoFactorSetupRequired,
} from './sessionSlice';

const user = { id: 1, email: 'admin@example.com', name: 'Admin', token: 'tok', role: 'admin' as const };

describe('session slice (spec §4)', () => {
  beforeEach(() => localStorage.clear());

  it('logs in with id, email, name, token, role and the flag, and logs out to all-empty', () => {
    const state = sessionSlice.reducer(loggedOutSession, loggedIn(user));
    expect(state).toEqual({ ...user, isLoggedIn: true });
    expect(sessionSlice.reducer(state, loggedOut())).toEqual({
      id: null,
      email: null,
      name: null,
      token: null,
      isLoggedIn: false,
      role: null,
      ended: 'logout',
    });
  });

  it('expires a session: logged out, the e-mail kept for the login dialog, marked expired until the next login', () => {
    const state = sessionSlice.reducer(sessionSlice.reducer(loggedOutSession, loggedIn(user)), sessionExpired());
    expect(state).toEqual({ id: null, email: 'admin@example.com', name: null, token: null, isLoggedIn: false, role: null, ended: 'expired' });
    expect(sessionSlice.reducer(state, loggedIn(user))).toEqual({ ...user, isLoggedIn: true });
    // A session that already ended does not expire (a late 401 after a logout).
    const afterLogout = sessionSlice.reducer(state, loggedOut());
    expect(sessionSlice.reducer(afterLogout, sessionExpired())).toBe(afterLogout);
  });

  it('marks a session held until two-factor login is on, and clears the mark; a logged-out one stays as it is (issue 23)', () => {
    const state = sessionSlice.reducer(sessionSlice.reducer(loggedOutSession, loggedIn(user)), twoFactorSetupRequired(true));
    expect(state).toEqual({ ...user, isLoggedIn: true, twoFactorSetupRequired: true });
    expect(sessionSlice.reducer(state, twoFactorSetupRequired(false)).twoFactorSetupRequired).toBe(false);
    expect(sessionSlice.reducer(state, loggedIn(user))).toEqual({ ...user, isLoggedIn: true });
    expect(sessionSlice.reducer(loggedOutSession, twoFactorSetupRequired(true))).toEqual(loggedOutSession);
  });

  it('leaves the role unknown when the login answer has none (an API before roles)', () => {
    const { role: _role, ...withoutRole } = user;
    expect(sessionSlice.reducer(loggedOutSession, loggedIn(withoutRole)).role).toBeNull();
  });

  it("takes GET /api/me's name, e-mail and role for the signed-in member, and nobody else's", () => {
    const state = sessionSlice.reducer(loggedOutSession, loggedIn(user));
    const refreshed = sessionSlice.reducer(state, memberRefreshed({ id: 1, email: 'ada@example.com', name: 'Ada', role: 'editor' }));
    expect(refreshed).toEqual({ ...user, email: 'ada@example.com', name: 'Ada', role: 'editor', isLoggedIn: true });
    expect(sessionSlice.reducer(state, memberRefreshed({ id: 2, email: 'b@example.com', name: 'B', role: 'editor' }))).toBe(state);
    expect(sessionSlice.reducer(loggedOutSession, memberRefreshed({ id: 1, email: 'a@example.com', name: 'A', role: 'admin' }))).toBe(
      loggedOutSession,
    );
  });

  it('restores a session stored before roles with the role unknown', () => {
    const { role: _role, ...withoutRole } = user;
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...withoutRole, isLoggedIn: true }));
    expect(loadSession()).toEqual({ ...user, role: null, isLoggedIn: true });
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
