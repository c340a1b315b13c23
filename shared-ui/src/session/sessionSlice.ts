import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StaffRole } from '@mfe/catalogue-core';
import type { LoginResult, SignedInMember } from '../types/api';

// Spec §3/§4: the session is id, email, name, token and isLoggedIn, persisted in localStorage.
export interface SessionState {
  id: number | null;
  email: string | null;
  name: string | null;
  token: string | null;
  isLoggedIn: boolean;
  /**
   * What the signed-in member may do (issue 23): the login's answer, refreshed by GET /api/me when
   * the admin opens. null while unknown (a session stored before roles: the admin shows every section, as before roles).
   */
  role: StaffRole | null;
  /**
   * How the last session of this page ended: 'logout' (a Logout button) or 'expired' (the API
   * refused its token, or another tab logged out). While 'expired' the admin screens stay, under
   * a login dialog. Absent while logged in and on a page that started logged out.
   */
  ended?: 'logout' | 'expired';
  /**
   * The API held this admin to its own account's calls until it turns on two-factor login (issue
   * 23: a 403 while every admin must have it): the admin shows My account's two-factor card instead
   * of the refused screen, and clears it there.
   */
  twoFactorSetupRequired?: boolean;
}

export const SESSION_STORAGE_KEY = 'mfe.session';

export const loggedOutSession: SessionState = { id: null, email: null, name: null, token: null, isLoggedIn: false, role: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: loggedOutSession,
  reducers: {
    loggedIn: (_state, action: PayloadAction<LoginResult>) => {
      const { id, email, name, token, role } = action.payload;
      return { id, email, name, token, isLoggedIn: true, role: role ?? null };
    },
    /** GET /api/me's answer: the member's name, e-mail and role as they are now (an admin may have changed them). */
    memberRefreshed: (state, action: PayloadAction<SignedInMember>) => {
      if (!state.isLoggedIn || state.id !== action.payload.id) return state;
      const { email, name, role } = action.payload;
      return { ...state, email, name, role };
    },
    /** A call was refused until two-factor login is on (true), or the admin showed where to turn it on (false). */
    twoFactorSetupRequired: (state, action: PayloadAction<boolean>) => {
      if (state.isLoggedIn) state.twoFactorSetupRequired = action.payload;
    },
    /** Logout: the session ends here, on purpose. */
    loggedOut: (): SessionState => ({ ...loggedOutSession, ended: 'logout' }),
    /** The API no longer accepts the token (401), or another tab logged out: log in again in place. */
    sessionExpired: (state): SessionState => (state.isLoggedIn ? { ...loggedOutSession, email: state.email, ended: 'expired' } : state),
  },
  selectors: {
    selectSession: (state) => state,
    selectIsLoggedIn: (state) => state.isLoggedIn,
    selectToken: (state) => state.token,
    selectRole: (state) => state.role,
    selectTwoFactorSetupRequired: (state) => state.twoFactorSetupRequired === true,
  },
});

export const { loggedIn, loggedOut, sessionExpired, memberRefreshed, twoFactorSetupRequired } = sessionSlice.actions;
export const { selectSession, selectIsLoggedIn, selectToken, selectRole, selectTwoFactorSetupRequired } = sessionSlice.selectors;

/** The persisted session, or logged out when there is none or it is unreadable. */
export function loadSession(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): SessionState {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return loggedOutSession;
    const parsed = JSON.parse(raw) as Partial<SessionState>;
    if (!parsed.isLoggedIn || typeof parsed.token !== 'string') return loggedOutSession;
    return { ...loggedOutSession, ...parsed, isLoggedIn: true };
  } catch {
    return loggedOutSession;
  }
}

export function saveSession(session: SessionState, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    if (session.isLoggedIn) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else storage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage full or blocked (private mode): the session still works until the tab closes.
  }
}
