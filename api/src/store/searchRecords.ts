// The public search's data in the API's store: the core's SearchIndex (catalogue-core/src/searchIndex.ts)
// over the snapshot's levels and every product's name, built on the first search after a write
// and kept with the other caches; and the few columns of the products a search answers.
// (The trigram GIN indexes of migration 0004 serve the admin lists' name search.)
import { SearchIndex, type SearchRecord } from '@mfe/catalogue-core';
import type { Database } from '../db';
import type { Snapshot } from '../lib/catalog';

/** The index of the levels in the snapshot and of the products in the database. */
export async function loadSearchIndex(d: Pick<Database, 'query'>, snap: Snapshot): Promise<SearchIndex> {
  const records: SearchRecord[] = [];
  for (const t of snap.types.values())
    records.push({ kind: 'mt_manufacture_type', id: t.id, name: t.name, description: t.description, parentId: null });
  for (const v of snap.vendors.values())
    records.push({ kind: 'mt_vendor', id: v.id, name: v.name, description: v.description, parentId: v.mt_manufacture_type_id });
  for (const c of snap.categories.values())
    records.push({ kind: 'mt_product_category', id: c.id, name: c.name, description: c.description, parentId: c.mt_vendor_id });
  for (const s of snap.series.values())
    records.push({ kind: 'mt_product_series', id: s.id, name: s.name, description: s.description, parentId: s.mt_product_category_id });
  const products = await d.query<{ id: number; name: string; series: number }>('SELECT id, name, mt_product_series_id AS series FROM mt_product');
  for (const p of products) records.push({ kind: 'mt_product', id: p.id, name: p.name, description: null, parentId: p.series });
  // Built a slice at a time: the requests that arrive meanwhile are answered.
  return SearchIndex.build(records, () => new Promise((resolve) => setImmediate(resolve)));
}

/** The description and own image of the products a search answers, by id. */
export async function productHitColumns(
  d: Pick<Database, 'query'>,
  ids: number[],
): Promise<Map<number, { description: string | null; image_path: string | null }>> {
  if (!ids.length) return new Map();
  const rows = await d.query<{ id: number; description: string | null; image_path: string | null }>(
    'SELECT p.id, p.description, i.image_path FROM mt_product p LEFT JOIN image_asset i ON i.id = p.image_id WHERE p.id = ANY($1::int[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}
