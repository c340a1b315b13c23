import { matchesSearch, paged, pageQuery, parentFilter, parentFilters } from './listing';

describe('pageQuery', () => {
  it('defaults to page 1 of 15 and caps items_per_page at 100', () => {
    expect(pageQuery({})).toEqual({ page: 1, perPage: 15 });
    expect(pageQuery({ page: '3', items_per_page: '500' })).toEqual({ page: 3, perPage: 100 });
    expect(pageQuery({ page: '0', items_per_page: '-2' })).toEqual({ page: 1, perPage: 15 });
    expect(pageQuery({ page: 'x', per_page: 7 })).toEqual({ page: 1, perPage: 7 });
  });
});

describe('paged', () => {
  it('slices one page and reports the paging facts', () => {
    const rows = Array.from({ length: 31 }, (_, i) => i);
    expect(paged(rows, { page: 3, items_per_page: 15 })).toEqual({ data: [30], total: 31, per_page: 15, current_page: 3, last_page: 3 });
    expect(paged([], {})).toEqual({ data: [], total: 0, per_page: 15, current_page: 1, last_page: 1 });
  });
});

describe('matchesSearch and parentFilter', () => {
  it('searches case-insensitively and ignores a blank search', () => {
    expect(matchesSearch({ search: ' lathe ' }, 'CNC Lathes')).toBe(true);
    expect(matchesSearch({ search: 'mill' }, 'CNC Lathes')).toBe(false);
    expect(matchesSearch({ search: '  ' }, 'anything')).toBe(true);
  });

  it('keeps every row without a filter, none for a non-id and the children of an id', () => {
    const parentOf = (row: { parent: number }) => row.parent;
    expect(parentFilter({}, 'p', parentOf)({ parent: 1 })).toBe(true);
    expect(parentFilter({ p: 'abc' }, 'p', parentOf)({ parent: 1 })).toBe(false);
    expect(parentFilter({ p: '2' }, 'p', parentOf)({ parent: 2 })).toBe(true);
    expect(parentFilter({ p: 2 }, 'p', parentOf)({ parent: 3 })).toBe(false);
  });
});

describe('parentFilters', () => {
  it('applies only the fields a list accepts, on the ancestor ids of each row', () => {
    const ancestors = (row: { type: number; vendor: number }) => ({ mt_manufacture_type_id: row.type, mt_vendor_id: row.vendor });
    const rows = [{ type: 1, vendor: 10 }, { type: 1, vendor: 11 }, { type: 2, vendor: 12 }];
    const keep = parentFilters({ mt_manufacture_type_id: '1', mt_vendor_id: '11' }, ['mt_manufacture_type_id', 'mt_vendor_id'], ancestors);
    expect(rows.filter(keep)).toEqual([{ type: 1, vendor: 11 }]);
    expect(rows.filter(parentFilters({ mt_vendor_id: '11' }, ['mt_manufacture_type_id'], ancestors))).toEqual(rows);
    expect(rows.filter(parentFilters({ mt_manufacture_type_id: 'x' }, ['mt_manufacture_type_id'], ancestors))).toEqual([]);
  });
});
