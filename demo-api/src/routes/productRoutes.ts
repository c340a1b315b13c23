// Products: a paged list (newest first) with the series chain, and multipart saves whose
// image_file / pdf_file become new assets (the core's use cases over the demo's store).
import { deleteProduct, notFound, PRODUCT_PARENT_FILTERS, readDetail, routeId, saveProduct } from '@mfe/catalogue-core';
import { route, type DemoHandler, type DemoRoute } from '../http/router';
import { pendingUpload } from '../uploads/readUpload';
import { listPage } from './listing';

const save =
  (withId: boolean): DemoHandler =>
  async (req, { store, uploads }) => {
    // An update's id first, like the API, which answers 404 before it reads the form's files.
    if (withId) {
      const id = routeId('Product', req.params.id);
      if (!(await store.has('mt_product', id))) throw notFound('Product', id);
    }
    return saveProduct(store, withId ? req.params.id : null, req.fields, {
      image_file: await pendingUpload(req.files.image_file, 'image', uploads),
      pdf_file: await pendingUpload(req.files.pdf_file, 'pdf', uploads),
    });
  };

export function productRoutes(): DemoRoute[] {
  return [
    route('GET /api/product', (req, { store }) => {
      const shapes = store.shapes();
      const listing = {
        rows: store.db.mt_product,
        ancestors: (p: { mt_product_series_id: number }) => shapes.ancestorIds(p),
        parentFilters: PRODUCT_PARENT_FILTERS,
        newestFirst: true,
      };
      return { body: { data: listPage(req.query, listing, (p) => shapes.productRow(p)) } };
    }),
    route('GET /api/product/detail/:id', (req, { store }) => readDetail(store, 'mt_product', 'Product', req.params.id)),
    route('POST /api/product/create', save(false)),
    route('POST /api/product/update/:id', save(true)),
    route('DELETE /api/product/delete/:id', (req, { store }) => deleteProduct(store, req.params.id)),
  ];
}
