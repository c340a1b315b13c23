import { handoverFits, type SsrHandover } from './handover';

const handover = (url: string, query?: string[]): SsrHandover => ({ config: {}, api: {}, screen: null, url, query });
const at = (href: string) => {
  const url = new URL(href, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
};

describe('handoverFits', () => {
  it('fits the page whatever parameters it does not depend on (issue 19: ?utm_source= pages share one render)', () => {
    expect(handoverFits(handover('/', []), at('/?utm_source=x'))).toBe(true);
    expect(
      handoverFits(
        handover('/product/catalog/Machine%20Tools/1?category=All', ['category']),
        at('/product/catalog/Machine Tools/1?category=All&fbclid=1'),
      ),
    ).toBe(true);
  });

  it('compares the values the page depends on decoded, however the browser wrote them', () => {
    expect(handoverFits(handover('/search?q=KP-CL+100+Plus', ['q']), at('/search?q=KP-CL%20100%20Plus'))).toBe(true);
    expect(handoverFits(handover('/search?q=lathe', ['q']), at('/search?q=mill'))).toBe(false);
    expect(handoverFits(handover('/product/catalog/A/1?category=All', ['category']), at('/product/catalog/A/1'))).toBe(false);
    expect(handoverFits(handover('/product/A', []), at('/product/B'))).toBe(false);
  });

  it('needs the whole URL to match for a page that does not say what it depends on', () => {
    expect(handoverFits(handover('/'), at('/?utm_source=x'))).toBe(false);
    expect(handoverFits(handover('/product/Machine%20Tools'), at('/product/Machine Tools'))).toBe(true);
  });
});
