// The public search in SQL: the match rule and score of catalogue-core/src/searchMatch.ts over
// pg_trgm, one statement for the five tables, each part answered through its trigram GIN index
// (migration 0004: `text <% name` is `name %> text`, an index condition, as is ILIKE '%text%').
// pg_trgm.word_similarity_threshold is set on every connection (../db/trigramSettings.ts).
import { DESCRIPTION_WEIGHT, SEARCH_CONTAINS_MIN, type SearchKind } from '@mfe/catalogue-core';
import type { Database } from '../db';
import { containsPattern } from './listFilters';

/** A hit as the database finds it; the store adds its parents from the snapshot. */
export interface SearchHitRow {
  kind: SearchKind;
  id: number;
  name: string;
  description: string | null;
  image_id: number | null;
  /** A product's own image (the levels' are in the snapshot). */
  image_path: string | null;
  /** The id of the record above it (a product's series, …), null for a type. */
  parent_id: number | null;
  score: number;
}

/**
 * The most products scored for one search: a text as common as a variant's name ('pro') matches
 * an eighth of 100,000 products; they are scored and ranked from the first CANDIDATES the index
 * gives, so that one search costs a bounded time.
 */
export const CANDIDATES = 1000;

interface Part {
  kind: SearchKind;
  table: string;
  parent: string;
  /** Levels are matched by description too. */
  byDescription: boolean;
}

const PARTS: Part[] = [
  { kind: 'mt_manufacture_type', table: 'mt_manufacture_type', parent: 'NULL::int', byDescription: true },
  { kind: 'mt_vendor', table: 'mt_vendor', parent: 'r.mt_manufacture_type_id', byDescription: true },
  { kind: 'mt_product_category', table: 'mt_product_category', parent: 'r.mt_vendor_id', byDescription: true },
  { kind: 'mt_product_series', table: 'mt_product_series', parent: 'r.mt_product_category_id', byDescription: true },
  { kind: 'mt_product', table: 'mt_product', parent: 'r.mt_product_series_id', byDescription: false },
];

/** $1 the text, $2 the limit per kind, $3 the contains pattern (only in the statement with contains). */
function partSql(part: Part, contains: boolean): string {
  const nameMatch = contains ? '(r.name ILIKE $3 OR $1 <% r.name)' : '$1 <% r.name';
  const nameScore = `CASE WHEN ${nameMatch} THEN (word_similarity($1, r.name) + similarity($1, r.name)) / 2 END`;
  const descriptionScore = `CASE WHEN $1 <% r.description THEN ${DESCRIPTION_WEIGHT} * word_similarity($1, r.description) END`;
  const score = part.byDescription ? `greatest(${nameScore}, ${descriptionScore})` : nameScore;
  const where = part.byDescription ? `${nameMatch} OR $1 <% r.description` : nameMatch;
  const kind = `'${part.kind}'::text AS kind`;
  if (part.kind !== 'mt_product') {
    return `(SELECT ${kind}, r.id, r.name, r.description, r.image_id, NULL::text AS image_path, ${part.parent} AS parent_id, ${score}::float8 AS score
      FROM ${part.table} r WHERE ${where} ORDER BY score DESC, r.id LIMIT $2)`;
  }
  // Products: the first CANDIDATES matches scored, the image joined for the few kept.
  return `(SELECT ${kind}, c.id, c.name, c.description, c.image_id, i.image_path, c.parent_id, c.score FROM (
      SELECT r.id, r.name, r.description, r.image_id, ${part.parent} AS parent_id, ${score}::float8 AS score
      FROM (SELECT * FROM ${part.table} r WHERE ${where} LIMIT ${CANDIDATES}) r
      ORDER BY score DESC, r.id LIMIT $2) c LEFT JOIN image_asset i ON i.id = c.image_id)`;
}

const statement = (contains: boolean) => PARTS.map((part) => partSql(part, contains)).join('\nUNION ALL\n');
/** The two statements: for texts of SEARCH_CONTAINS_MIN characters or more ($3 the pattern), and shorter ones. */
export const SEARCH_SQL = { withContains: statement(true), withoutContains: statement(false) };

/** The hits of each kind for a trimmed text, at most `limit` each, best first. */
export async function searchRows(d: Pick<Database, 'query'>, text: string, limit: number): Promise<SearchHitRow[]> {
  const contains = text.length >= SEARCH_CONTAINS_MIN;
  return contains
    ? d.query<SearchHitRow>(SEARCH_SQL.withContains, [text, limit, containsPattern(text)])
    : d.query<SearchHitRow>(SEARCH_SQL.withoutContains, [text, limit]);
}
