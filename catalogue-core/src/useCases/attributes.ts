// Typed attributes (issue 24), written once for both adapters: a category's attributes (list,
// detail, create, update, delete; their order is ./order.ts's), and a product's values of them
// (judged on a product's save, answered with its detail and its series' products).
import {
  attributeValueOf,
  attributeValueRow,
  attributeValuesByProduct,
  judgeAttributeValue,
  NUMERIC_ATTRIBUTE_TYPES,
  type AttributeValue,
  type AttributeValueRow,
  type AttributeValues,
} from '../attributes';
import { chainIdsOf } from '../chain';
import { conflict, notFound, routeId, unprocessable, type FieldErrors } from '../errors';
import { ATTRIBUTE_DELETE_VALUES_MAX } from '../history';
import { parseId } from '../ids';
import { MESSAGES, notFoundMessage, savedMessage } from '../messages';
import { newRowValues, writableValues } from '../schemas/entities';
import { parse } from '../schemas/parse';
import { attributeInput, type AttributeInput } from '../schemas/requests';
import { compareByPosition } from '../shapes';
import type { AttributeRow, CatalogueStore, CatalogueWrites, NameScope, WrittenRecord } from '../store';
import type { TableValues } from '../tables';
import { created, ok, type Answer, type ReadPayload } from './answer';
import { assertChain } from './integrity';
import { assertUniqueName } from './names';
import { placeUnder } from './order';

const THING = 'Attribute';
const TABLE = 'mt_product_attribute';

/** Where an attribute's name is unique and its place counted: among its category's attributes. */
export const attributeScope = (categoryId: number): NameScope => ({ table: TABLE, parent: { column: 'mt_product_category_id', id: categoryId } });

/** GET /api/attribute?category_id=: the category's attributes in the staff's order (404 for an unknown category). */
export async function listAttributes(store: CatalogueStore, query: Record<string, unknown>): Promise<Answer> {
  const id = await categoryOfQuery(store, query);
  return ok({ data: (await store.attributesOf([id])).sort(compareByPosition) });
}

/** The category a read names by `category_id`: 422 without one or for no id, 404 for an unknown one. */
export async function categoryOfQuery(store: CatalogueStore, query: Record<string, unknown>): Promise<number> {
  const id = parseId(query.category_id);
  if (id === null) throw unprocessable({ category_id: [MESSAGES.categoryRequired] });
  if (id === undefined) throw unprocessable({ category_id: [MESSAGES.invalidId('Category')] });
  if (!(await store.has('mt_product_category', id))) throw notFound('Product category', id);
  return id;
}

/** GET /api/attribute/detail/{id}: the attribute, with how many products have a value of it. */
export async function readAttribute(store: CatalogueStore, rawId: unknown): Promise<Answer> {
  const id = routeId(THING, rawId);
  const row = await store.row(TABLE, id);
  if (!row) throw notFound(THING, id);
  return ok({ data: { ...(row as object), value_count: await store.attributeValueCount(id) } });
}

/** What a type takes beyond its fields: a unit for numbers and ranges only, options for a list only (and then at least one). */
function typeErrors(input: AttributeInput): FieldErrors | null {
  const errors: FieldErrors = {};
  if (input.unit !== null && !NUMERIC_ATTRIBUTE_TYPES.includes(input.type)) errors.unit = [MESSAGES.attributeUnitNotForType];
  if (input.type === 'option' && !input.options.length) errors.options = [MESSAGES.attributeOptionsRequired];
  if (input.type !== 'option' && input.options.length) errors.options = [MESSAGES.attributeOptionsNotForType];
  return Object.keys(errors).length ? errors : null;
}

/**
 * What an update may not do to an attribute that products have values of: change its type or its
 * category, or remove an option a product has (the values would no longer fit it).
 */
