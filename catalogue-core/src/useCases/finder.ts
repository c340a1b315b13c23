// The catalogue finder (issue 24): for a catalogue page (a vendor, one of its categories or all of
// them, as the catalogue's series list reads them) and the buyer's filters, the filterable
// attributes with their counts (GET /api/catalog/facets) and the series that have a matching model
// (GET /api/catalog/series). The stores count (CatalogueReads.finderFacets / finderSeries: SQL in
// the API, ../finderCounts.ts in the demo); what is in view, what a filter means and how the
// answer reads are decided here, once.
import type { Audience } from '../audience';
import { notFound, unprocessable } from '../errors';
import { routeIdOf } from '../ids';
import { MESSAGES } from '../messages';
import { judgeFinderFilters, sentFilters, type FinderFilterMessages, type SentFilter } from '../finderFilters';
import type { Facet, FacetsAnswer, FinderSeriesAnswer } from '../schemas/finder';
import type { AttributeRow, CatalogueStore, FacetRow, FinderQuery, SeriesCardRow } from '../store';
import { ok, type Answer } from './answer';

/** What the finder's calls take of a request, parsed: the page and its filters as sent (the API caches public reads by it). */
export interface FinderInput {
  vendorId: number;
  /** null: all the vendor's categories. */
  categoryId: number | null;
  filters: SentFilter[];
  audience: Audience;
}

/** The query string's page and filters (422 without a vendor id); a category that is no id (All) is all of them, as on the catalogue page. */
export function finderInput(query: Record<string, unknown>, audience: Audience): FinderInput {
  const vendorId = routeIdOf(query.vendor_id);
  if (vendorId === null) throw unprocessable({ vendor_id: [MESSAGES.finderVendorRequired] });
  const category = typeof query.category === 'string' ? query.category.trim() : '';
  return { vendorId, categoryId: /^\d+$/.test(category) ? routeIdOf(category) : null, filters: sentFilters(query), audience };
}

const FILTER_MESSAGES: FinderFilterMessages = {
  notAFilter: MESSAGES.finderNotAFilter,
  number: MESSAGES.attributeValueNumber,
  reversed: MESSAGES.finderRangeReversed,
  option: MESSAGES.attributeValueOption,
  boolean: MESSAGES.attributeValueBoolean,
};

/** A vendor's detail as the finder reads it: its categories and their series, those the audience sees, in the catalogue's order. */
interface VendorInView {
  mt_product_category?: Array<{ id: number; mt_product_series?: Array<{ id: number }> }>;
}

/** The page in view: its series in order, its filterable attributes in order, and the judged filters (404 for a vendor or category not in view, 422 for a bad filter). */
async function finderScope(
  store: CatalogueStore,
  input: FinderInput,
): Promise<{ query: FinderQuery; attributes: AttributeRow[]; onCard: AttributeRow[]; seriesIds: number[] }> {
  const vendor = (await store.detail('mt_vendor', input.vendorId, input.audience)) as VendorInView | undefined;
  if (!vendor) throw notFound('Vendor', input.vendorId);
  const categories = (vendor.mt_product_category ?? []).filter((category) => input.categoryId === null || category.id === input.categoryId);
  if (input.categoryId !== null && !categories.length) throw notFound('Product category', input.categoryId);
  const categoryPlace = new Map(categories.map((category, place) => [category.id, place]));
  const attributes = (await store.attributesOf([...categoryPlace.keys()])).sort(
    (a, b) => categoryPlace.get(a.mt_product_category_id)! - categoryPlace.get(b.mt_product_category_id)! || a.position - b.position || a.id - b.id,
  );
  const judged = judgeFinderFilters(input.filters, new Map(attributes.map((attribute) => [attribute.id, attribute])), FILTER_MESSAGES);
  if ('errors' in judged) throw unprocessable(judged.errors);
  const seriesIds = categories.flatMap((category) => (category.mt_product_series ?? []).map((series) => series.id));
  return {
    query: { seriesIds, publishedOnly: input.audience === 'public', filters: judged.filters },
    attributes: attributes.filter((attribute) => attribute.filterable && attribute.type !== 'text'),
    onCard: attributes.filter((attribute) => attribute.on_card),
    seriesIds,
  };
}

