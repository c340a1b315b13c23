import { baseApi, type ApiEnvelope, type DeletedEnvelope, type Inquiry, type InquiryListQuery, type Paged, type SavedEnvelope } from '@mfe/shared-ui';
import { waitForLogin } from '@mfe/shared-ui/session/wait-for-login';
import type { InquiryStatus } from '@mfe/catalogue-core/messages';
import { inquiryMessages } from '../inquiryText';

// The admin's inquiry calls (issue 14), in the style of the catalogue areas' (crud/api/resourceApi):
// the §8-style failure texts, the login dialog on an expired session, and one tag, 'Inquiry', that
// the count of new inquiries (shared-ui's newInquiryCount) shares, so a save or delete refreshes it.

export interface InquiryUpdate {
  id: number | string;
  status: InquiryStatus;
  notes: string | null;
}

const LIST = { type: 'Inquiry', id: 'LIST' } as const;

export const inquiryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listInquiries: build.query<Paged<Inquiry>, InquiryListQuery>({
      query: (query) => ({ url: '/api/inquiry', data: query, errorMessage: inquiryMessages.fetchList, waitForLogin }),
      transformResponse: (envelope: ApiEnvelope<Paged<Inquiry>>) => envelope.data,
      providesTags: (result) => [LIST, ...(result?.data ?? []).map((row) => ({ type: 'Inquiry' as const, id: row.id }))],
    }),
    getInquiry: build.query<Inquiry, number | string>({
      query: (id) => ({ url: `/api/inquiry/detail/${id}`, errorMessage: inquiryMessages.fetchOne(id), waitForLogin }),
      transformResponse: (envelope: ApiEnvelope<Inquiry>) => envelope.data,
      providesTags: (_result, _error, id) => [{ type: 'Inquiry', id: Number(id) }],
    }),
    updateInquiry: build.mutation<SavedEnvelope<Inquiry>, InquiryUpdate>({
      query: ({ id, status, notes }) => ({
        url: `/api/inquiry/update/${id}`,
        method: 'POST',
        data: { status, notes },
        errorMessage: inquiryMessages.update(id),
        waitForLogin,
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, { type: 'Inquiry', id: Number(id) }]),
    }),
    deleteInquiry: build.mutation<DeletedEnvelope, number | string>({
      query: (id) => ({ url: `/api/inquiry/delete/${id}`, method: 'DELETE', errorMessage: inquiryMessages.delete, waitForLogin }),
      // The lists (and the count), not the deleted record: the detail still mounted must not fetch it again.
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
  }),
});

export const { useListInquiriesQuery, useGetInquiryQuery, useUpdateInquiryMutation, useDeleteInquiryMutation } = inquiryApi;
