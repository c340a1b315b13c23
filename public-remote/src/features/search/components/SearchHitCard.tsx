import { Link } from 'react-router-dom';
import type { SearchHit } from '@mfe/shared-ui';
import { ImageWithFallback } from '../../../components/ImageWithFallback';
import { IMAGE_SLOTS } from '../../../components/imageSlots';
import { excerpt } from '../utils/searchPage';
import { HighlightedText } from './HighlightedText';
import './SearchHitCard.css';

/** One record found: a link to its public page with its image, name (searched words marked), where it sits and what it is. */
export function SearchHitCard({ hit, query }: { hit: SearchHit; query: string }) {
  const description = excerpt(hit.description);
  return (
    <li className="pr-search-hit">
      <Link className="pr-search-hit__link" to={hit.path}>
        {/* Decorative: the link's text names the record. */}
        <ImageWithFallback image={hit.image_path} slot={IMAGE_SLOTS.searchHit} alt="" className="pr-search-hit__image" width={120} height={90} />
        <span className="pr-search-hit__text">
          <span className="pr-search-hit__name">
            <HighlightedText text={hit.name} query={query} />
          </span>
          {hit.context.length > 0 && <span className="pr-search-hit__context">{hit.context.join(' › ')}</span>}
          {description && <span className="pr-search-hit__description">{description}</span>}
        </span>
      </Link>
    </li>
  );
}
