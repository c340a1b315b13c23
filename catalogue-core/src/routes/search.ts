// The public search (GET /api/search?q=&limit=): types, vendors, categories, series and products
// by name, tolerant of typos and partial model numbers (the core's searchCatalogue).
import { parse } from '../schemas/parse';
import { searchAnswer, searchQuery } from '../schemas/search';
import { searchCatalogue } from '../useCases/search';
import { catalogueRoute, type CatalogueRoute } from './route';

export const SEARCH_ROUTES: CatalogueRoute[] = [
  catalogueRoute({
    id: 'search',
    method: 'GET',
    path: '/api/search',
    access: 'public',
    doc: {
      tag: 'Search',
      summary:
        'Types, vendors, categories, series and products by name (and a level by description), tolerant of typos and partial model numbers: hits grouped by kind, each with its public path (public)',
    },
    request: { query: searchQuery },
    response: { status: 200, schema: searchAnswer },
    input: ({ query }) => parse(searchQuery, query),
    run: ({ store }, query) => searchCatalogue(store, query),
  }),
];
