// The design tokens first, so that component styles loaded after them win ties.
import '../../../styles/theme.css';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { seriesPath, useLocale, usePageTitle, type ProductSeriesPage } from '@mfe/shared-ui';
import { useMessages, type PublicMessages } from '../../../messages/messages';
import { useShownText } from '../../../lib/shownText';
import { ImageWithFallback } from '../../../components/ImageWithFallback';
import { IMAGE_SLOTS } from '../../../components/imageSlots';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { StatusPanel } from '../../../components/StatusPanel';
import { buildLabel } from '../../../lib/buildLabel';
import { PdfNotAvailableTag } from '../../catalogue/components/PdfNotAvailableTag';
import { CompareTray } from '../../compare/components/CompareTray';
import { InquirySection } from '../../inquiry/components/InquirySection';
import { brochureUrl } from '../../catalogue/utils/brochureUrl';
import { useGetSeriesPageQuery } from '../api/seriesApi';
import { PreviewBanner } from '../../preview/components/PreviewBanner';
import { usePreview } from '../../preview/hooks/usePreview';
import { withPreview } from '../../preview/utils/previewArgs';
import { useLinkedProduct } from '../hooks/useLinkedProduct';
import { seriesPageNumber } from '../utils/seriesPageNumber';
import { homeTrail, seriesTrail } from '../utils/seriesTrail';
import { SeriesBreadcrumbs } from './SeriesBreadcrumbs';
import { SeriesPagination, shownRange } from './SeriesPagination';
import { SeriesProductList } from './SeriesProductList';
import { SeriesSkeleton } from './SeriesSkeleton';
import { SeriesSpecification } from './SeriesSpecification';
import './SeriesPage.css';
import { withMessages } from '../../../messages/withMessages';

/** The title of a series page: its name, and past the first page which page of how many. */
export function seriesPageTitle(series: ProductSeriesPage, messages: PublicMessages): string {
  const { current_page: page, last_page: last } = series.mt_product_page;
  return page > 1 ? messages.seriesPageTitle(series.name, page, last) : series.name;
}

/** Exposed as public_remote/SeriesPage: /product/series/:seriesId[?page=n] (issues 14, 20). */
function SeriesPage() {
  const params = useParams();
  const messages = useMessages();
  const locale = useLocale();
  const { search } = useLocation();
  const seriesId = /^\d+$/.test(params.seriesId ?? '') ? Number(params.seriesId) : null;
  const page = seriesPageNumber(search);
  const skip = seriesId === null || page === null;
  const preview = usePreview();
  const {
    currentData: series,
    data: shownBefore,
    isFetching,
    isError,
    error,
    refetch,
  } = useGetSeriesPageQuery(withPreview({ id: seriesId ?? 0, page: page ?? 1 }, preview), { skip });
  // While another page of the same series loads, its name and trail stay; only the models wait.
  const named = series ?? (isFetching && shownBefore?.id === seriesId ? shownBefore : undefined);
  const failed = skip || (isError && !isFetching);
  usePageTitle(series ? seriesPageTitle(series, messages) : failed ? messages.seriesFallbackTitle : undefined);
  const linked = useLinkedProduct(series !== undefined);
  useOnAnotherPage(series && { id: series.id, page: series.mt_product_page.current_page });

  let body;
  if (series) {
    body = <SeriesBody series={series} linked={linked} />;
  } else if (failed && seriesId !== null && (page === null || (page > 1 && isNotFound(error)))) {
    // A page of the models that is not there (past the last, or no page number): the way back.
    body = (
      <StatusPanel
        tone="not-found"
        title={messages.noSuchPageTitle}
        actions={
          <Link className="pr-button" to={seriesPath(seriesId)}>
            {messages.firstPage}
          </Link>
        }
      >
        <p>{messages.noSuchPageText}</p>
      </StatusPanel>
    );
  } else if (failed) {
    const notFound = seriesId === null || isNotFound(error);
    body = notFound ? (
      <StatusPanel
        tone="not-found"
        title={messages.seriesNotFound}
        actions={
          <Link className="pr-button" to="/products">
            {messages.browseProducts}
          </Link>
        }
      >
        <p>{messages.seriesNotFoundText}</p>
      </StatusPanel>
    ) : (
      <StatusPanel
        tone="error"
        title={messages.seriesUnavailable}
        actions={
          <button type="button" className="pr-button" onClick={() => refetch()}>
            {messages.tryAgain}
          </button>
        }
      >
        <p>{messages.seriesUnavailableText}</p>
      </StatusPanel>
    );
  } else {
    body = (
      <>
        <LoadingIndicator label={messages.loadingSeries} visuallyHidden />
        <SeriesSkeleton />
      </>
    );
  }

  return (
    <div className="pr-page pr-series" data-build={buildLabel()}>
      <PreviewBanner />
      <header className="pr-banner pr-series-header">
        <div className="pr-container">
          <SeriesBreadcrumbs trail={named ? seriesTrail(named, locale, messages) : homeTrail(messages)} />
          {named ? (
            <h1 className="pr-series-header__title">{named.name}</h1>
          ) : failed ? (
            <h1 className="pr-series-header__title">{messages.seriesFallbackTitle}</h1>
          ) : (
            <div className="pr-series-header__title-placeholder pr-skeleton" aria-hidden="true" />
          )}
        </div>
      </header>
      <div className="pr-container pr-series__body">{body}</div>
      {/* The models picked to compare (issue 24), from this series and others. */}
      <CompareTray />
    </div>
  );
}

