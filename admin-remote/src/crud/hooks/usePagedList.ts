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

/** What a list hook needs of its RTK Query list query. */
export interface PagedListQuery<Row> {
  data?: { data: Row[]; total?: number; per_page?: number };
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A list's place, read from its URL, and the move to another place (the URL replaced, not pushed:
 * Back leaves the list). `readPlace` and `placeParams` read and write it; a list with more filters
 * than page, page size and search brings its own.
 */
export function useListPlace<P extends ListPlace>(readPlace: (params: URLSearchParams) => P, placeParams: (place: P) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const place = useMemo(() => readPlace(params), [params, readPlace]);
  const move = useCallback((next: P) => setParams(placeParams(next), { replace: true }), [placeParams, setParams]);
  return [place, move] as const;
}

/**
 * A server-paged list (§9) at its place: the first page is asked with the place's page size, later
 * ones with the per_page the server answered; total from total, else the rows' length. A new
 * search starts again at page 1. The catalogue lists (usePagedList) and the inquiries share it.
 */
export function pagedList<P extends ListPlace, Row>(place: P, move: (next: P) => void, query: PagedListQuery<Row>) {
  const rows = query.data?.data ?? [];
  const pageSize = query.data?.per_page ?? place.pageSize;
  /** Move the list; every later request uses the page size the server chose. */
  const go = (next: Partial<P>) => move({ ...place, pageSize, ...next });
  return {
    rows,
    page: place.page,
    pageSize,
    total: query.data?.total ?? rows.length,
    search: place.search,
    isLoading: query.isFetching,
    isError: query.isError && !query.isFetching,
    go,
    setPage: (next: number) => go({ page: next } as Partial<P>),
    setSearch: (next: string) => go({ search: next.trim(), page: 1 } as Partial<P>),
    /** After a delete: back to page 1, fetched afresh. */
    reloadFromFirstPage: () => {
      if (place.page === 1) void query.refetch();
      else go({ page: 1 } as Partial<P>);
    },
    retry: () => void query.refetch(),
  };
}

/** A catalogue area's list: page, page size (15 first) and search in the URL. */
export function usePagedList<A extends ResourceArea>(area: A, initialPageSize: number = ADMIN_PAGE_SIZE) {
  const readPlace = useCallback((params: URLSearchParams) => listPlaceOf(params, initialPageSize), [initialPageSize]);
  const placeParams = useCallback((place: ListPlace) => listPlaceParams(place, initialPageSize), [initialPageSize]);
  const [place, move] = useListPlace(readPlace, placeParams);
  const { page, pageSize, search } = place;
  const query = useAreaListQuery({ area, query: { page, items_per_page: pageSize, ...(search ? { search } : {}) } });
  return pagedList(place, move, query);
}
