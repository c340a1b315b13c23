import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '@mfe/shared-ui';
import type { ResourceArea } from '../../resources/types';
import { useListRecordsQuery } from '../api/resourceApi';

/**
 * A server-paged list (§9): page size 15 until the server says its per_page; total from total,
 * else the rows' length. A new search starts again from page 1.
 */
export function usePagedList(area: ResourceArea, pageSize: number = ADMIN_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useListRecordsQuery({
    area,
    query: { page, items_per_page: pageSize, ...(search ? { search } : {}) },
  });
  const rows = query.data?.data ?? [];
  return {
    rows,
    page,
    pageSize: query.data?.per_page ?? pageSize,
    total: query.data?.total ?? rows.length,
    search,
    isLoading: query.isFetching,
    isError: query.isError && !query.isFetching,
    setPage,
    setSearch: (next: string) => {
      setSearch(next.trim());
      setPage(1);
    },
    /** After a delete: back to page 1, fetched afresh. */
    reloadFromFirstPage: () => {
      if (page === 1) void query.refetch();
      else setPage(1);
    },
    retry: () => void query.refetch(),
  };
}
