// The public search: the core's use case over the demo's store (no throttle: the visitor's own browser).
import { searchCatalogue } from '@mfe/catalogue-core';
import { route, type DemoRoute } from '../http/router';

export function searchRoutes(): DemoRoute[] {
  return [route('GET /api/search', (req, { store }) => searchCatalogue(store, req.query), { public: true })];
}
