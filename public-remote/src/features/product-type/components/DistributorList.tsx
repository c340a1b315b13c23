import type { VendorNested } from '@mfe/shared-ui';
import { StatusPanel } from '../../../components/StatusPanel';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { SkeletonCard, type SkeletonLine } from '../../../components/SkeletonCard';
import { useMessages } from '../../../messages/messages';
import { VendorRow } from './VendorRow';
import './DistributorList.css';

/** Rows and cards a loading list shows: a typical distributor (four categories and See more). */
const SKELETON_VENDORS = 2;
const SKELETON_CARDS = 5;
/** A category card's lines (CategoryCard): its name and its series count. */
const CATEGORY_CARD_LINES: SkeletonLine[] = [
  { as: 'span', className: 'pr-category-card__name' },
  { as: 'span', className: 'pr-category-card__meta' },
];

/**
 * Distributor rows of the real rows' size (header, logo, name, description, a row of cards), so the
 * list that replaces them moves nothing on the page.
 */
function DistributorSkeleton() {
  const messages = useMessages();
  return (
    <>
      <LoadingIndicator label={messages.loadingDistributors} visuallyHidden />
      <div aria-hidden="true" data-testid="distributors-skeleton">
        {Array.from({ length: SKELETON_VENDORS }, (_, v) => (
          <div key={v} className="pr-vendor">
            <div className="pr-vendor__header">
              <div className="pr-vendor__title pr-distributors__skeleton-title">
                <span className="pr-vendor__link">
                  <span className="pr-vendor__logo pr-skeleton" />
                  <span className="pr-skeleton pr-skeleton--text" />
                </span>
              </div>
              <p className="pr-vendor__description pr-distributors__skeleton-description pr-skeleton" />
            </div>
            <ul className="pr-vendor__categories">
              {Array.from({ length: SKELETON_CARDS }, (_, c) => (
                <SkeletonCard key={c} lines={CATEGORY_CARD_LINES} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </>
  );
}

interface DistributorListProps {
  /** The type's (English) name, which its links carry. */
  typeName: string;
  /** The type's name as the page shows it. */
  typeLabel: string;
  /** undefined while loading. */
  vendors: VendorNested[] | undefined;
}

/** Spec §2: the Distributors of a manufacture type, one row each. */
export function DistributorList({ typeName, typeLabel, vendors }: DistributorListProps) {
  const messages = useMessages();
  let body;
  if (!vendors) body = <DistributorSkeleton />;
  else if (vendors.length === 0) {
    body = (
      <StatusPanel tone="empty" title={messages.noDistributorsTitle}>
        <p>{messages.noDistributorsText(typeLabel)}</p>
      </StatusPanel>
    );
  } else body = vendors.map((vendor) => <VendorRow key={vendor.id} typeName={typeName} vendor={vendor} />);
  return (
    <section className="pr-distributors" aria-labelledby="distributors-title" aria-busy={!vendors || undefined}>
      <div className="pr-container">
        <h2 id="distributors-title" className="pr-distributors__title">
          {messages.distributors}
        </h2>
        {body}
      </div>
    </section>
  );
}
