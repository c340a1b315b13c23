// The checks every save makes before it writes (the chain rule, and that linked assets exist), and
// what keeps a delete from happening (children, linking records).
import { checkChain, chainIdsOf, type ParentField } from '../chain';
import { unprocessable, type FieldErrors } from '../errors';
import { MESSAGES } from '../messages';
import type { Children } from '../schemas/responses';
import type { CatalogueStore } from '../store';
import type { RecordTable, ReferenceColumn } from '../tables';

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

/**
 * The records that keep record `id` from being deleted, through each of these references (a
 * level's children, or the records linking an asset); `{}` when it can be deleted.
 */
export async function childrenOf(
  store: CatalogueStore,
  references: ReadonlyArray<{ table: RecordTable; column: ReferenceColumn }>,
  id: number,
): Promise<Children> {
  const children: Children = {};
  for (const { table, column } of references) {
    const records = await store.referrers(table, column, id);
    if (records.length) children[table] = [...(children[table] ?? []), ...records];
  }
  return children;
}

/** How many records `childrenOf` found. */
export const childCount = (children: Children) => Object.values(children).reduce((n, records) => n + (records?.length ?? 0), 0);
