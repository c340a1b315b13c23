import {
  baseApi,
  type ApiEnvelope,
  type AssetLink,
  type Children,
  type DeletedEnvelope,
  type ListQuery,
  type ModuleType,
  type Paged,
  type SavedEnvelope,
  type UnlinkedEnvelope,
} from '@mfe/shared-ui';
import { MESSAGES } from '@mfe/catalogue-core/messages';
import { waitForLogin } from '@mfe/shared-ui/session/wait-for-login';
import { assetResource, resources } from '../../resources';
import type { AnyDetail, AnyRow, AreaDetails, AreaRows, AssetArea, CatalogueArea, ResourceArea } from '../../resources/types';

// The one set of endpoints every admin area uses, driven by the area definitions: paths, error
// messages of §8 and cache tags come from resources/<area>.ts. Every call waits for the login
// dialog when the API refuses an expired session, and is then sent again (waitForLogin).

/** Why a list is fetched decides its error text: the table, a cascade's options or the image picker. */
export type ListPurpose = 'table' | 'options';

/** A list's query; the catalogue lists may ask for the records missing Indonesian texts (issue 22). */
export type AreaListQuery = ListQuery & { untranslated?: boolean };

export interface ListArgs<A extends ResourceArea = ResourceArea> {
  area: A;
  query: AreaListQuery;
  purpose?: ListPurpose;
}

export interface RecordArgs<A extends ResourceArea = ResourceArea> {
  area: A;
  id: string | number;
}

export interface SaveArgs {
  area: ResourceArea;
  /** Absent on create. */
  id?: string | number;
  /** JSON object or multipart FormData. */
  body: Record<string, unknown> | FormData;
  onUploadProgress?: (percent: number) => void;
}

/** A reorder (issue 21): all the parent's records of the area, in their new order. */
export interface ReorderArgs {
  area: CatalogueArea;
  /** null for manufacture types. */
  parent_id: number | null;
  ids: number[];
}

export interface AssetLinksArgs {
  area: AssetArea;
  id: string | number;
  page: number;
  perPage: number;
}

export interface UnlinkArgs {
  area: AssetArea;
  id: string | number;
  module_id: number;
  module_type: ModuleType;
}

const tagOf = (area: ResourceArea) => resources[area].tag;
const staleAfterWrite = (area: ResourceArea) => [tagOf(area), ...resources[area].alsoInvalidates];

