// The finder's counts (issue 24): CatalogueReads.finderFacets and finderSeries over one catalogue
// page's products and their stored values, held in columns. Both adapters count with it: the demo
// over its tables on each call, the API over the values its SQL read of the page returned, kept
// while its catalogue snapshot is current (api/src/store/finderPages.ts), so that a request costs
// a pass over the page's values in memory, not a query.
import type { AttributeValueRow } from './attributes';
import { valueMatches, type FinderFilter } from './finderFilters';
import type { FacetRow, SeriesCardRow } from './store';

/** A product in view: its id and its series. */
export interface FinderProduct {
  id: number;
  seriesId: number;
}

type StoredValue = Pick<AttributeValueRow, 'num_value' | 'num_max' | 'text_value' | 'bool_value'>;

/** One attribute's values on the page: parallel columns, one entry per product that has a value. */
interface AttributeColumn {
  /** The product's place in the page. */
  product: Int32Array;
  /** The values as stored (what a filter judges). */
  rows: StoredValue[];
  /** What a facet counts: the number (a range's min) and the greatest number (a range's max; NaN: none), the text, yes/no (-1: none). */
  low: Float64Array;
  high: Float64Array;
  text: Array<string | null>;
  yes: Int8Array;
}

/** A catalogue page's products and values, ready to count under any filters. */
export class FinderPage {
  private readonly places = new Map<number, number>();
  private readonly columns = new Map<number, AttributeColumn>();

  constructor(
    private readonly products: FinderProduct[],
    values: AttributeValueRow[],
  ) {
    products.forEach((product, place) => this.places.set(product.id, place));
    const byAttribute = new Map<number, AttributeValueRow[]>();
    for (const row of values) {
      if (!this.places.has(row.product_id)) continue;
      const rows = byAttribute.get(row.attribute_id) ?? [];
      rows.push(row);
      byAttribute.set(row.attribute_id, rows);
    }
    for (const [attributeId, stored] of byAttribute) {
      const rows = stored.map(({ num_value, num_max, text_value, bool_value }) => ({
        num_value: num_value === null ? null : Number(num_value),
        num_max: num_max === null ? null : Number(num_max),
        text_value,
        bool_value,
      }));
      this.columns.set(attributeId, {
        product: Int32Array.from(stored, (row) => this.places.get(row.product_id)!),
        rows,
        low: Float64Array.from(rows, (row) => row.num_value ?? NaN),
        high: Float64Array.from(rows, (row) => row.num_max ?? row.num_value ?? NaN),
        text: rows.map((row) => row.text_value),
        yes: Int8Array.from(rows, (row) => (row.bool_value === null ? -1 : Number(row.bool_value))),
      });
    }
  }

  /** How many products there are. */
  get size(): number {
    return this.products.length;
  }

  /**
   * Which filters each product fails (by place): how many, and one of them (which, when it is
   * the only one). A product without a value of a filter's attribute fails it.
   */
  private failures(filters: FinderFilter[]): { count: Uint8Array; one: Int16Array } {
    const count = new Uint8Array(this.products.length);
    const one = new Int16Array(this.products.length);
    filters.forEach((filter, f) => {
      const passed = new Uint8Array(this.products.length);
      const column = this.columns.get(filter.attributeId);
      if (column) column.rows.forEach((row, i) => valueMatches(filter, row) && (passed[column.product[i]!] = 1));
      for (let place = 0; place < passed.length; place++) {
        if (passed[place]) continue;
        count[place] = Math.min(255, count[place]! + 1);
        one[place] = f;
      }
    });
    return { count, one };
  }

  /** CatalogueReads.finderFacets: each attribute's values over the products that pass every filter but its own. */
  facets(filters: FinderFilter[], attributeIds: number[]): { total: number; rows: FacetRow[] } {
    const { count, one } = this.failures(filters);
    const rows: FacetRow[] = [];
    for (const attributeId of attributeIds) {
      const column = this.columns.get(attributeId);
      if (!column) continue;
      const own = filters.findIndex((filter) => filter.attributeId === attributeId);
      const groups = new Map<string | number, FacetRow>();
      const { product, low, high, text, yes } = column;
      for (let i = 0; i < product.length; i++) {
        const place = product[i]!;
        // Counted when it passes every filter but this attribute's own.
        if (count[place] !== 0 && (count[place] !== 1 || one[place] !== own)) continue;
        const key = text[i] ?? yes[i]!;
        let group = groups.get(key);
        if (!group) {
          const bool_value = yes[i] === -1 ? null : yes[i] === 1;
          group = { attribute_id: attributeId, text_value: text[i]!, bool_value, count: 0, min: null, max: null };
          groups.set(key, group);
        }
        group.count++;
        const value = low[i]!;
        if (!Number.isNaN(value)) {
          group.min = group.min === null || value < group.min ? value : group.min;
          group.max = group.max === null || high[i]! > group.max ? high[i]! : group.max;
        }
      }
      rows.push(...groups.values());
    }
    let total = 0;
    for (let place = 0; place < count.length; place++) if (count[place] === 0) total++;
    return { total, rows };
  }

  /** CatalogueReads.finderSeries: the series with products that pass every filter, with how many do. */
  series(filters: FinderFilter[]): Array<{ id: number; count: number }> {
    const { count } = this.failures(filters);
    const counts = new Map<number, number>();
    this.products.forEach((product, place) => {
      if (count[place] === 0) counts.set(product.seriesId, (counts.get(product.seriesId) ?? 0) + 1);
    });
    return [...counts].map(([id, n]) => ({ id, count: n }));
  }

  /** CatalogueReads.finderCards: each series' values of each attribute, whatever the filters. */
  cards(attributeIds: number[]): SeriesCardRow[] {
    const rows: SeriesCardRow[] = [];
    for (const attributeId of attributeIds) {
      const column = this.columns.get(attributeId);
      if (!column) continue;
      const bySeries = new Map<number, SeriesCardRow>();
      const { product, low, high, text, yes } = column;
      for (let i = 0; i < product.length; i++) {
        const seriesId = this.products[product[i]!]!.seriesId;
        let row = bySeries.get(seriesId);
        if (!row) bySeries.set(seriesId, (row = { series_id: seriesId, attribute_id: attributeId, min: null, max: null, texts: [] }));
        const shown = text[i] ?? (yes[i] === -1 ? null : String(yes[i] === 1));
        if (shown !== null && !row.texts.includes(shown)) row.texts.push(shown);
        if (!Number.isNaN(low[i]!)) {
          row.min = row.min === null || low[i]! < row.min ? low[i]! : row.min;
          row.max = row.max === null || high[i]! > row.max ? high[i]! : row.max;
        }
      }
      rows.push(...bySeries.values());
    }
    return rows;
  }
}
