// The catalogue finder's counts in SQL (issue 24; the core's CatalogueReads.finderFacets and
// finderSeries; the demo counts the same in memory: catalogue-core/src/finderCounts.ts).
//
// One statement each. Each filter's matching products come from the values table's indexes:
// (attribute_id, num_value) for a number's or a range's bounds, (attribute_id, text_value) for a
// list's options (yes/no reads the attribute's values on the first). A facet counts its attribute's
// values only over the products that pass every OTHER filter: the products that pass all of them
// for the unfiltered attributes, and one intersection per filtered attribute, so that a page with
// filters set reads the values of the matching products, not of the whole page.
import type { FacetRow, FinderFilter, FinderQuery } from '@mfe/catalogue-core';
import type { Database } from '../db';

type Query = Database['query'];

/** A statement's parameters: each value added answers its placeholder. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast: string): string {
    this.values.push(value);
    return `$${this.values.length}::${cast}`;
  }
}

/** The condition on a value row `v` of the filter. */
function filterCondition(filter: FinderFilter, params: Params): string {
  const of = `v.attribute_id = ${params.add(filter.attributeId, 'int')}`;
  switch (filter.type) {
    case 'option':
      return `${of} AND v.text_value = ANY(${params.add(filter.options, 'text[]')})`;
    case 'boolean':
      return `${of} AND v.bool_value = ANY(${params.add(filter.values, 'boolean[]')})`;
    case 'number':
    case 'range': {
      // The index's num_value carries a number and a range's low end; a range reaches a minimum by its num_max.
      const parts = [of, 'v.num_value IS NOT NULL'];
      if (filter.max !== null) parts.push(`v.num_value <= ${params.add(filter.max, 'float8')}`);
      if (filter.min !== null) {
        const high = filter.type === 'range' ? 'coalesce(v.num_max, v.num_value)' : 'v.num_value';
        parts.push(`${high} >= ${params.add(filter.min, 'float8')}`);
      }
      return parts.join(' AND ');
    }
  }
}

/**
 * The statement's common part: `shown`, the products in view, and one `f{i}` per filter (the
 * products in view that pass it); `passing(except)` is the set of the products that pass every
 * filter but `except`'s (all of them when -1).
 */
function finderScope(query: FinderQuery, params: Params) {
  const published = query.publishedOnly ? ' AND published' : '';
  const ctes = [
    `shown AS MATERIALIZED (SELECT id FROM mt_product WHERE mt_product_series_id = ANY(${params.add(query.seriesIds, 'int[]')})${published})`,
  ];
  query.filters.forEach((filter, place) => {
    ctes.push(
      `f${place} AS MATERIALIZED (SELECT v.product_id AS id FROM mt_product_attribute_value v WHERE ${filterCondition(filter, params)} AND v.product_id IN (SELECT id FROM shown))`,
    );
  });
  const passing = (except: number) => {
    const sets = query.filters.flatMap((_filter, place) => (place === except ? [] : [`SELECT id FROM f${place}`]));
    return sets.length ? sets.join(' INTERSECT ') : 'SELECT id FROM shown';
  };
  return { with: `WITH ${ctes.join(',\n')}`, passing };
}

export async function finderFacetsSql(query: Query, finder: FinderQuery, attributeIds: number[]): Promise<{ total: number; rows: FacetRow[] }> {
  const params = new Params();
  const scope = finderScope(finder, params);
  const filtered = new Set(finder.filters.map((filter) => filter.attributeId));
  const unfiltered = attributeIds.filter((id) => !filtered.has(id));
  const values = (attributes: string, products: string) =>
    `SELECT v.attribute_id, v.text_value, v.bool_value, v.num_value, v.num_max FROM (${products}) p JOIN mt_product_attribute_value v ON v.product_id = p.id AND ${attributes}`;
  const branches = [
    ...(unfiltered.length ? [values(`v.attribute_id = ANY(${params.add(unfiltered, 'int[]')})`, scope.passing(-1))] : []),
    ...finder.filters.map((filter, place) => values(`v.attribute_id = ${params.add(filter.attributeId, 'int')}`, scope.passing(place))),
  ];
  const grouped = branches.length
    ? `SELECT attribute_id, text_value, bool_value, count(*)::int AS count, min(num_value) AS min, max(coalesce(num_max, num_value)) AS max
       FROM (${branches.join('\nUNION ALL\n')}) v GROUP BY attribute_id, text_value, bool_value`
    : 'SELECT NULL::int AS attribute_id, NULL::text AS text_value, NULL::boolean AS bool_value, 0 AS count, NULL::float8 AS min, NULL::float8 AS max WHERE false';
  // The total rides along as a row of no attribute.
  const rows = await query<FacetRow & { attribute_id: number | null }>(
    `${scope.with}
     ${grouped}
     UNION ALL SELECT NULL, NULL, NULL, (SELECT count(*)::int FROM (${scope.passing(-1)}) t), NULL, NULL`,
    params.values,
  );
  const total = rows.find((row) => row.attribute_id === null)?.count ?? 0;
  return {
    total,
    rows: rows
      .filter((row) => row.attribute_id !== null)
      .map((row) => ({ ...row, min: row.min === null ? null : Number(row.min), max: row.max === null ? null : Number(row.max) })),
  };
}

export async function finderSeriesSql(query: Query, finder: FinderQuery): Promise<Array<{ id: number; count: number }>> {
  const params = new Params();
  const scope = finderScope(finder, params);
  return query<{ id: number; count: number }>(
    `${scope.with}
     SELECT p.mt_product_series_id AS id, count(*)::int AS count FROM mt_product p WHERE p.id IN (${scope.passing(-1)}) GROUP BY p.mt_product_series_id`,
    params.values,
  );
}
