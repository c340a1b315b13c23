import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { ALL_CATEGORIES, cataloguePath, type ProductCategoryNested } from '@mfe/shared-ui';
import type { CategoryFilter } from '../types/categoryFilter';
import { useCurrentChipInView } from '../hooks/useCurrentChipInView';
import './CategoryNav.css';

interface CategoryNavProps {
  typeName: string;
  vendorId: number;
  categories: ProductCategoryNested[];
  filter: CategoryFilter;
}

/** The left list: All plus the vendor's categories; the current one is marked for everyone. */
export function CategoryNav({ typeName, vendorId, categories, filter }: CategoryNavProps) {
  const entries = [
    {
      key: ALL_CATEGORIES,
      label: 'All',
      count: categories.reduce((n, c) => n + (c.mt_product_series?.length ?? 0), 0),
      current: filter.kind === 'all',
      to: cataloguePath(typeName, vendorId),
    },
    ...categories.map((category) => ({
      key: String(category.id),
      label: category.name,
      count: category.mt_product_series?.length ?? 0,
      current: filter.kind === 'category' && filter.id === category.id,
      to: cataloguePath(typeName, vendorId, category.id),
    })),
  ];
  const listRef = useRef<HTMLUListElement>(null);
  useCurrentChipInView(listRef, entries.find((entry) => entry.current)?.key);
  return (
    <nav className="pr-category-nav" aria-labelledby="category-nav-title">
      <h2 id="category-nav-title" className="pr-category-nav__title">
        Categories
      </h2>
      <ul ref={listRef} className="pr-category-nav__list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link
              className={`pr-category-nav__link${entry.current ? ' pr-category-nav__link--current' : ''}`}
              to={entry.to}
              aria-current={entry.current ? 'page' : undefined}
            >
              <span>{entry.label}</span>
              <span className="pr-category-nav__count">
                {entry.count}
                <span className="pr-visually-hidden"> series</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
