// The site's settings (issue 23): every fact the public pages show about the firm, edited by an
// admin at /admin/settings instead of being constants in code. Zod-free (imported as
// '@mfe/catalogue-core/site-settings'): the pages read the type and pick texts with it, the core's
// schema (schemas/siteSettings.ts) validates an update. The defaults are a module of their own
// (./siteSettingsDefaults.ts): shared-ui imports this one, and a federation-shared module ships
// whole to every page. Texts follow the catalogue's translation rule: `x` is English, `x_id` its
// Indonesian twin (null or '' when untranslated: pages show the English one, marked lang="en").
import { DEFAULT_LOCALE, type Locale, type TextInLocale } from './locales';

/** One event of the company's history timeline (oldest first in the list). */
export interface HistoryEntry {
  year: number;
  title: string;
  title_id: string | null;
  text: string;
  text_id: string | null;
}

/** One section of the Engineering & Services profile's "Our Services" text; paragraphs are separated by a blank line. */
export interface ServiceSection {
  heading: string;
  heading_id: string | null;
  text: string;
  text_id: string | null;
}

export interface SiteSettings {
  company_name: string;
  tagline: string;
  tagline_id: string | null;
  about: string;
  about_id: string | null;
  /** Shown and dialled as written: '+62 21 8990 4512' (+62 form). */
  phone: string;
  /** Where quote requests are e-mailed and what the footer shows. */
  sales_email: string;
  /** WhatsApp Business number of sales in +62 form; click-to-chat links use its digits. */
  whatsapp: string;
  address: string;
  /** The town the firm is known by, as pages name it: 'Founded in Bekasi', the map's title, the site's description. */
  city: string;
  /** The contact card's map (an embed URL on an allowed map host). */
  map_url: string;
  copyright_year: number;
  history: HistoryEntry[];
  services: ServiceSection[];
}

/** The digits of a +62 number, as wa.me and tel: links want them: '+62 812 8990 4512' → '6281289904512'. */
export const phoneDigits = (number: string) => number.replace(/\D/g, '');

/** The texts of a settings part that have an Indonesian twin `<field>_id`: 'tagline', a history entry's 'title'… */
export type TranslatedSetting<T> = { [K in keyof T & string]: `${K}_id` extends keyof T ? K : never }[keyof T & string];

/**
 * A text of the settings (or of one history entry or services section) in a locale: its Indonesian
 * twin when it has text, else the English one marked as English, as textInLocale picks a record's.
 */
export function settingText<T extends object>(source: T, field: TranslatedSetting<T>, locale: Locale): TextInLocale {
  const values = source as Record<string, unknown>;
  const translated = values[`${field}_id`];
  if (locale !== DEFAULT_LOCALE && typeof translated === 'string' && translated.trim() !== '') return { text: translated, lang: locale };
  const original = values[field];
  return { text: typeof original === 'string' ? original : '', lang: DEFAULT_LOCALE };
}
