// The history of changes (issue 23): every write recorded with who made it and the fields it
// changed (before and after), its filtered list, and the revert of an entry (an edit's fields put
// back, a deleted record brought back under its id), refused with a 409 saying why when an edit
// would be refused.
import { createChain, created, seriesParents, uploadImage, uploadPdf } from './builders';
import { formOf, upload } from './files';
import type { Json } from './client';
import type { ContractSession } from './session';
import { addStaff, STAFF_MESSAGES } from './staff';

export function describeActivity(api: ContractSession) {
  describe('history of changes (issue 23)', () => {
    /** The admin as the history names it: the login's id and name. */
    const me = async (): Promise<{ id: number; name: string }> => {
      const r = await api.post('/api/login', { token: null, json: api.admin });
      return { id: r.body.data.id, name: r.body.data.name };
    };
    const entries = async (query: Record<string, string | number> = {}): Promise<Json[]> => {
      const r = await api.get('/api/activity', { query });
      expect(r.status).toBe(200);
      return r.body.data.data;
    };
    const revert = (id: number) => api.post(`/api/activity/revert/${id}`);

    test('an update records who, and before and after of only the fields it changed', async () => {
      const chain = await createChain(api);
      const r = await api.post(`/api/product/series/update/${chain.series}`, {
        json: { name: 'Series B', description: null, ...seriesParents(chain) },
      });
      expect(r.status).toBe(200);
      const [latest] = await entries();
      expect(latest).toEqual({
        id: expect.any(Number),
        at: expect.any(String),
        user: await me(),
        address: latest.address,
        action: 'update',
        module_type: 'mt_product_series',
        module_id: chain.series,
        label: 'Series B',
        changes: [{ field: 'name', before: 'Series A', after: 'Series B' }],
        revertible: true,
      });
      expect(Number.isNaN(Date.parse(latest.at))).toBe(false);
      // The API's client address; the demo, in a browser, has none.
      expect(latest.address === null || typeof latest.address === 'string').toBe(true);

      // A save that changes nothing records nothing.
      const again = await api.post(`/api/product/series/update/${chain.series}`, { json: { name: 'Series B', ...seriesParents(chain) } });
      expect(again.status).toBe(200);
      expect((await entries())[0].id).toBe(latest.id);
    });

    test('a create records its values, a delete the whole record; the list is newest first and paged', async () => {
      const type = await created(api, '/api/manufacture-type/create', { json: { name: 'Lathes', description: 'Turning' } });
      expect((await api.delete(`/api/manufacture-type/delete/${type.id}`)).status).toBe(200);
      const r = await api.get('/api/activity', { query: { module_type: 'mt_manufacture_type', module_id: type.id } });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ total: 2, per_page: 15, current_page: 1, last_page: 1 });
      const [deleted, create] = r.body.data.data;
      expect(create).toMatchObject({ action: 'create', label: 'Lathes', revertible: false });
      expect(create.changes).toEqual(
        expect.arrayContaining([
          { field: 'name', before: null, after: 'Lathes' },
          { field: 'description', before: null, after: 'Turning' },
        ]),
      );
      expect(deleted).toMatchObject({ action: 'delete', label: 'Lathes', revertible: true });
      expect(deleted.changes).toEqual(expect.arrayContaining([{ field: 'name', before: 'Lathes', after: null }]));
      expect(deleted.id).toBeGreaterThan(create.id);
    });

    test('a revert of an update puts the before values back and is recorded itself', async () => {
      const chain = await createChain(api);
      await api.post(`/api/product/series/update/${chain.series}`, { json: { name: 'Series B', description: 'New', ...seriesParents(chain) } });
      const [update] = await entries();
      const r = await revert(update.id);
      expect([r.status, r.body.message]).toEqual([200, 'Change reverted']);
      expect(r.body.data).toMatchObject({
        action: 'revert',
        module_type: 'mt_product_series',
        module_id: chain.series,
        label: 'Series A',
        user: await me(),
      });
      expect(r.body.data.changes).toEqual(
        expect.arrayContaining([
          { field: 'name', before: 'Series B', after: 'Series A' },
          { field: 'description', before: 'New', after: null },
        ]),
      );
      const detail = await api.get(`/api/product/series/detail/${chain.series}`);
      expect([detail.body.data.name, detail.body.data.description]).toEqual(['Series A', null]);
      expect((await entries())[0]).toEqual(r.body.data);
    });

    test('a revert is refused (409, saying why) when the old name is now taken; nothing changes', async () => {
      const chain = await createChain(api);
      await api.post(`/api/product/series/update/${chain.series}`, { json: { name: 'Series B', ...seriesParents(chain) } });
      const [rename] = await entries();
      await created(api, '/api/product/series/create', { json: { name: 'Series A', ...seriesParents(chain) } });
      const r = await revert(rename.id);
      expect([r.status, r.body]).toEqual([409, { message: "A product series named 'Series A' already exists in this product category" }]);
      expect((await api.get(`/api/product/series/detail/${chain.series}`)).body.data.name).toBe('Series B');
    });

    test('a create cannot be reverted; an unknown entry is 404', async () => {
      const type = await created(api, '/api/manufacture-type/create', { json: { name: 'Lathes' } });
      const [create] = await entries({ module_type: 'mt_manufacture_type', module_id: type.id });
      expect([(await revert(create.id)).status, (await revert(create.id)).body]).toEqual([
        409,
        { message: 'A creation cannot be reverted: delete the record instead' },
      ]);
      expect((await revert(999999)).status).toBe(404);
    });

    test('a deleted series comes back with its id and its links whose assets remain; refused while its category is gone', async () => {
      const chain = await createChain(api);
      const image = await uploadImage(api);
      await api.post(`/api/product/series/update/${chain.series}`, { json: { name: 'Series A', image_id: image.id, ...seriesParents(chain) } });
      expect((await api.delete(`/api/product/series/delete/${chain.series}`)).status).toBe(200);
      const [deleted] = await entries({ module_type: 'mt_product_series', module_id: chain.series });
      expect(deleted.action).toBe('delete');

      const r = await revert(deleted.id);
      expect([r.status, r.body.message]).toEqual([200, 'Record restored']);
      expect(r.body.data).toMatchObject({ action: 'restore', module_type: 'mt_product_series', module_id: chain.series, label: 'Series A' });
      const detail = await api.get(`/api/product/series/detail/${chain.series}`);
      expect(detail.status).toBe(200);
      expect(detail.body.data).toMatchObject({ id: chain.series, name: 'Series A', image_id: image.id, mt_product_category_id: chain.category });
      // Restored once: the record is there.
      expect((await revert(deleted.id)).status).toBe(409);

      // Deleted again, then its category: the series has nowhere to go back to.
      await api.delete(`/api/product/series/delete/${chain.series}`);
      const [again] = await entries({ module_type: 'mt_product_series', module_id: chain.series });
      expect((await api.delete(`/api/product/category/delete/${chain.category}`)).status).toBe(200);
      const refused = await revert(again.id);
      expect([refused.status, refused.body]).toEqual([409, { message: 'Cannot restore: the record it belonged to was deleted since' }]);
      expect((await api.get(`/api/product/series/detail/${chain.series}`)).status).toBe(404);
    });

    test('filters: by record (module_type and module_id) and by user', async () => {
      const chain = await createChain(api);
      const vendor = await entries({ module_type: 'mt_vendor', module_id: chain.vendor });
      expect(vendor.map((e: Json) => [e.action, e.module_type, e.module_id])).toEqual([['create', 'mt_vendor', chain.vendor]]);
      const { id } = await me();
      const mine = await entries({ user_id: id });
      expect(mine.map((e: Json) => e.module_type)).toEqual(['mt_product_series', 'mt_product_category', 'mt_vendor', 'mt_manufacture_type']);
      expect(await entries({ user_id: id + 1000 })).toEqual([]);
      const today = new Date().toISOString().slice(0, 10);
      expect(await entries({ from: today, to: today })).toHaveLength(4);
      expect(await entries({ to: '2000-01-01' })).toEqual([]);
      const bad = await api.get('/api/activity', { query: { module_type: 'nothing' } });
      expect(bad.status).toBe(422);
    });

    test('a settings update is recorded, and its revert puts the old values back', async () => {
      const r = await api.post('/api/settings/update', { json: { phone: '+62 21 555 0100' } });
      expect(r.status).toBe(200);
      const [entry] = await entries({ module_type: 'site_settings' });
      expect(entry).toMatchObject({ action: 'update', module_type: 'site_settings', module_id: 1, revertible: true });
      expect(entry.changes).toEqual([{ field: 'phone', before: expect.anything(), after: '+62 21 555 0100' }]);
      const before = entry.changes[0].before;
      expect((await revert(entry.id)).status).toBe(200);
      expect((await api.get('/api/settings', { token: null })).body.data.phone).toBe(before);
    });

    test('a reorder is one entry on the parent, with the order before and after; its revert puts the old order back', async () => {
      const chain = await createChain(api);
      const second = await created(api, '/api/product/series/create', { json: { name: 'Series B', ...seriesParents(chain) } });
      const r = await api.post('/api/product/series/order', { json: { parent_id: chain.category, ids: [second.id, chain.series] } });
      expect(r.status).toBe(200);
      const [entry] = await entries();
      expect(entry).toMatchObject({
        action: 'reorder',
        module_type: 'mt_product_category',
        module_id: chain.category,
        label: 'Category A',
        changes: [{ field: 'order', before: [chain.series, second.id], after: [second.id, chain.series] }],
        revertible: true,
      });
      const reverted = await revert(entry.id);
      expect(reverted.status).toBe(200);
      expect(reverted.body.data).toMatchObject({
        action: 'revert',
        module_type: 'mt_product_category',
        module_id: chain.category,
        changes: [{ field: 'order', before: [second.id, chain.series], after: [chain.series, second.id] }],
      });
      const listed = await api.get('/api/product/series', { query: { mt_product_category_id: chain.category } });
      expect(listed.body.data.data.map((s: Json) => s.id)).toEqual([chain.series, second.id]);

      // A child added since: the old order no longer names them all.
      await created(api, '/api/product/series/create', { json: { name: 'Series C', ...seriesParents(chain) } });
      expect((await revert(entry.id)).body).toEqual({ message: 'Cannot revert: the records it ordered changed since' });
    });

    test('a reorder of the manufacture types is one entry on module_id 0, and reverts', async () => {
      const first = await created(api, '/api/manufacture-type/create', { json: { name: 'Lathes' } });
      const second = await created(api, '/api/manufacture-type/create', { json: { name: 'Mills' } });
      expect((await api.post('/api/manufacture-type/order', { json: { ids: [second.id, first.id] } })).status).toBe(200);
      const [entry] = await entries();
      expect(entry).toMatchObject({ action: 'reorder', module_type: 'mt_manufacture_type', module_id: 0, label: 'Manufacture types' });
      expect((await revert(entry.id)).status).toBe(200);
      const listed = await api.get('/api/manufacture-type');
      expect(listed.body.data.data.map((t: Json) => t.id)).toEqual([first.id, second.id]);
    });

    test('assets: an upload, a new file and an unlink are recorded; the unlink reverts, the new file does not', async () => {
      const chain = await createChain(api);
      const pdf = await uploadPdf(api, 'Catalogue');
      const [upload_] = await entries({ module_type: 'asset_file', module_id: pdf.id });
      expect(upload_).toMatchObject({ action: 'create', label: 'Catalogue', revertible: false });
      await api.post(`/api/product/series/update/${chain.series}`, { json: { name: 'Series A', ...seriesParents(chain), pdf_id: pdf.id } });
      const [link] = await entries({ module_type: 'mt_product_series', module_id: chain.series });
      expect(link).toMatchObject({ action: 'link', changes: [{ field: 'pdf_id', before: null, after: pdf.id }] });

      const newer = new TextEncoder().encode('%PDF-1.7\n% a newer edition\n%%EOF\n');
      const replaced = await api.post(`/api/assets-manager/file/replace/${pdf.id}`, {
        form: formOf({}, { pdf_file: upload(newer, 'b.pdf', 'application/pdf') }),
      });
      expect(replaced.status).toBe(200);
      const [replace] = await entries({ module_type: 'asset_file', module_id: pdf.id });
      expect(replace).toMatchObject({ action: 'replace_file', revertible: false });
      expect(replace.changes.map((c: Json) => c.field)).toContain('file_path');
      expect((await revert(replace.id)).status).toBe(409);
      await api.post(`/api/assets-manager/file/update/${pdf.id}`, { json: { name: 'Catalogue 2025', description: null } });
      const [rename] = await entries({ module_type: 'asset_file', module_id: pdf.id });
      expect(rename).toMatchObject({ action: 'update', label: 'Catalogue 2025', revertible: true });
      expect((await revert(rename.id)).status).toBe(200);
      expect((await api.get(`/api/assets-manager/file/detail/${pdf.id}`)).body.data).toMatchObject({
        name: 'Catalogue',
        description: 'Catalogue document',
      });

      const removed = await api.delete(`/api/assets-manager/file/remove/${pdf.id}`, {
        query: { module_type: 'mt_product_series', module_id: chain.series },
      });
      expect(removed.status).toBe(200);
      const [unlink] = await entries({ module_type: 'mt_product_series', module_id: chain.series });
      expect(unlink).toMatchObject({
        action: 'unlink',
        label: 'Series A',
        changes: [{ field: 'pdf_id', before: pdf.id, after: null }],
        revertible: true,
      });
      expect((await revert(unlink.id)).status).toBe(200);
      expect((await api.get(`/api/product/series/detail/${chain.series}`)).body.data.pdf_id).toBe(pdf.id);
    });

    test("an inquiry's status and notes are recorded, and revert; an edit of a record deleted since is refused", async () => {
      const sent = await api.post('/api/inquiry/create', {
        token: null,
        json: { name: 'Andi', email: 'andi@example.com', message: 'A quote for two lathes, please.' },
      });
      expect(sent.status).toBe(201);
      const id = (await api.get('/api/inquiry')).body.data.data[0].id;
      expect((await api.post(`/api/inquiry/update/${id}`, { json: { status: 'answered', notes: 'Called back' } })).status).toBe(200);
      const [entry] = await entries({ module_type: 'inquiry', module_id: id });
      expect(entry).toMatchObject({
        action: 'update',
        label: 'Andi',
        changes: [
          { field: 'status', before: 'new', after: 'answered' },
          { field: 'notes', before: null, after: 'Called back' },
        ],
      });
      expect((await revert(entry.id)).status).toBe(200);
      expect((await api.get(`/api/inquiry/detail/${id}`)).body.data).toMatchObject({ status: 'new', notes: null });

      const type = await created(api, '/api/manufacture-type/create', { json: { name: 'Lathes' } });
      await api.post(`/api/manufacture-type/update/${type.id}`, { json: { name: 'Mills' } });
      const [rename] = await entries({ module_type: 'mt_manufacture_type', module_id: type.id });
      await api.delete(`/api/manufacture-type/delete/${type.id}`);
      expect([(await revert(rename.id)).status, (await revert(rename.id)).body]).toEqual([
        409,
        { message: 'Cannot revert: the record was deleted since' },
      ]);
    });

    test("an admin's create, change and delete of an account are recorded, never a password; they do not revert (409, 403 for an editor)", async () => {
      const made = await api.post('/api/user/create', { json: { email: 'rita@example.com', name: 'Rita', role: 'editor' } });
      const id = made.body.data.user.id as number;
      expect((await api.post(`/api/user/update/${id}`, { json: { role: 'admin', name: 'Rita' } })).status).toBe(200);
      expect((await api.delete(`/api/user/delete/${id}`)).status).toBe(200);
      const [deleted, update, create] = await entries({ module_type: 'user', module_id: id });
      const fields = { email: 'rita@example.com', name: 'Rita', role: 'editor', active: true, totp_enabled: false };
      expect(create).toMatchObject({ action: 'create', label: 'Rita', user: await me(), revertible: false });
      expect(create.changes).toEqual(Object.entries(fields).map(([field, after]) => ({ field, before: null, after })));
      // Only what changed: the name given again is no change.
      expect(update).toMatchObject({ action: 'update', changes: [{ field: 'role', before: 'editor', after: 'admin' }], revertible: false });
      expect(deleted).toMatchObject({ action: 'delete', revertible: false });
      expect(deleted.changes).toEqual(Object.entries({ ...fields, role: 'admin' }).map(([field, before]) => ({ field, before, after: null })));
      expect(JSON.stringify([create, update, deleted])).not.toMatch(/password|secret|recovery/);
      expect([(await revert(update.id)).status, (await revert(update.id)).body]).toEqual([409, { message: 'This change cannot be reverted' }]);
      const editor = await addStaff(api, 'Edna');
      const asEditor = await api.post(`/api/activity/revert/${update.id}`, { token: editor.token });
      expect([asEditor.status, asEditor.body]).toEqual([403, { message: STAFF_MESSAGES.adminOnly }]);
    });

    test('the public gets 401 on the history and its revert', async () => {
      expect((await api.get('/api/activity', { token: null })).status).toBe(401);
      expect((await api.post('/api/activity/revert/1', { token: null })).status).toBe(401);
    });
  });
}
