import { storageUrl, type SeriesProduct } from '@mfe/shared-ui';
import { ImageWithFallback } from '../../../components/ImageWithFallback';
import { IMAGE_SLOTS } from '../../../components/imageSlots';
import { StatusPanel } from '../../../components/StatusPanel';
import './SeriesProductList.css';

interface SeriesProductListProps {
  products: SeriesProduct[];
  /** The product the URL's #product-{id} points at: highlighted. */
  linked: number | null;
}

/** The series' models, each at its own anchor (#product-{id}) for links from search. */
export function SeriesProductList({ products, linked }: SeriesProductListProps) {
  if (products.length === 0) {
    return (
      <StatusPanel tone="empty" title="No models listed yet">
        <p>Our sales team can tell you which models of this series are available.</p>
      </StatusPanel>
    );
  }
  return (
    <ul className="pr-series-products">
      {products.map((product) => {
        const brochure = storageUrl(product.file?.file_path);
        return (
          <li
            key={product.id}
            id={`product-${product.id}`}
            // Focused when a link points at it, so a keyboard user goes on from there.
            tabIndex={-1}
            className={`pr-series-product${linked === product.id ? ' pr-series-product--linked' : ''}`}
          >
            <ImageWithFallback
              image={product.image?.image_path}
              slot={IMAGE_SLOTS.seriesModel}
              alt={product.name}
              className="pr-series-product__image"
              width={400}
              height={300}
            />
            <div className="pr-series-product__text">
              <h3 className="pr-series-product__name">{product.name}</h3>
              {product.description && <p className="pr-series-product__description">{product.description}</p>}
              {brochure && (
                <a className="pr-series-product__brochure" href={brochure} target="_blank" rel="noopener noreferrer">
                  View brochure
                  <span className="pr-visually-hidden"> of {product.name} (PDF, opens in a new tab)</span>
                </a>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
