import { baseApi, type ApiEnvelope, type SavedEnvelope } from '@mfe/shared-ui';
import { waitForLogin } from '@mfe/shared-ui/session/wait-for-login';
import { MESSAGES } from '@mfe/catalogue-core/messages';

// The staff's security settings (issue 23, admin only; staff-only unlike the site settings): whether
// every admin account must have two-factor login.

export interface SecuritySettings {
  admin_two_factor_required: boolean;
}

const SECURITY = { type: 'User', id: 'SECURITY' } as const;

export const securityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Silent: the Security card says in place that it could not load (the settings form above still works).
    getSecuritySettings: build.query<SecuritySettings, void>({
      query: () => ({ url: '/api/security', silent: true, waitForLogin }),
      transformResponse: (envelope: ApiEnvelope<SecuritySettings>) => envelope.data,
      providesTags: [SECURITY],
    }),
    // A 409 (requiring it without having it on oneself) is the snackbar's, which stays until dismissed.
    updateSecuritySettings: build.mutation<SavedEnvelope<SecuritySettings>, SecuritySettings>({
      query: (settings) => ({
        url: '/api/security/update',
        method: 'POST',
        data: settings,
        errorMessage: MESSAGES.securitySettingsUpdateFailed,
        waitForLogin,
      }),
      invalidatesTags: (_result, error) => (error ? [] : [SECURITY]),
    }),
  }),
});

export const { useGetSecuritySettingsQuery, useUpdateSecuritySettingsMutation } = securityApi;
