// The history's recording (issue 23), written once for both adapters: a store made per request
// with its actor, whose every write (inside the transaction it hands the use case, or a direct
// write, then run in one) records what it changed in the same transaction. The use cases write as
// before; what a write changed is read from the row before it.
import type { Actor } from '../actor';
import { attributeValueOf, attributeValuesByProduct, type AttributeValueRow, type AttributeValues } from '../attributes';
import {
  ATTRIBUTE_DELETE_VALUES_MAX,
  changedFields,
  historyValues,
  SITE_SETTINGS_RECORD,
  recordedRow,
  wholeRow,
  type HistoryAction,
  type HistoryChange,
  type HistoryNote,
  type HistoryValues,
} from '../history';
import { historyModuleOf } from '../historyTables';
import { compareByPosition } from '../shapes';
import { ENTITIES, type Field } from '../schemas/entities';
import type { SiteSettings } from '../siteSettings';
import type { CatalogueStore, CatalogueWrites, InquiryStore } from '../store';
import type { AssetColumn, RecordTable, TableName, TableValues } from '../tables';
import { siteSettingsOf } from './siteSettings';

/** Record one entry of this actor in the write's transaction: the one line a use case outside the catalogue's tables (accounts) adds. */
export const recordActivity = (writes: Pick<CatalogueWrites, 'record'>, actor: Actor, note: HistoryNote): Promise<number> =>
  writes.record(historyValues(actor, note));

/** What a revert records its edits as; null: as what they are. (A delete undone is a 'restore' whatever it is called by.) */
export type RecordedAs = 'revert' | null;

/** Whether a column of that table links an asset (a change of only these is a link or an unlink). */
const isAssetColumn = (table: TableName, field: string) => (ENTITIES[table] as Record<string, Field>)[field]?.role === 'asset';
const PATH_COLUMNS = new Set(['image_path', 'file_path']);

/** A write's action from its changes: a new file, a link or unlink of assets only, else an edit. */
function updateAction(table: TableName, changes: HistoryChange[]): HistoryAction {
  if (changes.some((change) => PATH_COLUMNS.has(change.field))) return 'replace_file';
  if (changes.every((change) => isAssetColumn(table, change.field))) {
    if (changes.every((change) => change.after === null)) return 'unlink';
    if (changes.every((change) => change.before === null)) return 'link';
  }
  return 'update';
}

const labelOf = (row: Record<string, unknown> | undefined) => String(row?.name ?? '');

/**
 * The writes of one transaction, each recorded. A position is not recorded on its own: a reorder
 * records one entry for all its records (useCases/order.ts); a move shows as its parent's change.
 */
export class RecordingWrites implements CatalogueWrites {
  constructor(
    private readonly inner: CatalogueWrites,
    private readonly actor: Actor,
    private readonly as: RecordedAs,
  ) {}

  /**
   * The products created or restored by this transaction, their entries held until its end: the
   * values written with them (issue 24) are recorded in that entry, so a product saved with its
   * values is one entry, not a create and an update.
   */
  private readonly held = new Map<number, { action: HistoryAction; label: string; changes: HistoryChange[] }>();

  private async note(table: TableName, id: number, action: HistoryAction, label: string, changes: HistoryChange[]): Promise<void> {
    if (!changes.length) return;
    if (table === 'mt_product' && (action === 'create' || action === 'restore')) {
      this.held.set(id, { action, label, changes });
      return;
    }
    const module_type = historyModuleOf(table);
    await this.record(historyValues(this.actor, { action, module_type, module_id: id, label, changes }));
  }

  /** A held product's values become its entry's field `attributes` (none: no field); false when its entry is not held. */
  private holdValues(productId: number, values: AttributeValues): boolean {
    const held = this.held.get(productId);
    if (!held) return false;
    held.changes = held.changes.filter((change) => change.field !== 'attributes');
    if (Object.keys(values).length) held.changes.push({ field: 'attributes', before: null, after: sortedKeys(values) });
    return true;
  }

  /** Records the held entries (in one write); the transaction calls it once its work is done. */
  async recordHeld(): Promise<void> {
    if (!this.held.size) return;
    const entries = [...this.held].map(([id, note]) => historyValues(this.actor, { ...note, module_type: 'mt_product', module_id: id }));
    this.held.clear();
    await this.recordMany(entries);
  }

