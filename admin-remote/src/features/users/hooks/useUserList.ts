import { useCallback } from 'react';
import { ADMIN_PAGE_SIZE } from '@mfe/shared-ui';
import { listPlaceOf, listPlaceParams, pagedList, useListPlace, type ListPlace } from '../../../crud/hooks/usePagedList';
import { useListUsersQuery } from '../api/userApi';

/** The users' list: page and search in its URL, as the catalogue lists (the page size is the server's). */
export function useUserList() {
  const readPlace = useCallback((params: URLSearchParams) => listPlaceOf(params, ADMIN_PAGE_SIZE), []);
  const placeParams = useCallback((place: ListPlace) => listPlaceParams(place, ADMIN_PAGE_SIZE), []);
  const [place, move] = useListPlace(readPlace, placeParams);
  const query = useListUsersQuery({ page: place.page, ...(place.search ? { search: place.search } : {}) });
  return pagedList(place, move, query);
}
