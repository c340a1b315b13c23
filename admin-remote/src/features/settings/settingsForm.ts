import type { HistoryEntry, ServiceSection, SiteSettings } from '@mfe/catalogue-core/site-settings';

// The settings form's values and the update's body. The form holds every text as a string (an
// untranslated Indonesian twin is ''); the body is the settings as the API takes them (texts
// trimmed, an empty twin '', which the pages read as untranslated), with only what changed.

/** A record's texts as the form holds them: null is ''. */
type Filled<T> = { [K in keyof T]: null extends T[K] ? Exclude<T[K], null> : T[K] };

export type HistoryValues = Filled<HistoryEntry>;
export type ServiceValues = Filled<ServiceSection>;
export type SettingsValues = Omit<Filled<SiteSettings>, 'history' | 'services'> & { history: HistoryValues[]; services: ServiceValues[] };

/** Every field of the settings, once (the compiler asks for a new one): a 422's message for one goes on it. */
const FIELDS: Record<keyof SiteSettings, true> = {
  company_name: true,
  tagline: true,
  tagline_id: true,
  about: true,
  about_id: true,
  phone: true,
  sales_email: true,
  whatsapp: true,
  address: true,
  city: true,
  map_url: true,
  copyright_year: true,
  history: true,
  services: true,
};
export const SETTINGS_FIELDS = Object.keys(FIELDS) as Array<keyof SiteSettings>;

/** A new History event: this year, texts empty. */
export const newHistoryEntry = (): HistoryValues => ({ year: new Date().getFullYear(), title: '', title_id: '', text: '', text_id: '' });
/** A new Our Services section. */
export const newServiceSection = (): ServiceValues => ({ heading: '', heading_id: '', text: '', text_id: '' });

const filled = (text: string | null) => text ?? '';
const trimmed = (text: string | undefined) => (text ?? '').trim();

/** The form's values from the stored settings. */
export function settingsToFormValues(settings: SiteSettings): SettingsValues {
  return {
    ...settings,
    tagline_id: filled(settings.tagline_id),
    about_id: filled(settings.about_id),
    history: settings.history.map((entry) => ({ ...entry, title_id: filled(entry.title_id), text_id: filled(entry.text_id) })),
    services: settings.services.map((section) => ({ ...section, heading_id: filled(section.heading_id), text_id: filled(section.text_id) })),
  };
}

/** The settings the form's values say, in the API's shape (fields in one order, so two of them compare as JSON). */
export function formValuesToSettings(values: SettingsValues): SiteSettings {
  return {
    company_name: trimmed(values.company_name),
    tagline: trimmed(values.tagline),
    tagline_id: trimmed(values.tagline_id),
    about: trimmed(values.about),
    about_id: trimmed(values.about_id),
    phone: trimmed(values.phone),
    sales_email: trimmed(values.sales_email),
    whatsapp: trimmed(values.whatsapp),
    address: trimmed(values.address),
    city: trimmed(values.city),
    map_url: trimmed(values.map_url),
    copyright_year: values.copyright_year,
    history: (values.history ?? []).map((entry) => ({
      year: entry.year,
      title: trimmed(entry.title),
      title_id: trimmed(entry.title_id),
      text: trimmed(entry.text),
      text_id: trimmed(entry.text_id),
    })),
    services: (values.services ?? []).map((section) => ({
      heading: trimmed(section.heading),
      heading_id: trimmed(section.heading_id),
      text: trimmed(section.text),
      text_id: trimmed(section.text_id),
    })),
  };
}

/** The update's body: the fields whose value differs from the stored settings (a list whole, when any of it changed). */
export function changedSettings(stored: SiteSettings, values: SettingsValues): Partial<SiteSettings> {
  const before = formValuesToSettings(settingsToFormValues(stored));
  const after = formValuesToSettings(values);
  return Object.fromEntries(
    SETTINGS_FIELDS.filter((field) => JSON.stringify(after[field]) !== JSON.stringify(before[field])).map((field) => [field, after[field]]),
  );
}