  has = (table: TableName, id: number) => this.inner.has(table, id);
  count: CatalogueWrites['count'] = (table, column, id) => this.inner.count(table, column, id);
  ownRow: CatalogueWrites['ownRow'] = (table, id) => this.inner.ownRow(table, id);
  addFormerName: CatalogueWrites['addFormerName'] = (typeId, name) => this.inner.addFormerName(typeId, name);
  lockNames: CatalogueWrites['lockNames'] = (scope) => this.inner.lockNames(scope);
  namesakes: CatalogueWrites['namesakes'] = (scope, name) => this.inner.namesakes(scope, name);
  siblings: CatalogueWrites['siblings'] = (scope) => this.inner.siblings(scope);
  siteSettingsForUpdate: CatalogueWrites['siteSettingsForUpdate'] = () => this.inner.siteSettingsForUpdate();
  attributesOf: CatalogueWrites['attributesOf'] = (categoryIds) => this.inner.attributesOf(categoryIds);
  attributeValueCount: CatalogueWrites['attributeValueCount'] = (attributeId, texts) => this.inner.attributeValueCount(attributeId, texts);
  attributeValues: CatalogueWrites['attributeValues'] = (productIds) => this.inner.attributeValues(productIds);
  valuesOfAttribute: CatalogueWrites['valuesOfAttribute'] = (attributeId, limit) => this.inner.valuesOfAttribute(attributeId, limit);
  /** Only a restored attribute's values are added: its restore entry stands for them, as its delete's entry did for their removal. */
  addAttributeValues: CatalogueWrites['addAttributeValues'] = (rows) => this.inner.addAttributeValues(rows);

  /** A product's values (issue 24) are recorded on the product, as one field `attributes`: a revert saves the before values back. */
  async replaceAttributeValues(productId: number, rows: AttributeValueRow[]): Promise<void> {
    const before = attributeValuesByProduct(await this.inner.attributeValues([productId])).get(productId) ?? {};
    await this.inner.replaceAttributeValues(productId, rows);
    const after = attributeValuesByProduct(rows).get(productId) ?? {};
    if (this.holdValues(productId, after)) return;
    const changes = changedFields({ attributes: sortedKeys(before) }, { attributes: sortedKeys(after) });
    await this.note('mt_product', productId, 'update', labelOf(await this.inner.ownRow('mt_product', productId)), changes);
  }

  // ---- product import (issue 24): the same entries as one write at a time would record, added at once
  importProducts: CatalogueWrites['importProducts'] = (seriesIds, ids) => this.inner.importProducts(seriesIds, ids);
  ownRows: CatalogueWrites['ownRows'] = (table, ids) => this.inner.ownRows(table, ids);
  recordMany = (entries: HistoryValues[]) =>
    this.inner.recordMany(entries.map((values) => (this.as && values.action !== 'restore' ? { ...values, action: this.as } : values)));

  /** Each row's create, as insert records it. */
  async insertMany<T extends TableName>(table: T, rows: Array<TableValues[T]>): Promise<number[]> {
    const ids = await this.inner.insertMany(table, rows);
    const module_type = historyModuleOf(table);
    const created = (await this.inner.ownRows(table, ids)).map((row) => ({
      id: row.id as number,
      note: { action: 'create' as const, label: labelOf(row), changes: wholeRow(withoutPosition(row), 'after') },
    }));
    // New products' entries are held for the values written with them (as insert's).
    if (table === 'mt_product') for (const { id, note } of created) this.held.set(id, note);
    else await this.recordMany(created.map(({ id, note }) => historyValues(this.actor, { ...note, module_type, module_id: id })));
    return ids;
  }

  /** Each product's change of values as one field `attributes`, as replaceAttributeValues records it. */
  async replaceAttributeValuesOf(productIds: number[], rows: AttributeValueRow[]): Promise<void> {
    const before = attributeValuesByProduct(await this.inner.attributeValues(productIds));
    await this.inner.replaceAttributeValuesOf(productIds, rows);
    const after = attributeValuesByProduct(rows);
    const labels = new Map((await this.inner.ownRows('mt_product', productIds)).map((row) => [row.id as number, labelOf(row)]));
    const entries: HistoryValues[] = [];
    for (const id of productIds) {
      if (this.holdValues(id, after.get(id) ?? {})) continue;
      const changes = changedFields({ attributes: sortedKeys(before.get(id) ?? {}) }, { attributes: sortedKeys(after.get(id) ?? {}) });
      if (changes.length)
        entries.push(historyValues(this.actor, { action: 'update', module_type: 'mt_product', module_id: id, label: labels.get(id) ?? '', changes }));
    }
    await this.recordMany(entries);
  }

