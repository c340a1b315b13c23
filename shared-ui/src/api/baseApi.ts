import { createAction } from '@reduxjs/toolkit';
import { createApi, type CombinedState } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from './baseQuery';

/** Puts a server-rendered page's RTK Query cache (its SSR handover) into the browser's store. */
export const apiHydrated = createAction<unknown>('ssr/apiHydrated');

/** Cache tags: one per entity, so a save in one area refreshes every screen that shows it. */
export const API_TAGS = [
  'ManufactureType',
  'Vendor',
  'ProductCategory',
  'ProductSeries',
  'Product',
  'ImageAsset',
  'FileAsset',
  'Inquiry',
  'SiteSettings',
  'User',
] as const;
type ApiTag = (typeof API_TAGS)[number];

/**
 * The one RTK Query api of the site. Its only endpoints of its own are logout (hooks/useLogout.ts)
 * and the count of new inquiries (hooks/useNewInquiryCount.ts):
 * each remote injects its endpoints with baseApi.injectEndpoints(), and the shell's store mounts
 * its reducer and middleware.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: API_TAGS,
  endpoints: () => ({}),
  // A server-rendered page's cache (shared-ui/src/ssr/handover.ts): hydration reads it, no refetch.
  extractRehydrationInfo(action) {
    if (apiHydrated.match(action)) return action.payload as CombinedState<Record<never, never>, ApiTag, 'api'>;
    return undefined;
  },
});