async function inUseErrors(store: CatalogueStore, id: number, before: AttributeRow, input: AttributeInput): Promise<FieldErrors | null> {
  const errors: FieldErrors = {};
  const moved = input.mt_product_category_id !== before.mt_product_category_id;
  if (input.type !== before.type || moved) {
    const count = await store.attributeValueCount(id);
    if (count && input.type !== before.type) errors.type = [MESSAGES.attributeTypeInUse(count)];
    if (count && moved) errors.mt_product_category_id = [MESSAGES.attributeCategoryInUse(count)];
  } else if (before.type === 'option') {
    for (const option of before.options.filter((o) => !input.options.includes(o))) {
      const count = await store.attributeValueCount(id, [option]);
      if (count) (errors.options ??= []).push(MESSAGES.attributeOptionInUse(option, count));
    }
  }
  return Object.keys(errors).length ? errors : null;
}

/** POST /api/attribute/create and /update/{id}: the names rule within its category, and last in its category when new (or moved). */
export async function saveAttribute(store: CatalogueStore, rawId: unknown | null, readFields: ReadPayload<unknown>): Promise<Answer> {
  const id = rawId === null ? null : routeId(THING, rawId);
  const before = id === null ? undefined : ((await store.row(TABLE, id)) as AttributeRow | undefined);
  if (id !== null && !before) throw notFound(THING, id);
  const input = parse(attributeInput, await readFields());
  await assertChain(store, chainIdsOf(input));
  const errors = typeErrors(input) ?? (id !== null && before ? await inUseErrors(store, id, before, input) : null);
  if (errors) throw unprocessable(errors);
  const scope = attributeScope(input.mt_product_category_id);
  const savedId = await store.transaction(async (writes) => {
    await assertUniqueName(writes, THING, id, scope, input.name);
    const values = { ...writableValues(TABLE, input), ...(await placeUnder(writes, scope, id)) };
    if (id === null) return writes.insert(TABLE, newRowValues(TABLE, values));
    if (!(await writes.update(TABLE, id, values))) throw notFound(THING, id);
    return id;
  });
  store.changed({ table: TABLE, id: savedId });
  const body = { message: savedMessage(THING, id === null ? 'created' : 'updated'), data: await store.row(TABLE, savedId) };
  return id === null ? created(body) : ok(body);
}

/** DELETE /api/attribute/delete/{id}: the attribute and every product's value of it (the answer counts them). */
export async function deleteAttribute(store: CatalogueStore, rawId: unknown): Promise<Answer> {
  const id = routeId(THING, rawId);
  if (!(await store.has(TABLE, id))) throw notFound(THING, id);
  const count = await store.attributeValueCount(id);
  // Two deletes at once: only the one that removed the row says so.
  if ((await store.delete(TABLE, id)) !== 'deleted') throw notFound(THING, id);
  store.changed({ table: TABLE, id });
  const message =
    count > ATTRIBUTE_DELETE_VALUES_MAX
      ? MESSAGES.attributeDeletedBeyondRecord(count, ATTRIBUTE_DELETE_VALUES_MAX)
      : MESSAGES.attributeDeleted(count);
  return ok({ message, data: { id, value_count: count } });
}

/**
 * A deleted attribute back under its id (a revert of its delete, issue 23), in its category at its
 * place, with the values its delete recorded (`values`: product id → value) on the products still
 * in that category; the answer's message counts those that came back and those left out (their
 * products deleted or moved since, or beyond what the delete recorded: `value_count`). Refused
 * (409) while it exists, while its category is gone, and (422, made a 409 by the revert) while an
 * attribute of its category has its name.
 */
