// The site settings (issue 23): an update's payload (POST /api/settings/update, admin) and the
// settings as GET /api/settings answers them. The type and the defaults are zod-free in
// ../siteSettings.ts (the public pages read them without zod).
import { z } from 'zod';
import {
  CITY_MAX,
  COPYRIGHT_YEAR_MAX,
  COPYRIGHT_YEAR_MIN,
  HISTORY_MAX,
  HISTORY_YEAR_MAX,
  HISTORY_YEAR_MIN,
  MAP_URL_MAX,
  MESSAGES,
  SERVICES_MAX,
  SETTINGS_LINE_MAX,
  SETTINGS_TEXT_MAX,
} from '../messages';
import { hasControlCharacters, isMailAddress, isMapEmbedUrl, PLUS62_PHONE_PATTERN } from '../rules';
import type { HistoryEntry, ServiceSection, SiteSettings } from '../siteSettings';
import { asText, payload, plainText } from './fields';

const trimmed = (value: unknown) => (asText(value) ?? '').trim();

/** One line of text (multiLine: paragraphs) the settings must have: trimmed, not blank, at most `max`. */
const requiredText = (label: string, messages: { required: string; tooLong: string }, max: number, multiLine = false) =>
  z.preprocess(trimmed, plainText(label, { multiLine }).min(1, messages.required).max(max, messages.tooLong));

/** An Indonesian twin: trimmed, blank is none (null: the pages show the English text). */
const translation = (label: string, tooLong: string, max: number, multiLine = false) =>
  z.preprocess((value) => asText(value)?.trim() || null, plainText(label, { multiLine }).max(max, tooLong).nullable());

/** A whole number from min to max (or its text); anything else `message`. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: () => message })
      .int(message)
      .min(min, message)
      .max(max, message),
  );

/** A phone number in +62 form, as written (trimmed). */
const plus62 = (message: string) => z.preprocess(trimmed, z.string().regex(PLUS62_PHONE_PATTERN, message));

const historyEntryInput = z.object(
  {
    year: wholeNumber(MESSAGES.historyYearInvalid, HISTORY_YEAR_MIN, HISTORY_YEAR_MAX),
    title: requiredText('History title', { required: MESSAGES.historyTitleRequired, tooLong: MESSAGES.historyTitleTooLong }, SETTINGS_LINE_MAX),
    title_id: translation('Indonesian history title', MESSAGES.indonesianHistoryTitleTooLong, SETTINGS_LINE_MAX),
    text: requiredText('History text', { required: MESSAGES.historyTextRequired, tooLong: MESSAGES.historyTextTooLong }, SETTINGS_TEXT_MAX, true),
    text_id: translation('Indonesian history text', MESSAGES.indonesianHistoryTextTooLong, SETTINGS_TEXT_MAX, true),
  },
  { error: () => MESSAGES.historyInvalid },
);

const serviceSectionInput = z.object(
  {
    heading: requiredText(
      'Services heading',
      { required: MESSAGES.serviceHeadingRequired, tooLong: MESSAGES.serviceHeadingTooLong },
      SETTINGS_LINE_MAX,
    ),
    heading_id: translation('Indonesian services heading', MESSAGES.indonesianServiceHeadingTooLong, SETTINGS_LINE_MAX),
    text: requiredText('Services text', { required: MESSAGES.serviceTextRequired, tooLong: MESSAGES.serviceTextTooLong }, SETTINGS_TEXT_MAX, true),
    text_id: translation('Indonesian services text', MESSAGES.indonesianServiceTextTooLong, SETTINGS_TEXT_MAX, true),
  },
  { error: () => MESSAGES.servicesInvalid },
);

/**
 * An update: any of the settings, each one given replacing that field (the history and the
 * services replace the whole list, in the order sent), each one left out staying as it is; other
 * keys are ignored. A required text given blank (or null) is refused, an Indonesian twin given
 * blank clears it.
 */
export const siteSettingsUpdateInput = payload({
  company_name: requiredText(
    'Company name',
    { required: MESSAGES.companyNameRequired, tooLong: MESSAGES.companyNameTooLong },
    SETTINGS_LINE_MAX,
  ).optional(),
  tagline: requiredText('Tagline', { required: MESSAGES.taglineRequired, tooLong: MESSAGES.taglineTooLong }, SETTINGS_LINE_MAX).optional(),
  tagline_id: translation('Indonesian tagline', MESSAGES.indonesianTaglineTooLong, SETTINGS_LINE_MAX).optional(),
  about: requiredText('About text', { required: MESSAGES.aboutRequired, tooLong: MESSAGES.aboutTooLong }, SETTINGS_TEXT_MAX, true).optional(),
  about_id: translation('Indonesian about text', MESSAGES.indonesianAboutTooLong, SETTINGS_TEXT_MAX, true).optional(),
  phone: plus62(MESSAGES.settingsPhoneInvalid).optional().describe("+62 form, e.g. '+62 21 8990 4512'"),
  sales_email: z.preprocess(trimmed, z.string().refine(isMailAddress, MESSAGES.salesEmailInvalid)).optional(),
  whatsapp: plus62(MESSAGES.whatsappInvalid).optional().describe("+62 form, e.g. '+62 812-8990-4512'"),
  address: requiredText('Address', { required: MESSAGES.addressRequired, tooLong: MESSAGES.addressTooLong }, SETTINGS_LINE_MAX).optional(),
  city: requiredText('City', { required: MESSAGES.cityRequired, tooLong: MESSAGES.cityTooLong }, CITY_MAX).optional(),
  map_url: z
    .preprocess(
      trimmed,
      z.string().refine((url) => url.length <= MAP_URL_MAX && !hasControlCharacters(url) && isMapEmbedUrl(url), MESSAGES.mapUrlInvalid),
    )
    .optional()
    .describe('An https embed page of www.openstreetmap.org (/export/embed.html) or www.google.com (/maps/embed)'),
  copyright_year: wholeNumber(MESSAGES.copyrightYearInvalid, COPYRIGHT_YEAR_MIN, COPYRIGHT_YEAR_MAX).optional(),
  history: z
    .array(historyEntryInput, { error: () => MESSAGES.historyInvalid })
    .max(HISTORY_MAX, MESSAGES.historyInvalid)
    .optional()
    .describe('The whole timeline, oldest first: it replaces the stored one'),
  services: z
    .array(serviceSectionInput, { error: () => MESSAGES.servicesInvalid })
    .max(SERVICES_MAX, MESSAGES.servicesInvalid)
    .optional()
    .describe('Every section, in order: they replace the stored ones'),
});

export type SiteSettingsUpdate = z.output<typeof siteSettingsUpdateInput>;

const translated = z.string().nullable();

/** The settings as the API answers them: every field, always. */
export const siteSettings = z.object({
  company_name: z.string(),
  tagline: z.string(),
  tagline_id: translated,
  about: z.string(),
  about_id: translated,
  phone: z.string(),
  sales_email: z.string(),
  whatsapp: z.string(),
  address: z.string(),
  city: z.string(),
  map_url: z.string(),
  copyright_year: z.number().int(),
  history: z.array(
    z.object({
      year: z.number().int(),
      title: z.string(),
      title_id: translated,
      text: z.string(),
      text_id: translated,
    }) satisfies z.ZodType<HistoryEntry>,
  ),
  services: z.array(
    z.object({ heading: z.string(), heading_id: translated, text: z.string(), text_id: translated }) satisfies z.ZodType<ServiceSection>,
  ),
}) satisfies z.ZodType<SiteSettings>;
