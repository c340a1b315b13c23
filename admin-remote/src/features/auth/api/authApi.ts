import { MESSAGES } from '@mfe/catalogue-core/messages';
import { baseApi, type LoginResult, type SavedEnvelope } from '@mfe/shared-ui';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // code: two-factor login's second step (issue 23). Silent: the login form asks for a code in
    // place when the API wants one, and says 'Login failed: {reason}' (§8) otherwise (loginFailureText).
    login: build.mutation<LoginResult, { email: string; password: string; code?: string }>({
      query: (credentials) => ({
        url: '/api/login',
        method: 'POST',
        data: credentials,
        useAuth: false,
        useLoading: true,
        errorMessage: MESSAGES.loginRequestFailed,
        silent: true,
      }),
      transformResponse: (envelope: SavedEnvelope<LoginResult>) => envelope.data,
    }),
    // Issue 23's calls without a login. Silent: their screens say what went wrong, in place.
    setPassword: build.mutation<SavedEnvelope<null>, { token: string; password: string }>({
      query: (body) => ({ url: '/api/password/set', method: 'POST', data: body, useAuth: false, silent: true }),
    }),
    /** Always the same answer, whatever the address (no account discovery). */
    forgotPassword: build.mutation<SavedEnvelope<null>, { email: string }>({
      query: (body) => ({ url: '/api/password/forgot', method: 'POST', data: body, useAuth: false, silent: true }),
    }),
  }),
});

export const { useLoginMutation, useSetPasswordMutation, useForgotPasswordMutation } = authApi;