export async function restoreAttribute(store: CatalogueStore, id: number, recorded: Record<string, unknown>): Promise<string> {
  const { values: recordedValues, value_count: valueCount, ...fields } = recorded;
  if (await store.has(TABLE, id)) throw conflict(MESSAGES.restoreAlreadyThere);
  const categoryId = fields.mt_product_category_id;
  if (typeof categoryId !== 'number' || !(await store.has('mt_product_category', categoryId))) throw conflict(MESSAGES.restoreParentGone);
  const attribute = { ...fields, id } as AttributeRow;
  const entries = typeof recordedValues === 'object' && recordedValues !== null ? Object.entries(recordedValues) : [];
  // An entry's keys are product ids as its delete wrote them; anything else is no product's.
  const ofProducts = entries.filter(([key]) => typeof parseId(key) === 'number');
  const rows = await store.transaction(async (writes) => {
    await assertUniqueName(writes, THING, id, attributeScope(categoryId), String(fields.name ?? ''));
    await writes.restore(TABLE, id, fields as TableValues[typeof TABLE]);
    const restorable = await valuesInCategory(writes, categoryId, attribute, ofProducts);
    if (restorable.length) await writes.addAttributeValues(restorable);
    return restorable;
  });
  store.changed({ table: TABLE, id });
  const leftOut = (typeof valueCount === 'number' ? valueCount : entries.length) - rows.length;
  if (!rows.length && !leftOut) return MESSAGES.restored;
  return leftOut > 0 ? MESSAGES.attributeRestoredLeavingOut(rows.length, leftOut) : MESSAGES.attributeRestored(rows.length);
}

/**
 * A deleted category's attributes back with it (a revert of its delete, issue 23): the rows its
 * delete recorded (`attributes`), under their ids and in their places; they had no values (a
 * category with series is not deleted). One somehow there already stays as it is.
 */
export async function restoreCategoryAttributes(writes: CatalogueWrites, categoryId: number, recorded: unknown): Promise<WrittenRecord[]> {
  const rows = (Array.isArray(recorded) ? recorded : []).filter(
    (row): row is AttributeRow => typeof row === 'object' && row !== null && typeof (row as { id?: unknown }).id === 'number',
  );
  const written: WrittenRecord[] = [];
  for (const { id, ...fields } of rows) {
    if (await writes.ownRow(TABLE, id)) continue;
    await writes.restore(TABLE, id, { ...fields, mt_product_category_id: categoryId } as TableValues[typeof TABLE]);
    written.push({ table: TABLE, id });
  }
  return written;
}

/** The recorded values (product id → value) of products that still exist under a series of that category, as rows of the attribute. */
async function valuesInCategory(
  writes: CatalogueWrites,
  categoryId: number,
  attribute: AttributeRow,
  entries: Array<[string, unknown]>,
): Promise<AttributeValueRow[]> {
  if (!entries.length) return [];
  const products = await writes.ownRows(
    'mt_product',
    entries.map(([key]) => Number(key)),
  );
  const seriesIds = [...new Set(products.map((p) => p.mt_product_series_id as number))];
  const series = await writes.ownRows('mt_product_series', seriesIds);
  const inCategory = new Set(series.filter((s) => s.mt_product_category_id === categoryId).map((s) => s.id as number));
  const seriesOf = new Map(products.map((p) => [p.id as number, p.mt_product_series_id as number]));
  const rows: AttributeValueRow[] = [];
  for (const [key, value] of entries) {
    const productId = Number(key);
    if (!inCategory.has(seriesOf.get(productId) ?? -1)) continue;
    const judged = judgeAttributeValue(attribute, value);
    if ('value' in judged) rows.push(attributeValueRow(productId, attribute.id, judged.value));
  }
  return rows;
}

// ---- a product's values ----------------------------------------------------------------------

/** A category's attributes by id: what a product's values are judged against. */
async function attributesById(store: CatalogueStore, categoryId: number): Promise<Map<number, AttributeRow>> {
  return new Map((await store.attributesOf([categoryId])).map((a) => [a.id, a]));
}

/** What a product's save writes of its values. */
export interface ProductValuesPlan {
  /** All its values after the save, by attribute id; null: they stay as they are. */
  values: Map<number, AttributeValue> | null;
  /** The names of the attributes whose values a move under another category drops. */
  dropped: string[];
}

/**
 * Judge a product's values against its category's attributes (422 naming each value refused, under
 * `attributes.{id}`), before anything is written. Given, they are all its values (null: none).
 * Left out (undefined), it keeps its values, but those whose attributes its (new) category lacks:
 * they go, and `dropped` names them.
 */
