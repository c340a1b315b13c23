// The API's integrity checks over the demo tables: the chain rule (422) and asset references.
import { MESSAGES, type FieldErrors } from '@mfe/api/rules';
import type { CatalogView } from '../db/catalogView';
import { findRow, type DemoDb } from '../db/demoDb';
import { unprocessable } from '../http/httpError';

/** 422 unless the payload's ids form one chain (type ⊃ vendor ⊃ category ⊃ series). */
export function assertChain(view: CatalogView, ids: Parameters<CatalogView['chainErrors']>[0], labels: { category?: string } = {}): void {
  const errors = view.chainErrors(ids, labels);
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
