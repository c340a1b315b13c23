// The history of every write (issue 23): what an entry holds, how a record's table is named in it,
// and which fields a write changed. PURE: the recording (./useCases/recording.ts) and the stores use it.
// Zod-free (imported as '@mfe/catalogue-core/history'): the admin reads the entries with it.
import type { Actor } from './actor';

export const HISTORY_ACTIONS = ['create', 'update', 'delete', 'link', 'unlink', 'replace_file', 'reorder', 'revert', 'restore'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** The record kinds an entry names, as the spec names their tables (the contract's module_type). */
export const HISTORY_MODULE_TYPES = [
  'mt_manufacture_type',
  'mt_vendor',
  'mt_product_category',
  'mt_product_series',
  'mt_product',
  /** A typed attribute of a category (issue 24); a product's values are recorded on the product (field `attributes`). */
  'mt_product_attribute',
  'asset_image',
  'asset_file',
  'inquiry',
  'site_settings',
  'user',
  'security_settings',
] as const;
export type HistoryModuleType = (typeof HISTORY_MODULE_TYPES)[number];

/** The one site settings document's module_id and label. */
export const SITE_SETTINGS_RECORD = { module_id: 1, label: 'Site settings' } as const;
/** The staff's one security settings document's module_id and label. */
export const SECURITY_SETTINGS_RECORD = { module_id: 1, label: 'Security settings' } as const;

export interface HistoryChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** What an entry says of the write, apart from who made it and when. */
export interface HistoryNote {
  action: HistoryAction;
  module_type: HistoryModuleType;
  module_id: number;
  /** The record's name at that time. */
  label: string;
  changes: HistoryChange[];
}

/**
 * An entry as a store keeps it: who (id and name as text, so the entry outlives the account), from
 * where, and the note. The store stamps `at` and gives the id.
 */
export interface HistoryValues extends HistoryNote {
  user_id: number | null;
  user_name: string | null;
  address: string | null;
}

/** A stored entry. */
export interface HistoryRecord extends HistoryValues {
  id: number;
  /** ISO 8601. */
  at: string;
}

/** The entry as GET /api/activity answers it. */
export interface HistoryEntry extends HistoryNote {
  id: number;
  at: string;
  user: { id: number; name: string } | null;
  address: string | null;
  revertible: boolean;
}

/** The stored values of an entry of this actor. */
export const historyValues = (actor: Actor, note: HistoryNote): HistoryValues => ({
  user_id: actor.member?.id ?? null,
  user_name: actor.member?.name ?? null,
  address: actor.address,
  ...note,
});

/**
 * Whether its revert button makes sense: an edit (its `before` values go back), a reorder (the old
 * order comes back) and a delete of a record or of an attribute (it comes back, an attribute with
 * the values its delete recorded); not a create (delete it instead), a new file (the old one is
 * gone), an asset's delete (its file went with it) or an account's change or of the security
 * settings (they change through their own screens). Whether the record is still there is decided
 * at revert time.
 */
export function isRevertible(entry: Pick<HistoryNote, 'action' | 'module_type'>): boolean {
  if (entry.module_type === 'user' || entry.module_type === 'security_settings') return false;
  if (['update', 'revert', 'link', 'unlink', 'reorder'].includes(entry.action)) return true;
  return entry.action === 'delete' && RECORD_MODULES.has(entry.module_type);
}

/** The levels', the products' and the attributes' module types: the records a delete's revert brings back. */
const RECORD_MODULES = new Set<HistoryModuleType>([
  'mt_manufacture_type',
  'mt_vendor',
  'mt_product_category',
  'mt_product_series',
  'mt_product',
  'mt_product_attribute',
]);

/**
 * At most this many of an attribute's values are recorded with its delete (field `values`, product
 * id → value, the first by product id; field `value_count` says how many went): what its revert can
 * bring back. All of a category's values in one entry would make an entry of megabytes (a text
 * value is up to 255 characters); 5,000 keeps the longest entry near 1.3 MB and a typical one
 * (numbers, options) near 100 KB. The delete is not refused beyond it: its answer says that a revert
 * brings back only the first ones, and the revert's answer counts the values left out.
 */
export const ATTRIBUTE_DELETE_VALUES_MAX = 5_000;

/** The answer of a stored entry. */
export function historyEntry({ user_id, user_name, ...record }: HistoryRecord): HistoryEntry {
  const user = user_id === null ? null : { id: user_id, name: user_name ?? '' };
  return { ...record, user, revertible: isRevertible(record) };
}

/** Columns that are no part of a record's history: its id and the store's stamps. */
const UNRECORDED = new Set(['id', 'created_at', 'updated_at']);

/**
 * A value as the history keeps it: a file's content is not history. The demo keeps its uploads in
 * its tables as data: URLs; the entry keeps their type only (the API's paths are short).
 */
export function recordedValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value.startsWith('data:')) return value.slice(0, value.indexOf(',') + 1) + '…';
  return value ?? null;
}

