// The history of changes (issue 23): its list, and the revert of an entry. A revert puts the
// entry's `before` values back through the same use case as an edit (the chain rule, the names
// rule under its lock, the published rules), so what an edit refuses a revert refuses too: as a
// 409 that says why. A delete's revert brings the row back under its id.
import type { Actor } from '../actor';
import { CatalogueError, conflict, routeId, unprocessable } from '../errors';
import { HISTORY_MODULE_TYPES, historyEntry, isRevertible, type HistoryModuleType, type HistoryQuery, type HistoryRecord } from '../history';
import { tableOfModule } from '../historyTables';
import { parseId } from '../ids';
import { LEVEL_LIST, LEVELS, type Level } from '../levels';
import { MESSAGES, type Thing } from '../messages';
import { paged, pageOf } from '../paging';
import { ENTITIES, type Field } from '../schemas/entities';
import type { CatalogueStore, InquiryStore } from '../store';
import type { LevelTable, RecordTable, TableName, TableValues } from '../tables';
import { ok, type Answer } from './answer';
import { ASSET_KINDS, updateAsset } from './assets';
import { updateInquiry } from './inquiries';
import { assertChain } from './integrity';
import { saveLevel } from './levels';
import { assertUniqueName } from './names';
import { saveProduct } from './products';
import { orderedTableOf, reorder, type OrderedTable } from './order';
import { restorableValues, restoreAttribute, restoreCategoryAttributes, saveAttribute } from './attributes';
import { recordingInquiries, recordingStore } from './recording';
import { updateSiteSettings } from './siteSettings';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The list's query: page, and the filters given (422 for one that cannot match anything sensible). */
export function historyQueryOf(query: Record<string, unknown> | undefined): HistoryQuery {
  const page = pageOf(query);
  const text = (key: string) => (typeof query?.[key] === 'string' ? (query[key] as string).trim() : '');
  const id = (key: string) => {
    const value = parseId(text(key));
    if (value === undefined) throw unprocessable({ [key]: [MESSAGES.historyIdInvalid] });
    return value;
  };
  const date = (key: string) => {
    const value = text(key);
    if (value && (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))) throw unprocessable({ [key]: [MESSAGES.historyDateInvalid] });
    return value || null;
  };
  const module = text('module_type');
  if (module && !HISTORY_MODULE_TYPES.includes(module as HistoryModuleType))
    throw unprocessable({ module_type: [MESSAGES.historyModuleTypeInvalid] });
  return {
    ...page,
    offset: (page.page - 1) * page.perPage,
    user_id: id('user_id'),
    module_type: (module || null) as HistoryModuleType | null,
    module_id: id('module_id'),
    from: date('from'),
    to: date('to'),
  };
}

/** GET /api/activity: a page of the entries, newest first. */
export async function listActivity(store: CatalogueStore, query: Record<string, unknown> | undefined): Promise<Answer> {
  const list = historyQueryOf(query);
  const { rows, total } = await store.historyPage(list);
  return ok({ data: paged(rows.map(historyEntry), total, list) });
}

/** The things the messages name, by record table. */
const THINGS: Record<RecordTable, Thing> = {
  ...(Object.fromEntries(LEVEL_LIST.map((l) => [l.table, l.thing])) as Record<LevelTable, Thing>),
  mt_product: 'Product',
};

/** What a revert runs on: the request's recording stores and who asks. */
export interface RevertCore {
  store: CatalogueStore;
  inquiries: InquiryStore;
  actor: Actor;
}

/** The entries only an admin may revert: of what only an admin changes. */
const ADMIN_MODULES = new Set<string>(['user', 'site_settings', 'security_settings']);

/** POST /api/activity/revert/:id: the entry's change undone, and the entry that records it. */
export async function revertActivity({ store, inquiries, actor }: RevertCore, rawId: unknown): Promise<Answer> {
  const id = routeId('History entry', rawId);
  const entry = await store.historyRecord(id);
  if (!entry) throw new CatalogueError(404, MESSAGES.historyEntryNotFound);
  if (ADMIN_MODULES.has(entry.module_type) && actor.member?.role !== 'admin') throw new CatalogueError(403, MESSAGES.adminOnly);
  if (entry.action === 'create' || entry.action === 'restore') throw conflict(MESSAGES.revertOfCreate);
  if (!isRevertible(entry)) throw conflict(MESSAGES.revertImpossible);
  const newest = await newestEntryOf(store, entry);
  let message: string = MESSAGES.reverted;
  try {
    if (entry.action === 'delete') message = await restoreRecord(recordingStore(store, actor), entry);
    else await putBefore({ store: recordingStore(store, actor, 'revert'), inquiries: recordingInquiries(inquiries, actor, 'revert'), actor }, entry);
  } catch (error) {
    // What an edit refuses (a name now taken, a parent gone, an asset deleted) a revert refuses, saying why.
    if (error instanceof CatalogueError && (error.status === 422 || error.status === 404))
      throw conflict(error.status === 404 ? MESSAGES.revertRecordGone : error.message);
    throw error;
  }
  const recorded = await newestEntryOf(store, entry);
  if (!recorded || recorded.id === newest?.id) throw conflict(MESSAGES.revertNothing);
  return ok({ message, data: historyEntry(recorded) });
}

/** The newest entry of the entry's record. */
async function newestEntryOf(store: CatalogueStore, entry: HistoryRecord): Promise<HistoryRecord | undefined> {
  const query = { page: 1, perPage: 1, offset: 0, user_id: null, module_type: entry.module_type, module_id: entry.module_id, from: null, to: null };
  return (await store.historyPage(query)).rows[0];
}

