// The compare view's read (issue 24): GET /api/product/compare?ids=, public.
import { z } from 'zod';
import { COMPARE_MAX } from '../limits';
import { comparison, compareQuery } from '../schemas/compare';
import { parse } from '../schemas/parse';
import { readComparison } from '../useCases/compare';
import { catalogueRoute, type CatalogueRoute } from './route';

const compare = catalogueRoute({
  id: 'product.compare',
  method: 'GET',
  path: '/api/product/compare',
  access: 'public',
  doc: {
    tag: 'Product',
    summary: `Up to ${COMPARE_MAX} models side by side (public): each with its series, category, vendor, type and values; the attributes of their categories; the rows (one attribute, or those of several categories sharing a name, type and unit); missing_ids for ids that are no model the reader sees (404 when none is; 422 {message} for no ids, an id that is none, or more than ${COMPARE_MAX})`,
  },
  request: { query: z.object({ ids: z.string().describe(`Model ids separated by commas, 1 to ${COMPARE_MAX}`) }) },
  response: { status: 200, schema: comparison },
  input: ({ query, audience }) => ({ ids: parse(compareQuery, query).ids, audience }),
  run: ({ store }, { ids, audience }) => readComparison(store, ids, audience),
});

export const COMPARE_ROUTES: CatalogueRoute[] = [compare];
