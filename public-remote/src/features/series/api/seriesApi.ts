import { baseApi, type ApiEnvelope, type ProductSeriesPage } from '@mfe/shared-ui';
import { previewAuth, type Previewable } from '../../preview/utils/previewArgs';

/** Which series, and which page of its models (1: the first; the API's default size, 48). */
export interface SeriesPageArgs {
  id: number;
  page: number;
}

export const seriesApi = baseApi.injectEndpoints({
  // A redeployed remote's definitions replace the old ones on the shell's server, which keeps one api.
  overrideExisting: true,
  endpoints: (build) => ({
    /**
     * A series with its category → vendor → type and one page of its products (issues 14, 20):
     * a series of 834 models answers 48 and the count. Public, so no token (staff's in a preview);
     * silent: the page shows its own not-found and unavailable states instead of a toast.
     */
    getSeriesPage: build.query<ProductSeriesPage, Previewable<SeriesPageArgs>>({
      query: ({ id, page, preview }) => ({
        url: `/api/product/series/page/${id}`,
        // The first page without a query: one URL (and one cached answer) for the series page.
        data: page > 1 ? { page } : undefined,
        ...previewAuth(preview),
        silent: true,
      }),
      transformResponse: (response: ApiEnvelope<ProductSeriesPage>) => response.data,
      providesTags: (_result, _error, { id }) => [
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
