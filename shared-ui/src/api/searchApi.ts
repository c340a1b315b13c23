import type { ApiEnvelope } from '../types/api';
import type { SearchResult } from '../types/entities';
import { API_TAGS, baseApi } from './baseApi';

/** What the nav box and the results page ask: the text, and how many hits per kind (the API's default 5, at most 20). */
export interface SearchArgs {
  q: string;
  limit?: number;
}

/**
 * Public search (GET /api/search), shared by the shell's nav box and public-remote's results page.
 * No token. Silent: the suggestions and the page show loading, empty, 422, 429 and error states
 * themselves, and a snackbar on every keystroke's failure would only repeat them.
 */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResult, SearchArgs>({
      query: ({ q, limit }) => ({ url: '/api/search', data: limit === undefined ? { q } : { q, limit }, useAuth: false, silent: true }),
      transformResponse: (response: ApiEnvelope<SearchResult>) => response.data,
      // Hits name records of every level and their images: an admin save of any of them refreshes the answer.
      providesTags: [...API_TAGS],
    }),
  }),
});

export const { useSearchQuery } = searchApi;
