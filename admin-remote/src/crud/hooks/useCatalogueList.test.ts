import { catalogueListPlaceOf, catalogueListPlaceParams } from './useCatalogueList';

const place = (query: string) => catalogueListPlaceOf(new URLSearchParams(query), 15);

describe("a catalogue list's place in the URL (issue 21)", () => {
  it('reads the published filter: true, false, or all when absent or not a boolean', () => {
    expect(place('published=true')).toEqual({ page: 1, pageSize: 15, search: '', published: true, untranslated: false });
    expect(place('page=2&published=false')).toEqual({ page: 2, pageSize: 15, search: '', published: false, untranslated: false });
    expect(place('').published).toBeNull();
    expect(place('published=yes').published).toBeNull();
  });

  it('writes the filter only when one is chosen, and reads back what it wrote', () => {
    expect(catalogueListPlaceParams({ page: 1, pageSize: 15, search: '', published: null, untranslated: false }, 15).toString()).toBe('');
    const params = catalogueListPlaceParams({ page: 2, pageSize: 15, search: 'nl', published: false, untranslated: false }, 15);
    expect(params.toString()).toBe('page=2&search=nl&published=false');
    expect(catalogueListPlaceOf(params, 15)).toEqual({ page: 2, pageSize: 15, search: 'nl', published: false, untranslated: false });
  });
});

describe('the Missing Indonesian filter in the URL (issue 22)', () => {
  it('reads untranslated=true only, and writes it beside the other filters', () => {
    expect(place('untranslated=true').untranslated).toBe(true);
    expect(place('untranslated=false').untranslated).toBe(false);
    expect(place('').untranslated).toBe(false);
    const params = catalogueListPlaceParams({ page: 1, pageSize: 15, search: '', published: true, untranslated: true }, 15);
    expect(params.toString()).toBe('published=true&untranslated=true');
    expect(catalogueListPlaceOf(params, 15)).toMatchObject({ published: true, untranslated: true });
  });
});
