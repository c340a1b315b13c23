import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, type Locale } from '@mfe/catalogue-core/locales';
import { useSelector } from 'react-redux';

// The page's language in the one store (issue 22). A public page's comes from its URL ('/id/…'),
// set by the shell when it creates the store (server and browser alike, so hydration matches); the
// admin's is the member of staff's remembered choice (./localeChoice.ts), changed in place.

export interface LocaleState {
  current: Locale;
}

export const localeSlice = createSlice({
  name: 'locale',
  initialState: { current: DEFAULT_LOCALE } as LocaleState,
  reducers: {
    localeChosen: (state, action: PayloadAction<Locale>) => {
      state.current = action.payload;
    },
  },
  selectors: {
    selectLocale: (state) => state.current,
  },
});

export const { localeChosen } = localeSlice.actions;
export const { selectLocale } = localeSlice.selectors;

/** The language the page is in. */
export function useLocale(): Locale {
  // The slice's own state type, not RootState: the store module imports this slice.
  return useSelector((state: { locale: LocaleState }) => selectLocale(state));
}
