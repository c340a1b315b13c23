// The languages of the site (issue 22), re-exported from the catalogue core so the apps import
// them from the contract.
export {
  DEFAULT_LOCALE,
  INTL_TAGS,
  isLocale,
  LOCALE_NAMES,
  LOCALES,
  localeOfUrl,
  localePrefix,
  OG_LOCALES,
  textInLocale,
  TRANSLATIONS,
  urlInLocale,
  type Locale,
  type TextInLocale,
  type TranslatedField,
} from '@mfe/catalogue-core/locales';