export const resourceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listRecords: build.query<Paged<AnyRow>, ListArgs>({
      query: ({ area, query, purpose = 'table' }) => ({
        url: resources[area].paths.list,
        data: query,
        errorMessage: purpose === 'options' ? resources[area].messages.fetchOptions : resources[area].messages.fetchList,
        waitForLogin,
      }),
      transformResponse: (envelope: ApiEnvelope<Paged<AnyRow>>) => envelope.data,
      providesTags: (result, _error, { area }) => [
        { type: tagOf(area), id: 'LIST' },
        ...(result?.data ?? []).map((row) => ({ type: tagOf(area), id: row.id })),
      ],
    }),
    getRecord: build.query<AnyDetail, RecordArgs>({
      query: ({ area, id }) => ({
        url: resources[area].paths.detail(id),
        errorMessage: resources[area].messages.fetchOne(id),
        waitForLogin,
      }),
      transformResponse: (envelope: ApiEnvelope<AnyDetail>) => envelope.data,
      providesTags: (_result, _error, { area, id }) => [{ type: tagOf(area), id: Number(id) }],
    }),
    saveRecord: build.mutation<SavedEnvelope<AnyRow>, SaveArgs>({
      query: ({ area, id, body, onUploadProgress }) => {
        const { paths, messages } = resources[area];
        return id === undefined
          ? { url: paths.create, method: 'POST', data: body, errorMessage: messages.create, onUploadProgress, waitForLogin }
          : { url: paths.update(id), method: 'POST', data: body, errorMessage: messages.update(id), onUploadProgress, waitForLogin };
      },
      invalidatesTags: (_result, error, { area }) => (error ? [] : staleAfterWrite(area)),
    }),
    /** Puts a parent's records in the staff's order, in one call (POST <list path>/order). */
    reorderRecords: build.mutation<SavedEnvelope<{ ids: number[] }>, ReorderArgs>({
      query: ({ area, parent_id, ids }) => ({
        url: `${resources[area].paths.list}/order`,
        method: 'POST',
        data: { parent_id, ids },
        errorMessage: MESSAGES.orderFailed(resources[area].module),
        waitForLogin,
      }),
      invalidatesTags: (_result, error, { area }) => (error ? [] : staleAfterWrite(area)),
    }),
    /** What keeps a record from being deleted, from its detail ({} when nothing, or when that cannot be read). */
    deleteBlockers: build.query<Children, RecordArgs>({
      query: ({ area, id }) => ({ url: resources[area].paths.detail(id), silent: true }),
      transformResponse: (envelope: ApiEnvelope<{ children?: Children }>) => envelope.data.children ?? {},
      providesTags: (_result, _error, { area, id }) => [{ type: tagOf(area), id: Number(id) }],
    }),
    deleteRecord: build.mutation<DeletedEnvelope, RecordArgs>({
      // Silent: useConfirmDelete says why it failed, with links to what keeps the record.
      query: ({ area, id }) => ({
        url: resources[area].paths.remove(id),
        method: 'DELETE',
        errorMessage: resources[area].messages.delete,
        silent: true,
        waitForLogin,
      }),
      // The lists, not the deleted record: a detail screen still mounted must not fetch it again
      // (a 404 toast after a successful delete; the §8 'reference instead of an id' defect).
      invalidatesTags: (_result, error, { area }) => (error ? [] : [{ type: tagOf(area), id: 'LIST' }, ...resources[area].alsoInvalidates]),
    }),
    /** A new file for an asset (multipart, the asset's file field); its id and links stay. */
    replaceAssetFile: build.mutation<SavedEnvelope<AnyRow>, SaveArgs & { area: AssetArea; id: string | number }>({
      query: ({ area, id, body, onUploadProgress }) => {
        const { replacePath, replaceFailed } = assetResource(area);
        return { url: replacePath(id), method: 'POST', data: body, errorMessage: replaceFailed(id), onUploadProgress, waitForLogin };
      },
      invalidatesTags: (_result, error, { area }) => (error ? [] : staleAfterWrite(area)),
    }),
    /** A page of the records linking an asset (its detail only counts them). */
    assetLinks: build.query<Paged<AssetLink>, AssetLinksArgs>({
      query: ({ area, id, page, perPage }) => ({
        url: assetResource(area).linksPath(id),
        data: { page, items_per_page: perPage },
        errorMessage: resources[area].messages.fetchOne(id),
        waitForLogin,
      }),
      transformResponse: (envelope: ApiEnvelope<Paged<AssetLink>>) => envelope.data,
      providesTags: (_result, _error, { area, id }) => [{ type: tagOf(area), id: Number(id) }],
    }),
    /** Unlinks an image asset from one record (DELETE …/remove/{id} with module_id, module_type). */
    unlinkAsset: build.mutation<UnlinkedEnvelope, UnlinkArgs>({
      query: ({ area, id, module_id, module_type }) => {
        const { unlinkPath, unlinkFailed } = assetResource(area);
        if (!unlinkPath) throw new Error(`${area} cannot unlink`);
        return { url: unlinkPath(id), method: 'DELETE', data: { module_id, module_type }, errorMessage: unlinkFailed, waitForLogin };
      },
      invalidatesTags: (_result, error, { area }) => (error ? [] : staleAfterWrite(area)),
    }),
  }),
});

export const {
  useListRecordsQuery,
  useGetRecordQuery,
  useSaveRecordMutation,
  useDeleteRecordMutation,
  useReorderRecordsMutation,
  useUnlinkAssetMutation,
  useReplaceAssetFileMutation,
  useAssetLinksQuery,
} = resourceApi;

/** A query hook's result with its data said more precisely. */
type WithData<Result, Data> = Omit<Result, 'data' | 'currentData'> & { data?: Data; currentData?: Data };

// The endpoints serve every area, so their data is typed as any area's; the area of a call decides
// which area's records come back (its paths in resources/<area>.ts). These hooks say so, once, for
// the screens: the one place the admin narrows what the API sends, as transformResponse does.

/** One page of an area's list, its rows typed as that area's. */
export function useAreaListQuery<A extends ResourceArea>(args: ListArgs<A>, options?: { skip?: boolean }) {
  const result = useListRecordsQuery(args, options);
  return result as WithData<typeof result, Paged<AreaRows[A]>>;
}

/** An area's record by the detail call, typed as that area's detail. */
export function useAreaRecordQuery<A extends ResourceArea>(args: RecordArgs<A>, options?: { skip?: boolean; refetchOnMountOrArgChange?: boolean }) {
  const result = useGetRecordQuery(args, options);
  return result as WithData<typeof result, AreaDetails[A]>;
}
