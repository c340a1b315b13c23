// The checks every save makes before it writes: the chain rule, and that linked assets exist.
import { checkChain, chainIdsOf, type ParentField } from '../chain';
import { unprocessable, type FieldErrors } from '../errors';
import { MESSAGES } from '../messages';
import type { CatalogueStore } from '../store';

/** 422 unless the payload's parent ids form one chain. */
export async function assertChain(store: CatalogueStore, input: Partial<Record<ParentField, number | null>>, labels: { category?: string } = {}) {
  const ids = chainIdsOf(input);
  if (!Object.keys(ids).length) return;
  const errors = checkChain(ids, await store.chainFacts(ids), labels);
  if (errors) throw unprocessable(errors);
}

/** 422 unless the image / file assets named exist. */
export async function assertAssets(store: CatalogueStore, ids: { image_id?: number | null; pdf_id?: number | null }) {
  const errors: FieldErrors = {};
  if (ids.image_id != null && !(await store.has('image_asset', ids.image_id))) errors.image_id = [MESSAGES.notFound('Image')];
  if (ids.pdf_id != null && !(await store.has('file_asset', ids.pdf_id))) errors.pdf_id = [MESSAGES.notFound('PDF file')];
  if (Object.keys(errors).length) throw unprocessable(errors);
}
