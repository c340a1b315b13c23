// The design tokens first, so that component styles loaded after them win ties.
import '../../../styles/theme.css';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle, type ProductSeriesDetail } from '@mfe/shared-ui';
import { ImageWithFallback } from '../../../components/ImageWithFallback';
import { IMAGE_SLOTS } from '../../../components/imageSlots';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { StatusPanel } from '../../../components/StatusPanel';
import { buildLabel } from '../../../lib/buildLabel';
import { PdfNotAvailableTag } from '../../catalogue/components/PdfNotAvailableTag';
import { InquirySection } from '../../inquiry/components/InquirySection';
import { brochureUrl } from '../../catalogue/utils/brochureUrl';
import { useGetSeriesPageQuery } from '../api/seriesApi';
import { useLinkedProduct } from '../hooks/useLinkedProduct';
import { seriesTrail } from '../utils/seriesTrail';
import { SeriesBreadcrumbs } from './SeriesBreadcrumbs';
import { SeriesProductList } from './SeriesProductList';
import { SeriesSkeleton } from './SeriesSkeleton';
import './SeriesPage.css';

/** The title of a series page that has no series to name (unknown id, API down). */
export const SERIES_FALLBACK_TITLE = 'Product series';

/** The first steps of every series' trail, shown before (or without) the series. */
const HOME_TRAIL = [
  { name: 'Home', path: '/' },
  { name: 'Products', path: '/products' },
];

/** Exposed as public_remote/SeriesPage: /product/series/:seriesId (issue 14). */
export default function SeriesPage() {
  const params = useParams();
  const seriesId = /^\d+$/.test(params.seriesId ?? '') ? Number(params.seriesId) : null;
  const { currentData: series, isFetching, isError, error, refetch } = useGetSeriesPageQuery(seriesId ?? 0, { skip: seriesId === null });
  const failed = seriesId === null || (isError && !isFetching);
  usePageTitle(series ? series.name : failed ? SERIES_FALLBACK_TITLE : undefined);
  const linked = useLinkedProduct(series !== undefined);

  let body;
  if (series) {
    body = <SeriesBody series={series} linked={linked} />;
  } else if (failed) {
    const notFound = seriesId === null || (error && 'status' in error && error.status === 404);
    body = notFound ? (
      <StatusPanel
        tone="not-found"
        title="Series not found"
        actions={
          <Link className="pr-button" to="/products">
            Browse our products
          </Link>
        }
      >
        <p>This product series is no longer in our catalogue.</p>
      </StatusPanel>
    ) : (
      <StatusPanel
        tone="error"
        title="This series is not available right now"
        actions={
          <button type="button" className="pr-button" onClick={() => refetch()}>
            Try again
          </button>
        }
      >
        <p>We could not load this product series. Please try again in a moment.</p>
      </StatusPanel>
    );
  } else {
    body = (
      <>
        <LoadingIndicator label="Loading series…" visuallyHidden />
        <SeriesSkeleton />
      </>
    );
  }

  return (
    <div className="pr-page pr-series" data-build={buildLabel()}>
      <header className="pr-banner pr-series-header">
        <div className="pr-container">
          <SeriesBreadcrumbs trail={series ? seriesTrail(series) : HOME_TRAIL} />
          {series ? (
            <h1 className="pr-series-header__title">{series.name}</h1>
          ) : failed ? (
            <h1 className="pr-series-header__title">{SERIES_FALLBACK_TITLE}</h1>
          ) : (
            <div className="pr-series-header__title-placeholder pr-skeleton" aria-hidden="true" />
          )}
        </div>
      </header>
      <div className="pr-container pr-series__body">{body}</div>
    </div>
  );
}

function SeriesBody({ series, linked }: { series: ProductSeriesDetail; linked: number | null }) {
  const pdf = brochureUrl(series);
  return (
    <div className="pr-series__layout">
      <section className="pr-series__overview" aria-label="Overview">
        <ImageWithFallback
          image={series.image?.image_path}
          slot={IMAGE_SLOTS.seriesHero}
          alt={series.name}
          className="pr-series__image"
          width={400}
          height={300}
          priority
        />
        <div className="pr-series__facts">
          {series.description && <p className="pr-series__description">{series.description}</p>}
          <p className="pr-series__brochure">
            {pdf ? (
              <a className="pr-button" href={pdf} target="_blank" rel="noopener noreferrer">
                View brochure
                <span className="pr-visually-hidden"> (PDF, opens in a new tab)</span>
              </a>
            ) : (
              <PdfNotAvailableTag />
            )}
          </p>
        </div>
      </section>
      <section className="pr-series__models" aria-labelledby="series-models-title">
        <h2 id="series-models-title" className="pr-series__section-title">
          Models
        </h2>
        <SeriesProductList products={series.mt_product} linked={linked} />
      </section>
      {/* The form's own heading ('Request a quote') names the aside. */}
      <aside className="pr-series__quote" aria-label="Request a quote">
        <InquirySection series={{ id: series.id, name: series.name }} />
      </aside>
    </div>
  );
}
