import { baseApi, type ApiEnvelope, type ProductSeriesDetail } from '@mfe/shared-ui';

export const seriesApi = baseApi.injectEndpoints({
  // A redeployed remote's definitions replace the old ones on the shell's server, which keeps one api.
  overrideExisting: true,
  endpoints: (build) => ({
    /**
     * A series with its category → vendor → type and its products (issue 14). Public, so no token;
     * silent: the page shows its own not-found and unavailable states instead of a toast.
     */
    getSeriesPage: build.query<ProductSeriesDetail, number>({
      query: (id) => ({ url: `/api/product/series/detail/${id}`, useAuth: false, silent: true }),
      transformResponse: (response: ApiEnvelope<ProductSeriesDetail>) => response.data,
      providesTags: (_result, _error, id) => [
        { type: 'ProductSeries', id },
        'ManufactureType',
        'Vendor',
        'ProductCategory',
        'Product',
        'FileAsset',
        'ImageAsset',
      ],
    }),
  }),
});

export const { useGetSeriesPageQuery } = seriesApi;
