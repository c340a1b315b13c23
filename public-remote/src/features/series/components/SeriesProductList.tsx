import { storageUrl, type SeriesProduct } from '@mfe/shared-ui';
import { ImageWithFallback } from '../../../components/ImageWithFallback';
import { IMAGE_SLOTS } from '../../../components/imageSlots';
import { StatusPanel } from '../../../components/StatusPanel';
import { useMessages } from '../../../messages/messages';
import { useShownText } from '../../../lib/shownText';
import { CompareToggle } from '../../compare/components/CompareToggle';
import './SeriesProductList.css';

interface SeriesProductListProps {
  products: SeriesProduct[];
  /** The product the URL's #product-{id} points at: highlighted. */
  linked: number | null;
}

/** The series' models, each at its own anchor (#product-{id}) for links from search. */
export function SeriesProductList({ products, linked }: SeriesProductListProps) {
  const messages = useMessages();
  const shownText = useShownText();
  if (products.length === 0) {
    return (
      <StatusPanel tone="empty" title={messages.noModelsTitle}>
        <p>{messages.noModelsText}</p>
      </StatusPanel>
    );
  }
  return (
    <ul className="pr-series-products">
      {products.map((product) => {
        const brochure = storageUrl(product.file?.file_path);
        // A model's name is never translated; its description is.
        const description = shownText(product, 'description');
        return (
          <li
            key={product.id}
            id={`product-${product.id}`}
            // Focused when a link points at it, so a keyboard user goes on from there.
            tabIndex={-1}
            className={`pr-series-product${linked === product.id ? ' pr-series-product--linked' : ''}`}
          >
            <ImageWithFallback
              image={product.image}
              slot={IMAGE_SLOTS.seriesModel}
              alt={product.name}
              className="pr-series-product__image"
              width={400}
              height={300}
            />
            <div className="pr-series-product__text">
              <h3 className="pr-series-product__name">{product.name}</h3>
              {description.text && (
                <p className="pr-series-product__description" lang={description.lang}>
                  {description.text}
                </p>
              )}
              {brochure && (
                <a className="pr-series-product__brochure" href={brochure} target="_blank" rel="noopener noreferrer">
                  {messages.viewBrochure}
                  <span className="pr-visually-hidden">{messages.brochureOf(product.name)}</span>
                </a>
              )}
              <CompareToggle model={product} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
