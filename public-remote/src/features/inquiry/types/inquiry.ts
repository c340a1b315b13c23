import type { Locale } from '@mfe/shared-ui';

/** The series a quote is asked about, when asked from its page. */
export interface InquirySeries {
  id: number;
  name: string;
}

/** The models a quote is asked about, when asked from the compare page (issue 24): up to 4. */
export interface InquiryModel {
  id: number;
  name: string;
}

/** The fields a visitor fills in, as typed. */
export const INQUIRY_FIELDS = ['name', 'company', 'email', 'phone', 'message'] as const;
export type InquiryFieldName = (typeof INQUIRY_FIELDS)[number];
export type InquiryValues = Record<InquiryFieldName, string>;

/** One message per field that is not right yet. */
export type InquiryErrors = Partial<Record<InquiryFieldName, string>>;

/** POST /api/inquiry/create's body (catalogue-core's inquiryCreateInput). */
export interface InquiryCreateBody extends InquiryValues {
  mt_product_series_id: number | null;
  /** The models compared (issue 24); absent: none. */
  mt_product_ids?: number[];
  /** The honeypot: left empty by people. */
  website: string;
  /** The page's language (issue 22): the one sales answer in. */
  locale: Locale;
}

/** How a submit ended, as the form shows it. */
export type SubmitOutcome =
  | { kind: 'sent'; message: string }
  /** Refused by the client's checks or the API's 422; `message` for what no field shows. */
  | { kind: 'invalid'; errors: InquiryErrors; message?: string }
  /** Not sent: too many inquiries (429, with the wait), or the API or network failed. */
  | { kind: 'failed'; message: string };
