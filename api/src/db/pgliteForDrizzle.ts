// PGlite as drizzle drives it, without drizzle's per-query parsers. drizzle's PGlite driver passes
// its result parsers (timestamps, dates, intervals and their arrays as text, which drizzle maps
// itself) with every query, and PGlite copies its whole parser table to merge them each time:
// ~0.13 ms a query, a sixth of an admin product page (measured). Set on the client once instead,
// they serve drizzle the same; the raw queries read those types as text too (the few that read
// them take a Date or its text).
import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

const asText = (value: string) => value;

/** The types drizzle-orm/pglite/session.js reads as text (src/db/pgliteForDrizzle.test.ts holds them equal). */
export const DRIZZLE_TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

type Queries = PGlite | Transaction;

/** The client (or a transaction of it) whose queries drop the parsers drizzle passes. */
function withoutQueryParsers<T extends Queries>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (query: string, params?: unknown[], options?: Record<string, unknown>) =>
          target.query(query, params, options && { ...options, parsers: undefined });
      }
      if (property === 'transaction' && 'transaction' in target) {
        return <R>(work: (tx: Transaction) => Promise<R>) => (target as PGlite).transaction((tx) => work(withoutQueryParsers(tx)));
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Read drizzle's text types as text on the client itself (after waitReady, which sets the array types), and hand drizzle the lean client. */
export function pgliteForDrizzle(client: PGlite): PGlite {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  return withoutQueryParsers(client);
}
