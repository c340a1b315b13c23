import { MESSAGES } from '@mfe/catalogue-core/messages';
import { baseApi, type LoginResult, type SavedEnvelope } from '@mfe/shared-ui';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResult, { email: string; password: string }>({
      // 'Login failed: {reason}' (§8): the base query appends the server's reason.
      query: (credentials) => ({
        url: '/api/login',
        method: 'POST',
        data: credentials,
        useAuth: false,
        useLoading: true,
        errorMessage: MESSAGES.loginRequestFailed,
      }),
      transformResponse: (envelope: SavedEnvelope<LoginResult>) => envelope.data,
    }),
  }),
});

export const { useLoginMutation } = authApi;
