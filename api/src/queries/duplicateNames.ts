// Records that share a name within their parent (trimmed, any case): saved before the names rule
// (catalogue-core/src/useCases/names.ts), which now refuses them. Reported, never merged.
import type { Database } from '../db';

export interface DuplicateName {
  table: string;
  name: string;
  ids: number[];
}

/** Each table and the parent its names are unique within (none for the types). */
const SCOPES = [
  ['mt_manufacture_type', null],
  ['mt_vendor', 'mt_manufacture_type_id'],
  ['mt_product_category', 'mt_vendor_id'],
  ['mt_product_series', 'mt_product_category_id'],
  ['mt_product', 'mt_product_series_id'],
] as const;

export async function duplicateNames(d: Database): Promise<DuplicateName[]> {
  const found: DuplicateName[] = [];
  for (const [table, parent] of SCOPES) {
    const rows = await d.query<{ name: string; ids: number[] }>(
      `SELECT (array_agg(trim(name) ORDER BY id))[1] AS name, array_agg(id ORDER BY id) AS ids FROM ${table}
       GROUP BY ${parent ? `${parent}, ` : ''}lower(trim(name)) HAVING count(*) > 1 ORDER BY min(id)`,
    );
    for (const row of rows) found.push({ table, name: row.name, ids: row.ids });
  }
  return found;
}
