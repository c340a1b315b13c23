import { baseApi, type ApiEnvelope, type ManufactureTypeDetail } from '@mfe/shared-ui';
import { previewAuth, type Previewable } from '../../preview/utils/previewArgs';

export const productTypeApi = baseApi.injectEndpoints({
  // A redeployed remote's definitions replace the old ones on the shell's server, which keeps one api.
  overrideExisting: true,
  endpoints: (build) => ({
    /**
     * Spec §7: a manufacture type by its name, with vendors → categories → series. Public, so no
     * token (staff's in a preview). Silent like the other catalogue reads (§8): the screen shows
     * not-found and error states itself, and a toast on top of them would say the same thing twice.
     */
    getManufactureTypeByName: build.query<ManufactureTypeDetail, Previewable<{ name: string }>>({
      query: ({ name, preview }) => ({
        url: `/api/manufacture-type/detail/name/${encodeURIComponent(name)}`,
        ...previewAuth(preview),
        silent: true,
      }),
      transformResponse: (response: ApiEnvelope<ManufactureTypeDetail>) => response.data,
      // Nested records: an admin save of any of them refreshes this screen.
      providesTags: ['ManufactureType', 'Vendor', 'ProductCategory', 'ProductSeries', 'ImageAsset'],
    }),
  }),
});

export const { useGetManufactureTypeByNameQuery } = productTypeApi;
