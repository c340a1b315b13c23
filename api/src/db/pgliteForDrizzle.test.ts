import { eq } from 'drizzle-orm';
import { openDatabase, schema, type Database } from './index';
import { DRIZZLE_TEXT_TYPES } from './pgliteForDrizzle';

let d: Database;
beforeAll(async () => {
  d = await openDatabase({ pgliteDir: 'memory' });
});
afterAll(() => d.close());

describe('PGlite for drizzle', () => {
  it('reads as text the types drizzle passes parsers for with each query', () => {
    // drizzle's own per-query parsers (an internal of its PGlite driver): an upgrade that changes them fails here.
    const probe = d.db.select().from(schema.users).prepare('probe') as unknown as { queryConfig: { parsers: Record<string, unknown> } };
    expect(Object.keys(probe.queryConfig.parsers).map(Number).sort()).toEqual([...DRIZZLE_TEXT_TYPES].sort());
  });

  it('gives drizzle the same values, in and out of transactions', async () => {
    const at = new Date('2024-05-06T07:08:09.123Z');
    const values = {
      name: 'T',
      description: null,
      name_id: null,
      description_id: null,
      image_id: null,
      page_kind: 'distributors' as const,
      published: false,
      position: 2,
      created_at: at,
      updated_at: at,
    };
    const [{ id }] = (await d.db.insert(schema.manufactureTypes).values(values).returning({ id: schema.manufactureTypes.id })) as [{ id: number }];
    const [row] = await d.db.select().from(schema.manufactureTypes).where(eq(schema.manufactureTypes.id, id));
    expect(row).toEqual({ id, ...values });
    const inside = await d.db.transaction(
      async (tx) => (await tx.select().from(schema.manufactureTypes).where(eq(schema.manufactureTypes.id, id)))[0],
    );
    expect(inside).toEqual(row);
    // Raw queries read them as text.
    const [raw] = await d.query<{ created_at: string }>('SELECT created_at FROM mt_manufacture_type WHERE id = $1', [id]);
    expect(new Date(raw!.created_at)).toEqual(at);
  });
});
