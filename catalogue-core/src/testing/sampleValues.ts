// @mfe/catalogue-core/testing: what the tests' fixtures build their records from, so that a field
// added to an entity (../schemas/entities.ts) needs no edit in a fixture. Pure and browser-safe (the
// remotes' tests run it under jsdom); not for app code (it reads the schemas: zod).
import { z } from 'zod';
import { answeredShape, ENTITIES, type EntityName, type EntityValues, type Field } from '../schemas/entities';

/** The plain values a sample tries in turn, the first its field's value accepts: none, blank, on, zero, an empty list. */
const PLAIN_VALUES = [null, '', true, 0, []] as const;

function sampleOf(table: EntityName, key: string, value: z.ZodType): unknown {
  const { fallback } = (ENTITIES[table] as Record<string, Field>)[key]!;
  if (fallback !== undefined) return fallback;
  const plain = PLAIN_VALUES.find((candidate) => value.safeParse(candidate).success);
  if (plain !== undefined) return plain;
  if (value instanceof z.ZodEnum) return value.options[0];
  throw new Error(`sampleValues: no sample for ${table}.${key}; give it a fallback or teach sampleValues its type`);
}

/**
 * A sample of the values a row of `table` is written with (its answered own fields, in its
 * entity's order): each field's fallback, else null where it may be none, '' for text, true for a
 * flag, 0 for a number, [] for a list, an enum's first value. A fixture spreads it first and then sets what its
 * test reads by name (the name, the parent's id, …), so the compiler still checks those names.
 */
export function sampleValues<T extends EntityName>(table: T): EntityValues<T> {
  const shape = answeredShape(table) as Record<string, z.ZodType>;
  return Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, sampleOf(table, key, value)])) as EntityValues<T>;
}
