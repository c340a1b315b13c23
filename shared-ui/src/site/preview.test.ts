import { asksPreview, previewPath } from './preview';

describe('preview links', () => {
  it('adds preview=1 to a path, after its query and before its anchor', () => {
    expect(previewPath('/product/series/5')).toBe('/product/series/5?preview=1');
    expect(previewPath('/product/catalog/Machine%20Tools/3?category=All')).toBe('/product/catalog/Machine%20Tools/3?category=All&preview=1');
    expect(previewPath('/product/series/5#product-7')).toBe('/product/series/5?preview=1#product-7');
  });

  it('reads the preview from a query, whatever its value', () => {
    expect(asksPreview('?preview=1')).toBe(true);
    expect(asksPreview(new URLSearchParams('category=All&preview'))).toBe(true);
    expect(asksPreview('?category=All')).toBe(false);
    expect(asksPreview('')).toBe(false);
  });
});
