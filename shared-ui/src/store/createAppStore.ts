import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { Locale } from '@mfe/catalogue-core/locales';
import { baseApi } from '../api/baseApi';
import { localeSlice } from '../i18n/localeSlice';
import { overlaysSlice } from '../overlays/overlaysSlice';
import { loadSession, saveSession, sessionSlice } from '../session/sessionSlice';

// Slices a remote adds at run time declare themselves here by module augmentation, e.g.
//   declare module '@mfe/shared-ui' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }
// and mount with rootReducer.inject(mySlice).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty on purpose: remotes add their slices by declaration merging
export interface LazyLoadedSlices {}

/** The injection point for remotes' slices. */
export const rootReducer = combineSlices(baseApi, sessionSlice, overlaysSlice, localeSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The shell creates the one store of the page, in the page's locale (its URL's, or the admin's
 * remembered choice); a remote's standalone harness creates its own.
 */
export function createAppStore(options: { preloadedState?: Partial<RootState>; locale?: Locale } = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: loadSession(),
      ...(options.locale ? { locale: { current: options.locale } } : {}),
      ...options.preloadedState,
    } as RootState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  let lastSession = store.getState().session;
  store.subscribe(() => {
    const session = store.getState().session;
    if (session === lastSession) return;
    lastSession = session;
    saveSession(session);
    // Cached admin data must not outlive the session that fetched it. An expired session keeps
    // it: the screens stay under the login dialog (and a form's record must not load again).
    if (session.ended === 'logout') store.dispatch(baseApi.util.resetApiState());
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
