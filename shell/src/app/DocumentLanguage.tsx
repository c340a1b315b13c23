import { useEffect } from 'react';
import { useLocale } from '@mfe/shared-ui';

/**
 * Keeps `<html lang>` the page's language in the browser (issue 22): a client-rendered page's, and
 * the admin's after its switch. A server-rendered page has it in its HTML already.
 */
export function DocumentLanguage() {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}
