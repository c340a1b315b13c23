// Products: a paged list (newest first) with the series chain, and multipart saves whose
// image_file / pdf_file become new assets.
import { checkProduct, savedMessage } from '@mfe/api/rules';
import { nextId, type ProductRow } from '../db/demoDb';
import { notFound, routeId } from '../http/httpError';
import { route, type DemoHandler, type DemoRoute } from '../http/router';
import { readUpload } from '../uploads/readUpload';
import { assertAssets, assertChain, ensure } from './integrity';
import { matchesSearch, paged, parentFilters } from './listing';

const PRODUCT_PARENTS = ['mt_product_series_id', 'mt_product_category_id', 'mt_vendor_id', 'mt_manufacture_type_id'] as const;

function existingProduct(rows: ProductRow[], raw: string | undefined): ProductRow {
  const id = routeId('Product', raw);
  const row = rows.find((p) => p.id === id);
  if (!row) throw notFound('Product', id);
  return row;
}

const save =
  (existing: ProductRow | null): DemoHandler =>
  async (req, ctx) => {
    const input = ensure(checkProduct(req.fields));
    assertChain(
      ctx.view(),
      {
        mt_manufacture_type_id: input.mt_manufacture_type_id,
        mt_vendor_id: input.mt_vendor_id,
        mt_product_category_id: input.mt_product_category_id,
        mt_product_series_id: input.mt_product_series_id,
      },
      { category: 'Product Category' },
    );
    const image = await readUpload(req.files.image_file, 'image', ctx.uploads);
    const pdf = await readUpload(req.files.pdf_file, 'pdf', ctx.uploads);
    assertAssets(ctx.db, { image_id: image ? null : input.image_id, pdf_id: pdf ? null : input.pdf_id });
    const now = ctx.now();
    const stamps = { created_at: now, updated_at: now };
    let imageId = input.image_id;
    let pdfId = input.pdf_id;
    if (image) {
      imageId = nextId(ctx.db, 'image_asset');
      const description = `Image of product ${input.name}`;
      ctx.db.image_asset.push({ id: imageId, name: input.name, description, image_path: image.dataUrl, mime: image.mime, size: image.size, ...stamps });
    }
    if (pdf) {
      pdfId = nextId(ctx.db, 'file_asset');
      const description = `Brochure of product ${input.name}`;
      ctx.db.file_asset.push({ id: pdfId, name: input.name, description, file_path: pdf.dataUrl, mime: pdf.mime, size: pdf.size, ...stamps });
    }
    const values = { name: input.name, description: input.description, mt_product_series_id: input.mt_product_series_id, image_id: imageId, pdf_id: pdfId };
    let saved: ProductRow;
    if (existing) {
      saved = Object.assign(existing, values, { updated_at: now });
    } else {
      saved = { id: nextId(ctx.db, 'mt_product'), ...values, ...stamps };
      ctx.db.mt_product.push(saved);
    }
    return {
      status: existing ? 200 : 201,
      body: { message: savedMessage('Product', existing ? 'updated' : 'created'), data: ctx.view().productRow(saved) },
    };
  };

export function productRoutes(): DemoRoute[] {
  return [
    route('GET /api/product', (req, ctx) => {
      const view = ctx.view();
      const keep = parentFilters(req.query, PRODUCT_PARENTS, (p: ProductRow) => view.ancestorIds(p));
      const found = ctx.db.mt_product
        .filter((p) => matchesSearch(req.query, p.name) && keep(p))
        .sort((a, b) => b.id - a.id);
      return { body: { data: paged(found.map((p) => view.productRow(p)), req.query) } };
    }),
    route('GET /api/product/detail/:id', (req, ctx) => ({
      body: { data: ctx.view().productRow(existingProduct(ctx.db.mt_product, req.params.id)) },
    })),
    route('POST /api/product/create', save(null)),
    route('POST /api/product/update/:id', (req, ctx) => save(existingProduct(ctx.db.mt_product, req.params.id))(req, ctx)),
    route('DELETE /api/product/delete/:id', (req, ctx) => {
      const row = existingProduct(ctx.db.mt_product, req.params.id);
      ctx.db.mt_product.splice(ctx.db.mt_product.indexOf(row), 1);
      return { body: { message: savedMessage('Product', 'deleted'), data: { id: row.id } } };
    }),
  ];
}

