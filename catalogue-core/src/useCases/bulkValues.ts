// The attribute grid's save (issue 24): many products' values at once, all or nothing. Each product
// is recorded as its own save of the field `attributes` would record it (RecordingWrites), so the
// history and its reverts treat a grid save as one product update per changed product.
import { attributeValueRow, attributeValuesByProduct, judgeAttributeValue, type AttributeValueRow, type AttributeValues } from '../attributes';
import { unprocessable, type FieldErrors } from '../errors';
import { BULK_VALUES_PRODUCTS_MAX } from '../limits';
import { MESSAGES, notFoundMessage } from '../messages';
import type { AttributeRow, CatalogueStore } from '../store';
import { ok, type Answer, type ReadPayload } from './answer';

/** The changes sent: by product id, by attribute id, a value or null (clears it). */
type SentValues = Map<number, Array<[attributeId: string, value: unknown]>>;

const ID = /^[1-9]\d{0,9}$/;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{values: {product_id: {attribute_id: value|null}}}`, or 422 under `values`. */
function sentValuesOf(fields: unknown): SentValues {
  const values = isObject(fields) ? fields.values : undefined;
  const refuse = (message: string) => unprocessable({ values: [message] });
  if (
    !isObject(values) ||
    !Object.entries(values).every(([key, cells]) => ID.test(key) && isObject(cells) && Object.keys(cells).every((k) => ID.test(k)))
  )
    throw refuse(MESSAGES.bulkValuesInvalid);
  if (Object.keys(values).length > BULK_VALUES_PRODUCTS_MAX) throw refuse(MESSAGES.bulkValuesTooMany);
  return new Map(Object.entries(values).map(([key, cells]) => [Number(key), Object.entries(cells as Record<string, unknown>)]));
}

/** Each sent product's category (undefined: no such product), its series read once each. */
async function categoriesOf(store: CatalogueStore, productIds: number[]): Promise<Map<number, number | undefined>> {
  const seriesCategory = new Map<number, number | undefined>();
  const categories = new Map<number, number | undefined>();
  for (const productId of productIds) {
    const seriesId = (await store.ownRow('mt_product', productId))?.mt_product_series_id;
    if (typeof seriesId !== 'number') {
      categories.set(productId, undefined);
      continue;
    }
    if (!seriesCategory.has(seriesId)) {
      const categoryId = (await store.ownRow('mt_product_series', seriesId))?.mt_product_category_id;
      seriesCategory.set(seriesId, typeof categoryId === 'number' ? categoryId : undefined);
    }
    categories.set(productId, seriesCategory.get(seriesId));
  }
  return categories;
}

/** The same values, whatever their order. */
const sameValues = (a: AttributeValues, b: AttributeValues) =>
  JSON.stringify(Object.entries(a).sort(([x], [y]) => Number(x) - Number(y))) ===
  JSON.stringify(Object.entries(b).sort(([x], [y]) => Number(x) - Number(y)));

/**
 * POST /api/product/attributes: `{values: {product_id: {attribute_id: value|null}}}`. Each value is
 * judged against its product's category's attributes as a product's save judges it; any refusal
 * answers 422 with every cell's message under `values.{product_id}.{attribute_id}` (an unknown
 * product under `values.{product_id}`) and nothing is written. The attributes not sent keep their
 * values. Answers every sent product's values after the save.
 */
export async function saveBulkValues(store: CatalogueStore, readFields: ReadPayload<unknown>): Promise<Answer> {
  const sent = sentValuesOf(await readFields());
  const productIds = [...sent.keys()];
  const categories = await categoriesOf(store, productIds);
  const known = [...new Set([...categories.values()].filter((id): id is number => id !== undefined))];
  const attributes = new Map((known.length ? await store.attributesOf(known) : []).map((a) => [a.id, a]));

  const errors: FieldErrors = {};
  /** By product: the judged changes (null clears). */
  const changes = new Map<number, Map<number, AttributeValueRow | null>>();
  for (const [productId, cells] of sent) {
    const categoryId = categories.get(productId);
    if (categoryId === undefined) {
      errors[`values.${productId}`] = [notFoundMessage('Product', productId)];
      continue;
    }
    const judged = new Map<number, AttributeValueRow | null>();
    for (const [key, value] of cells) {
      const attribute: AttributeRow | undefined = attributes.get(Number(key));
      const at = `values.${productId}.${key}`;
      if (!attribute || attribute.mt_product_category_id !== categoryId) {
        const other = attribute ?? ((await store.row('mt_product_attribute', Number(key))) as AttributeRow | undefined);
        errors[at] = [other ? MESSAGES.attributeNotInCategory(other.name) : notFoundMessage('Attribute', key)];
        continue;
      }
      if (value === null || value === undefined) {
        judged.set(attribute.id, null);
        continue;
      }
      const result = judgeAttributeValue(attribute, value);
      if ('error' in result) errors[at] = [result.error];
      else judged.set(attribute.id, attributeValueRow(productId, attribute.id, result.value));
    }
    changes.set(productId, judged);
  }
  if (Object.keys(errors).length) throw unprocessable(errors);

  const after = await store.transaction(async (writes) => {
    const saved = new Map<number, { values: AttributeValues; changed: boolean }>();
    for (const [productId, judged] of changes) {
      const rows = new Map((await writes.attributeValues([productId])).map((row) => [row.attribute_id, row]));
      const before = attributeValuesByProduct([...rows.values()]).get(productId) ?? {};
      for (const [attributeId, row] of judged) {
        if (row) rows.set(attributeId, row);
        else rows.delete(attributeId);
      }
      const values = attributeValuesByProduct([...rows.values()]).get(productId) ?? {};
      const changed = !sameValues(before, values);
      // Unchanged, nothing is written (nor recorded).
      if (changed) await writes.replaceAttributeValues(productId, [...rows.values()]);
      saved.set(productId, { values, changed });
    }
    return saved;
  });
  const changedIds = [...after].filter(([, { changed }]) => changed).map(([id]) => id);
  if (changedIds.length) store.changed(...changedIds.map((id) => ({ table: 'mt_product' as const, id })));
  return ok({
    message: MESSAGES.bulkValuesSaved(changedIds.length),
    data: Object.fromEntries([...after].map(([id, { values }]) => [String(id), values])),
  });
}
