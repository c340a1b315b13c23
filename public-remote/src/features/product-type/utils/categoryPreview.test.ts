import { category, image, series } from '../../../test/catalogueFixtures';
import { categoryPreviewImage } from './categoryPreview';

describe('categoryPreviewImage', () => {
  it('takes the first series that has an image', () => {
    const c = category(1, 1, [series(1, 1, { image: null }), series(2, 1)]);
    expect(categoryPreviewImage(c)).toBe('images/102.jpg');
  });

  it('falls back to the category image, then to none', () => {
    expect(categoryPreviewImage(category(1, 1, [], { image: image(9) }))).toBe('images/9.jpg');
    expect(categoryPreviewImage(category(1, 1, [series(1, 1, { image: null })]))).toBeNull();
  });
});
