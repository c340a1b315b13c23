import type { ProductCategoryNested } from '@mfe/shared-ui';

/**
 * The picture on a category card (spec §2: a series image): the first of its series that has an
 * image, else the category's own image, else none (the card shows the fallback icon).
 */
export function categoryPreviewImage(category: ProductCategoryNested): string | null {
  const withImage = category.mt_product_series?.find((series) => series.image?.image_path);
  return withImage?.image?.image_path ?? category.image?.image_path ?? null;
}
