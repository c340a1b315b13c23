// Create, update, delete and read one record of a hierarchy level.
import { conflict, notFound, routeId } from '../errors';
import { LEVELS, type Level } from '../levels';
import { savedMessage, stillHasChildrenMessage, stillReferredMessage } from '../messages';
import { newRowValues } from '../schemas/entities';
import { parse } from '../schemas/parse';
import type { Audience } from '../audience';
import type { CatalogueStore } from '../store';
import { created, ok, type Answer, type ReadPayload } from './answer';
import type { LevelTable, TableValues } from '../tables';
import { assertAssets, assertChain, childCount, childrenOf } from './integrity';
import { nameKey } from '../rules';
import { assertUniqueName } from './names';
import { placeUnder } from './order';
import { withProductValues } from './attributes';
import { withSeriesAttributes } from './seriesAttributes';

/** Create (rawId null) or update a record from the form's fields. */
export async function saveLevel(store: CatalogueStore, level: Level, rawId: unknown | null, readFields: ReadPayload<unknown>): Promise<Answer> {
  const id = rawId === null ? null : routeId(level.thing, rawId);
  if (id !== null && !(await store.has(level.table, id))) throw notFound(level.thing, id);
  const input = parse(level.input, await readFields());
  await assertChain(store, input);
  await assertAssets(store, input);
  const parentColumn = level.parentFilters[0];
  const scope = { table: level.table, parent: parentColumn ? { column: parentColumn, id: input[parentColumn]! } : null };
  const values = level.values(input);
  // A manufacture type's old name stays a way to its public page (its shared /product/{name} links).
  const formerName =
    id !== null && level.table === 'mt_manufacture_type' ? ((await store.row(level.table, id)) as { name?: string } | undefined)?.name : undefined;
  const renamed = formerName !== undefined && nameKey(formerName) !== nameKey(input.name);
  const savedId = await store.transaction(async (writes) => {
    await assertUniqueName(writes, level.thing, id, scope, input.name);
    const placed = { ...values, ...(await placeUnder(writes, scope, id)) };
    // One level's values: TypeScript cannot pair a union of tables with the union of their rows.
    if (id === null) return writes.insert(level.table, newRowValues(level.table, placed) as TableValues[LevelTable]);
    if (!(await writes.update(level.table, id, placed))) throw notFound(level.thing, id);
    if (renamed) await writes.addFormerName(id, formerName.trim());
    return id;
  });
  store.changed({ table: level.table, id: savedId });
  const body = { message: savedMessage(level.thing, id === null ? 'created' : 'updated'), data: await store.row(level.table, savedId) };
  return id === null ? created(body) : ok(body);
}

/** Delete a record that has no children (409 while it has, naming them). */
export async function deleteLevel(store: CatalogueStore, level: Level, rawId: unknown): Promise<Answer> {
  const id = routeId(level.thing, rawId);
  if (!(await store.has(level.table, id))) throw notFound(level.thing, id);
  const count = await store.count(level.children.table, level.children.column, id);
  if (count) {
    const children = await childrenOf(store, [level.children], id);
    throw conflict(stillHasChildrenMessage(level.thing, childCount(children) || count), children);
  }
  const outcome = await store.delete(level.table, id);
  if (outcome === 'referred') throw conflict(stillReferredMessage(level.thing));
  // Two deletes at once: only the one that removed the row says so.
  if (outcome === 'missing') throw notFound(level.thing, id);
  store.changed({ table: level.table, id });
  return ok({ message: savedMessage(level.thing, 'deleted'), data: { id } });
}

/**
 * A record's detail, or 404 (for the public, also a draft's and one under a draft: issue 21). A
 * level's says staff what keeps it from being deleted (`children`, drafts among them).
 */
export async function readDetail(
  store: CatalogueStore,
  table: Parameters<CatalogueStore['detail']>[0],
  thing: string,
  rawId: unknown,
  audience: Audience,
): Promise<Answer> {
  const id = routeId(thing, rawId);
  const found = await store.detail(table, id, audience);
  if (found === undefined || found === null) throw notFound(thing, id);
  const data = await withValues(store, table, found as object);
  const level = LEVELS[table as LevelTable] as Level | undefined;
  if (!level || audience === 'public') return ok({ data });
  return ok({ data: { ...(data as object), children: await childrenOf(store, [level.children], id) } });
}

/** A product's detail, and a series' with its products, carry their values of their attributes (issue 24); a series' also its category's attributes. */
async function withValues(store: CatalogueStore, table: Parameters<CatalogueStore['detail']>[0], data: object): Promise<object> {
  if (table === 'mt_product') return (await withProductValues(store, [data as { id: number }]))[0]!;
  if (table !== 'mt_product_series') return data;
  const series = data as { mt_product: Array<{ id: number }> };
  return { ...(await withSeriesAttributes(store, series)), mt_product: await withProductValues(store, series.mt_product) };
}
