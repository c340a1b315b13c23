/**
 * The page of a series' models a URL asks for (issue 20): `?page=` absent or empty is the first
 * page; a whole number from 1 is that page; anything else (0, -1, 1.5, abc, a number past any
 * page) is null: no such page, answered as not found without asking the API.
 */
export function seriesPageNumber(search: URLSearchParams | string): number | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = (params.get('page') ?? '').trim();
  if (raw === '') return 1;
  if (!/^\d{1,9}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 ? page : null;
}
