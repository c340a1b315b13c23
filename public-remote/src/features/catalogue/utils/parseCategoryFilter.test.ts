import { parseCategoryFilter } from './parseCategoryFilter';

describe('parseCategoryFilter', () => {
  it('reports a missing query, so the screen can go back', () => {
    expect(parseCategoryFilter(null)).toEqual({ kind: 'missing' });
  });

  it('turns "undefined" into All and asks for the URL to say so', () => {
    expect(parseCategoryFilter('undefined')).toEqual({ kind: 'all', normaliseToAll: true });
  });

  it.each(['All', '', 'abc', '12abc', '-3', '1.5'])('shows every series for %j', (raw) => {
    expect(parseCategoryFilter(raw)).toEqual({ kind: 'all', normaliseToAll: false });
  });

  it('reads a numeric id', () => {
    expect(parseCategoryFilter('42')).toEqual({ kind: 'category', id: 42 });
    expect(parseCategoryFilter(' 7 ')).toEqual({ kind: 'category', id: 7 });
  });
});
