// The catalogue finder (issue 24): a catalogue page's facets and its series under the buyer's
// filters (the syntax: ../finderFilters.ts; the use cases: ../useCases/finder.ts).
import { facetsAnswer, finderQuery, finderSeriesAnswer } from '../schemas/finder';
import { finderInput, readFacets, readFinderSeries } from '../useCases/finder';
import { catalogueRoute, type CatalogueRoute } from './route';

const tag = 'Catalogue finder';
const refusals = '404 for a vendor or category the reader does not see, 422 for vendor_id missing or a filter that is not one of the page';

export const FINDER_ROUTES: CatalogueRoute[] = [
  catalogueRoute({
    id: 'catalog.facets',
    method: 'GET',
    path: '/api/catalog/facets',
    access: 'public',
    doc: {
      tag,
      summary: `A catalogue page's filterable attributes with, under the other filters, how many models have each option or yes/no and the least and greatest number (public: published models only; ${refusals})`,
    },
    request: { query: finderQuery },
    response: { status: 200, schema: facetsAnswer },
    input: ({ query, audience }) => finderInput(query, audience),
    run: ({ store }, input) => readFacets(store, input),
  }),
  catalogueRoute({
    id: 'catalog.series',
    method: 'GET',
    path: '/api/catalog/series',
    access: 'public',
    doc: {
      tag,
      summary: `A catalogue page's series that have at least one model passing the filters, with how many do, in the catalogue's order (public: published only; ${refusals})`,
    },
    request: { query: finderQuery },
    response: { status: 200, schema: finderSeriesAnswer },
    input: ({ query, audience }) => finderInput(query, audience),
    run: ({ store }, input) => readFinderSeries(store, input),
  }),
];
