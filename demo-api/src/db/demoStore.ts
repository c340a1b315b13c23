// The core's store over the demo's tables (one working copy per request, see createDemoAdapter):
// the use cases run on it exactly as they run on the API's SQL store.
import {
  ASSET_LINKS,
  type AttributeRow,
  type AttributeValueRow,
  type AssetColumn,
  type AssetTable,
  type CatalogueStore,
  type CatalogueWrites,
  type ChainIds,
  type DeleteOutcome,
  historyMatches,
  type HistoryQuery,
  type HistoryRecord,
  type HistoryValues,
  type ImportProductRow,
  type ImportSeriesRow,
  type NameScope,
  nameKey,
  type RecordTable,
  type ReferenceColumn,
  type RowWindow,
  type SearchReads,
  type SearchRow,
  type SeriesPageRows,
  type StoredSiteSettings,
  productsInOrder,
  type Audience,
  type TableName,
  type TableValues,
  FinderPage,
  type FacetRow,
  type SeriesCardRow,
  type FinderQuery,
} from '@mfe/catalogue-core';
import type { SiteSettings } from '@mfe/catalogue-core/site-settings';
import { CatalogView } from './catalogView';
import { findRow, HISTORY_KEPT, nextId, type DemoDb } from './demoDb';
import { searchTables } from './demoSearch';

type AnyRow = { id: number; updated_at: string } & Record<string, unknown>;

export class DemoStore implements CatalogueStore, SearchReads {
  private view: CatalogView | null = null;

  constructor(
    readonly db: DemoDb,
    private readonly now: () => string,
  ) {}

  /** The shapes of the tables as they are now (rebuilt after a change). */
  shapes(): CatalogView {
    return (this.view ??= new CatalogView(this.db));
  }

  private rows(table: TableName): AnyRow[] {
    return this.db[table] as unknown as AnyRow[];
  }

  private touched<T>(result: T): T {
    this.view = null;
    return result;
  }

  async has(table: TableName, id: number) {
    return findRow(this.db, table, id) !== undefined;
  }

  async count(table: RecordTable, column: ReferenceColumn, id: number) {
    return this.rows(table).filter((row) => row[column] === id).length;
  }

  async referrers(table: RecordTable, column: ReferenceColumn, id: number, window?: RowWindow) {
    const rows = this.referringRows(table, column, id);
    return window ? rows.slice(window.offset, window.offset + window.limit) : rows;
  }

  async linkCounts(table: AssetTable, ids: number[]) {
    const counts = new Map<number, Partial<Record<RecordTable, number>>>();
    const wanted = new Set(ids);
    for (const { module, column } of ASSET_LINKS[table])
      for (const row of this.rows(module)) {
        const asset = row[column] as number | null;
        if (asset == null || !wanted.has(asset)) continue;
        const own = counts.get(asset) ?? {};
        own[module] = (own[module] ?? 0) + 1;
        counts.set(asset, own);
      }
    return counts;
  }

  private referringRows(table: RecordTable, column: ReferenceColumn, id: number) {
    return this.rows(table)
      .filter((row) => row[column] === id)
      .sort((a, b) => a.id - b.id)
      .map((row) => ({ id: row.id, name: String(row.name) }));
  }

  async insert<T extends TableName>(table: T, values: TableValues[T]) {
    const now = this.now();
    const id = nextId(this.db, table);
    this.rows(table).push({ id, ...values, created_at: now, updated_at: now });
    return this.touched(id);
  }

  async ownRow(table: TableName, id: number): Promise<Record<string, unknown> | undefined> {
    const row = this.rows(table).find((r) => r.id === id);
    return row && { ...row };
  }

  /** Back under its id, in id order among the rows (the others are never given that id: nextId). */
  async restore<T extends TableName>(table: T, id: number, values: TableValues[T]) {
    const now = this.now();
    const rows = this.rows(table);
    const at = rows.findIndex((r) => r.id > id);
    rows.splice(at < 0 ? rows.length : at, 0, { ...values, id, created_at: now, updated_at: now });
    this.touched(undefined);
  }

  /** The entry, stamped now; the oldest beyond HISTORY_KEPT go. */
  async record(entry: HistoryValues): Promise<number> {
    const id = (this.db.lastActivityId = (this.db.lastActivityId ?? 0) + 1);
    const activity = (this.db.activity ??= []);
    activity.push({ ...entry, id, at: this.now() });
    if (activity.length > HISTORY_KEPT) activity.splice(0, activity.length - HISTORY_KEPT);
    return id;
  }

