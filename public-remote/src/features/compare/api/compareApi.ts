import { baseApi, type Comparison } from '@mfe/shared-ui';

export const compareApi = baseApi.injectEndpoints({
  // A redeployed remote's definitions replace the old ones on the shell's server, which keeps one api.
  overrideExisting: true,
  endpoints: (build) => ({
    /**
     * Up to 4 models side by side (issue 24): each with its chain and values, their categories'
     * attributes and the rows. Public (no token, as the server renders it); silent: the page shows its own not-found and unavailable states.
     */
    getComparison: build.query<Comparison, number[]>({
      query: (ids) => ({ url: '/api/product/compare', data: { ids: ids.join(',') }, useAuth: false, silent: true }),
      transformResponse: (response: { data: Comparison }) => response.data,
      providesTags: ['Product', 'ProductSeries', 'ProductCategory', 'Vendor', 'ManufactureType', 'ImageAsset'],
    }),
  }),
});

export const { useGetComparisonQuery } = compareApi;
