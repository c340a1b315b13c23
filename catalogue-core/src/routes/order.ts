// The staff's order of each level's and the products' records under one parent (issue 21): one
// call names all the parent's children in their new order.
import { LEVEL_LIST } from '../levels';
import * as responses from '../schemas/responses';
import { orderInput, reorder, type OrderedTable } from '../useCases/order';
import { catalogueRoute, type CatalogueRoute } from './route';

const ORDERED: Array<OrderedTable & { path: string }> = [
  ...LEVEL_LIST.map((level) => ({ table: level.table, thing: level.thing, path: level.path, parentColumn: level.parentFilters[0] ?? null })),
  { table: 'mt_product', thing: 'Product', path: '/api/product', parentColumn: 'mt_product_series_id' },
];

export const ORDER_ROUTES: CatalogueRoute[] = ORDERED.map(({ path, ...ordered }) =>
  catalogueRoute({
    id: `${ordered.table}.order`,
    method: 'POST',
    path: `${path}/order`,
    access: 'staff',
    doc: {
      tag: ordered.thing,
      summary: `Reorder under one parent: parent_id and all its children's ids in their new order (422 unless exactly its children)`,
    },
    request: { body: orderInput },
    response: { status: 200, schema: responses.reordered },
    input: () => null,
    run: ({ store, actor }, _none, readForm) => reorder(store, actor, ordered, async () => (await readForm()).fields),
  }),
);
