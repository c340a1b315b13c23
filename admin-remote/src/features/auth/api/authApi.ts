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
        errorMessage: 'Login failed',
      }),
      transformResponse: (envelope: SavedEnvelope<LoginResult>) => envelope.data,
    }),
  }),
});

export const { useLoginMutation } = authApi;
