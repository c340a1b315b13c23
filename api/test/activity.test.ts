// The history (issue 23) in the API: an entry carries the client's address, a revert drops the
// public caches like any catalogue write, and the retention deletes the entries older than
// ACTIVITY_RETENTION_DAYS. What the calls answer is the contract (test/contract.test.ts).
import { sql } from 'drizzle-orm';
import { schema } from '../src/db';
import { deleteHistoryBeyond, deleteOldHistory } from '../src/store/sqlHistory';
import { useApp } from './helpers';

const h = useApp({ cacheTtlMs: Infinity }, { resetEachTest: true });

const latest = async () => (await h.get('/api/activity')).body.data.data[0];

describe('history in the API', () => {
  it("records the client's address, and a revert shows in the public's cached reads at once", async () => {
    const type = (await h.req('POST', '/api/manufacture-type/create', { json: { name: 'Lathes' } })).body.data;
    expect((await latest()).address).toBe('127.0.0.1');
    expect((await h.get('/api/manufacture-type', null)).body.data.data.map((t: { name: string }) => t.name)).toEqual(['Lathes']);
    expect((await h.req('POST', `/api/manufacture-type/update/${type.id}`, { json: { name: 'Mills' } })).status).toBe(200);
    expect((await h.get('/api/manufacture-type', null)).body.data.data.map((t: { name: string }) => t.name)).toEqual(['Mills']);
    expect((await h.req('POST', `/api/activity/revert/${(await latest()).id}`)).status).toBe(200);
    expect((await h.get('/api/manufacture-type', null)).body.data.data.map((t: { name: string }) => t.name)).toEqual(['Lathes']);
  });

  it('the retention deletes the entries older than its days, and only those', async () => {
    await h.req('POST', '/api/manufacture-type/create', { json: { name: 'Lathes' } });
    await h.req('POST', '/api/manufacture-type/create', { json: { name: 'Mills' } });
    const [old] = (await h.get('/api/activity')).body.data.data;
    await h.db.db
      .update(schema.activity)
      .set({ at: sql`now() - interval '400 days'` })
      .where(sql`id = ${old.id}`);
    expect(await deleteOldHistory(h.db.db, 365)).toBe(1);
    expect((await h.get('/api/activity')).body.data.data.map((e: { label: string }) => e.label)).toEqual(['Lathes']);
    expect(await deleteOldHistory(h.db.db, 365)).toBe(0);
  });

  it('the count limit keeps the newest entries, and only as many', async () => {
    for (const name of ['Lathes', 'Mills', 'Presses']) await h.req('POST', '/api/manufacture-type/create', { json: { name } });
    expect(await deleteHistoryBeyond(h.db.db, 2)).toBe(1);
    expect((await h.get('/api/activity')).body.data.data.map((e: { label: string }) => e.label)).toEqual(['Presses', 'Mills']);
    expect(await deleteHistoryBeyond(h.db.db, 2)).toBe(0);
  });
});