/** An attribute's facet from its groups of values. */
function facetOf(attribute: AttributeRow, groups: FacetRow[]): Facet {
  const countOf = (match: (row: FacetRow) => boolean) => groups.find(match)?.count ?? 0;
  const numeric = attribute.type === 'number' || attribute.type === 'range';
  const options =
    attribute.type === 'option'
      ? attribute.options.map((value) => ({ value, count: countOf((row) => row.text_value === value) }))
      : attribute.type === 'boolean'
        ? [true, false].map((value) => ({ value: String(value), count: countOf((row) => row.bool_value === value) }))
        : [];
  const bounds = groups.filter((row) => row.min !== null);
  return {
    id: attribute.id,
    name: attribute.name,
    name_id: attribute.name_id ?? null,
    mt_product_category_id: attribute.mt_product_category_id,
    type: attribute.type,
    unit: attribute.unit ?? null,
    options,
    min: numeric && bounds.length ? Math.min(...bounds.map((row) => row.min!)) : null,
    max: numeric && bounds.length ? Math.max(...bounds.map((row) => row.max!)) : null,
  };
}

/**
 * What the series cards show (issue 24, on_card): the attributes, and each series' values of them
 * in their order; a list's options in the attribute's order, other texts as first met.
 */
function seriesCards(onCard: AttributeRow[], seriesIds: number[], rows: SeriesCardRow[]): FacetsAnswer['cards'] {
  const place = new Map(onCard.map((attribute, at) => [attribute.id, at]));
  const bySeries = new Map<number, SeriesCardRow[]>();
  for (const row of rows) bySeries.set(row.series_id, [...(bySeries.get(row.series_id) ?? []), row]);
  return {
    attributes: onCard.map(({ id, name, name_id, type, unit }) => ({ id, name, name_id: name_id ?? null, type, unit: unit ?? null })),
    series: seriesIds.flatMap((id) => {
      const values = (bySeries.get(id) ?? [])
        .sort((a, b) => place.get(a.attribute_id)! - place.get(b.attribute_id)!)
        .map(({ attribute_id, min, max, texts }) => {
          const options = onCard[place.get(attribute_id)!]!.options;
          const ordered = options.length ? [...texts].sort((a, b) => options.indexOf(a) - options.indexOf(b)) : texts;
          return { attribute_id, min, max, texts: ordered };
        });
      return values.length ? [{ id, values }] : [];
    }),
  };
}

/** GET /api/catalog/facets: the page's filterable attributes, each counted under every filter but its own, and how many models pass them all. */
export async function readFacets(store: CatalogueStore, input: FinderInput): Promise<Answer> {
  const { query, attributes, onCard, seriesIds } = await finderScope(store, input);
  const { total, rows } = await store.finderFacets(
    query,
    attributes.map((attribute) => attribute.id),
  );
  const cardRows = onCard.length
    ? await store.finderCards(
        query,
        onCard.map((attribute) => attribute.id),
      )
    : [];
  const data: FacetsAnswer = {
    cards: seriesCards(onCard, seriesIds, cardRows),
    total,
    attributes: attributes.map((attribute) =>
      facetOf(
        attribute,
        rows.filter((row) => row.attribute_id === attribute.id),
      ),
    ),
  };
  return ok({ data });
}

/** GET /api/catalog/series: the page's series that have a model passing every filter, in the catalogue's order. */
export async function readFinderSeries(store: CatalogueStore, input: FinderInput): Promise<Answer> {
  const { query, seriesIds } = await finderScope(store, input);
  const counts = new Map((await store.finderSeries(query)).map((row) => [row.id, row.count]));
  const series = seriesIds.flatMap((id) => (counts.has(id) ? [{ id, count: counts.get(id)! }] : []));
  const data: FinderSeriesAnswer = { total: series.reduce((sum, row) => sum + row.count, 0), series };
  return ok({ data });
}
