// The public search over the demo's tables: the core's match rule (searchScore, on pg_trgm's
// trigram similarity written in TypeScript) applied to every row, as the API's SQL does with its
// indexes; the same hits and scores, the parents from the core's shapes.
import { SEARCH_KINDS, searchScore, type SearchKind, type SearchRow } from '@mfe/catalogue-core';
import type { CatalogView } from './catalogView';
import { findRow, type DemoDb } from './demoDb';

interface Searched {
  id: number;
  name: string;
  description: string | null;
  image_id: number | null;
}

/** The column naming the record above a row of each kind (none for a type). */
const PARENT_COLUMN: Record<SearchKind, string | null> = {
  mt_manufacture_type: null,
  mt_vendor: 'mt_manufacture_type_id',
  mt_product_category: 'mt_vendor_id',
  mt_product_series: 'mt_product_category_id',
  mt_product: 'mt_product_series_id',
};

/** The hits of each kind for a trimmed text, at most `limitPerKind` each, best first. */
export function searchTables(db: DemoDb, shapes: CatalogView, text: string, limitPerKind: number): SearchRow[] {
  return SEARCH_KINDS.flatMap((kind) => {
    const column = PARENT_COLUMN[kind];
    const scored = (db[kind] as unknown as Array<Searched & Record<string, unknown>>).flatMap((row) => {
      // Products are matched by name only (catalogue-core/src/searchMatch.ts).
      const score = searchScore(text, row, kind !== 'mt_product');
      return score === null ? [] : [{ row, score }];
    });
    scored.sort((a, b) => b.score - a.score || a.row.id - b.row.id);
    return scored
      .flatMap(({ row, score }): SearchRow[] => {
        const parents = shapes.searchParents(kind, column ? (row[column] as number) : null);
        if (!parents) return [];
        const image = row.image_id != null ? findRow(db, 'image_asset', row.image_id) : undefined;
        return [{ kind, id: row.id, name: row.name, description: row.description, image_path: image?.image_path ?? null, score, parents }];
      })
      .slice(0, limitPerKind);
  });
}
