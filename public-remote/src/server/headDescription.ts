import type { Locale, PageHead, TextInLocale } from '@mfe/shared-ui';

/**
 * A page head's description from a record's text in the page's language (textInLocale), with
 * `descriptionLang` when it fell back to English, so the shell's meta tags say what language it is.
 */
export function headDescription(shown: TextInLocale, locale: Locale): Pick<PageHead, 'description' | 'descriptionLang'> {
  if (!shown.text.trim()) return { description: null };
  return shown.lang === locale ? { description: shown.text } : { description: shown.text, descriptionLang: shown.lang };
}
