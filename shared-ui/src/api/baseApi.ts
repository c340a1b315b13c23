import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from './baseQuery';

/** Cache tags: one per entity, so a save in one area refreshes every screen that shows it. */
export const API_TAGS = [
  'ManufactureType',
  'Vendor',
  'ProductCategory',
  'ProductSeries',
  'Product',
  'ImageAsset',
  'FileAsset',
] as const;

/**
 * The one RTK Query api of the site. It has no endpoints of its own: each remote injects its
 * endpoints with baseApi.injectEndpoints(), and the shell's store mounts its reducer and middleware.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: API_TAGS,
  endpoints: () => ({}),
});
