import { SkeletonCard, type SkeletonLine } from '../../../components/SkeletonCard';
import type { CategoryFilter } from '../types/categoryFilter';

/** A series card's lines (SeriesCard): its name, its brochure footer and its models link. */
const SERIES_CARD_LINES: SkeletonLine[] = [
  { as: 'div', className: 'pr-series-card__name' },
  { as: 'p', className: 'pr-series-card__footer' },
  { as: 'div', className: 'pr-series-card__models' },
];

/** Chips of the category list while loading: All and a typical vendor's four categories. */
const SKELETON_CATEGORIES = 5;

/**
 * Series cards while loading: a category holds a few series, All a vendor's dozen or more. Too many
 * would let the page shrink (and the footer jump up) when they arrive; too few, grow under the reader.
 */
export function skeletonCardCount(filter: CategoryFilter): number {
  return filter.kind === 'all' ? 12 : 4;
}

/**
 * The catalogue body as it will be (category list, series heading, grid of cards), built from the
 * real parts' classes so each box has the size of what replaces it: nothing moves on arrival.
 */
export function CatalogueSkeleton({ cards }: { cards: number }) {
  return (
    <div className="pr-catalogue__layout" aria-hidden="true" data-testid="catalogue-skeleton">
      <div className="pr-category-nav">
        <div className="pr-category-nav__title pr-catalogue-skeleton__heading">Categories</div>
        <ul className="pr-category-nav__list">
          {Array.from({ length: SKELETON_CATEGORIES }, (_, i) => (
            <li key={i}>
              <span className="pr-category-nav__link">
                <span className="pr-skeleton pr-skeleton--text" />
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="pr-catalogue__series">
        <div className="pr-catalogue__series-title pr-catalogue-skeleton__heading">
          <span className="pr-skeleton pr-skeleton--text" />
        </div>
        <ul className="pr-series-grid">
          {Array.from({ length: cards }, (_, i) => (
            <SkeletonCard key={i} lines={SERIES_CARD_LINES} />
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Where the Distributor select will be: its label line and its 44 px box. */
export function DistributorSelectSkeleton() {
  return (
    <div className="pr-distributor-select" aria-hidden="true">
      <span className="pr-distributor-select__label">Distributor</span>
      <span className="pr-distributor-select__box pr-skeleton" />
    </div>
  );
}
