import type { ProductCategoryNested, ProductSeriesNested } from '@mfe/shared-ui';
import type { CategoryFilter } from '../types/categoryFilter';

/** The series the grid shows: one category's, or every category's in list order. */
export function seriesForFilter(categories: ProductCategoryNested[], filter: CategoryFilter): ProductSeriesNested[] {
  if (filter.kind === 'category') {
    return categories.find((category) => category.id === filter.id)?.mt_product_series ?? [];
  }
  return categories.flatMap((category) => category.mt_product_series ?? []);
}
