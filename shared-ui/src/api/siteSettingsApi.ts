import type { SiteSettings } from '@mfe/catalogue-core/site-settings';
import type { ApiEnvelope } from '../types/api';
import { baseApi } from './baseApi';

/**
 * The site's settings (issue 23): GET /api/settings (public, no token: what the pages show) and
 * POST /api/settings/update (admin). Every public page's layout reads them (the footer), so the
 * shell's server puts them in each page's handover and hydration does not ask again.
 */
export const siteSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteSettings: build.query<SiteSettings, void>({
      // Silent: a page that cannot read them shows what it can without them (no error snackbar).
      query: () => ({ url: '/api/settings', useAuth: false, silent: true }),
      transformResponse: (response: ApiEnvelope<SiteSettings>) => response.data,
      providesTags: ['SiteSettings'],
    }),
    updateSiteSettings: build.mutation<SiteSettings, Partial<SiteSettings>>({
      query: (settings) => ({ url: '/api/settings/update', method: 'POST', data: settings }),
      transformResponse: (response: ApiEnvelope<SiteSettings>) => response.data,
      invalidatesTags: ['SiteSettings'],
    }),
  }),
});

export const { useGetSiteSettingsQuery, useUpdateSiteSettingsMutation } = siteSettingsApi;