const beforeValues = (entry: HistoryRecord) => Object.fromEntries(entry.changes.map((change) => [change.field, change.before]));

/** An edit's fields put back: the record's values now, with the entry's before values, through its edit. */
async function putBefore({ store, inquiries, actor }: RevertCore, entry: HistoryRecord): Promise<void> {
  const before = beforeValues(entry);
  if (entry.module_type === 'site_settings') {
    await updateSiteSettings(store, () => before);
    return;
  }
  if (entry.module_type === 'inquiry') {
    const now = await inquiries.inquiry(entry.module_id);
    if (!now) throw conflict(MESSAGES.revertRecordGone);
    await updateInquiry(inquiries, entry.module_id, () => ({ status: now.status, notes: now.notes, ...before }));
    return;
  }
  const ordered = orderedTableOf(entry);
  if (ordered) {
    await putOrderBack(store, actor, entry, ordered);
    return;
  }
  const table = tableOfModule(entry.module_type);
  const now = table && (await store.ownRow(table, entry.module_id));
  if (!table || !now) throw conflict(MESSAGES.revertRecordGone);
  const fields = { ...now, ...before };
  if (table === 'image_asset' || table === 'file_asset') {
    await updateAsset(store, ASSET_KINDS[table], entry.module_id, () => fields);
    return;
  }
  if (table === 'mt_product_attribute') {
    await saveAttribute(store, entry.module_id, () => fields);
    return;
  }
  // The form's chain ids (the parents above its own) as they are above the parent it goes back to.
  const form = { ...fields, ...(await chainAbove(store, table, fields)) };
  if (table === 'mt_product') await saveProduct(store, entry.module_id, () => ({ fields: form, uploads: {} }));
  else await saveLevel(store, LEVELS[table] as Level, entry.module_id, () => form);
}

/**
 * A reorder's (or its revert's) old order back, through the reorder: refused while the parent's
 * children are no longer the ones it ordered.
 */
async function putOrderBack(store: CatalogueStore, actor: Actor, entry: HistoryRecord, ordered: OrderedTable): Promise<void> {
  try {
    await reorder(store, actor, ordered, () => ({ parent_id: ordered.parentTable ? entry.module_id : null, ids: entry.changes[0]!.before }));
  } catch (error) {
    if (error instanceof CatalogueError && error.status === 422) throw conflict(MESSAGES.revertOrderChanged);
    throw error;
  }
}

/** The level a record table's rows sit under, and the column naming it (none for types). */
const parentOf = (table: RecordTable) => LEVEL_LIST.find((level) => level.children.table === table);

/** The ids of the parents above a record's own parent, as its form names them (e.g. a product's series' category, vendor and type). */
async function chainAbove(store: CatalogueStore, table: RecordTable, row: Record<string, unknown>): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  let current: { table: RecordTable; row: Record<string, unknown> | undefined } = { table, row };
  for (let parent = parentOf(table); parent && current.row; parent = parentOf(parent.table)) {
    const parentId = current.row[parent.children.column];
    if (typeof parentId !== 'number') break;
    if (current.table !== table) ids[parent.children.column] = parentId;
    current = { table: parent.table, row: await store.ownRow(parent.table, parentId) };
  }
  return ids;
}

/**
 * A deleted record back under its id, where it was: refused while its parent is gone or its name
 * is now taken there; links to assets deleted since are cleared (the message says so). An
 * attribute has its own rules (its scope is its category; its values come back on its products).
 */
async function restoreRecord(store: CatalogueStore, entry: HistoryRecord): Promise<string> {
  if (entry.module_type === 'mt_product_attribute') return restoreAttribute(store, entry.module_id, beforeValues(entry));
  const table = tableOfModule(entry.module_type) as RecordTable;
  const id = entry.module_id;
  if (await store.has(table, id)) throw conflict(MESSAGES.restoreAlreadyThere);
  // A product's delete recorded its values too (issue 24): they come back with it, as far as its
  // category's attributes still take them; a category's delete recorded its attributes, and they come back with it.
  const { attributes: recordedWith, ...values }: Record<string, unknown> = beforeValues(entry);
  let cleared = false;
  for (const [column, field] of Object.entries(ENTITIES[table]) as Array<[string, Field & { refers?: string }]>) {
    const target = values[column];
    if (typeof target !== 'number' || !field.refers) continue;
    const exists = await store.has(field.refers as TableName, target);
    if (field.role === 'parent' && !exists) throw conflict(MESSAGES.restoreParentGone);
    if (field.role === 'asset' && !exists) {
      values[column] = null;
      cleared = true;
    }
  }
  await assertChain(store, { ...values, ...(await chainAbove(store, table, values)) });
  const parent = parentOf(table);
  const scope = { table, parent: parent ? { column: parent.children.column, id: values[parent.children.column] as number } : null };
  const restoring = table === 'mt_product' && recordedWith ? await restorableValues(store, id, values, recordedWith) : null;
  const attributes = await store.transaction(async (writes) => {
    await assertUniqueName(writes, THINGS[table], id, scope, String(values.name ?? ''));
    await writes.restore(table, id, values as TableValues[RecordTable]);
    if (restoring?.rows.length) await writes.replaceAttributeValues(id, restoring.rows);
    return table === 'mt_product_category' ? restoreCategoryAttributes(writes, id, recordedWith) : [];
  });
  store.changed({ table, id }, ...attributes);
  const leftOut = (restoring?.leftOut ?? 0) > 0;
  if (cleared) return leftOut ? MESSAGES.restoredWithoutLinksOrValues : MESSAGES.restoredWithoutLinks;
  return leftOut ? MESSAGES.restoredWithoutValues : MESSAGES.restored;
}
