// Statements prepared once per shape of a query (which filters a list has: its values are
// placeholders), so that a list call costs no query building. A bounded set of names, so that
// PostgreSQL keeps a bounded set of prepared statements per connection.
import type { DB } from '../db';

const byDatabase = new WeakMap<DB, Map<string, unknown>>();

/** The statement of that name on that database, prepared on first use: its SQL must follow from the name. */
export function prepared<T>(db: DB, name: string, prepare: (name: string) => T): T {
  let statements = byDatabase.get(db);
  if (!statements) byDatabase.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (!statement) statements.set(name, (statement = prepare(name)));
  return statement;
}
