import { baseApi, type ApiEnvelope, type VendorDetail } from '@mfe/shared-ui';
import type { finder } from '@mfe/catalogue-core';
import { previewAuth, type Previewable } from '../../preview/utils/previewArgs';
import { finderApiQuery, type FinderArgs } from '../utils/finderQuery';

/** What the finder's reads give the page, and what its providesTags name: the catalogue's records. */
const FINDER_TAGS = ['ProductCategory', 'ProductSeries', 'Product'] as const;

export const catalogueApi = baseApi.injectEndpoints({
  // A redeployed remote's definitions replace the old ones on the shell's server, which keeps one api.
  overrideExisting: true,
  endpoints: (build) => ({
    /**
     * Spec §7: a vendor with its manufacture type (and that type's vendors, for the Distributor
     * drop-down) and its categories → series. Public, so no token (staff's in a preview); silent
     * per §8: the catalogue shows its own empty state instead of a toast.
     */
    getVendorDetail: build.query<VendorDetail, Previewable<{ id: number }>>({
      query: ({ id, preview }) => ({ url: `/api/vendor/detail/${id}`, ...previewAuth(preview), silent: true }),
      transformResponse: (response: ApiEnvelope<VendorDetail>) => response.data,
      providesTags: (_result, _error, { id }) => [
        { type: 'Vendor', id },
        'ManufactureType',
        'ProductCategory',
        'ProductSeries',
        'FileAsset',
        'ImageAsset',
      ],
    }),
    /**
     * Issue 24: the page's filterable attributes with their counts under the URL's filters
     * (GET /api/catalog/facets). Silent: a refused filter (422) shows in the page, not as a toast.
     */
    getCatalogFacets: build.query<finder.FacetsAnswer, Previewable<FinderArgs>>({
      query: ({ preview, ...args }) => ({ url: `/api/catalog/facets?${finderApiQuery(args)}`, ...previewAuth(preview), silent: true }),
      transformResponse: (response: ApiEnvelope<finder.FacetsAnswer>) => response.data,
      providesTags: [...FINDER_TAGS],
    }),
    /** Issue 24: the page's series that have a model passing the URL's filters (GET /api/catalog/series). */
    getCatalogSeries: build.query<finder.FinderSeriesAnswer, Previewable<FinderArgs>>({
      query: ({ preview, ...args }) => ({ url: `/api/catalog/series?${finderApiQuery(args)}`, ...previewAuth(preview), silent: true }),
      transformResponse: (response: ApiEnvelope<finder.FinderSeriesAnswer>) => response.data,
      providesTags: [...FINDER_TAGS],
    }),
  }),
});

export const { useGetVendorDetailQuery, useGetCatalogFacetsQuery, useGetCatalogSeriesQuery } = catalogueApi;
