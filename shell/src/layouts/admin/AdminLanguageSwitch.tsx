import { useState } from 'react';
import { localeChosen, LOCALE_NAMES, LOCALES, rememberLocale, useAppDispatch, useLocale, type Locale } from '@mfe/shared-ui';
import { load as loadAdminChrome } from '../../messages/adminChromeMessages';
import { load } from '../../messages/shellMessages';

/**
 * The admin's language (issue 22): the member of staff's choice, changed in place (the admin has
 * one URL per screen, no language prefix) and remembered for the next visit. The new language's
 * dictionaries (the shell's and the admin chrome's) load first, so the chrome changes at once instead of flashing its loading state.
 */
export function AdminLanguageSwitch() {
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const [switching, setSwitching] = useState(false);

  async function choose(chosen: Locale) {
    setSwitching(true);
    try {
      await Promise.all([load(chosen), loadAdminChrome(chosen)]);
    } catch {
      // Its dictionary is fetched again where a text needs it (the screens show their loading state).
    } finally {
      setSwitching(false);
    }
    rememberLocale(chosen);
    dispatch(localeChosen(chosen));
  }

  return (
    <span className="admin-bar__language">
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <button key={other} type="button" lang={other} className="admin-bar__language-button" disabled={switching} onClick={() => void choose(other)}>
          {LOCALE_NAMES[other]}
        </button>
      ))}
    </span>
  );
}