  async historyPage(query: HistoryQuery): Promise<{ rows: HistoryRecord[]; total: number }> {
    const found = (this.db.activity ?? []).filter((row) => historyMatches(query, row)).sort((a, b) => b.id - a.id);
    return { rows: found.slice(query.offset, query.offset + query.perPage), total: found.length };
  }

  async historyRecord(id: number): Promise<HistoryRecord | undefined> {
    return this.db.activity?.find((row) => row.id === id);
  }

  async update<T extends TableName>(table: T, id: number, values: Partial<TableValues[T]>) {
    const row = this.rows(table).find((r) => r.id === id);
    if (!row) return false;
    // A value left out (undefined: an update keeps it) is not written, as in SQL.
    const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
    Object.assign(row, given, { updated_at: this.now() });
    return this.touched(true);
  }

  async delete(table: TableName, id: number): Promise<DeleteOutcome> {
    const rows = this.rows(table);
    const index = rows.findIndex((r) => r.id === id);
    if (index < 0) return 'missing';
    rows.splice(index, 1);
    this.deleteDependents(table, id);
    // A deleted type's former names go with it (the API's foreign key cascades).
    if (table === 'mt_manufacture_type') this.db.formerNames = this.db.formerNames?.filter((former) => former.mt_manufacture_type_id !== id);
    // A deleted series' inquiries stay, keeping its name (the API's foreign key sets null).
    if (table === 'mt_product_series')
      for (const inquiry of this.db.mt_inquiry ?? []) if (inquiry.mt_product_series_id === id) inquiry.mt_product_series_id = null;
    return this.touched('deleted');
  }

  /** What the API's foreign keys delete with a row (issue 24): a category's attributes, an attribute's or a product's values. */
  private deleteDependents(table: TableName, id: number): void {
    if (table === 'mt_product_category') {
      const gone = new Set(this.db.mt_product_attribute.filter((a) => a.mt_product_category_id === id).map((a) => a.id));
      this.db.mt_product_attribute = this.db.mt_product_attribute.filter((a) => !gone.has(a.id));
      this.db.mt_product_attribute_value = this.db.mt_product_attribute_value.filter((v) => !gone.has(v.attribute_id));
    }
    if (table === 'mt_product_attribute')
      this.db.mt_product_attribute_value = this.db.mt_product_attribute_value.filter((v) => v.attribute_id !== id);
    if (table === 'mt_product') this.db.mt_product_attribute_value = this.db.mt_product_attribute_value.filter((v) => v.product_id !== id);
  }

  async attributesOf(categoryIds: number[]): Promise<AttributeRow[]> {
    const wanted = new Set(categoryIds);
    return this.db.mt_product_attribute.filter((a) => wanted.has(a.mt_product_category_id)).map((a) => ({ ...a, options: [...a.options] }));
  }

  async attributeValueCount(attributeId: number, texts?: string[]): Promise<number> {
    return this.db.mt_product_attribute_value.filter(
      (v) => v.attribute_id === attributeId && (!texts || (v.text_value !== null && texts.includes(v.text_value))),
    ).length;
  }

  async attributeValues(productIds: number[]): Promise<AttributeValueRow[]> {
    const wanted = new Set(productIds);
    return this.db.mt_product_attribute_value.filter((v) => wanted.has(v.product_id)).map((v) => ({ ...v }));
  }

  async valuesOfAttribute(attributeId: number, limit: number): Promise<AttributeValueRow[]> {
    return this.db.mt_product_attribute_value
      .filter((v) => v.attribute_id === attributeId)
      .sort((a, b) => a.product_id - b.product_id)
      .slice(0, limit)
      .map((v) => ({ ...v }));
  }

  async addAttributeValues(rows: AttributeValueRow[]): Promise<void> {
    this.db.mt_product_attribute_value = [...this.db.mt_product_attribute_value, ...rows.map((row) => ({ ...row }))];
    this.touched(undefined);
  }

  async replaceAttributeValues(productId: number, rows: AttributeValueRow[]): Promise<void> {
    const others = this.db.mt_product_attribute_value.filter((v) => v.product_id !== productId);
    this.db.mt_product_attribute_value = [...others, ...rows.map((row) => ({ ...row, product_id: productId }))];
    this.touched(undefined);
  }

