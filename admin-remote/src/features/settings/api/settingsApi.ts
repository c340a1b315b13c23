import { baseApi, type SavedEnvelope, type SiteSettings } from '@mfe/shared-ui';
import { waitForLogin } from '@mfe/shared-ui/session/wait-for-login';
import { MESSAGES } from '@mfe/catalogue-core/messages';

// The admin's save of the site settings (issue 23), in the style of the other admin calls: the
// §8-style failure text, and the login dialog on an expired session (the save is sent again after
// it). Reading them is shared-ui's getSiteSettings, whose 'SiteSettings' tag this save invalidates.
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateSiteSettings: build.mutation<SavedEnvelope<SiteSettings>, Partial<SiteSettings>>({
      query: (settings) => ({
        url: '/api/settings/update',
        method: 'POST',
        data: settings,
        errorMessage: MESSAGES.settingsUpdateFailed,
        waitForLogin,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['SiteSettings']),
    }),
  }),
});

export const { useUpdateSiteSettingsMutation } = settingsApi;
