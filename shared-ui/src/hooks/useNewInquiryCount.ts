import { baseApi } from '../api/baseApi';
import type { ApiEnvelope, Paged } from '../types/api';

/** How often an open admin screen asks again how many inquiries are new. */
export const NEW_INQUIRY_POLL_MS = 60_000;

/**
 * The one count of new inquiries (the drawer's badge in the shell, the dashboard's card in the
 * admin remote): the total of a one-row page of GET /api/inquiry?status=new. It provides the
 * inquiry list's tag, so a status change or a delete in the admin refreshes it at once.
 */
export const inquiryCountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    newInquiryCount: build.query<number, void>({
      // Silent: a count that cannot be read shows nothing; the list screen says why.
      query: () => ({ url: '/api/inquiry', data: { status: 'new', items_per_page: 1 }, silent: true }),
      transformResponse: (envelope: ApiEnvelope<Paged<unknown>>) => envelope.data.total,
      providesTags: [{ type: 'Inquiry', id: 'LIST' }],
    }),
  }),
});

export interface NewInquiryCount {
  /** undefined until known (and while it cannot be read). */
  count: number | undefined;
  /** The last try to read it failed. */
  failed: boolean;
}

/** The number of new inquiries, asked again every minute while shown (and the window has focus). */
export function useNewInquiryCount(): NewInquiryCount {
  const { data, isError } = inquiryCountApi.useNewInquiryCountQuery(undefined, {
    pollingInterval: NEW_INQUIRY_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  return { count: isError ? undefined : data, failed: isError };
}
