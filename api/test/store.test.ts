// The SQL catalogue store (src/store): drizzle transactions on this driver (PGlite, or PostgreSQL
// with PG_TEST_URL), the delete outcomes, and the snapshot read again when another process wrote.
import { loadSnapshot, type Snapshot } from '../src/lib/catalog';
import { loadSearchIndex } from '../src/store/searchRecords';
import { SqlCatalogueStore } from '../src/store/sqlStore';
import { makeChain, useApp } from './helpers';

const h = useApp({}, { resetEachTest: true });
const own = { description: null, name_id: null, description_id: null, image_id: null, published: true, position: 0 };
const image = {
  name: 'Logo',
  description: null,
  image_path: 'images/logo.png',
  mime: 'image/png',
  size: 3,
  focus_x: 50,
  focus_y: 50,
  fit: 'cover' as const,
};

describe('SQL catalogue store', () => {
  it('commits a transaction whole, and rolls it back whole when its work throws', async () => {
    const { store } = h.app.ctx;
    const typeId = await store.transaction(async (writes) => {
      const id = await writes.insert('mt_manufacture_type', { name: 'Kept', ...own });
      await writes.insert('mt_vendor', { name: 'Kept vendor', mt_manufacture_type_id: id, ...own });
      return id;
    });
    expect(await store.count('mt_vendor', 'mt_manufacture_type_id', typeId)).toBe(1);
    let insideId = 0;
    await expect(
      store.transaction(async (writes) => {
        insideId = await writes.insert('mt_manufacture_type', { name: 'Gone', ...own });
        expect(await writes.has('mt_manufacture_type', insideId)).toBe(true);
        await writes.insert('mt_vendor', { name: 'Orphan', mt_manufacture_type_id: 987_654, ...own }); // no such type
      }),
    ).rejects.toThrow();
    expect(await store.has('mt_manufacture_type', insideId)).toBe(false);
  });

  it('deletes, says missing for a row another request deleted, and referred for a row still referred to', async () => {
    const { store } = h.app.ctx;
    const imageId = await store.insert('image_asset', image);
    const typeId = await store.insert('mt_manufacture_type', {
      name: 'T',
      description: null,
      name_id: null,
      description_id: null,
      image_id: imageId,
      published: true,
      position: 0,
    });
    expect(await store.delete('image_asset', imageId)).toBe('referred');
    expect(await store.unlink('mt_manufacture_type', 'image_id', typeId, imageId + 1)).toBe(false);
    expect(await store.unlink('mt_manufacture_type', 'image_id', typeId, imageId)).toBe(true);
    expect(await store.delete('image_asset', imageId)).toBe('deleted');
    expect(await store.delete('image_asset', imageId)).toBe('missing');
    expect(await store.assetPath('image_asset', imageId)).toBeNull();
  });

  it('updates what it is given and stamps updated_at', async () => {
    const { store } = h.app.ctx;
    const id = await store.insert('file_asset', { name: 'Brochure', description: null, file_path: 'files/b.pdf', mime: 'application/pdf', size: 9 });
    const before = (await store.row('file_asset', id)) as { updated_at: Date };
    expect(await store.update('file_asset', id, { name: 'Renamed' })).toBe(true);
    expect(await store.update('file_asset', id + 1, { name: 'Nothing' })).toBe(false);
    const after = (await store.row('file_asset', id)) as { name: string; file_path: string; updated_at: Date };
    expect(after).toMatchObject({ name: 'Renamed', file_path: 'files/b.pdf' });
    expect(after.updated_at.getTime()).toBeGreaterThanOrEqual(before.updated_at.getTime());
  });

  it('reads the snapshot again when the database has rows it lacks, and only then', async () => {
    const ids = await makeChain(h);
    let snap: Snapshot | undefined = await loadSnapshot(h.db); // read before the vendor below: stale
    const vendorId = await h.app.ctx.store.insert('mt_vendor', { name: 'Written elsewhere', mt_manufacture_type_id: ids.type, ...own });
    let reloads = 0;
    const store = new SqlCatalogueStore({
      db: h.db.db,
      query: h.db.query,
      searchIndex: async () => loadSearchIndex(h.db, await loadSnapshot(h.db)),
      written: () => undefined,
      snapshot: async () => (snap ??= await loadSnapshot(h.db)),
      invalidate: () => {
        snap = undefined;
        reloads++;
      },
      removeFile: async () => undefined,
    });
    expect(await store.detail('mt_vendor', 999_999, 'staff')).toBeUndefined();
    expect(await store.chainFacts({ mt_vendor_id: 999_999 })).toMatchObject({ vendorTypeId: undefined });
    expect(reloads).toBe(0); // unknown ids do not drop the caches
    expect(await store.chainFacts({ mt_manufacture_type_id: ids.type, mt_vendor_id: vendorId })).toMatchObject({
      typeExists: true,
      vendorTypeId: ids.type,
    });
    expect(reloads).toBe(1);
    expect(await store.row('mt_vendor', vendorId)).toMatchObject({ id: vendorId, mt_manufacture_type: { id: ids.type } });
    expect(await store.levelRows('mt_vendor', [ids.vendor, vendorId])).toHaveLength(2);
    expect(reloads).toBe(1);
  });
});
