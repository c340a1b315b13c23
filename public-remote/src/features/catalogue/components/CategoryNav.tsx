import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { ALL_CATEGORIES, cataloguePath, formatNumber, useLocale, type ProductCategoryNested } from '@mfe/shared-ui';
import type { CategoryFilter } from '../types/categoryFilter';
import type { ShownText } from '../../../lib/shownText';
import { useCurrentChipInView } from '../hooks/useCurrentChipInView';
import { useMessages } from '../../../messages/messages';
import { useShownText } from '../../../lib/shownText';
import './CategoryNav.css';

interface CategoryNavProps {
  typeName: string;
  vendorId: number;
  categories: ProductCategoryNested[];
  filter: CategoryFilter;
}

/** The left list: All plus the vendor's categories; the current one is marked for everyone. */
export function CategoryNav({ typeName, vendorId, categories, filter }: CategoryNavProps) {
  const messages = useMessages();
  const locale = useLocale();
  const shownText = useShownText();
  const entries = [
    {
      key: ALL_CATEGORIES,
      label: { text: messages.allCategories } as ShownText,
      count: categories.reduce((n, c) => n + (c.mt_product_series?.length ?? 0), 0),
      current: filter.kind === 'all',
      to: cataloguePath(typeName, vendorId),
    },
    ...categories.map((category) => ({
      key: String(category.id),
      label: shownText(category, 'name'),
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
        {messages.categories}
      </h2>
      <ul ref={listRef} className="pr-category-nav__list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link
              className={`pr-category-nav__link${entry.current ? ' pr-category-nav__link--current' : ''}`}
              to={entry.to}
              aria-current={entry.current ? 'page' : undefined}
            >
              <span lang={entry.label.lang}>{entry.label.text}</span>
              <span className="pr-category-nav__count">
                {formatNumber(entry.count, locale)}
                <span className="pr-visually-hidden">{messages.seriesHidden}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