  /** Every entry of a revert's transaction is the revert's, but a deleted record's return. */
  record = (values: HistoryValues) => this.inner.record(this.as && values.action !== 'restore' ? { ...values, action: this.as } : values);

  async insert<T extends TableName>(table: T, values: TableValues[T]): Promise<number> {
    const id = await this.inner.insert(table, values);
    const row = await this.inner.ownRow(table, id);
    await this.note(table, id, 'create', labelOf(row), wholeRow(withoutPosition(row ?? {}), 'after'));
    return id;
  }

  async restore<T extends TableName>(table: T, id: number, values: TableValues[T]): Promise<void> {
    await this.inner.restore(table, id, values);
    const row = await this.inner.ownRow(table, id);
    await this.note(table, id, 'restore', labelOf(row), wholeRow(withoutPosition(row ?? {}), 'after'));
  }

  async update<T extends TableName>(table: T, id: number, values: Partial<TableValues[T]>): Promise<boolean> {
    const before = await this.inner.ownRow(table, id);
    if (!before || !(await this.inner.update(table, id, values))) return false;
    const changes = changedFields(before, withoutPosition(values));
    const label = labelOf({ ...before, ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) });
    await this.note(table, id, updateAction(table, changes), label, changes);
    return true;
  }

  async delete(table: TableName, id: number) {
    const before = await this.inner.ownRow(table, id);
    // A product's values (issue 24) go with it: recorded with the row, so that its return brings them back.
    const values = table === 'mt_product' ? attributeValuesByProduct(await this.inner.attributeValues([id])).get(id) : undefined;
    // An attribute's values go with it too: recorded with it (up to a bound), so that its return brings them back.
    const removed = table === 'mt_product_attribute' ? await this.valuesRemovedWith(id) : {};
    // A category's attributes go with it (without values: a category with series is not deleted): recorded with it too.
    const definitions = table === 'mt_product_category' ? await this.attributesRemovedWith(id) : {};
    const outcome = await this.inner.delete(table, id);
    // The whole row, so that a revert can bring it back (its position too: it goes back where it was).
    if (outcome === 'deleted' && before) {
      const recorded = { ...before, ...(values ? { attributes: sortedKeys(values) } : {}), ...removed, ...definitions };
      await this.note(table, id, 'delete', labelOf(before), wholeRow(recorded, 'before'));
    }
    return outcome;
  }

  /**
   * The fields an attribute's delete records of the values that go with it (none without values):
   * `values`, product id → value, the first ATTRIBUTE_DELETE_VALUES_MAX by product id, and
   * `value_count`, how many went (more than recorded beyond the bound).
   */
  private async valuesRemovedWith(attributeId: number): Promise<Record<string, unknown>> {
    const count = await this.inner.attributeValueCount(attributeId);
    if (!count) return {};
    const rows = await this.inner.valuesOfAttribute(attributeId, ATTRIBUTE_DELETE_VALUES_MAX);
    return { values: Object.fromEntries(rows.map((row) => [String(row.product_id), attributeValueOf(row)])), value_count: count };
  }

  /**
   * The field a category's delete records of the attributes that go with it (none without):
   * `attributes`, their rows in their order, each with its id and, as any row's record, without its times.
   */
  private async attributesRemovedWith(categoryId: number): Promise<Record<string, unknown>> {
    const ids = (await this.inner.attributesOf([categoryId])).sort(compareByPosition).map((attribute) => attribute.id);
    if (!ids.length) return {};
    const rows = new Map((await this.inner.ownRows('mt_product_attribute', ids)).map((row) => [row.id, row]));
    return {
      attributes: ids.flatMap((id) => {
        const row = rows.get(id);
        return row ? [{ id, ...recordedRow(row) }] : [];
      }),
    };
  }

  async unlink(table: RecordTable, column: AssetColumn, recordId: number, assetId: number): Promise<boolean> {
    const before = await this.inner.ownRow(table, recordId);
    if (!(await this.inner.unlink(table, column, recordId, assetId))) return false;
    await this.note(table, recordId, 'unlink', labelOf(before), [{ field: column, before: assetId, after: null }]);
    return true;
  }

  async saveSiteSettings(settings: SiteSettings): Promise<void> {
    const before = siteSettingsOf(await this.inner.siteSettingsForUpdate());
    await this.inner.saveSiteSettings(settings);
    const changes = changedFields(before as unknown as Record<string, unknown>, settings as unknown as Record<string, unknown>);
    if (!changes.length) return;
    const note = { action: 'update', module_type: 'site_settings', ...SITE_SETTINGS_RECORD, changes } as const;
    await this.record(historyValues(this.actor, note));
  }
}

