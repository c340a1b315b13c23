import { Link } from 'react-router-dom';
import type { finder } from '@mfe/catalogue-core';
import { seriesPath, useLocale, type ProductSeriesNested } from '@mfe/shared-ui';
import { ImageWithFallback, type ImageLoading } from '../../../components/ImageWithFallback';
import { IMAGE_SLOTS } from '../../../components/imageSlots';
import { brochureUrl } from '../utils/brochureUrl';
import { useMessages } from '../../../messages/messages';
import { useShownText } from '../../../lib/shownText';
import { cardSpecText } from '../utils/cardSpec';
import { PdfNotAvailableTag } from './PdfNotAvailableTag';
import './SeriesCard.css';

/** A specification a series card shows (issue 24: an attribute flagged on_card): its models' values together. */
export interface CardSpec {
  attribute: finder.CardAttribute;
  value: finder.SeriesCardValue;
}

/**
 * A series: a link to its PDF brochure in a new tab, or — flagged no_pdf — a plain card with a
 * red 'PDF Not Available' tag, since there is nothing to open (spec §2). Below it, a separate link
 * (never inside the PDF link) to the series page with its models. Between them, the
 * specifications its category shows on cards (outside both links, read as a list of terms).
 */
export function SeriesCard({
  series,
  specs = [],
  loading = 'lazy',
}: {
  series: ProductSeriesNested;
  specs?: CardSpec[];
  /** Its image's (ImageLoading). */
  loading?: ImageLoading;
}) {
  const messages = useMessages();
  const locale = useLocale();
  const shownText = useShownText();
  const shownSpecs = specs.flatMap(({ attribute, value }) => {
    const text = cardSpecText(attribute, value, locale, messages);
    return text === null ? [] : [{ id: attribute.id, name: shownText(attribute, 'name'), text }];
  });
  const pdf = brochureUrl(series);
  const image = series.image;

  const surface = pdf ? (
    <a className="pr-card__surface pr-card__surface--link" href={pdf} target="_blank" rel="noopener noreferrer">
      {/* Decorative: the link's text names the series. */}
      <ImageWithFallback image={image} slot={IMAGE_SLOTS.seriesCard} alt="" className="pr-card__image" width={400} height={300} loading={loading} />
      <h3 className="pr-series-card__name">{series.name}</h3>
      <p className="pr-series-card__footer">
        <span className="pr-series-card__pdf" aria-hidden="true">
          PDF
        </span>
        {messages.viewBrochure}
        <span className="pr-visually-hidden">{messages.pdfInNewTab}</span>
      </p>
    </a>
  ) : (
    <article className="pr-card__surface">
      <ImageWithFallback
        image={image}
        slot={IMAGE_SLOTS.seriesCard}
        alt={series.name}
        className="pr-card__image"
        width={400}
        height={300}
        loading={loading}
      />
      <h3 className="pr-series-card__name">{series.name}</h3>
      <p className="pr-series-card__footer">
        <PdfNotAvailableTag />
      </p>
    </article>
  );
  return (
    <li className={`pr-card pr-series-card${pdf ? '' : ' pr-series-card--no-pdf'}`}>
      {surface}
      {shownSpecs.length > 0 && (
        <dl className="pr-series-card__specs">
          {shownSpecs.map(({ id, name, text }) => (
            <div key={id}>
              <dt lang={name.lang}>{name.text}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      )}
      <Link className="pr-series-card__models" to={seriesPath(series.id)}>
        <span className="pr-visually-hidden">{series.name}: </span>
        {messages.modelCount(series.product_count)}
        <span aria-hidden="true"> ›</span>
      </Link>
    </li>
  );
}
