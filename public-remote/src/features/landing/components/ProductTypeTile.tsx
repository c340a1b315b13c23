import { useState } from 'react';
import { Link } from 'react-router-dom';
import { productTypePath, useImageViewer, variantUrl, type ManufactureType } from '@mfe/shared-ui';
import { ImageWithFallback } from '../../../components/ImageWithFallback';
import { IMAGE_SLOTS } from '../../../components/imageSlots';
import './ProductTypeTile.css';

/**
 * One manufacture type: a round image and its name. Hovering or focusing the tile shows 'See More'
 * (always shown on touch screens, which cannot hover); the image itself opens the full-screen viewer.
 */
export function ProductTypeTile({ type }: { type: ManufactureType }) {
  const viewer = useImageViewer();
  const image = type.image?.image_path;
  const nameId = `product-type-${type.id}-name`;
  // CSS :hover/:focus-within would do alone; the state also marks the tile for tests and for
  // browsers where focus-within styles are unreliable.
  const [active, setActive] = useState(false);
  return (
    <li className="pr-tile">
      <div
        className={`pr-tile__media${active ? ' pr-tile__media--active' : ''}`}
        data-testid="product-type-media"
        onMouseEnter={() => setActive(true)}
        onMouseLeave={() => setActive(false)}
        onFocus={() => setActive(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setActive(false);
        }}
      >
        <button
          type="button"
          className="pr-tile__image"
          onClick={() => viewer.open(variantUrl(image, 1920), type.name)}
          aria-label={`Enlarge the ${type.name} image`}
        >
          <ImageWithFallback image={image} slot={IMAGE_SLOTS.typeTile} alt={type.name} className="pr-tile__frame" width={200} height={200} />
        </button>
        {/* Visibly 'See More' (spec §2); named for what it opens: the label for screen readers, the
            hidden text for tools that read a link's text (search engines, link lists). */}
        <Link className="pr-button pr-tile__more" to={productTypePath(type.name)} aria-label={`See More: ${type.name} products`}>
          See More<span className="pr-visually-hidden">: {type.name} products</span>
        </Link>
      </div>
      <h3 id={nameId} className="pr-tile__name">
        {type.name}
      </h3>
    </li>
  );
}
