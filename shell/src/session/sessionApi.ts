import { baseApi } from '@mfe/shared-ui';

/** The shell's one call: revoke the token when the top bar's Logout is pressed. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    revokeToken: build.mutation<unknown, void>({
      // Silent: the session ends locally whatever the API answers.
      query: () => ({ url: '/api/logout', method: 'POST', silent: true }),
    }),
  }),
});

export const { useRevokeTokenMutation } = sessionApi;
