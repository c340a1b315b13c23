import { Link } from 'react-router-dom';
import { useLocale, type SearchHit } from '@mfe/shared-ui';
import { hitContextInLocale } from '@mfe/catalogue-core/search-hit-context';
import { ImageWithFallback } from '../../../components/ImageWithFallback';
import { IMAGE_SLOTS } from '../../../components/imageSlots';
import { excerpt } from '../utils/searchPage';
import { useShownText } from '../../../lib/shownText';
import { HighlightedText } from './HighlightedText';
import './SearchHitCard.css';

/**
 * One record found: a link to its public page with its image, name (searched words marked), where
 * it sits and what it is; name and description in the page's language (the English ones marked
 * when untranslated), the searched words marked in the text shown.
 */
export function SearchHitCard({ hit, query }: { hit: SearchHit; query: string }) {
  const shownText = useShownText();
  const locale = useLocale();
  const name = shownText(hit, 'name');
  const description = shownText(hit, 'description');
  const shortDescription = excerpt(description.text);
  return (
    <li className="pr-search-hit">
      <Link className="pr-search-hit__link" to={hit.path}>
        {/* Decorative: the link's text names the record. */}
        <ImageWithFallback image={hit.image_path} slot={IMAGE_SLOTS.searchHit} alt="" className="pr-search-hit__image" width={120} height={90} />
        <span className="pr-search-hit__text">
          <span className="pr-search-hit__name" lang={name.lang}>
            <HighlightedText text={name.text} query={query} />
          </span>
          {hit.context.length > 0 && (
            // Each place in the page's language where it has a name in it (a type, a category).
            <span className="pr-search-hit__context">
              {hitContextInLocale(hit, locale).map((place, i) => (
                <span key={i} lang={place.lang === locale ? undefined : place.lang}>
                  {i > 0 && ' › '}
                  {place.text}
                </span>
              ))}
            </span>
          )}
          {shortDescription && (
            <span className="pr-search-hit__description" lang={description.lang}>
              {shortDescription}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
