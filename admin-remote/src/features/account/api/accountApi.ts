import { baseApi, type ApiEnvelope, type DeletedEnvelope, type SavedEnvelope } from '@mfe/shared-ui';
import { waitForLogin } from '@mfe/shared-ui/session/wait-for-login';
import { MESSAGES } from '@mfe/catalogue-core/messages';

// The signed-in member's own calls (issue 23): the password change and the sessions.

/** A session of the member (a token), as GET /api/me/sessions answers it. */
export interface MemberSession {
  id: number;
  created_at: string;
  last_used_at: string | null;
  expires_at: string;
  address: string | null;
  user_agent: string | null;
  /** The session of this browser (the token of the call). */
  current: boolean;
}

export interface PasswordChange {
  current_password: string;
  new_password: string;
}

const SESSIONS = { type: 'User', id: 'SESSIONS' } as const;

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<SavedEnvelope<null>, PasswordChange>({
      query: (change) => ({ url: '/api/me/password', method: 'POST', data: change, errorMessage: MESSAGES.passwordChangeFailed, waitForLogin }),
      // The other sessions ended.
      invalidatesTags: (_result, error) => (error ? [] : [SESSIONS]),
    }),
    listSessions: build.query<MemberSession[], void>({
      query: () => ({ url: '/api/me/sessions', errorMessage: MESSAGES.sessionsFetchFailed, waitForLogin }),
      transformResponse: (envelope: ApiEnvelope<MemberSession[]>) => envelope.data,
      providesTags: [SESSIONS],
    }),
    endSession: build.mutation<DeletedEnvelope, number>({
      query: (id) => ({ url: `/api/me/sessions/${id}`, method: 'DELETE', errorMessage: MESSAGES.sessionEndFailed, waitForLogin }),
      invalidatesTags: (_result, error) => (error ? [] : [SESSIONS]),
    }),
  }),
});

export const { useChangePasswordMutation, useListSessionsQuery, useEndSessionMutation } = accountApi;
