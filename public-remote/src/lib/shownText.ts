import { useCallback } from 'react';
import { settingText, textInLocale, useLocale, type Locale, type TextInLocale, type TranslatedField, type TranslatedSetting } from '@mfe/shared-ui';

/** A catalogue text as a screen shows it: `lang` only when it is not in the page's language (English fallback). */
export interface ShownText {
  text: string;
  lang?: Locale;
}

/**
 * A record's name or description in the page's language (issue 22): its translation, or the
 * English text with `lang` set, for the element that shows it (`<p lang={shown.lang}>`).
 */
export function shownText(record: object, field: TranslatedField, locale: Locale): ShownText {
  return shown(textInLocale(record, field, locale), locale);
}

/** A text of the site settings (or of a history entry, a services section) as shownText shows a record's. */
export function shownSettingText<T extends object>(source: T, field: TranslatedSetting<T>, locale: Locale): ShownText {
  return shown(settingText(source, field, locale), locale);
}

function shown({ text, lang }: TextInLocale, locale: Locale): ShownText {
  return lang === locale ? { text } : { text, lang };
}

/** shownText in the page's language. */
export function useShownText(): (record: object, field: TranslatedField) => ShownText {
  const locale = useLocale();
  return useCallback((record, field) => shownText(record, field, locale), [locale]);
}
