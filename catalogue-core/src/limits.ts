// The catalogue's limits and closed sets, as plain constants (no messages, no zod): what the forms
// accept, the database columns hold and the messages name. Every page may import this module; the
// messages themselves are in ./publicMessages.ts (what a visitor can meet) and ./messages.ts (all).

/**
 * The one limit on a name, at every level (types, vendors, categories, series, products, assets,
 * an inquiry's sender): what the forms accept, the database columns hold and every lookup by name
 * takes, so a name that saves always has a working page.
 */
export const NAME_MAX = 255;
/**
 * The longest a valid name is as a URL path parameter (/api/manufacture-type/detail/name/{name}),
 * counted decoded or percent-encoded: a character is at most 9 characters encoded (3 UTF-8 bytes,
 * %XX each; a 4-byte one is 2 UTF-16 units, 12 characters). The API's router takes params this long.
 */
export const NAME_PARAM_MAX = NAME_MAX * 9;
export const DESCRIPTION_MAX = 10_000;

/**
 * Typed attributes (issue 24): what an attribute of a category holds (a number, a range of numbers,
 * a text, one of a list, yes/no), the units a number or a range may have, and the longest text value
 * or option. The rules that use them: ./attributes.ts.
 */
export const ATTRIBUTE_TYPES = ['number', 'range', 'text', 'option', 'boolean'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];
export const ATTRIBUTE_UNITS = [
  'mm',
  'm',
  'kg',
  't',
  'kW',
  'W',
  'V',
  'A',
  'rpm',
  'mm/min',
  'm/min',
  'bar',
  'MPa',
  'L',
  '°C',
  'µm',
  'Nm',
  's',
] as const;
export type AttributeUnit = (typeof ATTRIBUTE_UNITS)[number];
/**
 * Each unit's UN/CEFACT common code (Recommendation 20), as schema.org's `unitCode` takes it: the
 * series page's JSON-LD names a value's unit by it (issue 24).
 */
export const ATTRIBUTE_UNIT_CODES: Record<AttributeUnit, string> = {
  mm: 'MMT',
  m: 'MTR',
  kg: 'KGM',
  t: 'TNE',
  kW: 'KWT',
  W: 'WTT',
  V: 'VLT',
  A: 'AMP',
  rpm: 'RPM',
  'mm/min': 'H81',
  'm/min': '2X',
  bar: 'BAR',
  MPa: 'MPA',
  L: 'LTR',
  '°C': 'CEL',
  µm: '4H',
  Nm: 'NU',
  s: 'SEC',
};
export const ATTRIBUTE_TEXT_MAX = NAME_MAX;
/** How many options a list attribute may have. */
export const ATTRIBUTE_OPTIONS_MAX = 100;
/** How many products' values the attribute grid saves in one call (POST /api/product/attributes): a series' models and more. */
export const BULK_VALUES_PRODUCTS_MAX = 1000;

/** Public search (GET /api/search): the text, trimmed, and the hits per kind. */
export const SEARCH_TEXT_MIN = 2;
export const SEARCH_TEXT_MAX = 100;
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;

/**
 * The series page (issue 20): its models come a page at a time (GET /api/product/series/page/{id}
 * ?page=&per_page=), SERIES_PAGE_SIZE (48, ./paths.ts: the page URLs follow it) by default, at most
 * 96, so a series of 834 models stays a light page.
 */
export { SERIES_PAGE_SIZE } from './paths';
export const SERIES_PAGE_SIZE_MAX = 96;
/** The highest page number a request may name (a positive 32-bit integer, like an id). */
export const PAGE_NUMBER_MAX = 2_147_483_647;

/** Inquiries: what a visitor may write, and what staff set. */
export const INQUIRY_FIELD_MAX = 150;
export const INQUIRY_MESSAGE_MAX = 5000;
export const INQUIRY_STATUSES = ['new', 'answered', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
/**
 * An image's crop (issue 20): the point of the picture the fixed-aspect frames keep in view (whole
 * percent of its width and height from the top left) and how it fills a frame: 'cover' crops to
 * fill (around the focal point), 'contain' shows the whole picture letterboxed.
 */
export const IMAGE_FITS = ['cover', 'contain'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];
export const FOCUS_MIN = 0;
export const FOCUS_MAX = 100;
export interface ImageCrop {
  focus_x: number;
  focus_y: number;
  fit: ImageFit;
}
/** What an image without a crop of its own has (and what a new one gets): the centre, cropped to fill. */
export const IMAGE_CROP_DEFAULT: Readonly<ImageCrop> = { focus_x: 50, focus_y: 50, fit: 'cover' };

/**
 * The site settings (issue 23): a one-line text (the company's name, the tagline, the address, a
 * history event's title, a services section's heading), a text of paragraphs (About, an event's
 * or a section's text), the map's URL, and how many history events and services sections.
 */
export const SETTINGS_LINE_MAX = 255;
export const SETTINGS_TEXT_MAX = 5000;
/** The city the pages name the firm by ('Founded in Bekasi'). */
export const CITY_MAX = 80;
export const MAP_URL_MAX = 2000;
export const COPYRIGHT_YEAR_MIN = 2000;
export const COPYRIGHT_YEAR_MAX = 2100;
export const HISTORY_YEAR_MIN = 1900;
export const HISTORY_YEAR_MAX = 2100;
export const HISTORY_MAX = 50;
export const SERVICES_MAX = 20;

/** Staff passwords (issue 23): long enough to resist guessing, short enough to hash quickly. */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

/** Whether the inquiry went out to sales by e-mail: off when no SMTP_URL is set (and in the demo). */
export const INQUIRY_EMAIL_STATUSES = ['off', 'pending', 'sent', 'failed'] as const;
export type InquiryEmailStatus = (typeof INQUIRY_EMAIL_STATUSES)[number];

/**
 * The compare view (issue 24): at most this many models side by side
 * (GET /api/product/compare?ids=), and at most this many models named by one inquiry.
 */
export const COMPARE_MAX = 4;
