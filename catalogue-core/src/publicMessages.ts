// The messages a visitor can meet, word for word (spec §5 and the API's own): the quote form's
// checks, search, the series page's models and a public call that failed. Apart from the staff's
// (./messages.ts, which answers with all of them) so that the public pages, budgeted, carry these
// only.

import {
  COMPARE_MAX,
  INQUIRY_FIELD_MAX,
  INQUIRY_MESSAGE_MAX,
  NAME_MAX,
  SEARCH_LIMIT_MAX,
  SEARCH_TEXT_MAX,
  SEARCH_TEXT_MIN,
  SERIES_PAGE_SIZE_MAX,
} from './limits';
import { LOCALES } from './locales';

/** The modules a §8 message names, as it names them. */
export const REQUEST_MODULES = [
  'manufacture type',
  'vendor',
  'product category',
  'product series',
  'product',
  'image',
  'file',
  'inquiry',
  'user',
  'attribute',
] as const;
export type RequestModule = (typeof REQUEST_MODULES)[number];

export const PUBLIC_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Email must be valid',
  controlCharacters: (label: string) => `${label} must not contain control characters`,
  invalidId: (label: string) => `${label} is invalid`,
  notFound: (label: string) => `${label} not found`,
  // ---- public search (issue 14)
  searchTooShort: `Type at least ${SEARCH_TEXT_MIN} characters to search`,
  searchTooLong: `Search must be at most ${SEARCH_TEXT_MAX} characters`,
  searchLimitInvalid: `Limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`,
  tooManySearches: (seconds: number) => `Too many searches from your address; try again in ${plural(seconds, 'second', 'seconds')}`,
  /** The API's answer when uncached searches find no turn within their wait (api/src/lib/searchLimits.ts). */
  searchBusy: 'Search is busy; try again in a moment',
  // ---- the series page's models, a page at a time (issue 20)
  pageInvalid: 'Page must be a whole number from 1',
  seriesPageSizeInvalid: `Per page must be a whole number from 1 to ${SERIES_PAGE_SIZE_MAX}`,
  seriesPageNotFound: (seriesId: number, page: number, lastPage: number) =>
    `Page ${page} of product series "${seriesId}" not found: it has ${plural(lastPage, 'page', 'pages')}`,
  // ---- inquiries (issue 14)
  inquiryMessageRequired: 'Message is required',
  inquiryMessageTooLong: `Message must be at most ${INQUIRY_MESSAGE_MAX} characters`,
  companyTooLong: `Company must be at most ${INQUIRY_FIELD_MAX} characters`,
  phoneInvalid: 'Phone must be a phone number (digits, spaces, +, -, brackets)',
  inquiryReceived: 'Thank you. Our sales team will contact you within one working day.',
  /** An inquiry's language (issue 22): the page's locale the visitor wrote from. */
  inquiryLocaleInvalid: `Language must be one of ${LOCALES.join(', ')}`,
  tooManyInquiries: (seconds: number) => `Too many inquiries from your address; try again in ${plural(Math.ceil(seconds / 60), 'minute', 'minutes')}`,
  // ---- the compare view and a quote for the compared models (issue 24)
  compareIdsRequired: 'Ids are required: the models to compare, separated by commas',
  compareIdsInvalid: 'Ids must be model ids separated by commas',
  compareTooMany: `Compare at most ${COMPARE_MAX} models at a time`,
  inquiryProductsInvalid: 'Models must be model ids',
  inquiryProductsTooMany: `A quote can name at most ${COMPARE_MAX} models`,
  // Spec §8: what a failed call was doing, shown before the server's reason ('Failed when fetching
  // vendor: …'); a module is the lower-case noun the spec uses ('product series', REQUEST_MODULES).
  fetchFailed: (module: RequestModule) => `Failed when fetching ${module}`,
  fetchOneFailed: (module: RequestModule, id: string | number) => `Failed when fetching ${module} "${id}"`,
  /** The reason of a call that got no answer, and of one whose answer said nothing. */
  serverUnreachable: 'The server cannot be reached',
  somethingWentWrong: 'Something gone wrong',
} as const;

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
