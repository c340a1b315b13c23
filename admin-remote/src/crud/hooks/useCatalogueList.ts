import { useCallback } from 'react';
import { ADMIN_PAGE_SIZE } from '@mfe/shared-ui';
import type { CatalogueArea } from '../../resources/types';
import { useAreaListQuery } from '../api/resourceApi';
import { listPlaceOf, listPlaceParams, pagedList, useListPlace, type ListPlace } from './usePagedList';

/** Which records a catalogue list shows (issue 21): null every one, true the published, false the drafts. */
export type PublishedFilter = boolean | null;

export interface CatalogueListPlace extends ListPlace {
  published: PublishedFilter;
  /** Only the records whose Indonesian texts are missing (issue 22). */
  untranslated: boolean;
}

/**
 * The list's place in its URL: page, per_page and search, plus ?published=true|false (absent: all)
 * and ?untranslated=true (absent: every record), named as the API's parameters.
 */
export function catalogueListPlaceOf(params: URLSearchParams, defaultPageSize: number): CatalogueListPlace {
  const published = params.get('published');
  return {
    ...listPlaceOf(params, defaultPageSize),
    published: published === 'true' ? true : published === 'false' ? false : null,
    untranslated: params.get('untranslated') === 'true',
  };
}

export function catalogueListPlaceParams(place: CatalogueListPlace, defaultPageSize: number): URLSearchParams {
  const params = listPlaceParams(place, defaultPageSize);
  if (place.published !== null) params.set('published', String(place.published));
  if (place.untranslated) params.set('untranslated', 'true');
  return params;
}

/**
 * A catalogue area's list (the asset lists use usePagedList): page, page size (15 first), search
 * and the filters in the URL, sent as the API's `published` and `untranslated`. A new filter
 * starts again at page 1.
 */
export function useCatalogueList<A extends CatalogueArea>(area: A, initialPageSize: number = ADMIN_PAGE_SIZE) {
  const readPlace = useCallback((params: URLSearchParams) => catalogueListPlaceOf(params, initialPageSize), [initialPageSize]);
  const placeParams = useCallback((place: CatalogueListPlace) => catalogueListPlaceParams(place, initialPageSize), [initialPageSize]);
  const [place, move] = useListPlace(readPlace, placeParams);
  const { page, pageSize, search, published, untranslated } = place;
  const query = useAreaListQuery({
    area,
    query: {
      page,
      items_per_page: pageSize,
      ...(search ? { search } : {}),
      ...(published !== null ? { published } : {}),
      ...(untranslated ? { untranslated } : {}),
    },
  });
  const list = pagedList(place, move, query);
  return {
    ...list,
    published,
    setPublished: (next: PublishedFilter) => list.go({ published: next, page: 1 }),
    untranslated,
    setUntranslated: (next: boolean) => list.go({ untranslated: next, page: 1 }),
  };
}
