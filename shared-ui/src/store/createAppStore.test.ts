import { loggedIn, loggedOut, SESSION_STORAGE_KEY } from '../session/sessionSlice';
import { createAppStore } from './createAppStore';

describe('createAppStore', () => {
  beforeEach(() => localStorage.clear());

  it('restores the session persisted by an earlier page load', () => {
    createAppStore().dispatch(loggedIn({ id: 2, email: 'a@b.c', name: 'A', token: 't' }));
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({ token: 't', isLoggedIn: true });
    expect(createAppStore().getState().session).toMatchObject({ id: 2, token: 't', isLoggedIn: true });
  });

  it('clears the persisted session on logout', () => {
    const store = createAppStore();
    store.dispatch(loggedIn({ id: 2, email: 'a@b.c', name: 'A', token: 't' }));
    store.dispatch(loggedOut());
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(createAppStore().getState().session.isLoggedIn).toBe(false);
  });

  it('mounts the api, session and overlays reducers', () => {
    expect(Object.keys(createAppStore().getState())).toEqual(expect.arrayContaining(['api', 'session', 'overlays']));
  });
});
