// Inquiries (issue 14): a visitor's request for a quote (POST /api/inquiry/create, public) and
// what staff read and set of it (GET /api/inquiry, detail, update, delete).
import { z } from 'zod';
import { isMailAddress, PHONE_PATTERN } from '../rules';
import { DEFAULT_LOCALE, LOCALES } from '../locales';
import { INQUIRY_EMAIL_STATUSES, INQUIRY_FIELD_MAX, INQUIRY_MESSAGE_MAX, INQUIRY_STATUSES, MESSAGES, NAME_MAX } from '../messages';
import { asText, optionalId, payload, plainText } from './fields';
import { productIds } from './productIds';

/** Optional one-line text, trimmed; blank is none (null). */
const optionalText = (label: string, max: number, tooLong: string) =>
  z.preprocess((value) => asText(value)?.trim() || null, plainText(label).max(max, tooLong).nullable());

// In the zod-free rules, so that the public form checks a phone number as this schema does.
export { PHONE_PATTERN } from '../rules';

export const inquiryCreateInput = payload({
  name: z.preprocess((value) => (asText(value) ?? '').trim(), plainText('Name').min(1, MESSAGES.nameRequired).max(NAME_MAX, MESSAGES.nameTooLong)),
  company: optionalText('Company', INQUIRY_FIELD_MAX, MESSAGES.companyTooLong),
  email: z.preprocess(
    (value) => (asText(value) ?? '').trim(),
    z.string().min(1, { error: MESSAGES.emailRequired, abort: true }).refine(isMailAddress, MESSAGES.emailInvalid),
  ),
  phone: z.preprocess((value) => asText(value)?.trim() || null, z.string().regex(PHONE_PATTERN, MESSAGES.phoneInvalid).nullable()),
  message: z.preprocess(
    (value) => (asText(value) ?? '').trim(),
    plainText('Message', { multiLine: true }).min(1, MESSAGES.inquiryMessageRequired).max(INQUIRY_MESSAGE_MAX, MESSAGES.inquiryMessageTooLong),
  ),
  /** The series the quote is for, when asked from its page. */
  mt_product_series_id: optionalId('Product series'),
  /** The models the quote is for (issue 24: the compare view's, up to 4): a JSON list or ids separated by commas; absent: none. */
  mt_product_ids: productIds({ invalid: MESSAGES.inquiryProductsInvalid, tooMany: MESSAGES.inquiryProductsTooMany }),
  /** The language the visitor wrote in (the page's locale, issue 22): absent or blank is English. */
  locale: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z
      .enum(LOCALES, { error: MESSAGES.inquiryLocaleInvalid })
      .default(DEFAULT_LOCALE)
      .describe(`${LOCALES.join(' or ')}; absent: ${DEFAULT_LOCALE}`),
  ),
  /** The honeypot: hidden from people, filled by bots. Anything in it: answered 201 like the rest, nothing stored or sent. */
  website: z.preprocess((value) => asText(value) ?? '', z.string()),
});

export const inquiryUpdateInput = payload({
  status: z.preprocess((value) => asText(value)?.trim() || undefined, z.enum(INQUIRY_STATUSES, { error: MESSAGES.inquiryStatusInvalid })),
  notes: z.preprocess(
    (value) => asText(value)?.trim() || null,
    plainText('Notes', { multiLine: true }).max(INQUIRY_MESSAGE_MAX, MESSAGES.notesTooLong).nullable(),
  ),
});

export type InquiryCreateInput = z.output<typeof inquiryCreateInput>;
export type InquiryUpdateInput = z.output<typeof inquiryUpdateInput>;

const id = z.number().int();
const text = z.string().nullable();
export const inquiry = z.object({
  id,
  name: z.string(),
  company: text,
  email: z.string(),
  phone: text,
  message: z.string(),
  mt_product_series_id: id.nullable(),
  /** The series asked about while it exists ({id, name}); null when none was, or it was deleted since. */
  mt_product_series: z.object({ id, name: z.string() }).nullable(),
  /** The series' name when the inquiry was sent (kept when the series is renamed or deleted). */
  series_name: text,
  /**
   * The models the quote is for (issue 24), with their names when the inquiry was sent (kept when a
   * model is renamed or deleted, like series_name); [] when none were named.
   */
  mt_products: z.array(z.object({ id, name: z.string() })),
  /** The language the visitor wrote in (issue 22). */
  locale: z.enum(LOCALES),
  status: z.enum(INQUIRY_STATUSES),
  notes: text,
  email_status: z.enum(INQUIRY_EMAIL_STATUSES),
  /** Why the e-mail to sales failed (email_status 'failed'). */
  email_error: text,
  created_at: z.string().describe('ISO 8601 time'),
  updated_at: z.string().describe('ISO 8601 time'),
});
/** The public create's answer (201): the message only, the same for a honeypot hit. */
export const inquiryReceived = z.object({ message: z.string() });
export type Inquiry = z.infer<typeof inquiry>;