/** The values by attribute id in id order, so that the same values compare the same. */
const sortedKeys = (values: AttributeValues): AttributeValues => Object.fromEntries(Object.entries(values).sort(([a], [b]) => Number(a) - Number(b)));

function withoutPosition<V extends object>(values: V): Record<string, unknown> {
  const { position: _position, ...rest } = values as Record<string, unknown>;
  return rest;
}

/** The store a request's use cases write through; `recordingAs` gives one whose writes a revert records as its own. */
export type RecordingStore<S extends CatalogueStore = CatalogueStore> = S & {
  recordingAs(as: RecordedAs): RecordingStore<S>;
};

const UNRECORDED_STORE = Symbol('the store without recording');

/** The writes a store makes without a transaction: each runs in one, with its entry. */
const DIRECT_WRITES = [
  'insert',
  'restore',
  'update',
  'delete',
  'unlink',
  'saveSiteSettings',
  'record',
  'replaceAttributeValues',
  // Issue 24's product import.
  'insertMany',
  'replaceAttributeValuesOf',
  'recordMany',
] as const;

/** The store of a request of this actor: every write it makes (directly or in its transactions) is recorded. */
export function recordingStore<S extends CatalogueStore>(store: S, actor: Actor, as: RecordedAs = null): RecordingStore<S> {
  // A store already recording is recorded once: its own store is the one wrapped.
  const target = ((store as unknown as Record<symbol, S>)[UNRECORDED_STORE] ?? store) as S;
  const transaction = <T>(work: (writes: CatalogueWrites) => Promise<T>): Promise<T> =>
    target.transaction(async (writes) => {
      const recording = new RecordingWrites(writes, actor, as);
      const result = await work(recording);
      await recording.recordHeld();
      return result;
    });
  const own: Record<string | symbol, unknown> = {
    [UNRECORDED_STORE]: target,
    transaction,
    recordingAs: (next: RecordedAs) => recordingStore(target, actor, next),
  };
  for (const name of DIRECT_WRITES)
    own[name] = (...args: unknown[]) => transaction((writes) => (writes[name] as (...a: unknown[]) => Promise<unknown>).apply(writes, args));
  return new Proxy(target, {
    get(t, key) {
      if (key in own) return own[key];
      const value = Reflect.get(t, key, t) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(t) : value;
    },
  }) as RecordingStore<S>;
}

/** The inquiries of a request of this actor: a change of an inquiry's status or notes is recorded with it. */
export function recordingInquiries(inquiries: InquiryStore, actor: Actor, as: RecordedAs = null): InquiryStore {
  return {
    seriesName: (id) => inquiries.seriesName(id),
    productNames: (ids) => inquiries.productNames(ids),
    addInquiry: (values) => inquiries.addInquiry(values),
    inquiry: (id) => inquiries.inquiry(id),
    inquiryPage: (query) => inquiries.inquiryPage(query),
    deleteInquiry: (id) => inquiries.deleteInquiry(id),
    updateInquiry: (id, values) =>
      inquiries.updateInquiry(id, values, (before) => {
        const changes = changedFields(before as unknown as Record<string, unknown>, values);
        const note = { action: as ?? 'update', module_type: 'inquiry', module_id: id, label: before.name, changes } as const;
        return changes.length ? historyValues(actor, note) : null;
      }),
  };
}

/** A request's stores with its actor's writes recorded: what each adapter hands the route table (RouteCore). */
export function withHistory<C extends { store: CatalogueStore; inquiries: InquiryStore; actor: Actor }>(core: C): C {
  return { ...core, store: recordingStore(core.store, core.actor), inquiries: recordingInquiries(core.inquiries, core.actor) };
}
