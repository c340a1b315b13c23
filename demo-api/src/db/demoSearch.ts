// The public search over the demo's tables: the core's SearchIndex (the API's too), the parents
// from the core's shapes, each hit's picture from the image table.
import {
  SEARCH_PARENT_COLUMN,
  SearchIndex,
  measuresByProduct,
  searchedTranslations,
  type CatalogShapes,
  type SearchKind,
  type SearchRecord,
  type SearchRow,
} from '@mfe/catalogue-core';
import { findRow, type DemoDb } from './demoDb';

type Searched = { id: number; name: string; description: string | null; image_id: number | null; published: boolean } & Record<string, unknown>;

/** The hits of each kind for a normalized text, at most `limitPerKind` each, best first. */
export function searchTables(db: DemoDb, shapes: CatalogShapes, text: string, limitPerKind: number): SearchRow[] {
  const rows = new Map<string, Searched>();
  const records: SearchRecord[] = [];
  const measures = productMeasures(db);
  for (const kind of Object.keys(SEARCH_PARENT_COLUMN) as SearchKind[]) {
    const column = SEARCH_PARENT_COLUMN[kind];
    for (const row of db[kind] as unknown as Searched[]) {
      // A draft is no hit (issue 21); one under a draft has no parents in the public's view.
      if (!row.published) continue;
      rows.set(`${kind}:${row.id}`, row);
      records.push({
        kind,
        id: row.id,
        name: row.name,
        description: row.description,
        ...searchedTranslations(row),
        parentId: column ? (row[column] as number) : null,
        ...(kind === 'mt_product' ? { measures: measures.get(row.id) } : {}),
      });
    }
  }
  return SearchIndex.of(records)
    .search(text, limitPerKind)
    .flatMap(({ record, score }): SearchRow[] => {
      const parents = shapes.publicView().searchParents(record.kind, record.parentId);
      const row = rows.get(`${record.kind}:${record.id}`)!;
      if (!parents) return [];
      const image = row.image_id != null ? findRow(db, 'image_asset', row.image_id) : undefined;
      return [
        {
          kind: record.kind,
          id: record.id,
          name: row.name,
          description: row.description,
          ...searchedTranslations(row),
          image_path: image?.image_path ?? null,
          score,
          parents,
        },
      ];
    });
}

/** The products' number values and ranges of attributes with a unit (issue 24), by product id. */
function productMeasures(db: DemoDb) {
  const units = new Map(db.mt_product_attribute.flatMap((a) => (a.unit ? [[a.id, a.unit] as const] : [])));
  return measuresByProduct(
    db.mt_product_attribute_value.flatMap((v) => {
      const unit = units.get(v.attribute_id);
      return unit && v.num_value !== null ? [{ ...v, unit, num_value: v.num_value }] : [];
    }),
  );
}
