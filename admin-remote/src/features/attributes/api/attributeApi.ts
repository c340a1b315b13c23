import { baseApi, type ApiEnvelope, type SavedEnvelope } from '@mfe/shared-ui';
import { MESSAGES } from '@mfe/catalogue-core/messages';
import { waitForLogin } from '@mfe/shared-ui/session/wait-for-login';
import type { AttributeValues } from '@mfe/catalogue-core/attributes';
import { ATTRIBUTE_TAG } from './attributeTag';
import type { Attribute, AttributeBody, AttributeDetail, BulkValues, CategoryValuesPage } from '../attributeTypes';

// The typed attributes' calls (issue 24), in the style of the other admin features: the login
// dialog on an expired session, then the call again. Its tag, 'Attribute', is the admin's own (as
// the history's 'Activity'); a change of a category's attributes makes its products' and series'
// screens stale (their values), and the grid's save the products' and series'.

const ATTRIBUTE = ATTRIBUTE_TAG;
const listTag = (categoryId: number) => ({ type: ATTRIBUTE, id: `category-${categoryId}` }) as const;
const VALUES_OF_RECORDS = ['Product', 'ProductSeries'] as const;

export const attributeApi = baseApi.enhanceEndpoints({ addTagTypes: [ATTRIBUTE] }).injectEndpoints({
  endpoints: (build) => ({
    /** A category's attributes in the staff's order (GET /api/attribute?category_id=). */
    categoryAttributes: build.query<Attribute[], number>({
      query: (categoryId) => ({ url: '/api/attribute', data: { category_id: categoryId }, silent: true, waitForLogin }),
      transformResponse: (envelope: ApiEnvelope<Attribute[]>) => envelope.data,
      providesTags: (_result, _error, categoryId) => [listTag(categoryId)],
    }),
    /** A page of a category's models (those whose model or series name contains the search, when one is given) with their series and values, for its grid (GET /api/product/attributes). */
    categoryValues: build.query<CategoryValuesPage, { categoryId: number; page: number; perPage: number; search: string }>({
      query: ({ categoryId, page, perPage, search }) => ({
        url: '/api/product/attributes',
        data: { category_id: categoryId, page, items_per_page: perPage, ...(search ? { search } : {}) },
        silent: true,
        waitForLogin,
      }),
      transformResponse: (envelope: ApiEnvelope<CategoryValuesPage>) => envelope.data,
      // Stale after any product's save (the grid's own too) and after a change of the attributes.
      providesTags: (_result, _error, { categoryId }) => ['Product', listTag(categoryId)],
    }),
    /** An attribute with its value_count: what a delete takes, read just before asking. */
    attributeDetail: build.query<AttributeDetail, number>({
      query: (id) => ({ url: `/api/attribute/detail/${id}`, silent: true, waitForLogin }),
      transformResponse: (envelope: ApiEnvelope<AttributeDetail>) => envelope.data,
    }),
    /** Create (no id) or update; a 422 is the form's (silent: put on its fields). */
    saveAttribute: build.mutation<SavedEnvelope<Attribute>, { id?: number; body: AttributeBody }>({
      query: ({ id, body }) => ({
        url: id === undefined ? '/api/attribute/create' : `/api/attribute/update/${id}`,
        method: 'POST',
        data: body,
        errorMessage: id === undefined ? MESSAGES.createFailed('attribute') : MESSAGES.updateFailed('attribute', id),
        waitForLogin,
      }),
      invalidatesTags: (_result, error, { body }) => (error ? [] : [listTag(body.mt_product_category_id), ...VALUES_OF_RECORDS]),
    }),
    deleteAttribute: build.mutation<{ message: string; data: { id: number; value_count: number } }, { id: number; categoryId: number }>({
      query: ({ id }) => ({ url: `/api/attribute/delete/${id}`, method: 'DELETE', errorMessage: MESSAGES.deleteFailed('attribute'), waitForLogin }),
      invalidatesTags: (_result, error, { categoryId }) => (error ? [] : [listTag(categoryId), ...VALUES_OF_RECORDS]),
    }),
    /** All the category's attributes in their new order, in one call (POST /api/attribute/order). */
    reorderAttributes: build.mutation<SavedEnvelope<{ ids: number[] }>, { categoryId: number; ids: number[] }>({
      query: ({ categoryId, ids }) => ({
        url: '/api/attribute/order',
        method: 'POST',
        data: { parent_id: categoryId, ids },
        errorMessage: MESSAGES.orderFailed('attribute'),
        waitForLogin,
      }),
      invalidatesTags: (_result, error, { categoryId }) => (error ? [] : [listTag(categoryId), ...VALUES_OF_RECORDS]),
    }),
    /** The grid's save: many products' changed values in one call, all or nothing (a 422 names each refused cell). */
    saveBulkValues: build.mutation<SavedEnvelope<Record<string, AttributeValues>>, BulkValues>({
      query: (values) => ({
        url: '/api/product/attributes',
        method: 'POST',
        data: { values },
        errorMessage: MESSAGES.bulkValuesSaveFailed,
        waitForLogin,
      }),
      invalidatesTags: (_result, error) => (error ? [] : [...VALUES_OF_RECORDS]),
    }),
  }),
});

export const {
  useCategoryAttributesQuery,
  useCategoryValuesQuery,
  useSaveAttributeMutation,
  useDeleteAttributeMutation,
  useReorderAttributesMutation,
  useSaveBulkValuesMutation,
} = attributeApi;