/** Compared as stored (a new file of the same type is a change), dates as their instant. */
const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(a instanceof Date ? a.toISOString() : (a ?? null)) === JSON.stringify(b instanceof Date ? b.toISOString() : (b ?? null));

/** The fields `after` gives (undefined: left out) whose value differs from `before`'s, in `after`'s order. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): HistoryChange[] {
  return Object.entries(after)
    .filter(([field, value]) => value !== undefined && !UNRECORDED.has(field) && !sameValue(before[field], value))
    .map(([field, value]) => ({ field, before: recordedValue(before[field]), after: recordedValue(value) }));
}

/** A row's fields as the history keeps them: without its id and stamps, each value recorded. */
export function recordedRow(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).flatMap(([field, value]) => (UNRECORDED.has(field) ? [] : [[field, recordedValue(value)]])));
}

/** A whole row as a create's after values (before: null) or a delete's before values (after: null). */
export function wholeRow(row: Record<string, unknown>, as: 'after' | 'before'): HistoryChange[] {
  return Object.entries(recordedRow(row)).map(([field, value]) =>
    as === 'after' ? { field, before: null, after: value } : { field, before: value, after: null },
  );
}

/** A list of the history: page, filters (each optional; dates YYYY-MM-DD, `to` included). */
export interface HistoryQuery {
  page: number;
  perPage: number;
  offset: number;
  user_id: number | null;
  module_type: HistoryModuleType | null;
  module_id: number | null;
  /** ISO dates, from the start of `from` (UTC) up to the end of `to`. */
  from: string | null;
  to: string | null;
}

/** The first moment after the day `to` (UTC), for an `at < end` filter. */
export const dayAfter = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString();

/** Whether an entry passes the list's filters (for stores that filter rows themselves). */
export function historyMatches(query: HistoryQuery, row: Pick<HistoryRecord, 'user_id' | 'module_type' | 'module_id' | 'at'>): boolean {
  if (query.user_id !== null && row.user_id !== query.user_id) return false;
  if (query.module_type !== null && row.module_type !== query.module_type) return false;
  if (query.module_id !== null && row.module_id !== query.module_id) return false;
  if (query.from !== null && Date.parse(row.at) < Date.parse(`${query.from}T00:00:00Z`)) return false;
  if (query.to !== null && Date.parse(row.at) >= Date.parse(dayAfter(query.to))) return false;
  return true;
}

/** Entries older than this many days go (API: ACTIVITY_RETENTION_DAYS). */
export const HISTORY_RETENTION_DAYS_DEFAULT = 365;
/**
 * At most this many entries are kept, the newest (API: ACTIVITY_MAX_ENTRIES): a year of a busy
 * catalogue, or a few large imports, cannot grow the table past ~300 MB (596 bytes an entry at
 * 100,000: `npm run bench -w api -- --history`).
 */
export const HISTORY_MAX_ENTRIES_DEFAULT = 500_000;
