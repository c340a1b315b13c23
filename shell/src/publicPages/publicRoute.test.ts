import { matchPublicRoute, pageUrl } from './publicRoute';
import type { PublicScreenRoute } from './publicScreens';

describe('pageUrl', () => {
  const catalogue = { query: ['category'] } as unknown as PublicScreenRoute;

  it('keeps only the query parameters the route reads, so unknown ones share the page', () => {
    expect(pageUrl('/product/catalog/A/1', new URLSearchParams('utm_source=x&category=All&b=2'), catalogue)).toBe(
      '/product/catalog/A/1?category=All',
    );
    expect(pageUrl('/product/catalog/A/1', new URLSearchParams('utm_source=x'), catalogue)).toBe('/product/catalog/A/1');
    expect(pageUrl('/nope', new URLSearchParams('category=All'), null)).toBe('/nope');
  });

  it("keeps the catalogue finder's filters, every value of each, without the empty ones a form sends (issue 24)", () => {
    const finder = matchPublicRoute('/product/catalog/A/1')!.route;
    expect(pageUrl('/product/catalog/A/1', new URLSearchParams('category=3&a5_min=3000&a5_max=&a7=Fanuc&a7=Siemens&utm_source=x&ab=1'), finder)).toBe(
      '/product/catalog/A/1?category=3&a5_min=3000&a7=Fanuc&a7=Siemens',
    );
  });
});

describe('matchPublicRoute', () => {
  it('finds the route a path shows, with its parameters, or null', () => {
    expect(matchPublicRoute('/product/catalog/Machine%20Tools/3')).toMatchObject({ route: { module: 'CataloguePage' }, params: { vendorId: '3' } });
    expect(matchPublicRoute('/search')?.route.query).toEqual(['q']);
    expect(matchPublicRoute('/nope')).toBeNull();
  });
});
