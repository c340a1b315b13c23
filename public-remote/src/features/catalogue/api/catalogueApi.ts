import { baseApi, type ApiEnvelope, type VendorDetail } from '@mfe/shared-ui';
import { previewAuth, type Previewable } from '../../preview/utils/previewArgs';

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
  }),
});

export const { useGetVendorDetailQuery } = catalogueApi;
