// The finder's counts in memory (issue 24): what a store without SQL (the demo) answers for
// CatalogueReads.finderFacets and finderSeries, from the products in view and their stored values.
// The API answers the same in SQL (api/src/store/finderSql.ts); the contract suite holds both.
import type { AttributeValueRow } from './attributes';
import { valueMatches, type FinderFilter } from './finderFilters';
import type { FacetRow } from './store';

/** A product in view: its id and its series. */
export interface FinderProduct {
  id: number;
  seriesId: number;
}

/** For each product, which filters it passes (by the filter's place in `filters`). */
function passes(products: FinderProduct[], values: AttributeValueRow[], filters: FinderFilter[]): Map<number, boolean[]> {
  const byAttribute = new Map(filters.map((filter, place) => [filter.attributeId, place]));
  const passed = new Map(products.map((product) => [product.id, filters.map(() => false)]));
  for (const row of values) {
    const place = byAttribute.get(row.attribute_id);
    const own = passed.get(row.product_id);
    if (place !== undefined && own) own[place] = valueMatches(filters[place]!, row);
  }
  return passed;
}

const all = (passed: boolean[], except = -1) => passed.every((ok, place) => ok || place === except);

/** CatalogueReads.finderFacets over these products (those in view) and their values. */
export function facetsInMemory(
  products: FinderProduct[],
  values: AttributeValueRow[],
  filters: FinderFilter[],
  attributeIds: number[],
): { total: number; rows: FacetRow[] } {
  const passed = passes(products, values, filters);
  const filterPlace = new Map(filters.map((filter, place) => [filter.attributeId, place]));
  const wanted = new Set(attributeIds);
  const groups = new Map<string, FacetRow>();
  for (const row of values) {
    const own = passed.get(row.product_id);
    if (!own || !wanted.has(row.attribute_id) || !all(own, filterPlace.get(row.attribute_id))) continue;
    const key = JSON.stringify([row.attribute_id, row.text_value, row.bool_value]);
    const group = groups.get(key) ?? {
      attribute_id: row.attribute_id,
      text_value: row.text_value,
      bool_value: row.bool_value,
      count: 0,
      min: null,
      max: null,
    };
    group.count++;
    if (row.num_value !== null) {
      const low = Number(row.num_value);
      const high = row.num_max === null ? low : Number(row.num_max);
      group.min = group.min === null ? low : Math.min(group.min, low);
      group.max = group.max === null ? high : Math.max(group.max, high);
    }
    groups.set(key, group);
  }
  const total = [...passed.values()].filter((own) => all(own)).length;
  return { total, rows: [...groups.values()] };
}

/** CatalogueReads.finderSeries over these products (those in view) and their values. */
export function seriesInMemory(
  products: FinderProduct[],
  values: AttributeValueRow[],
  filters: FinderFilter[],
): Array<{ id: number; count: number }> {
  const passed = passes(products, values, filters);
  const counts = new Map<number, number>();
  for (const product of products) if (all(passed.get(product.id)!)) counts.set(product.seriesId, (counts.get(product.seriesId) ?? 0) + 1);
  return [...counts].map(([id, count]) => ({ id, count }));
}
