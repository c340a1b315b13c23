import { useState } from 'react';
import { Link } from 'react-router-dom';
import { productTypePath, useImageViewer, variantUrl, type ManufactureType } from '@mfe/shared-ui';
import { ImageWithFallback } from '../../../components/ImageWithFallback';
import { IMAGE_SLOTS } from '../../../components/imageSlots';
import { useMessages } from '../../../messages/messages';
import { useShownText } from '../../../lib/shownText';
import './ProductTypeTile.css';

/**
 * One manufacture type: a round image and its name. Hovering or focusing the tile shows 'See More'
 * (always shown on touch screens, which cannot hover); the image itself opens the full-screen viewer.
 */
export function ProductTypeTile({ type }: { type: ManufactureType }) {
  const viewer = useImageViewer();
  const messages = useMessages();
  // The type's name in the page's language; its URL keeps the English name (the API finds it by that).
  const name = useShownText()(type, 'name');
  const image = type.image;
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
          onClick={() => viewer.open(variantUrl(image?.image_path, 1920), name.text)}
          aria-label={messages.enlargeImage(name.text)}
        >
          <ImageWithFallback image={image} slot={IMAGE_SLOTS.typeTile} alt={name.text} className="pr-tile__frame" width={200} height={200} />
        </button>
        {/* Visibly 'See More' (spec §2); named for what it opens: the label for screen readers, the
            hidden text for tools that read a link's text (search engines, link lists). */}
        <Link className="pr-button pr-tile__more" to={productTypePath(type.name)} aria-label={`${messages.seeMore}${messages.seeMoreOf(name.text)}`}>
          {messages.seeMore}
          <span className="pr-visually-hidden">{messages.seeMoreOf(name.text)}</span>
        </Link>
      </div>
      <h3 id={nameId} className="pr-tile__name" lang={name.lang}>
        {name.text}
      </h3>
    </li>
  );
}
