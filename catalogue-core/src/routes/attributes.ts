// Typed attributes (issue 24): a category's attributes, listed in the staff's order, read, created,
// updated and deleted by the staff (either role); their order call is ./order.ts's. A product's
// values come with its own calls (./products.ts).
import { z } from 'zod';
import { SEARCH_TEXT_MAX } from '../limits';
import { attributeInput, bulkValuesInput } from '../schemas/requests';
import * as responses from '../schemas/responses';
import { deleteAttribute, listAttributes, readAttribute, saveAttribute } from '../useCases/attributes';
import { saveBulkValues } from '../useCases/bulkValues';
import { listCategoryValues } from '../useCases/categoryValues';
import { catalogueRoute, sentId, type CatalogueRoute } from './route';
import { idParams } from './requestSchemas';

const tag = 'Attribute';
const saved = responses.saved(responses.attribute);

export const ATTRIBUTE_ROUTES: CatalogueRoute[] = [
  catalogueRoute({
    id: 'attribute.list',
    method: 'GET',
    path: '/api/attribute',
    access: 'staff',
    doc: { tag, summary: "A category's attributes in the staff's order (422 without category_id, 404 for an unknown category)" },
    request: { query: z.object({ category_id: z.string().describe('The product category') }) },
    response: { status: 200, schema: responses.one(z.array(responses.attribute)) },
    input: ({ query }) => query,
    run: ({ store }, query) => listAttributes(store, query),
  }),
  catalogueRoute({
    id: 'attribute.detail',
    method: 'GET',
    path: '/api/attribute/detail/:id',
    access: 'staff',
    doc: { tag, summary: 'Detail, with value_count: how many products have a value of it (what its delete takes with it)' },
    request: { params: idParams },
    response: { status: 200, schema: responses.one(responses.attributeDetail) },
    input: sentId,
    run: ({ store }, id) => readAttribute(store, id),
  }),
  catalogueRoute({
    id: 'attribute.create',
    method: 'POST',
    path: '/api/attribute/create',
    access: 'staff',
    doc: {
      tag,
      summary: 'Create: last in its category; a unit for number and range only, options (at least one) for option only',
    },
    request: { body: attributeInput },
    response: { status: 201, schema: saved },
    input: () => null,
    run: ({ store }, _none, readForm) => saveAttribute(store, null, async () => (await readForm()).fields),
  }),
  catalogueRoute({
    id: 'attribute.update',
    method: 'POST',
    path: '/api/attribute/update/:id',
    access: 'staff',
    doc: {
      tag,
      summary: 'Update: the type and the category stay while products have values of it, and an option while a product has it',
    },
    request: { body: attributeInput, params: idParams },
    response: { status: 200, schema: saved },
    input: sentId,
    run: ({ store }, id, readForm) => saveAttribute(store, id, async () => (await readForm()).fields),
  }),
  catalogueRoute({
    id: 'attribute.delete',
    method: 'DELETE',
    path: '/api/attribute/delete/:id',
    access: 'staff',
    doc: { tag, summary: "Delete, with every product's value of it (the answer's value_count)" },
    request: { params: idParams },
    response: { status: 200, schema: responses.attributeDeleted },
    input: sentId,
    run: ({ store }, id) => deleteAttribute(store, id),
  }),
  // A category's attribute grid: what the save below writes, read a page of models at a time.
  catalogueRoute({
    id: 'product.categoryValues',
    method: 'GET',
    path: '/api/product/attributes',
    access: 'staff',
    doc: {
      tag: 'Product',
      summary: `A category's models with their series and values, paged (series in their order, then the models in theirs; search keeps the models whose name or series' name contains it, any case; 422 without category_id or for a search over ${SEARCH_TEXT_MAX} characters, 404 for an unknown category)`,
    },
    request: {
      query: z.object({
        category_id: z.string().describe('The product category'),
        page: z.string().optional().describe('Page number (default 1)'),
        items_per_page: z.string().optional().describe('Rows per page (default 15, at most 100)'),
        search: z
          .string()
          .optional()
          .describe(
            `Case-insensitive model or series name contains (trimmed, at most ${SEARCH_TEXT_MAX} characters); total and pages count the models found`,
          ),
      }),
    },
    response: { status: 200, schema: responses.page(responses.categoryValuesRow) },
    input: ({ query }) => query,
    run: ({ store }, query) => listCategoryValues(store, query),
  }),
  // The attribute grid's save: many products' values in one transaction (staff, as a product's update).
  catalogueRoute({
    id: 'product.attributes',
    method: 'POST',
    path: '/api/product/attributes',
    access: 'staff',
    doc: {
      tag: 'Product',
      summary:
        "Many products' values at once, all or nothing: 422 with each refused cell under values.{product_id}.{attribute_id}; each changed product is recorded as an update of its attributes",
    },
    request: { body: bulkValuesInput },
    response: { status: 200, schema: responses.bulkValuesSaved },
    input: () => null,
    run: ({ store }, _none, readForm) => saveBulkValues(store, async () => (await readForm()).fields),
  }),
];
