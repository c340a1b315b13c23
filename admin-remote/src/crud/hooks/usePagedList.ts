import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '@mfe/shared-ui';
import type { ResourceArea } from '../../resources/types';
import { useAreaListQuery } from '../api/resourceApi';

/**
 * A server-paged list (§9): the first page is asked with 15 rows, later ones with the per_page the
 * server answered; total from total, else the rows' length. A new search starts again at page 1.
 */
export function usePagedList<A extends ResourceArea>(area: A, initialPageSize: number = ADMIN_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [requestSize, setRequestSize] = useState(initialPageSize);
  const query = useAreaListQuery({
    area,
    query: { page, items_per_page: requestSize, ...(search ? { search } : {}) },
  });
  const rows = query.data?.data ?? [];
  const pageSize = query.data?.per_page ?? requestSize;
  /** Every later request uses the page size the server chose. */
  const adoptServerPageSize = () => setRequestSize(pageSize);

  return {
    rows,
    page,
    pageSize,
    total: query.data?.total ?? rows.length,
    search,
    isLoading: query.isFetching,
    isError: query.isError && !query.isFetching,
    setPage: (next: number) => {
      adoptServerPageSize();
      setPage(next);
    },
    setSearch: (next: string) => {
      adoptServerPageSize();
      setSearch(next.trim());
      setPage(1);
    },
    /** After a delete: back to page 1, fetched afresh. */
    reloadFromFirstPage: () => {
      adoptServerPageSize();
      if (page === 1) void query.refetch();
      else setPage(1);
    },
    retry: () => void query.refetch(),
  };
}
