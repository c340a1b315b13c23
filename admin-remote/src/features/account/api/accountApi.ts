import { baseApi, type ApiEnvelope, type DeletedEnvelope, type SavedEnvelope } from '@mfe/shared-ui';
import { waitForLogin } from '@mfe/shared-ui/session/wait-for-login';
import { MESSAGES } from '@mfe/catalogue-core/messages';
import type { StaffRole } from '@mfe/catalogue-core';

// The signed-in member's own calls (issue 23): who am I, the password change, the sessions and
// two-factor login.

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

/** data of GET /api/me: the account as it is now, with whether two-factor login is on. */
export interface OwnAccount {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  totp_enabled: boolean;
}

/** data of POST /api/me/two-factor/setup: the secret for the authenticator app, as text and as the URL a QR code carries. */
export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
}

const SESSIONS = { type: 'User', id: 'SESSIONS' } as const;
const ME = { type: 'User', id: 'ME' } as const;

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
    ownAccount: build.query<OwnAccount, void>({
      query: () => ({ url: '/api/me', errorMessage: MESSAGES.fetchOneFailed('user', 'me'), waitForLogin }),
      transformResponse: (envelope: ApiEnvelope<OwnAccount>) => envelope.data,
      providesTags: [ME],
    }),
    // Two-factor login: the card puts a wrong password or code on its field (422), other failures are the snackbar's.
    startTwoFactor: build.mutation<ApiEnvelope<TwoFactorSetup>, { current_password: string }>({
      query: (body) => ({ url: '/api/me/two-factor/setup', method: 'POST', data: body, errorMessage: MESSAGES.twoFactorChangeFailed, waitForLogin }),
    }),
    enableTwoFactor: build.mutation<SavedEnvelope<{ recovery_codes: string[] }>, { code: string }>({
      query: (body) => ({ url: '/api/me/two-factor/enable', method: 'POST', data: body, errorMessage: MESSAGES.twoFactorChangeFailed, waitForLogin }),
      invalidatesTags: (_result, error) => (error ? [] : [ME]),
    }),
    disableTwoFactor: build.mutation<SavedEnvelope<null>, { current_password: string }>({
      query: (body) => ({
        url: '/api/me/two-factor/disable',
        method: 'POST',
        data: body,
        errorMessage: MESSAGES.twoFactorChangeFailed,
        waitForLogin,
      }),
      invalidatesTags: (_result, error) => (error ? [] : [ME]),
    }),
  }),
});

export const {
  useChangePasswordMutation,
  useListSessionsQuery,
  useEndSessionMutation,
  useOwnAccountQuery,
  useStartTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
} = accountApi;