/**
 * Another page of the models, followed in the browser (the skeleton stood in while it loaded): the
 * reader goes on from the top of its list, the models' heading scrolled to and focused.
 */
function useOnAnotherPage(shown: { id: number; page: number } | undefined) {
  const before = useRef(shown);
  const id = shown?.id;
  const page = shown?.page;
  useEffect(() => {
    if (id === undefined || page === undefined) return;
    // Another page of the same series (a new series starts at the top as any page does).
    const moved = before.current?.id === id && before.current.page !== page;
    before.current = { id, page };
    if (!moved) return;
    const heading = document.getElementById('series-models-title');
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [id, page]);
}

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

function SeriesBody({ series, linked }: { series: ProductSeriesPage; linked: number | null }) {
  const messages = useMessages();
  // The series' name is a model name, never translated; its description is.
  const description = useShownText()(series, 'description');
  const pdf = brochureUrl(series);
  const paging = series.mt_product_page;
  const paged = paging.last_page > 1;
  return (
    <div className="pr-series__layout">
      <section className="pr-series__overview" aria-label={messages.overview}>
        <ImageWithFallback
          image={series.image}
          slot={IMAGE_SLOTS.seriesHero}
          alt={series.name}
          className="pr-series__image"
          width={400}
          height={300}
          loading="priority"
        />
        <div className="pr-series__facts">
          {description.text && (
            <p className="pr-series__description" lang={description.lang}>
              {description.text}
            </p>
          )}
          <p className="pr-series__brochure">
            {pdf ? (
              <a className="pr-button" href={pdf} target="_blank" rel="noopener noreferrer">
                {messages.viewBrochure}
                <span className="pr-visually-hidden">{messages.pdfInNewTab}</span>
              </a>
            ) : (
              <PdfNotAvailableTag />
            )}
          </p>
        </div>
      </section>
      <section className="pr-series__models" aria-labelledby="series-models-title">
        <h2 id="series-models-title" className="pr-series__section-title" tabIndex={-1}>
          {messages.models}
        </h2>
        {paged && <p className="pr-series__shown">{shownRange(paging, messages)}</p>}
        <SeriesSpecification seriesName={series.name} attributes={series.mt_product_attribute ?? []} products={series.mt_product} />
        <SeriesProductList products={series.mt_product} linked={linked} />
        <SeriesPagination seriesId={series.id} page={paging} />
      </section>
      {/* The form's own heading ('Request a quote') names the aside. */}
      <aside className="pr-series__quote" aria-label={messages.requestQuote}>
        <InquirySection series={{ id: series.id, name: series.name }} />
      </aside>
    </div>
  );
}

export default withMessages(SeriesPage);
