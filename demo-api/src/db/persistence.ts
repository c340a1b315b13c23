// Keeps the demo database and the staff accounts with their sessions in the browser's storage, so
// admin edits and logins survive a reload; resetDemoData() forgets both and the next load starts
// from the seed (and the demo admin alone) again.
import { ENTITIES, IMAGE_CROP_DEFAULT, storedColumns, type EntityName, type Field } from '@mfe/catalogue-core';
import type { DemoDb } from './demoDb';
import type { DemoStaff } from './demoStaffStore';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const DB_STORAGE_KEY = 'mfe.demo.db';
export const STAFF_STORAGE_KEY = 'mfe.demo.staff';
/** Where the demo kept its tokens before the accounts (issue 23): cleared with the rest. */
const OLD_TOKENS_STORAGE_KEY = 'mfe.demo.tokens';

interface StoredDb {
  /** Fingerprint of the seed the data grew from: a changed seed catalogue discards old edits. */
  seed: string;
  db: DemoDb;
}

/** The stored database, or null when there is none, it is unreadable or from another seed. */
export function loadDb(storage: KeyValueStorage, seedFingerprint: string): DemoDb | null {
  try {
    const raw = storage.getItem(DB_STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredDb>;
    return stored.seed === seedFingerprint && stored.db && typeof stored.db === 'object' ? withNewColumns(withCrops(stored.db)) : null;
  } catch {
    return null;
  }
}

/** Images stored before their crop (issue 20) get the defaults, as the API's migration gives its rows. */
function withCrops(db: DemoDb): DemoDb {
  if (Array.isArray(db.image_asset)) db.image_asset = db.image_asset.map((image) => ({ ...IMAGE_CROP_DEFAULT, ...image }));
  return db;
}

/**
 * Rows stored before a column was added to their entity (catalogue-core/src/schemas/entities.ts) get null
 * for it, or its field's fallback when it is not nullable, as the API's migration gives its rows:
 * the answers always carry the field.
 */
function withNewColumns(db: DemoDb): DemoDb {
  for (const table of Object.keys(ENTITIES) as EntityName[]) {
    const rows: unknown = db[table];
    if (!Array.isArray(rows)) continue;
    const fields = ENTITIES[table] as Record<string, Field>;
    const missing = storedColumns(table).flatMap((key) => {
      const field = fields[key]!;
      return field.value.safeParse(null).success ? [[key, null] as const] : field.fallback !== undefined ? [[key, field.fallback] as const] : [];
    });
    for (const row of rows as Array<Record<string, unknown>>) for (const [key, value] of missing) if (!(key in row)) row[key] = value;
  }
  return db;
}

/** Throws when the storage refuses (quota): the caller answers 413 and keeps the old data. */
export function saveDb(storage: KeyValueStorage, seedFingerprint: string, db: DemoDb): void {
  const stored: StoredDb = { seed: seedFingerprint, db };
  storage.setItem(DB_STORAGE_KEY, JSON.stringify(stored));
}

/** The stored accounts, sessions and links, or null when there are none or they are unreadable. */
export function loadStaff(storage: KeyValueStorage): DemoStaff | null {
  try {
    const parsed = JSON.parse(storage.getItem(STAFF_STORAGE_KEY) ?? 'null') as Partial<DemoStaff> | null;
    return parsed &&
      Array.isArray(parsed.users) &&
      parsed.users.length > 0 &&
      Array.isArray(parsed.api_tokens) &&
      Array.isArray(parsed.password_link) &&
      parsed.lastId
      ? (parsed as DemoStaff)
      : null;
  } catch {
    return null;
  }
}

export function saveStaff(storage: KeyValueStorage, staff: DemoStaff): void {
  try {
    storage.setItem(STAFF_STORAGE_KEY, JSON.stringify(staff));
  } catch {
    // A full store keeps the accounts for this page only; the next reload starts from the demo admin.
  }
}

export function clearDemoStorage(storage: KeyValueStorage): void {
  storage.removeItem(DB_STORAGE_KEY);
  storage.removeItem(STAFF_STORAGE_KEY);
  storage.removeItem(OLD_TOKENS_STORAGE_KEY);
}

/** A storage that lives as long as the page: for tests and browsers that block localStorage. */
export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** FNV-1a of a string, as 8 hex digits: a cheap fingerprint, not a security measure. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
