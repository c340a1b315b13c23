import { category, image, series } from '../../../test/catalogueFixtures';
import { categoryPreviewUrl } from './categoryPreview';

describe('categoryPreviewUrl', () => {
  it('takes the first series that has an image', () => {
    const c = category(1, 1, [series(1, 1, { image: null }), series(2, 1)]);
    expect(categoryPreviewUrl(c)).toBe('/storage/images/102.jpg');
  });

  it('falls back to the category image, then to none', () => {
    expect(categoryPreviewUrl(category(1, 1, [], { image: image(9) }))).toBe('/storage/images/9.jpg');
    expect(categoryPreviewUrl(category(1, 1, [series(1, 1, { image: null })]))).toBeNull();
  });
});
