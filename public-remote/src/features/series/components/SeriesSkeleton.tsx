import { useMessages } from '../../../messages/messages';

/** Products shown while the series loads: a series has a few. */
const SKELETON_PRODUCTS = 4;

/**
 * The series body as it will be (overview, models heading, model cards), built from the real parts'
 * classes so each box has the size of what replaces it: nothing moves on arrival.
 */
export function SeriesSkeleton() {
  const messages = useMessages();
  return (
    <div className="pr-series__layout" aria-hidden="true" data-testid="series-skeleton">
      <div className="pr-series__overview">
        <span className="pr-series__image pr-skeleton" />
        <div className="pr-series__facts">
          <p className="pr-series__description">
            <span className="pr-skeleton pr-skeleton--text" />
          </p>
        </div>
      </div>
      <div className="pr-series__models">
        <div className="pr-series__section-title">{messages.models}</div>
        <ul className="pr-series-products">
          {Array.from({ length: SKELETON_PRODUCTS }, (_, i) => (
            <li key={i} className="pr-series-product">
              <span className="pr-series-product__image pr-skeleton" />
              <div className="pr-series-product__text">
                <div className="pr-series-product__name">
                  <span className="pr-skeleton pr-skeleton--text" />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
