import { isLocale, type Locale } from '@mfe/catalogue-core/locales';

// The visitor's chosen language, remembered in this browser (issue 22). It never redirects (a
// crawler must reach both languages at their URLs): a public page only suggests its twin in the
// remembered language, and the admin opens in it.

export const LOCALE_STORAGE_KEY = 'mfe.locale';

/** The remembered choice, or null when none was made (or storage is unavailable). */
export function rememberedLocale(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Locale | null {
  try {
    const value = storage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: Locale, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode or full storage: the choice holds for this page only.
  }
}
