import type { SiteSettings } from '@mfe/catalogue-core/site-settings';
import type { ApiEnvelope } from '../types/api';
import { baseApi } from './baseApi';

/**
 * The site's settings (issue 23): GET /api/settings (public, no token: what the pages show). The
 * admin's update (POST /api/settings/update) is the admin remote's, which invalidates 'SiteSettings'. Every public page's layout reads them (the footer), so the
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
  }),
});

export const { useGetSiteSettingsQuery } = siteSettingsApi;