  async unlink(table: RecordTable, column: AssetColumn, recordId: number, assetId: number) {
    const record = this.rows(table).find((r) => r.id === recordId && r[column] === assetId);
    if (!record) return false;
    Object.assign(record, { [column]: null, updated_at: this.now() });
    return this.touched(true);
  }

  async addFormerName(typeId: number, name: string) {
    (this.db.formerNames ??= []).push({ mt_manufacture_type_id: typeId, name });
    this.touched(undefined);
  }

  /** One request at a time works on the tables: nothing to hold. */
  async lockNames() {}

  async namesakes(scope: NameScope, name: string) {
    return this.rows(scope.table)
      .filter((row) => nameKey(String(row.name)) === nameKey(name) && (!scope.parent || row[scope.parent.column] === scope.parent.id))
      .map((row) => row.id);
  }

  async siblings(scope: NameScope) {
    return this.rows(scope.table)
      .filter((row) => !scope.parent || row[scope.parent.column] === scope.parent.id)
      .map((row) => ({ id: row.id, position: Number(row.position) }));
  }

  async siteSettings(): Promise<StoredSiteSettings | null> {
    return this.db.site_settings ?? null;
  }

  /** One request at a time works on its own copy: nothing to hold. */
  async siteSettingsForUpdate(): Promise<StoredSiteSettings | null> {
    return this.siteSettings();
  }

  async saveSiteSettings(settings: SiteSettings): Promise<void> {
    this.db.site_settings = settings;
  }

  /** The request already works on a copy that is kept only when it succeeds: all or nothing. */
  transaction<T>(work: (writes: CatalogueWrites) => Promise<T>): Promise<T> {
    return work(this);
  }

  /** The demo keeps files inside its tables (data: URLs): nothing else to remove. */
  async removeFile() {}

  /** The adapter stores the working copy once the request succeeds. */
  changed() {}

  async chainFacts(ids: ChainIds) {
    return this.shapes().chainFacts(ids);
  }

  async row(table: TableName, id: number): Promise<unknown> {
    return this.shapedRow(table, id);
  }

  /** A row as lists show it (records with their parents, assets as they are), or undefined. */
  shapedRow(table: TableName, id: number): unknown {
    const shapes = this.shapes();
    switch (table) {
      case 'mt_manufacture_type':
        return mapped(shapes.types.get(id), (t) => shapes.typeBase(t));
      case 'mt_vendor':
        return mapped(shapes.vendors.get(id), (v) => shapes.vendorRow(v));
      case 'mt_product_category':
        return mapped(shapes.categories.get(id), (c) => shapes.categoryRow(c));
      case 'mt_product_series':
        return mapped(shapes.series.get(id), (s) => shapes.seriesRow(s));
      case 'mt_product':
        return mapped(findRow(this.db, 'mt_product', id), (p) => shapes.productRow(p));
      default:
        return findRow(this.db, table, id);
    }
  }

  async detail(table: TableName, id: number, audience: Audience): Promise<unknown> {
    const shapes = this.shapes().view(audience);
    switch (table) {
      case 'mt_manufacture_type':
        return mapped(shapes.types.get(id), (t) => shapes.typeDetail(t));
      case 'mt_vendor':
        return mapped(shapes.vendors.get(id), (v) => shapes.vendorDetail(v));
      case 'mt_product_category':
        return mapped(shapes.categories.get(id), (c) => shapes.categoryDetail(c));
      case 'mt_product_series':
        return mapped(shapes.series.get(id), (s) =>
          shapes.seriesDetail(
            s,
            this.db.mt_product.filter((product) => product.mt_product_series_id === id && shapes.showsProduct(product)),
          ),
        );
      case 'mt_product':
        return mapped(findRow(this.db, 'mt_product', id), (p) => (shapes.showsProduct(p) ? shapes.productRow(p) : undefined));
      default:
        // An asset's linking records come counted and paged (the core's readAssetDetail, listAssetLinks).
        return findRow(this.db, table, id);
    }
  }

  async seriesPage(seriesId: number, window: { offset: number; limit: number }, audience: Audience): Promise<SeriesPageRows | undefined> {
    const shapes = this.shapes().view(audience);
    const series = shapes.series.get(seriesId);
    if (!series) return undefined;
    const products = this.seriesProducts(seriesId, audience);
    return {
      series: shapes.seriesRow(series),
      total: products.length,
      products: products.slice(window.offset, window.offset + window.limit).map((product) => shapes.seriesProduct(product)),
    };
  }

