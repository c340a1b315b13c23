// The design tokens first, so that component styles loaded after them win ties.
import '../../../styles/theme.css';
import { Link, useHref, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { finder } from '@mfe/catalogue-core';
import { cataloguePath, productTypePath, usePageTitle, type ProductSeriesNested } from '@mfe/shared-ui';
import { useGetCatalogFacetsQuery, useGetCatalogSeriesQuery, useGetVendorDetailQuery } from '../api/catalogueApi';
import { finderArgsOf } from '../utils/finderQuery';
import { FinderPanel } from './FinderPanel';
import { PreviewBanner } from '../../preview/components/PreviewBanner';
import { usePreview } from '../../preview/hooks/usePreview';
import { withPreview } from '../../preview/utils/previewArgs';
import { useCategoryFilter } from '../hooks/useCategoryFilter';
import { seriesForFilter } from '../utils/seriesForFilter';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { StatusPanel } from '../../../components/StatusPanel';
import { CatalogueHeader } from './CatalogueHeader';
import { CategoryNav } from './CategoryNav';
import { DistributorSelect } from './DistributorSelect';
import { SeriesGrid } from './SeriesGrid';
import { CatalogueSkeleton, DistributorSelectSkeleton, skeletonCardCount } from './CatalogueSkeleton';
import './CataloguePage.css';
import { buildLabel } from '../../../lib/buildLabel';
import { useShownText } from '../../../lib/shownText';
import { useMessages } from '../../../messages/messages';
import { withMessages } from '../../../messages/withMessages';

/** Exposed as public_remote/CataloguePage: /product/catalog/:type/:vendorId?category={id|All}. */
function CataloguePage() {
  const params = useParams();
  const navigate = useNavigate();
  const messages = useMessages();
  const shownText = useShownText();
  const typeName = params.type ?? '';
  // Without a :vendorId param this is not the catalogue's route (see useCategoryFilter).
  const onOwnRoute = params.vendorId !== undefined;
  const vendorId = /^\d+$/.test(params.vendorId ?? '') ? Number(params.vendorId) : null;
  // Opened in a fresh tab without ?category=, 'back' is the catalogue's manufacture type.
  const filter = useCategoryFilter(onOwnRoute, typeName ? productTypePath(typeName) : '/');
  const skip = vendorId === null || filter.kind === 'missing';
  const preview = usePreview();
  const { currentData: vendor, isFetching, isError, error, refetch } = useGetVendorDetailQuery(withPreview({ id: vendorId ?? 0 }, preview), { skip });
  // The finder (issue 24): the page's facets, and its series under the URL's filters when it has some.
  const [searchParams, setSearchParams] = useSearchParams();
  const finderArgs = skip ? null : withPreview(finderArgsOf(vendorId, searchParams), preview);
  // Skipped by the option, not skipToken: importing it would bring RTK Query's own copy to the page (11 KB gzip).
  const noFinder = { vendorId: 0, category: '', filters: '' };
  const facets = useGetCatalogFacetsQuery(finderArgs ?? noFinder, { skip: !finderArgs });
  const matching = useGetCatalogSeriesQuery(finderArgs ?? noFinder, { skip: !finderArgs?.filters });
  const formAction = useHref(cataloguePath(params.type ?? '', vendorId ?? 0).split('?')[0]!);

  const failed = onOwnRoute && (vendorId === null || (isError && !isFetching));
  const title = vendor ? messages.vendorCatalog(vendor.name) : failed ? messages.catalog : undefined;
  usePageTitle(title);

  if (filter.kind === 'missing') {
    return (
      <div className="pr-page pr-catalogue" data-build={buildLabel()}>
        <LoadingIndicator label={messages.goingBack} />
      </div>
    );
  }

  // The vendor's own manufacture type names the links, so a mistyped type in the URL heals.
  const linkTypeName = vendor?.mt_manufacture_type?.name ?? typeName;
  const typeLabel = vendor?.mt_manufacture_type ? shownText(vendor.mt_manufacture_type, 'name') : { text: typeName };
  const categories = vendor?.mt_product_category ?? [];
  const selectedCategory = filter.kind === 'category' ? categories.find((c) => c.id === filter.id) : undefined;

  const unavailable = failed || (!vendor && !isFetching);
  const loading = !vendor && !unavailable;
  let body;
  if (unavailable) {
    const notFound = vendorId === null || (error && 'status' in error && error.status === 404);
    // Spec §8: catalogue errors are not toasted; this empty state says what happened instead.
    body = (
      <StatusPanel
        tone="empty"
        title={notFound ? messages.distributorNotFound : messages.catalogueUnavailable}
        actions={
          notFound ? undefined : (
            <button type="button" className="pr-button" onClick={() => refetch()}>
              {messages.tryAgain}
            </button>
          )
        }
      >
        <p>{notFound ? messages.distributorNotFoundText : messages.catalogueUnavailableText}</p>
      </StatusPanel>
    );
  } else if (!vendor) {
    body = (
      <>
        <LoadingIndicator label={messages.loadingCatalogue} visuallyHidden />
        <CatalogueSkeleton cards={skeletonCardCount(filter)} />
      </>
    );
  } else {
    const clearTo = cataloguePath(linkTypeName, vendor.id, finderArgs?.category);
    const heading =
      filter.kind === 'all'
        ? { text: messages.allSeries }
        : selectedCategory
          ? shownText(selectedCategory, 'name')
          : { text: messages.unknownCategory };
    body = (
      <div className="pr-catalogue__layout">
        <div className="pr-catalogue__side">
          <CategoryNav typeName={linkTypeName} vendorId={vendor.id} categories={categories} filter={filter} />
          {finderArgs && facets.data && facets.data.attributes.length > 0 && (
            <FinderPanel
              facets={facets.data.attributes}
              action={formAction}
              category={finderArgs.category}
              searchParams={searchParams}
              clearTo={clearTo}
              onApply={(next) => setSearchParams(next)}
            />
          )}
        </div>
        <section className="pr-catalogue__series" aria-labelledby="catalogue-series-title">
          <h2 id="catalogue-series-title" className="pr-catalogue__series-title" lang={heading.lang}>
            {heading.text}
          </h2>
          {finderArgs?.filters ? (
            <FilteredSeries series={seriesForFilter(categories, filter)} cards={facets.data?.cards} matching={matching} clearTo={clearTo} />
          ) : (
            <SeriesGrid
              series={seriesForFilter(categories, filter)}
              cards={facets.data?.cards}
              emptyTitle={filter.kind === 'category' && !selectedCategory ? messages.categoryNotInCatalogue : messages.noSeriesTitle}
            />
          )}
        </section>
      </div>
    );
  }

  const distributors = vendor?.mt_manufacture_type?.mt_vendor?.length ? vendor.mt_manufacture_type.mt_vendor : vendor ? [vendor] : [];
  return (
    <div className="pr-page pr-catalogue" data-build={buildLabel()}>
      <PreviewBanner />
      <CatalogueHeader typeName={linkTypeName} typeLabel={typeLabel} title={title}>
        {vendor ? (
          <DistributorSelect
            // A new control for another distributor (after Go, back or forward) shows it as chosen.
            key={vendor.id}
            options={distributors}
            currentId={vendor.id}
            // Spec §2: another distributor starts at All of its categories.
            onSelect={(id) => navigate(cataloguePath(linkTypeName, id))}
          />
        ) : (
          loading && <DistributorSelectSkeleton />
        )}
      </CatalogueHeader>
      <div className="pr-container pr-catalogue__body">{body}</div>
    </div>
  );
}

/** The series under the finder's filters: those with a matching model, or why there are none. */
function FilteredSeries({
  series,
  cards,
  matching,
  clearTo,
}: {
  series: ProductSeriesNested[];
  cards: finder.FacetsAnswer['cards'] | undefined;
  matching: { data?: finder.FinderSeriesAnswer; error?: unknown };
  clearTo: string;
}) {
  const messages = useMessages();
  const clear = (
    <Link className="pr-button" to={clearTo}>
      {messages.finderClear}
    </Link>
  );
  // The last answer stays while the next one comes (no flash between two filters).
  const { data, error } = matching;
  if (error && typeof error === 'object' && 'status' in error && error.status === 422) {
    return (
      <StatusPanel tone="empty" title={messages.finderInvalid} actions={clear}>
        <p>{messages.finderInvalidText}</p>
      </StatusPanel>
    );
  }
  if (!data) return <LoadingIndicator label={messages.loadingCatalogue} />;
  const ids = new Set(data.series.map((row) => row.id));
  const shown = series.filter((item) => ids.has(item.id));
  return (
    <>
      <p className="pr-finder__matching" role="status">
        {messages.finderMatching(data.total)}
      </p>
      {shown.length ? (
        <SeriesGrid series={shown} cards={cards} emptyTitle={messages.finderNoMatch} />
      ) : (
        <StatusPanel tone="empty" title={messages.finderNoMatch} actions={clear}>
          <p>{messages.finderNoMatchText}</p>
        </StatusPanel>
      )}
    </>
  );
}

export default withMessages(CataloguePage);
