// The staff's order of a parent's children (issue 21): a new record (or one moved to another parent) goes last under its parent, and
// a reorder names all of them in their new order, in one call.
import { z } from 'zod';
import { notFound, unprocessable } from '../errors';
import { reorderedMessage, REORDER_MISMATCH } from '../messages';
import { parse } from '../schemas/parse';
import type { CatalogueStore, CatalogueWrites, NameScope } from '../store';
import type { LevelTable, ReferenceColumn, ScopedTable } from '../tables';
import { ok, type Answer, type ReadPayload } from './answer';
import type { Actor } from '../actor';
import { historyModuleOf } from '../historyTables';
import { LEVEL_LIST } from '../levels';
import { recordActivity } from './recording';

/**
 * A table whose records the staff order: its thing, the column of the parent they are ordered under
 * (none for types), the parent's table (whose history entry records a reorder) and the field that
 * entry names.
 */
export interface OrderedTable {
  table: ScopedTable;
  thing: string;
  /** The path its calls are under (its order call: {path}/order). */
  path: string;
  parentColumn: ReferenceColumn | null;
  parentTable: LevelTable | null;
  field: string;
}

/** The field a reorder's history entry names: the children's ids in order. */
export const ORDER_FIELD = 'order';

/**
 * Every ordered table: the levels' children and the products under their level (the entry's field
 * 'order'), and a category's attributes (issue 24: 'attribute_order', as the category's series
 * are its 'order').
 */
export const ORDERED_TABLES: readonly OrderedTable[] = [
  ...LEVEL_LIST.map((level) => ({
    table: level.table,
    thing: level.thing,
    path: level.path,
    parentColumn: level.parentFilters[0] ?? null,
    parentTable: LEVEL_LIST.find((parent) => parent.children.table === level.table)?.table ?? null,
    field: ORDER_FIELD,
  })),
  {
    table: 'mt_product',
    thing: 'Product',
    path: '/api/product',
    parentColumn: 'mt_product_series_id',
    parentTable: 'mt_product_series',
    field: ORDER_FIELD,
  },
  {
    table: 'mt_product_attribute',
    thing: 'Attribute',
    path: '/api/attribute',
    parentColumn: 'mt_product_category_id',
    parentTable: 'mt_product_category',
    field: 'attribute_order',
  },
];

/** The ordered table a reorder's history entry is of (on its parent's record; the types' on module_id 0), or undefined. */
export function orderedTableOf(entry: { module_type: string; module_id: number; changes: Array<{ field: string }> }): OrderedTable | undefined {
  const field = entry.changes[0]?.field;
  return ORDERED_TABLES.find((o) => o.field === field && (entry.module_id === 0 ? o.parentTable === null : o.parentTable === entry.module_type));
}

/** A reorder's payload: the parent (null for manufacture types) and all its children's ids, in their new order. */
export const orderInput = z.object({
  parent_id: z.number().int().positive().nullable().default(null).describe('The parent the records are ordered under (null for manufacture types)'),
  ids: z.array(z.number().int()).describe("All of the parent's children, in their new order"),
});

/** The scope of the children of that parent. */
export const orderScope = (ordered: OrderedTable, parentId: number | null): NameScope => ({
  table: ordered.table,
  parent: ordered.parentColumn ? { column: ordered.parentColumn, id: parentId ?? -1 } : null,
});

/**
 * The position a save writes: none for a record that stays under its parent, else (a new record,
 * or one moved to another parent) after the last of its new siblings.
 */
export async function placeUnder(writes: CatalogueWrites, scope: NameScope, id: number | null): Promise<{ position?: number }> {
  const siblings = await writes.siblings(scope);
  if (siblings.some((s) => s.id === id)) return {};
  return { position: siblings.reduce((last, s) => Math.max(last, s.position + 1), 0) };
}

/**
 * Put a parent's children in the order given: 422 unless the ids are exactly its children. The
 * history has one entry of it (issue 23), on the parent (the types' on module_id 0): the children's
 * ids before and after.
 */
export async function reorder(store: CatalogueStore, actor: Actor, ordered: OrderedTable, readFields: ReadPayload<unknown>): Promise<Answer> {
  const { parent_id, ids } = parse(orderInput, await readFields());
  if (ordered.parentColumn && parent_id === null) throw unprocessable({ parent_id: [REORDER_MISMATCH] });
  const scope = orderScope(ordered, parent_id);
  await store.transaction(async (writes) => {
    // The lock a save under that parent holds while it places a record: a create cannot slip in
    // between the check of the children and their new positions.
    await writes.lockNames(scope);
    const siblings = await writes.siblings(scope);
    const children = new Set(siblings.map((s) => s.id));
    if (ids.length !== children.size || new Set(ids).size !== ids.length || !ids.every((id) => children.has(id)))
      throw unprocessable({ ids: [REORDER_MISMATCH] });
    for (const [position, id] of ids.entries()) if (!(await writes.update(ordered.table, id, { position }))) throw notFound(ordered.thing, id);
    const before = siblings.sort((a, b) => a.position - b.position || a.id - b.id).map((s) => s.id);
    if (before.join() !== ids.join()) await recordActivity(writes, actor, await reorderNote(writes, ordered, parent_id, before, ids));
  });
  store.changed(...ids.map((id) => ({ table: ordered.table, id })));
  return ok({ message: reorderedMessage(ordered.thing), data: { ids } });
}

/** The history's note of a reorder: on the parent whose children it orders (the types: module_id 0, labelled with their thing). */
async function reorderNote(writes: CatalogueWrites, ordered: OrderedTable, parentId: number | null, before: number[], after: number[]) {
  const changes = [{ field: ordered.field, before, after }];
  if (!ordered.parentTable || parentId === null)
    return { action: 'reorder', module_type: historyModuleOf(ordered.table), module_id: 0, label: `${ordered.thing}s`, changes } as const;
  const label = String((await writes.ownRow(ordered.parentTable, parentId))?.name ?? '');
  return { action: 'reorder', module_type: historyModuleOf(ordered.parentTable), module_id: parentId, label, changes } as const;
}
