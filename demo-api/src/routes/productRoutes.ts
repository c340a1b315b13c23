// Products: a paged list (newest first) with the series chain, and multipart saves whose
// image_file / pdf_file become new assets (the core's use cases over the demo's store).
import { deleteProduct, PRODUCT_PARENT_FILTERS, readDetail, saveProduct } from '@mfe/catalogue-core';
import { route, type DemoHandler, type DemoRoute } from '../http/router';
import { pendingUpload } from '../uploads/readUpload';
import { listPage } from './listing';

const save =
  (withId: boolean): DemoHandler =>
  (req, { store, uploads }) =>
    saveProduct(store, withId ? req.params.id : null, async () => ({
      fields: req.fields,
      uploads: {
        image_file: await pendingUpload(req.files.image_file, 'image', uploads),
        pdf_file: await pendingUpload(req.files.pdf_file, 'pdf', uploads),
      },
    }));

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
      return { body: { data: listPage(req.query, listing, (p) => shapes.productListRow(p)) } };
    }),
    route('GET /api/product/detail/:id', (req, { store }) => readDetail(store, 'mt_product', 'Product', req.params.id)),
    route('POST /api/product/create', save(false)),
    route('POST /api/product/update/:id', save(true)),
    route('DELETE /api/product/delete/:id', (req, { store }) => deleteProduct(store, req.params.id)),
  ];
}
