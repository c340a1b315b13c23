import { ADMIN_PAGE_SIZE } from '@mfe/shared-ui';
import { listPlaceOf, listPlaceParams, pagedList, useListPlace, type ListPlace } from '../../../crud/hooks/usePagedList';
import { useListActivityQuery } from '../api/historyApi';
import { isHistoryModuleType, type ActivityQuery, type HistoryModuleType } from '../historyEntries';

/** The Activity's filters: whose changes, of which area, between which days (each null: any). */
export interface ActivityFilters {
  user: number | null;
  area: HistoryModuleType | null;
  /** YYYY-MM-DD, both days included. */
  from: string | null;
  to: string | null;
}

export type ActivityListPlace = ListPlace & ActivityFilters;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (raw: string | null) => (raw !== null && DAY.test(raw) ? raw : null);
const idOf = (raw: string | null) => (raw !== null && /^\d+$/.test(raw) ? Number(raw) : null);

/** The Activity's place in its URL: the lists' page, plus ?user=3&area=mt_vendor&from=2026-11-01&to=2026-11-27. */
export function activityPlaceOf(params: URLSearchParams): ActivityListPlace {
  const area = params.get('area');
  return {
    ...listPlaceOf(params, ADMIN_PAGE_SIZE),
    user: idOf(params.get('user')),
    area: isHistoryModuleType(area) ? area : null,
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
  };
}

export function activityPlaceParams(place: ActivityListPlace): URLSearchParams {
  const params = listPlaceParams(place, ADMIN_PAGE_SIZE);
  if (place.user !== null) params.set('user', String(place.user));
  if (place.area) params.set('area', place.area);
  if (place.from) params.set('from', place.from);
  if (place.to) params.set('to', place.to);
  return params;
}

/** GET /api/activity's query for a place: only the filters set. */
export function activityQuery({ page, user, area, from, to }: ActivityListPlace): ActivityQuery {
  return {
    page,
    ...(user !== null ? { user_id: user } : {}),
    ...(area ? { module_type: area } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/**
 * The Activity: every history entry, server-paged, newest first, its filters kept in the URL
 * (replaced, not pushed: Back leaves the list, a record opened from it comes back to it). A new
 * filter starts again at page 1.
 */
export function useActivityList() {
  const [place, move] = useListPlace(activityPlaceOf, activityPlaceParams);
  const query = useListActivityQuery(activityQuery(place), { refetchOnMountOrArgChange: true });
  const list = pagedList(place, move, query);
  const filters: ActivityFilters = { user: place.user, area: place.area, from: place.from, to: place.to };
  return {
    ...list,
    filters,
    filtered: Object.values(filters).some((value) => value !== null),
    filter: (next: Partial<ActivityFilters>) => list.go({ ...next, page: 1 }),
    clearFilters: () => list.go({ user: null, area: null, from: null, to: null, page: 1 }),
  };
}
