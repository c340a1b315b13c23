// The API's integrity checks over the demo tables: the chain rule (422) and asset references.
import { checkChain, MESSAGES, type FieldErrors } from '@mfe/api/rules';
import type { CatalogView } from '../db/catalogView';
import { findRow, type DemoDb } from '../db/demoDb';
import { unprocessable } from '../http/httpError';

type ChainIds = Parameters<typeof checkChain>[0];

/** 422 unless the payload's ids form one chain (type ⊃ vendor ⊃ category ⊃ series). */
export function assertChain(view: CatalogView, ids: ChainIds, labels: { category?: string } = {}): void {
  const errors = checkChain(
    ids,
    {
      typeExists: ids.mt_manufacture_type_id !== undefined && view.types.has(ids.mt_manufacture_type_id),
      vendorTypeId: ids.mt_vendor_id !== undefined ? view.vendors.get(ids.mt_vendor_id)?.mt_manufacture_type_id : undefined,
      categoryVendorId: ids.mt_product_category_id !== undefined ? view.categories.get(ids.mt_product_category_id)?.mt_vendor_id : undefined,
      seriesCategoryId: ids.mt_product_series_id !== undefined ? view.series.get(ids.mt_product_series_id)?.mt_product_category_id : undefined,
    },
    labels,
  );
  if (errors) throw unprocessable(errors);
}

/** 422 unless the referenced image / file assets exist. */
export function assertAssets(db: DemoDb, ids: { image_id?: number | null; pdf_id?: number | null }): void {
  const errors: FieldErrors = {};
  if (ids.image_id != null && !findRow(db, 'image_asset', ids.image_id)) errors.image_id = [MESSAGES.notFound('Image')];
  if (ids.pdf_id != null && !findRow(db, 'file_asset', ids.pdf_id)) errors.pdf_id = [MESSAGES.notFound('PDF file')];
  if (Object.keys(errors).length) throw unprocessable(errors);
}

export function ensure<T>(check: { ok: true; value: T } | { ok: false; errors: FieldErrors }): T {
  if (!check.ok) throw unprocessable(check.errors);
  return check.value;
}
