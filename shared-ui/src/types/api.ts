// Envelopes of every API answer (spec §7, issue 3 "Envelope"): the types of the catalogue core's
// envelope schemas (type-only imports, like ./entities.ts).
import type { responses, StaffRole } from '@mfe/catalogue-core';
import type { InquiryStatus } from '@mfe/catalogue-core/messages';

/** `{ data }`: a detail, or a list's page (`ApiEnvelope<Paged<T>>`). */
export type ApiEnvelope<T> = responses.OneEnvelope<T>;

/** `data` of a list called with page and items_per_page: `{ data, total, per_page, current_page, last_page }`. */
export type Paged<T> = responses.PageEnvelope<T>['data'];

/** `{ message, data }`: a save (the saved row) or a login; the message is for the success toast. */
export type SavedEnvelope<T> = responses.SavedEnvelope<T>;

/** `{ message, data: { id } }`: a delete. */
export type DeletedEnvelope = responses.DeletedEnvelope;

/** `{ message, data: { id, module_type, module_id } }`: an asset unlinked from one record. */
export type UnlinkedEnvelope = responses.UnlinkedEnvelope;

/** Every error answer (400, 401, 404, 409, 413, 415, 422, 429); field name → messages on 422. */
export type ApiErrorBody = responses.Failure;

/** Query of every admin list: GET /api/product, /api/vendor, ... */
export interface ListQuery {
  page?: number;
  /** Capped at 100 by the server. */
  items_per_page?: number;
  /** Case-insensitive name search. */
  search?: string;
  /** Parent filters, used by the cascading selects. */
  mt_manufacture_type_id?: number;
  mt_vendor_id?: number;
  mt_product_category_id?: number;
  /** The catalogue lists' draft filter (issue 21): true published only, false drafts only; absent both. */
  published?: boolean;
}

/** Query of the admin's inquiry list: GET /api/inquiry (the search matches name, company, e-mail and message). */
export interface InquiryListQuery extends Pick<ListQuery, 'page' | 'items_per_page' | 'search'> {
  status?: InquiryStatus;
}

/**
 * data of POST /api/login. The API answers the account's role too (issue 23); optional here, so that
 * an answer without one (an older API) leaves the session's role unknown until GET /api/me says it.
 */
export type LoginResult = Omit<responses.LoggedIn, 'role'> & Partial<Pick<responses.LoggedIn, 'role'>>;

/** data of GET /api/me (issue 23): who the session's token belongs to, as the account is now. */
export interface SignedInMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}
