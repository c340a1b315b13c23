import { cataloguePath, productTypePath } from './paths';

describe('public paths', () => {
  it('encodes type names, including the ampersand of Engineering & Services', () => {
    expect(productTypePath('Engineering & Services')).toBe('/product/Engineering%20%26%20Services');
  });

  it('builds a catalogue URL that defaults to every category', () => {
    expect(cataloguePath('Machine Tools', 3)).toBe('/product/catalog/Machine%20Tools/3?category=All');
    expect(cataloguePath('Machine Tools', 3, 12)).toBe('/product/catalog/Machine%20Tools/3?category=12');
  });
});
