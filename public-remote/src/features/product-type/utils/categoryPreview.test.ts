import { category, image, series } from '../../../test/catalogueFixtures';
import { categoryPreviewImage } from './categoryPreview';

describe('categoryPreviewImage', () => {
  it('takes the first series that has an image, with its crop', () => {
    const portrait = { ...image(102), focus_x: 50, focus_y: 20, fit: 'cover' as const };
    const c = category(1, 1, [series(1, 1, { image: null }), series(2, 1, { image: portrait })]);
    expect(categoryPreviewImage(c)).toEqual(portrait);
  });

  it('falls back to the category image, then to none', () => {
    expect(categoryPreviewImage(category(1, 1, [], { image: image(9) }))?.image_path).toBe('images/9.jpg');
    expect(categoryPreviewImage(category(1, 1, [series(1, 1, { image: null })]))).toBeNull();
  });
});
