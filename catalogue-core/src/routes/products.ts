// Products: the admin list (newest first), the detail, and saves whose multipart form may carry
// image_file / pdf_file, each becoming a new asset (the core's saveProduct).
import { routeId } from '../errors';
import { PRODUCT_PARENT_FILTERS } from '../levels';
import { listQueryOf } from '../listing';
import { productInput } from '../schemas/requests';
import * as responses from '../schemas/responses';
import { ok } from '../useCases/answer';
import { readDetail } from '../useCases/levels';
import { deleteProduct, saveProduct } from '../useCases/products';
import { catalogueRoute, sentId, type CatalogueRoute } from './route';
import { idParams, listQueryString } from './requestSchemas';

const tag = 'Product';
const THING = 'Product';
const saved = responses.productSaved;
const form = {
  body: productInput,
  files: { image_file: 'image', pdf_file: 'pdf' },
} as const;
const formTypes = ['multipart/form-data', 'application/json'];
const formDescription =
  "multipart/form-data (or JSON): name, description, mt_manufacture_type_id, mt_vendor_id, mt_product_category_id, mt_product_series_id, image_id, pdf_id, image_file (JPEG/PNG ≤ 10 MB), pdf_file (PDF ≤ 50 MB), attributes ({attribute_id: value} of its category's attributes, JSON text in multipart; left out: kept, but a move to another category drops the values its attributes lack and names them in dropped_attributes). An empty file part is skipped.";

export const PRODUCT_ROUTES: CatalogueRoute[] = [
  catalogueRoute({
    id: 'product.list',
    method: 'GET',
    path: '/api/product',
    access: 'staff',
    doc: {
      tag,
      summary: 'Paged list (newest first) with image, file and mt_product_series → category → vendor → type named (id, name, the ids above)',
    },
    request: { query: listQueryString(PRODUCT_PARENT_FILTERS, { records: true }) },
    response: { status: 200, schema: responses.page(responses.productListRow) },
    input: ({ query }) => listQueryOf(query, PRODUCT_PARENT_FILTERS),
    run: async ({ reads }, query) => ok(await reads.productPage(query)),
  }),
  catalogueRoute({
    id: 'product.detail',
    method: 'GET',
    path: '/api/product/detail/:id',
    access: 'staff',
    doc: { tag, summary: 'Detail with series chain, image, file and attributes (its values)' },
    request: { params: idParams },
    response: { status: 200, schema: responses.one(responses.productDetail) },
    input: ({ params, audience }) => ({ id: routeId(THING, params.id), audience }),
    run: ({ store }, { id, audience }) => readDetail(store, 'mt_product', THING, id, audience),
  }),
  catalogueRoute({
    id: 'product.create',
    method: 'POST',
    path: '/api/product/create',
    access: 'staff',
    doc: { tag, summary: 'Create (multipart)', description: formDescription, consumes: formTypes },
    request: form,
    response: { status: 201, schema: saved },
    input: () => null,
    run: ({ store }, _none, readForm) => saveProduct(store, null, readForm),
  }),
  catalogueRoute({
    id: 'product.update',
    method: 'POST',
    path: '/api/product/update/:id',
    access: 'staff',
    doc: { tag, summary: 'Update (multipart)', description: formDescription, consumes: formTypes },
    request: { ...form, params: idParams },
    response: { status: 200, schema: saved },
    input: sentId,
    run: ({ store }, id, readForm) => saveProduct(store, id, readForm),
  }),
  catalogueRoute({
    id: 'product.delete',
    method: 'DELETE',
    path: '/api/product/delete/:id',
    access: 'staff',
    doc: { tag, summary: 'Delete' },
    request: { params: idParams },
    response: { status: 200, schema: responses.deleted },
    input: sentId,
    run: ({ store }, id) => deleteProduct(store, id),
  }),
];
