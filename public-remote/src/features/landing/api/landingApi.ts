import { PUBLIC_MESSAGES } from '@mfe/catalogue-core/public-messages';
import { baseApi, type ApiEnvelope, type ManufactureType, type Paged } from '@mfe/shared-ui';

/** The API's cap for items_per_page: enough for every manufacture type on one landing page. */
const ALL_TYPES_PAGE_SIZE = 100;

export const landingApi = baseApi.injectEndpoints({
  // A redeployed remote's definitions replace the old ones on the shell's server, which keeps one api.
  overrideExisting: true,
  endpoints: (build) => ({
    /** Spec §7: the Products section's list, with the loading overlay shown; public, so no token. */
    getManufactureTypes: build.query<ManufactureType[], void>({
      query: () => ({
        url: '/api/manufacture-type',
        data: { page: 1, items_per_page: ALL_TYPES_PAGE_SIZE },
        useAuth: false,
        useLoading: true,
        // Spec §8 uses the vendor wording for the manufacture type list too.
        errorMessage: PUBLIC_MESSAGES.fetchFailed('vendor'),
      }),
      transformResponse: (response: ApiEnvelope<Paged<ManufactureType> | ManufactureType[]>) =>
        Array.isArray(response.data) ? response.data : response.data.data,
      providesTags: ['ManufactureType'],
    }),
  }),
});

export const { useGetManufactureTypesQuery } = landingApi;
