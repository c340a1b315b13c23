import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_PAGE_SIZE } from '@mfe/shared-ui';
import type { InquiryStatus } from '@mfe/catalogue-core/messages';
import { listPlaceOf, listPlaceParams, type ListPlace } from '../../../crud/hooks/usePagedList';
import { useListInquiriesQuery } from '../api/inquiryApi';
import { isInquiryStatus } from '../inquiryText';

export interface InquiryListPlace extends ListPlace {
  /** null: every status. */
  status: InquiryStatus | null;
}

/** The list's place in its URL: the catalogue lists' page, per_page and search, plus ?status=new. */
export function inquiryListPlaceOf(params: URLSearchParams): InquiryListPlace {
  const status = params.get('status');
  return { ...listPlaceOf(params, ADMIN_PAGE_SIZE), status: isInquiryStatus(status) ? status : null };
}

export function inquiryListPlaceParams(place: InquiryListPlace): URLSearchParams {
  const params = listPlaceParams(place, ADMIN_PAGE_SIZE);
  if (place.status) params.set('status', place.status);
  return params;
}

/**
 * The server-paged inquiry list (15 a page, as the catalogue lists: crud/hooks/usePagedList), its
 * place kept in the URL (replaced, not pushed). A new search or status starts again at page 1.
 */
export function useInquiryList() {
  const [params, setParams] = useSearchParams();
  const place = useMemo(() => inquiryListPlaceOf(params), [params]);
  const { page, search, status, pageSize: requestSize } = place;
  const query = useListInquiriesQuery({
    page,
    items_per_page: requestSize,
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
  });
  const rows = query.data?.data ?? [];
  const pageSize = query.data?.per_page ?? requestSize;
  const go = useCallback(
    (next: Partial<InquiryListPlace>) => setParams(inquiryListPlaceParams({ ...place, pageSize, ...next }), { replace: true }),
    [place, pageSize, setParams],
  );

  return {
    rows,
    page,
    pageSize,
    total: query.data?.total ?? rows.length,
    search,
    status,
    isLoading: query.isFetching,
    isError: query.isError && !query.isFetching,
    setPage: (next: number) => go({ page: next }),
    setSearch: (next: string) => go({ search: next.trim(), page: 1 }),
    setStatus: (next: InquiryStatus | null) => go({ status: next, page: 1 }),
    retry: () => void query.refetch(),
  };
}
