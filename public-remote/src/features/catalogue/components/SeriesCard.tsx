import { storageUrl, type ProductSeriesBase } from '@mfe/shared-ui';
import { ImageWithFallback } from '../../../components/ImageWithFallback';
import { brochureUrl } from '../utils/brochureUrl';
import './SeriesCard.css';

/**
 * A series: a link to its PDF brochure in a new tab, or — flagged no_pdf — a plain card with a
 * red 'PDF Not Available' tag, since there is nothing to open.
 */
export function SeriesCard({ series, priority = false }: { series: ProductSeriesBase; priority?: boolean }) {
  const pdf = brochureUrl(series);
  const image = storageUrl(series.image?.image_path);

  if (!pdf) {
    return (
      <li className="pr-card pr-series-card--no-pdf">
        <article className="pr-card__surface">
          <ImageWithFallback src={image} alt={series.name} className="pr-card__image" width={400} height={300} priority={priority} />
          <h3 className="pr-series-card__name">{series.name}</h3>
          <p className="pr-series-card__footer">
            <span className="pr-tag pr-tag--danger">PDF Not Available</span>
          </p>
        </article>
      </li>
    );
  }
  return (
    <li className="pr-card">
      <a className="pr-card__surface pr-card__surface--link" href={pdf} target="_blank" rel="noopener noreferrer">
        {/* Decorative: the link's text names the series. */}
        <ImageWithFallback src={image} alt="" className="pr-card__image" width={400} height={300} priority={priority} />
        <h3 className="pr-series-card__name">{series.name}</h3>
        <p className="pr-series-card__footer">
          <span className="pr-series-card__pdf" aria-hidden="true">
            PDF
          </span>
          View brochure
          <span className="pr-visually-hidden"> (PDF, opens in a new tab)</span>
        </p>
      </a>
    </li>
  );
}