  async seriesRanks(products: Array<{ id: number; seriesId: number }>): Promise<Map<number, number>> {
    const ranks = new Map<number, number>();
    for (const { id, seriesId } of products) {
      // The search is the public's: its pages list the published products.
      const rank = this.seriesProducts(seriesId, 'public').findIndex((product) => product.id === id);
      if (rank >= 0) ranks.set(id, rank);
    }
    return ranks;
  }
  /** A series' products in its order, those the audience sees. */
  private seriesProducts(seriesId: number, audience: Audience) {
    return productsInOrder(
      this.db.mt_product.filter((product) => product.mt_product_series_id === seriesId),
      audience,
    );
  }

  // ---- the catalogue finder (issue 24): the core's counting over the tables
  async finderFacets(query: FinderQuery, attributeIds: number[]): Promise<{ total: number; rows: FacetRow[] }> {
    return this.finderPage(query).facets(query.filters, attributeIds);
  }

  async finderSeries(query: FinderQuery): Promise<Array<{ id: number; count: number }>> {
    return this.finderPage(query).series(query.filters);
  }

  async finderCards(query: FinderQuery, attributeIds: number[]): Promise<SeriesCardRow[]> {
    return this.finderPage(query).cards(attributeIds);
  }

  /** The products of the query's series (for the public, the published ones) with their values. */
  private finderPage(query: FinderQuery): FinderPage {
    const series = new Set(query.seriesIds);
    const products = this.db.mt_product
      .filter((product) => series.has(product.mt_product_series_id) && (!query.publishedOnly || product.published))
      .map((product) => ({ id: product.id, seriesId: product.mt_product_series_id }));
    return new FinderPage(products, this.db.mt_product_attribute_value);
  }

  async search(text: string, limitPerKind: number): Promise<SearchRow[]> {
    return searchTables(this.db, this.shapes(), text, limitPerKind);
  }

  // ---- product import (issue 24)
  async importSeries(): Promise<ImportSeriesRow[]> {
    const categories = new Map(this.db.mt_product_category.map((c) => [c.id, c]));
    const vendors = new Map(this.db.mt_vendor.map((v) => [v.id, v]));
    return this.db.mt_product_series.flatMap(({ id, name, mt_product_category_id }) => {
      const vendor = vendors.get(categories.get(mt_product_category_id)?.mt_vendor_id ?? 0);
      return vendor ? [{ id, name, mt_product_category_id, mt_vendor_id: vendor.id, mt_manufacture_type_id: vendor.mt_manufacture_type_id }] : [];
    });
  }

  async importProducts(seriesIds: number[], ids: number[]): Promise<ImportProductRow[]> {
    const series = new Set(seriesIds);
    const wanted = new Set(ids);
    return this.db.mt_product.filter((p) => series.has(p.mt_product_series_id) || wanted.has(p.id)).map((p) => ({ ...p }));
  }

  async insertMany<T extends TableName>(table: T, rows: Array<TableValues[T]>): Promise<number[]> {
    const ids: number[] = [];
    for (const row of rows) ids.push(await this.insert(table, row));
    return ids;
  }

  async ownRows(table: TableName, ids: number[]): Promise<Array<Record<string, unknown>>> {
    const wanted = new Set(ids);
    return this.rows(table)
      .filter((row) => wanted.has(row.id))
      .map((row) => ({ ...row }));
  }

  async replaceAttributeValuesOf(productIds: number[], rows: AttributeValueRow[]): Promise<void> {
    const replaced = new Set(productIds);
    this.db.mt_product_attribute_value = [
      ...this.db.mt_product_attribute_value.filter((v) => !replaced.has(v.product_id)),
      ...rows.map((row) => ({ ...row })),
    ];
    this.touched(undefined);
  }

  async recordMany(entries: HistoryValues[]): Promise<void> {
    for (const entry of entries) await this.record(entry);
  }

  async assetPath(table: AssetTable, id: number) {
    const asset = findRow(this.db, table, id);
    if (!asset) return null;
    return 'image_path' in asset ? asset.image_path : asset.file_path;
  }
}

const mapped = <T, R>(row: T | undefined, shape: (row: T) => R): R | undefined => (row === undefined ? undefined : shape(row));