export async function planProductValues(
  store: CatalogueStore,
  productId: number | null,
  categoryId: number,
  sent: Record<string, unknown> | undefined,
): Promise<ProductValuesPlan> {
  const attributes = await attributesById(store, categoryId);
  const errors: FieldErrors = {};
  const judged = new Map<number, AttributeValue>();
  for (const [key, value] of Object.entries(sent ?? {})) {
    if (value === null || value === undefined) continue;
    const attribute = attributes.get(Number(key));
    if (!attribute) {
      const other = (await store.row(TABLE, Number(key))) as AttributeRow | undefined;
      errors[`attributes.${key}`] = [other ? MESSAGES.attributeNotInCategory(other.name) : notFoundMessage(THING, key)];
      continue;
    }
    const result = judgeAttributeValue(attribute, value);
    if ('error' in result) errors[`attributes.${key}`] = [result.error];
    else judged.set(attribute.id, result.value);
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
  const had = productId === null ? [] : await store.attributeValues([productId]);
  const dropped: string[] = [];
  for (const row of had.filter((r) => !attributes.has(r.attribute_id))) {
    const attribute = (await store.row(TABLE, row.attribute_id)) as AttributeRow | undefined;
    if (attribute) dropped.push(attribute.name);
  }
  if (sent !== undefined) return { values: judged, dropped };
  if (!dropped.length) return { values: null, dropped };
  return { values: new Map(had.filter((r) => attributes.has(r.attribute_id)).map((r) => [r.attribute_id, attributeValueOf(r)])), dropped };
}

/** Store a product's planned values, in the save's transaction. */
export async function writeProductValues(writes: CatalogueWrites, productId: number, plan: ProductValuesPlan): Promise<void> {
  if (plan.values)
    await writes.replaceAttributeValues(
      productId,
      [...plan.values].map(([attributeId, value]) => attributeValueRow(productId, attributeId, value)),
    );
}

/** The values of these products, each by attribute id ({} for a product without any). */
export async function productValues(store: Pick<CatalogueStore, 'attributeValues'>, productIds: number[]): Promise<Map<number, AttributeValues>> {
  const byProduct = productIds.length ? attributeValuesByProduct(await store.attributeValues(productIds)) : new Map<number, AttributeValues>();
  return new Map(productIds.map((id) => [id, byProduct.get(id) ?? {}]));
}

/** Products (a detail, a series' models) with their values as `attributes`. */
export async function withProductValues<P extends { id: number }>(
  store: Pick<CatalogueStore, 'attributeValues'>,
  products: P[],
): Promise<Array<P & { attributes: AttributeValues }>> {
  const values = await productValues(
    store,
    products.map((p) => p.id),
  );
  return products.map((p) => ({ ...p, attributes: values.get(p.id)! }));
}

/**
 * The values a deleted product had (recorded with its delete) that its category's attributes still
 * take: the rows to write back with it, and how many are left out (an attribute removed since, or a
 * value it no longer takes, e.g. an option removed).
 */
export async function restorableValues(
  store: CatalogueStore,
  productId: number,
  product: Record<string, unknown>,
  recorded: unknown,
): Promise<{ rows: AttributeValueRow[]; leftOut: number }> {
  const entries = typeof recorded === 'object' && recorded !== null ? Object.entries(recorded) : [];
  const series = await store.ownRow('mt_product_series', product.mt_product_series_id as number);
  const categoryId = series?.mt_product_category_id;
  const attributes = typeof categoryId === 'number' ? await attributesById(store, categoryId) : new Map<number, AttributeRow>();
  const rows: AttributeValueRow[] = [];
  for (const [key, value] of entries) {
    const attribute = attributes.get(Number(key));
    const judged = attribute ? judgeAttributeValue(attribute, value) : null;
    if (judged && 'value' in judged) rows.push(attributeValueRow(productId, attribute!.id, judged.value));
  }
  return { rows, leftOut: entries.length - rows.length };
}
