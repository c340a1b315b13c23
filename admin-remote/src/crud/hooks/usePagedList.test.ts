import { listPlaceOf, listPlaceParams } from './usePagedList';

const place = (query: string) => listPlaceOf(new URLSearchParams(query), 15);

describe('the list place in the URL', () => {
  it('reads page, page size and search', () => {
    expect(place('page=3&per_page=20&search=%20abc%20')).toEqual({ page: 3, pageSize: 20, search: 'abc' });
  });

  it('falls back to the defaults for missing or invalid values', () => {
    expect(place('')).toEqual({ page: 1, pageSize: 15, search: '' });
    expect(place('page=abc&per_page=-2')).toEqual({ page: 1, pageSize: 15, search: '' });
    expect(place('page=0&per_page=101')).toEqual({ page: 1, pageSize: 15, search: '' });
    expect(place('page=2.5&per_page=1e3')).toEqual({ page: 1, pageSize: 15, search: '' });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(listPlaceParams({ page: 1, pageSize: 15, search: '' }, 15).toString()).toBe('');
    const params = listPlaceParams({ page: 3, pageSize: 20, search: 'a&b' }, 15);
    expect(params.toString()).toBe('page=3&per_page=20&search=a%26b');
    expect(listPlaceOf(params, 15)).toEqual({ page: 3, pageSize: 20, search: 'a&b' });
  });
});
