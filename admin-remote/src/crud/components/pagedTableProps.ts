import type { TableProps } from 'antd';
import type { AdminMessages } from '../../messages/messages';

/** What the table of a server-paged list reads of it (crud/hooks/usePagedList's pagedList). */
interface PagedTableList {
  rows: unknown[];
  page: number;
  pageSize: number;
  total: number;
  isLoading: boolean;
  setPage: (page: number) => void;
}

/**
 * The props every server-paged admin table shares: its rows, the loading veil, sideways scroll on
 * narrow screens, the empty text (the loading text while loading) and the pager ('1–15 of 240').
 */
export function pagedTableProps<Row>(
  list: PagedTableList & { rows: Row[] },
  emptyText: string,
  m: Pick<AdminMessages, 'loading' | 'rangeOfTotal'>,
): Partial<TableProps<Row>> {
  return {
    dataSource: list.rows,
    loading: { spinning: list.isLoading, description: m.loading },
    scroll: { x: 'max-content' },
    locale: { emptyText: list.isLoading ? m.loading : emptyText },
    pagination: {
      current: list.page,
      pageSize: list.pageSize,
      total: list.total,
      showSizeChanger: false,
      showTotal: (total, [from, to]) => m.rangeOfTotal(from, to, total),
      onChange: list.setPage,
    },
  };
}
