import { baseApi, type ApiEnvelope, type DeletedEnvelope, type ListQuery, type Paged, type SavedEnvelope } from '@mfe/shared-ui';
import { waitForLogin } from '@mfe/shared-ui/session/wait-for-login';
import { MESSAGES } from '@mfe/catalogue-core/messages';
import type { CreatedUser, StaffUser, UserFields, UserInvite } from '../userTypes';

// The admin's calls of the staff accounts (issue 23), in the style of the inquiries' (features/
// inquiries/api): the §8-style failure texts, the login dialog on an expired session, one tag.

export interface UserUpdate {
  id: number | string;
  /** totp_enabled: only false (a member who lost the phone); the account itself turns it on. */
  changes: Partial<UserFields> & { active?: boolean; totp_enabled?: false };
}

const LIST = { type: 'User', id: 'LIST' } as const;

export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The page size is the server's (the contract's query is page and search).
    listUsers: build.query<Paged<StaffUser>, Pick<ListQuery, 'page' | 'search'>>({
      query: (query) => ({ url: '/api/user', data: query, errorMessage: MESSAGES.fetchFailed('user'), waitForLogin }),
      transformResponse: (envelope: ApiEnvelope<Paged<StaffUser>>) => envelope.data,
      providesTags: (result) => [LIST, ...(result?.data ?? []).map((row) => ({ type: 'User' as const, id: row.id }))],
    }),
    getUser: build.query<StaffUser, number | string>({
      query: (id) => ({ url: `/api/user/detail/${id}`, errorMessage: MESSAGES.fetchOneFailed('user', id), waitForLogin }),
      transformResponse: (envelope: ApiEnvelope<StaffUser>) => envelope.data,
      providesTags: (_result, _error, id) => [{ type: 'User', id: Number(id) }],
    }),
    createUser: build.mutation<SavedEnvelope<CreatedUser>, UserFields>({
      query: (fields) => ({ url: '/api/user/create', method: 'POST', data: fields, errorMessage: MESSAGES.createFailed('user'), waitForLogin }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    updateUser: build.mutation<SavedEnvelope<StaffUser>, UserUpdate>({
      query: ({ id, changes }) => ({
        url: `/api/user/update/${id}`,
        method: 'POST',
        data: changes,
        errorMessage: MESSAGES.updateFailed('user', id),
        waitForLogin,
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, { type: 'User', id: Number(id) }]),
    }),
    inviteUser: build.mutation<SavedEnvelope<UserInvite>, number | string>({
      query: (id) => ({ url: `/api/user/invite/${id}`, method: 'POST', errorMessage: MESSAGES.inviteFailed, waitForLogin }),
      // The user has no password until the link is used: has_password may change.
      invalidatesTags: (_result, error, id) => (error ? [] : [LIST, { type: 'User', id: Number(id) }]),
    }),
    deleteUser: build.mutation<DeletedEnvelope, number | string>({
      query: (id) => ({ url: `/api/user/delete/${id}`, method: 'DELETE', errorMessage: MESSAGES.deleteFailed('user'), waitForLogin }),
      // The lists, not the deleted record: the detail still mounted must not fetch it again.
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
  }),
});

export const { useListUsersQuery, useGetUserQuery, useCreateUserMutation, useUpdateUserMutation, useInviteUserMutation, useDeleteUserMutation } =
  userApi;
