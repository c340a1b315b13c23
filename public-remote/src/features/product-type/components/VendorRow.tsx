import { Link } from 'react-router-dom';
import { cataloguePath, type VendorNested } from '@mfe/shared-ui';
import { ImageWithFallback } from '../../../components/ImageWithFallback';
import { IMAGE_SLOTS } from '../../../components/imageSlots';
import { useMessages } from '../../../messages/messages';
import { useShownText } from '../../../lib/shownText';
import { CategoryCard, SeeMoreCard } from './CategoryCard';
import './VendorRow.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** One distributor: logo and name lead to its whole catalogue; its categories lead to filtered ones. */
export function VendorRow({ typeName, vendor }: { typeName: string; vendor: VendorNested }) {
  const nameId = `vendor-${vendor.id}-name`;
  const messages = useMessages();
  // The brand's name is never translated; its description is.
  const description = useShownText()(vendor, 'description');
  return (
    <article className="pr-vendor" aria-labelledby={nameId}>
      <header className="pr-vendor__header">
        <h3 id={nameId} className="pr-vendor__title">
          <Link className="pr-vendor__link" to={cataloguePath(typeName, vendor.id)}>
            {/* The name beside it says the same, so the logo adds nothing for a screen reader.
                Without a logo, or with a broken one, the vendor's initials stand in. */}
            <ImageWithFallback
              className="pr-vendor__logo"
              image={vendor.image}
              slot={IMAGE_SLOTS.vendorLogo}
              alt=""
              width={56}
              height={56}
              fallback={
                <span className="pr-vendor__initials" aria-hidden="true" data-testid="vendor-initials">
                  {initials(vendor.name)}
                </span>
              }
            />
            <span className="pr-vendor__name">{vendor.name}</span>
          </Link>
        </h3>
        {description.text && (
          <p className="pr-vendor__description" lang={description.lang}>
            {description.text}
          </p>
        )}
      </header>
      <ul className="pr-vendor__categories" aria-label={messages.vendorCategories(vendor.name)}>
        {(vendor.mt_product_category ?? []).map((category) => (
          <CategoryCard key={category.id} typeName={typeName} vendorId={vendor.id} category={category} />
        ))}
        <SeeMoreCard typeName={typeName} vendorId={vendor.id} vendorName={vendor.name} />
      </ul>
    </article>
  );
}
