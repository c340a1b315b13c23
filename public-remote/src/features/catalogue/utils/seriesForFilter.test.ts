import { category, series } from '../../../test/catalogueFixtures';
import { seriesForFilter } from './seriesForFilter';

const categories = [
  category(1, 9, [series(11, 1), series(12, 1)]),
  category(2, 9, [series(21, 2)]),
  category(3, 9, [], { mt_product_series: undefined }),
];

describe('seriesForFilter', () => {
  it('shows every series, category by category, for All', () => {
    expect(seriesForFilter(categories, { kind: 'all', normaliseToAll: false }).map((s) => s.id)).toEqual([11, 12, 21]);
  });

  it('shows one category’s series', () => {
    expect(seriesForFilter(categories, { kind: 'category', id: 2 }).map((s) => s.id)).toEqual([21]);
  });

  it('shows none for a category that is not the vendor’s, or has no series', () => {
    expect(seriesForFilter(categories, { kind: 'category', id: 99 })).toEqual([]);
    expect(seriesForFilter(categories, { kind: 'category', id: 3 })).toEqual([]);
  });
});
