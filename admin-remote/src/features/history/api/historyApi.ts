import { baseApi, type ApiEnvelope, type Paged, type SavedEnvelope } from '@mfe/shared-ui';
import { waitForLogin } from '@mfe/shared-ui/session/wait-for-login';
import type { ActivityQuery, HistoryEntry, StaffMember } from '../historyEntries';
import { HISTORY_MODULES } from '../historyModules';
import { ATTRIBUTE_TAG } from '../../attributes/api/attributeTag';

// The history's calls (issue 23), in the style of the other admin features: the login dialog on an
// expired session, then the call again. Silent: the screens say what failed in the admin's own
// words (the list's error state, the refusal of a revert). Its tag, 'Activity', is the admin's own
// (added here, not in shared-ui's contract): a revert makes every history list stale, and the
// reverted record's screen and lists through its area's tags, as a save of it would.

const ACTIVITY = { type: 'Activity', id: 'LIST' } as const;

/** The cache of the records a query is about (one, or an area's): a save of one refreshes their history too. */
function recordTags(query: ActivityQuery) {
  const [tag] = query.module_type ? HISTORY_MODULES[query.module_type].staleTags : [];
  if (!tag) return [];
  return [query.module_id === undefined ? tag : { type: tag, id: query.module_id }];
}

export const historyApi = baseApi.enhanceEndpoints({ addTagTypes: ['Activity', ATTRIBUTE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** A page of history entries, newest first (GET /api/activity with its filters). */
    listActivity: build.query<Paged<HistoryEntry>, ActivityQuery>({
      query: (query) => ({ url: '/api/activity', data: query, silent: true, waitForLogin }),
      transformResponse: (envelope: ApiEnvelope<Paged<HistoryEntry>>) => envelope.data,
      providesTags: (_result, _error, query) => [ACTIVITY, ...recordTags(query)],
    }),
    /** Puts an entry's record back to before it (an update's fields, a deleted record): itself a recorded change. */
    revertActivity: build.mutation<SavedEnvelope<HistoryEntry>, HistoryEntry>({
      query: (entry) => ({ url: `/api/activity/revert/${entry.id}`, method: 'POST', silent: true, waitForLogin }),
      invalidatesTags: (_result, error, entry) => (error ? [] : [ACTIVITY, ...HISTORY_MODULES[entry.module_type].staleTags]),
    }),
    /** The people the Activity can be filtered by (GET /api/user: admins only; an editor gets 403 and no filter). */
    listActivityPeople: build.query<StaffMember[], void>({
      query: () => ({ url: '/api/user', data: { items_per_page: 100 }, silent: true, waitForLogin }),
      transformResponse: (envelope: ApiEnvelope<Paged<StaffMember>>) => envelope.data.data,
    }),
  }),
});

export const { useListActivityQuery, useRevertActivityMutation, useListActivityPeopleQuery } = historyApi;
