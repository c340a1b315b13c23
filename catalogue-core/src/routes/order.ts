// The staff's order of each level's and the products' records under one parent (issue 21), and of
// a category's attributes (issue 24): one call names all the parent's children in their new order.
import * as responses from '../schemas/responses';
import { orderInput, ORDERED_TABLES, reorder } from '../useCases/order';
import { catalogueRoute, type CatalogueRoute } from './route';

export const ORDER_ROUTES: CatalogueRoute[] = ORDERED_TABLES.map((ordered) =>
  catalogueRoute({
    id: `${ordered.table}.order`,
    method: 'POST',
    path: `${ordered.path}/order`,
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
