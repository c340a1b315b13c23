import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_PAGE_SIZE } from '@mfe/shared-ui';
import type { ResourceArea } from '../../resources/types';
import { useAreaListQuery } from '../api/resourceApi';

/** The most rows a page may ask for (the contract's limit). */
const MAX_PAGE_SIZE = 100;

export interface ListPlace {
  page: number;
  pageSize: number;
  search: string;
}

const positiveInt = (raw: string | null): number | null => (raw !== null && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null);

/**
 * Where a list is, read from its URL (?page=3&per_page=20&search=abc), so that Edit then Back,
 * Cancel or Save, and a reload, come back to it. A value that is not valid falls back to its default.
 */
export function listPlaceOf(params: URLSearchParams, defaultPageSize: number): ListPlace {
  const pageSize = positiveInt(params.get('per_page'));
  return {
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: pageSize !== null && pageSize <= MAX_PAGE_SIZE ? pageSize : defaultPageSize,
    search: (params.get('search') ?? '').trim(),
  };
}

/** The query string of a place; defaults are left out so that a fresh list has a plain URL. */
export function listPlaceParams(place: ListPlace, defaultPageSize: number): URLSearchParams {
  const params = new URLSearchParams();
  if (place.page !== 1) params.set('page', String(place.page));
  if (place.pageSize !== defaultPageSize) params.set('per_page', String(place.pageSize));
  if (place.search) params.set('search', place.search);
  return params;
}

/**
 * A server-paged list (§9): the first page is asked with 15 rows, later ones with the per_page the
 * server answered; total from total, else the rows' length. A new search starts again at page 1.
 * Page, page size and search live in the URL (replaced, not pushed: Back leaves the list).
 */
export function usePagedList<A extends ResourceArea>(area: A, initialPageSize: number = ADMIN_PAGE_SIZE) {
  const [params, setParams] = useSearchParams();
  const place = useMemo(() => listPlaceOf(params, initialPageSize), [params, initialPageSize]);
  const { page, search, pageSize: requestSize } = place;
  const query = useAreaListQuery({
    area,
    query: { page, items_per_page: requestSize, ...(search ? { search } : {}) },
  });
  const rows = query.data?.data ?? [];
  const pageSize = query.data?.per_page ?? requestSize;
  /** Move the list; every later request uses the page size the server chose. */
  const go = useCallback(
    (next: Partial<ListPlace>) => setParams(listPlaceParams({ ...place, pageSize, ...next }, initialPageSize), { replace: true }),
    [place, pageSize, initialPageSize, setParams],
  );

  return {
    rows,
    page,
    pageSize,
    total: query.data?.total ?? rows.length,
    search,
    isLoading: query.isFetching,
    isError: query.isError && !query.isFetching,
    setPage: (next: number) => go({ page: next }),
    setSearch: (next: string) => go({ search: next.trim(), page: 1 }),
    /** After a delete: back to page 1, fetched afresh. */
    reloadFromFirstPage: () => {
      if (page === 1) void query.refetch();
      else go({ page: 1 });
    },
    retry: () => void query.refetch(),
  };
}
