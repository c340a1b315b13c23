import { Link } from 'react-router-dom';
import { cataloguePath, type ProductCategoryNested } from '@mfe/shared-ui';
import { ImageWithFallback } from '../../../components/ImageWithFallback';
import { categoryPreviewImage } from '../utils/categoryPreview';
import { IMAGE_SLOTS } from '../../../components/imageSlots';
import { useMessages } from '../../../messages/messages';
import { useShownText } from '../../../lib/shownText';
import './CategoryCard.css';

interface CategoryCardProps {
  typeName: string;
  vendorId: number;
  category: ProductCategoryNested;
}

/** A vendor's category: opens the catalogue filtered to it. */
export function CategoryCard({ typeName, vendorId, category }: CategoryCardProps) {
  const count = category.mt_product_series?.length ?? 0;
  const messages = useMessages();
  const name = useShownText()(category, 'name');
  return (
    <li className="pr-card">
      <Link className="pr-card__surface pr-card__surface--link" to={cataloguePath(typeName, vendorId, category.id)}>
        {/* Decorative: the card's text names the category, and would be read twice otherwise. */}
        <ImageWithFallback
          image={categoryPreviewImage(category)}
          slot={IMAGE_SLOTS.categoryCard}
          alt=""
          className="pr-card__image"
          width={400}
          height={300}
        />
        <span className="pr-category-card__name" lang={name.lang}>
          {name.text}
        </span>
        <span className="pr-category-card__meta">{messages.seriesCount(count)}</span>
      </Link>
    </li>
  );
}

/** The last card of a vendor's row: the whole catalogue. */
export function SeeMoreCard({ typeName, vendorId, vendorName }: { typeName: string; vendorId: number; vendorName: string }) {
  const messages = useMessages();
  return (
    <li className="pr-card pr-category-card--more">
      {/* Visibly 'See more'; the hidden rest names what it opens (screen readers, link lists, search engines). */}
      <Link className="pr-card__surface pr-card__surface--link" to={cataloguePath(typeName, vendorId)}>
        <span className="pr-category-card__arrow" aria-hidden="true">
          →
        </span>
        <span className="pr-category-card__name">
          {messages.seeMoreCard}
          <span className="pr-visually-hidden">{messages.seeMoreFrom(vendorName)}</span>
        </span>
      </Link>
    </li>
  );
}
