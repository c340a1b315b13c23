// The drizzle tables (src/db/schema.ts) against the core's entity definitions
// (catalogue-core/src/schemas/entities.ts): the same columns, the same nullability, the same references,
// so that the database and the core cannot drift apart.
import { ENTITIES, storedColumns, type EntityName, type Field } from '@mfe/catalogue-core';
import { getTableColumns } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { TABLES } from '../src/store/tables';

/** The columns only the database has, by table: the id and the times every row gets. */
const DATABASE_ONLY: Record<EntityName, string[]> = {
  mt_manufacture_type: ['id', 'created_at', 'updated_at'],
  mt_vendor: ['id', 'created_at', 'updated_at'],
  mt_product_category: ['id', 'created_at', 'updated_at'],
  mt_product_series: ['id', 'created_at', 'updated_at'],
  mt_product: ['id', 'created_at', 'updated_at'],
  mt_product_attribute: ['id', 'created_at', 'updated_at'],
  image_asset: ['id', 'created_at', 'updated_at'],
  file_asset: ['id', 'created_at', 'updated_at'],
};

const entities = Object.keys(ENTITIES) as EntityName[];

describe.each(entities)('the %s table', (entity) => {
  const table = TABLES[entity];
  const columns = getTableColumns(table);
  const fields = ENTITIES[entity] as Record<string, Field>;

  it('has exactly the columns its entity names, and the database-only ones', () => {
    expect(getTableConfig(table).name).toBe(entity);
    expect(Object.keys(columns).sort()).toEqual([...storedColumns(entity), ...DATABASE_ONLY[entity]].sort());
    for (const [key, column] of Object.entries(columns)) expect(column.name).toBe(key);
  });

  it('takes null exactly where its entity answers null', () => {
    for (const key of storedColumns(entity)) {
      const column = columns[key as keyof typeof columns] as { notNull: boolean };
      expect({ key, nullable: !column.notNull }).toEqual({ key, nullable: fields[key]!.value.safeParse(null).success });
    }
  });

  it('refers to the tables its parent and asset fields name', () => {
    const foreignKeys = getTableConfig(table).foreignKeys.map((fk) => {
      const { columns: from, foreignTable } = fk.reference();
      return [from.map((c) => c.name).join(), getTableConfig(foreignTable).name];
    });
    const references = Object.entries(fields)
      .filter(([, f]) => f.role === 'parent' || f.role === 'asset')
      .map(([key, f]) => [key, f.refers]);
    expect(foreignKeys.sort()).toEqual(references.sort());
  });
});
