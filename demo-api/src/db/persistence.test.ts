import { seedDb } from '../seed/seedDb';
import { firstStaff } from './demoStaffStore';
import { clearDemoStorage, DB_STORAGE_KEY, fingerprint, loadDb, loadStaff, memoryStorage, saveDb, saveStaff, STAFF_STORAGE_KEY } from './persistence';

describe('persistence', () => {
  it('loads what it saved, but only for the same seed', () => {
    const storage = memoryStorage();
    const db = seedDb();
    db.mt_vendor[0]!.name = 'Edited';
    saveDb(storage, 'seed-a', db);
    expect(loadDb(storage, 'seed-a')?.mt_vendor[0]!.name).toBe('Edited');
    expect(loadDb(storage, 'seed-b')).toBeNull();
  });

  it('gives images stored before their crop (issue 20) the defaults, and keeps a crop that was set', () => {
    const storage = memoryStorage();
    const db = seedDb();
    const [first, second] = db.image_asset;
    const { focus_x: _x, focus_y: _y, fit: _fit, ...old } = first!;
    db.image_asset = [old as typeof first & object, { ...second!, focus_x: 10, focus_y: 90, fit: 'contain' }];
    saveDb(storage, 'seed-a', db);
    expect(loadDb(storage, 'seed-a')?.image_asset.map(({ focus_x, focus_y, fit }) => ({ focus_x, focus_y, fit }))).toEqual([
      { focus_x: 50, focus_y: 50, fit: 'cover' },
      { focus_x: 10, focus_y: 90, fit: 'contain' },
    ]);
  });

  it('gives rows stored before a nullable column of their entity null for it', () => {
    const storage = memoryStorage();
    const db = seedDb();
    const { pdf_id: _pdf, ...old } = db.mt_product_series[0]!;
    db.mt_product_series[0] = old as (typeof db.mt_product_series)[number];
    db.mt_product_series[1]!.pdf_id = db.file_asset[0]!.id;
    saveDb(storage, 'seed-a', db);
    const loaded = loadDb(storage, 'seed-a')!;
    expect(loaded.mt_product_series[0]).toHaveProperty('pdf_id', null);
    expect(loaded.mt_product_series[1]!.pdf_id).toBe(db.file_asset[0]!.id);
  });

  it('gives rows stored before a non-null column with a fallback that fallback (a position: 0)', () => {
    const storage = memoryStorage();
    const db = seedDb();
    const { position: _position, ...old } = db.mt_vendor[1]!;
    db.mt_vendor[1] = old as (typeof db.mt_vendor)[number];
    saveDb(storage, 'seed-a', db);
    const loaded = loadDb(storage, 'seed-a')!;
    expect(loaded.mt_vendor[1]).toHaveProperty('position', 0);
    expect(loaded.mt_vendor[2]!.position).toBe(db.mt_vendor[2]!.position);
  });

  it('treats unreadable data as none', () => {
    const storage = memoryStorage();
    storage.setItem(DB_STORAGE_KEY, '[1,');
    expect(loadDb(storage, 'x')).toBeNull();
    storage.setItem(STAFF_STORAGE_KEY, '{"users":1}');
    expect(loadStaff(storage)).toBeNull();
  });

  it('clears data and the staff accounts with their sessions', () => {
    const storage = memoryStorage();
    saveDb(storage, 's', seedDb());
    saveStaff(storage, firstStaff({ email: 'a@example.com', name: 'A', password_hash: null }, '2026-01-01T00:00:00.000Z'));
    expect(loadStaff(storage)?.users).toHaveLength(1);
    clearDemoStorage(storage);
    expect(loadDb(storage, 's')).toBeNull();
    expect(loadStaff(storage)).toBeNull();
  });

  it('fingerprints text stably and tells texts apart', () => {
    expect(fingerprint('abc')).toBe(fingerprint('abc'));
    expect(fingerprint('abc')).not.toBe(fingerprint('abd'));
    expect(fingerprint('')).toMatch(/^[0-9a-f]{8}$/);
  });
});
