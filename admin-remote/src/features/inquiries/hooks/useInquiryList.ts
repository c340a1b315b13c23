import { ADMIN_PAGE_SIZE } from '@mfe/shared-ui';
import type { InquiryStatus } from '@mfe/catalogue-core/messages';
import { listPlaceOf, listPlaceParams, pagedList, useListPlace, type ListPlace } from '../../../crud/hooks/usePagedList';
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
  const [place, move] = useListPlace(inquiryListPlaceOf, inquiryListPlaceParams);
  const { page, search, status, pageSize } = place;
  const query = useListInquiriesQuery({
    page,
    items_per_page: pageSize,
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
  });
  const list = pagedList(place, move, query);
  return { ...list, status, setStatus: (next: InquiryStatus | null) => list.go({ status: next, page: 1 }) };
}
