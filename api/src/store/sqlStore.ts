// The catalogue store of the API (the core's CatalogueStore): writes and transactions as drizzle
// queries, reads of the hierarchy from the in-memory snapshot (../lib/catalog.ts), products and
// assets from their tables. changed() drops the caches.
import { count, eq, getTableColumns, inArray } from 'drizzle-orm';
import {
  ASSET_LINKS,
  type AssetTable,
  type Audience,
  type CatalogShapes,
  type CatalogueStore,
  type CatalogueWrites,
  type ChainFacts,
  type ChainIds,
  compareProductOrder,
  type HistoryQuery,
  type HistoryRecord,
  type ImportSeriesRow,
  type LevelTable,
  type RecordTable,
  type ReferenceColumn,
  type ScoredRecord,
  type SearchIndex,
  type SearchReads,
  type SearchRow,
  type SeriesPageRows,
  type RowWindow,
  type TableName,
  type WrittenRecord,
  type FacetRow,
  type FinderQuery,
  type AttributeRow,
  type SeriesCardRow,
} from '@mfe/catalogue-core';
import { schema, type Database, type DB } from '../db';
import { FILE_REF_COLUMNS, IMAGE_REF_COLUMNS, PRODUCT_COLUMNS } from '../db/rowColumns';
import type { CatalogueChange } from '../lib/cache';
import type { ProductRec, Snapshot } from '../lib/catalog';
import { FinderPages } from './finderPages';
import { productHitColumns } from './searchRecords';
import { historyPage, historyRecord } from './sqlHistory';
import { SqlWrites } from './sqlWrites';
import { ASSET_PATHS, referenceColumn, TABLES, type Table } from './tables';

export interface StoreParts {
  db: DB;
  /** Raw SQL on the same database. */
  query: Database['query'];
  /** The search's index of every record (./searchRecords.ts), with the writes made before the call. */
  searchIndex(): Promise<SearchIndex>;
  /** A write committed these records: their search entries change. */
  written(records: WrittenRecord[]): void;
  snapshot(): Promise<Snapshot>;
  /** Drop every cache (the snapshot with them); a write of this store says so. */
  invalidate(change?: CatalogueChange): void;
  /** Remove a stored file (../lib/storage.ts). */
  removeFile(path: string): Promise<void>;
}

interface LevelShapes<R> {
  /** The level's rows in a snapshot, or in what one audience sees of it. */
  rows(snap: CatalogShapes): Map<number, R>;
  /** The answer of a save (and a list row, unless listRow). */
  row(snap: CatalogShapes, row: R): unknown;
  /** A list row that names its parents only. */
  listRow?(snap: CatalogShapes, row: R): unknown;
  /** The detail in a view (../lib/catalog.ts); a series' also lists the products the view shows, which the snapshot does not hold. */
  detail(view: CatalogShapes, row: R, store: SqlCatalogueStore): unknown;
}
const shapes = <R>(s: LevelShapes<R>) => s as LevelShapes<unknown>;

const LEVEL_SHAPES: Record<LevelTable, LevelShapes<unknown>> = {
  mt_manufacture_type: shapes({ rows: (snap) => snap.types, row: (snap, t) => snap.typeBase(t), detail: (snap, t) => snap.typeDetail(t) }),
  mt_vendor: shapes({ rows: (snap) => snap.vendors, row: (snap, v) => snap.vendorRow(v), detail: (snap, v) => snap.vendorDetail(v) }),
  mt_product_category: shapes({
    rows: (snap) => snap.categories,
    row: (snap, c) => snap.categoryRow(c),
    detail: (snap, c) => snap.categoryDetail(c),
  }),
  mt_product_series: shapes({
    rows: (snap) => snap.series,
    row: (snap, s) => snap.seriesRow(s),
    listRow: (snap, s) => snap.seriesListRow(s),
    detail: async (view, s, store) =>
      view.seriesDetail(
        s,
        (await store.seriesProducts(s.id)).filter((product) => view.showsProduct(product)),
      ),
  }),
};

const isLevel = (table: TableName): table is LevelTable => table in LEVEL_SHAPES;

/** The tables of the parent ids a payload names, to ask the database for the ones a snapshot lacks. */
const CHAIN_TABLES = {
  mt_manufacture_type_id: 'mt_manufacture_type',
  mt_vendor_id: 'mt_vendor',
  mt_product_category_id: 'mt_product_category',
  mt_product_series_id: 'mt_product_series',
} as const satisfies Record<keyof ChainIds, LevelTable>;

const { products: p, imageAssets: i, fileAssets: f } = schema;
const PRODUCT_WITH_REFS = {
  ...PRODUCT_COLUMNS,
  // drizzle answers null for an object whose left-joined columns are all null: no such asset.
  image: IMAGE_REF_COLUMNS,
  file: FILE_REF_COLUMNS,
};

/** A product of a series' order, and whether the public sees it there. */
interface OrderedProduct {
  id: number;
  published: boolean;
}
const publicOrder = (order: OrderedProduct[]) => order.filter((product) => product.published).map((product) => product.id);

/** Attribute sets kept per snapshot (a set is a few rows of a few categories). */
const ATTRIBUTE_SETS_KEPT = 500;

export class SqlCatalogueStore extends SqlWrites implements CatalogueStore, SearchReads {
  /**
   * The ids of a series' products in the core's order, by series, read beside the snapshot
   * they belong to: a write (here or on another replica) brings a new snapshot and so a new order.
   */
  private readonly seriesOrders = new WeakMap<Snapshot, Map<number, Promise<OrderedProduct[]>>>();

  /** The finder's pages, read beside each snapshot (issue 24). */
  private readonly finderPages: FinderPages;

  /** Categories' attribute sets, read beside the snapshot as the series' orders are (an attribute write brings a new one). */
  private readonly attributeSets = new WeakMap<Snapshot, Map<string, Promise<AttributeRow[]>>>();

  constructor(private readonly parts: StoreParts) {
    super(parts.db);
    this.finderPages = new FinderPages(parts.query);
  }

  transaction<T>(work: (writes: CatalogueWrites) => Promise<T>): Promise<T> {
    return this.parts.db.transaction((tx) => work(new SqlWrites(tx)));
  }

  removeFile(path: string): Promise<void> {
    return this.parts.removeFile(path);
  }

  changed(...written: WrittenRecord[]): void {
    this.parts.written(written);
    this.parts.invalidate({ local: true });
  }

  historyPage(query: HistoryQuery): Promise<{ rows: HistoryRecord[]; total: number }> {
    return historyPage(this.db, query);
  }

  historyRecord(id: number): Promise<HistoryRecord | undefined> {
    return historyRecord(this.db, id);
  }

  async chainFacts(ids: ChainIds): Promise<ChainFacts> {
    const lacking = (snap: Snapshot) => {
      const facts = snap.chainFacts(ids);
      const known = {
        mt_manufacture_type_id: facts.typeExists,
        mt_vendor_id: facts.vendorTypeId,
        mt_product_category_id: facts.categoryVendorId,
        mt_product_series_id: facts.seriesCategoryId,
      };
      return (Object.keys(CHAIN_TABLES) as Array<keyof ChainIds>).filter((field) => ids[field] !== undefined && !known[field]);
    };
    const inDatabase = async (snap: Snapshot) => {
      for (const field of lacking(snap)) if (await this.has(CHAIN_TABLES[field], ids[field]!)) return true;
      return false;
    };
    const snap = await this.fresh((s) => lacking(s).length > 0, inDatabase);
    return snap.chainFacts(ids);
  }

  async row(table: TableName, id: number): Promise<unknown> {
    if (isLevel(table)) return (await this.levelRows(table, [id]))[0];
    if (table === 'mt_product') return this.product(id, 'staff');
    if (table === 'mt_product_attribute') return this.ownRowOf(table, id);
    return this.asset(table, id);
  }

  async detail(table: TableName, id: number, audience: Audience): Promise<unknown> {
    if (isLevel(table)) {
      const shape = LEVEL_SHAPES[table];
      const snap = await this.fresh(
        (s) => !shape.rows(s).has(id),
        () => this.has(table, id),
      );
      const view = snap.view(audience);
      const row = shape.rows(view).get(id);
      return row === undefined ? undefined : shape.detail(view, row, this);
    }
    if (table === 'mt_product') return this.product(id, audience);
    if (table === 'mt_product_attribute') return this.ownRowOf(table, id);
    // An asset's linking records come counted and paged (the core's readAssetDetail, listAssetLinks).
    return this.asset(table, id);
  }

  async referrers(table: RecordTable, column: ReferenceColumn, id: number, window?: RowWindow): Promise<Array<{ id: number; name: string }>> {
    const record = TABLES[table] as Table<'mt_product'>;
    const query = this.db
      .select({ id: record.id, name: record.name })
      .from(record)
      .where(eq(referenceColumn(table, column), id))
      .orderBy(record.id);
    return window ? query.limit(window.limit).offset(window.offset) : query;
  }

  async linkCounts(table: AssetTable, ids: number[]): Promise<Map<number, Partial<Record<RecordTable, number>>>> {
    const counts = new Map<number, Partial<Record<RecordTable, number>>>();
    if (!ids.length) return counts;
    // One grouped count per linking table, on its index of the asset column.
    for (const { module, column } of ASSET_LINKS[table]) {
      const asset = referenceColumn(module, column);
      const rows = await this.db.select({ asset, n: count() }).from(TABLES[module]).where(inArray(asset, ids)).groupBy(asset);
      for (const row of rows) {
        const own = counts.get(row.asset as number) ?? {};
        own[module] = row.n;
        counts.set(row.asset as number, own);
      }
    }
    return counts;
  }

  async assetPath(table: AssetTable, id: number): Promise<string | null> {
    const t = TABLES[table] as Table<'image_asset'>;
    const [row] = await this.db.select({ path: ASSET_PATHS[table] }).from(t).where(eq(t.id, id));
    return row?.path ?? null;
  }

  async search(text: string, limitPerKind: number): Promise<SearchRow[]> {
    const hits = (await this.parts.searchIndex()).search(text, limitPerKind);
    const products = await productHitColumns(
      { query: this.parts.query },
      hits.filter((hit) => hit.record.kind === 'mt_product').map((hit) => hit.record.id),
    );
    const parentsIn = (snap: CatalogShapes, { record }: ScoredRecord) => snap.searchParents(record.kind, record.parentId);
    // A hit whose parents the snapshot lacks was written by another replica since it was read.
    const snap = await this.fresh((s) => hits.some((hit) => parentsIn(s, hit) === null));
    // The index holds published records only; one under a draft is no hit either (issue 21).
    const view = snap.publicView();
    return hits.flatMap((hit): SearchRow[] => {
      const parents = parentsIn(view, hit);
      const { record, score } = hit;
      if (!parents) return [];
      if (record.kind !== 'mt_product') {
        const own = LEVEL_SHAPES[record.kind].rows(view).get(record.id) as { image_id: number | null } | undefined;
        if (!own) return [];
        const image_path = view.image(own.image_id)?.image_path ?? null;
        const { name, description, name_id, description_id } = record;
        return [{ kind: record.kind, id: record.id, name, description, name_id, description_id, image_path, score, parents }];
      }
      // A product deleted (or made a draft) since the index was built is no hit.
      const product = products.get(record.id);
      return product?.published
        ? [
            {
              kind: record.kind,
              id: record.id,
              name: record.name,
              description: product.description,
              name_id: null,
              description_id: product.description_id,
              image_path: product.image_path,
              score,
              parents,
            },
          ]
        : [];
    });
  }

  /**
   * A public page asks for its categories' attributes on every finder, series and compare read: a
   * query each took as long on PGlite (which answers one at a time) as the finder's whole count.
   * A copy each time, as callers sort it.
   */
  override async attributesOf(categoryIds: number[]): Promise<AttributeRow[]> {
    const snap = await this.parts.snapshot();
    let sets = this.attributeSets.get(snap);
    if (!sets) this.attributeSets.set(snap, (sets = new Map()));
    const key = categoryIds.join(',');
    let read = sets.get(key);
    if (!read) {
      const own = sets;
      read = super.attributesOf(categoryIds);
      // A failed read is not kept.
      read.catch(() => own.delete(key));
      // Compare asks for any mix of categories: the sets kept stay few.
      if (sets.size >= ATTRIBUTE_SETS_KEPT) sets.clear();
      sets.set(key, read);
    }
    return (await read).slice();
  }

  // ---- the catalogue finder (issue 24): ./finderPages.ts
  async finderFacets(query: FinderQuery, attributeIds: number[]): Promise<{ total: number; rows: FacetRow[] }> {
    return (await this.finderPages.page(await this.parts.snapshot(), query)).facets(query.filters, attributeIds);
  }

  async finderSeries(query: FinderQuery): Promise<Array<{ id: number; count: number }>> {
    return (await this.finderPages.page(await this.parts.snapshot(), query)).series(query.filters);
  }

  async finderCards(query: FinderQuery, attributeIds: number[]): Promise<SeriesCardRow[]> {
    return (await this.finderPages.page(await this.parts.snapshot(), query)).cards(attributeIds);
  }

  /** Rows of a level (saved, or as its list shows them) in the order of `ids`, which were just read from the database. */
  async levelRows(table: LevelTable, ids: number[], as: 'saved' | 'list' = 'saved'): Promise<unknown[]> {
    const shape = LEVEL_SHAPES[table];
    const snap = await this.fresh((s) => ids.some((id) => !shape.rows(s).has(id)));
    const rowOf = (as === 'list' && shape.listRow) || shape.row;
    return ids.flatMap((id) => {
      const row = shape.rows(snap).get(id);
      return row === undefined ? [] : [rowOf(snap, row)];
    });
  }

  /**
   * The snapshot, read again once when it lacks rows that the database has: another replica (or
   * process) wrote since it was loaded. `inDatabase` asks when the rows may not exist at all
   * (details, payload ids), so that unknown ids do not drop the caches.
   */
  private async fresh(lacks: (snap: Snapshot) => boolean, inDatabase?: (snap: Snapshot) => Promise<boolean>): Promise<Snapshot> {
    const snap = await this.parts.snapshot();
    if (!lacks(snap) || (inDatabase && !(await inDatabase(snap)))) return snap;
    this.parts.invalidate();
    return this.parts.snapshot();
  }

  /** Products with their image and file references (a query to narrow with where()). */
  private productsWithRefs() {
    return this.db.select(PRODUCT_WITH_REFS).from(p).leftJoin(i, eq(i.id, p.image_id)).leftJoin(f, eq(f.id, p.pdf_id));
  }

  /**
   * A page of a series' products (issue 20): the order from (id, name) pairs sorted by the core's
   * rule (SQL collations differ between PGlite and PostgreSQL; the demo sorts the same way), then
   * only that page's rows with their references.
   */
  async seriesPage(seriesId: number, window: { offset: number; limit: number }, audience: Audience): Promise<SeriesPageRows | undefined> {
    const snap = await this.fresh(
      (s) => !s.series.has(seriesId),
      () => this.has('mt_product_series', seriesId),
    );
    const view = snap.view(audience);
    const series = view.series.get(seriesId);
    if (!series) return undefined;
    const order = await this.seriesOrder(snap, seriesId, audience);
    const ids = order.slice(window.offset, window.offset + window.limit);
    const rows = ids.length ? await this.productsWithRefs().where(inArray(p.id, ids)) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      series: view.seriesRow(series),
      total: order.length,
      // A product deleted since the order was read (by another replica) is left out.
      products: ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [view.seriesProduct(row satisfies ProductRec)] : [];
      }),
    };
  }

  async seriesRanks(products: Array<{ id: number; seriesId: number }>): Promise<Map<number, number>> {
    const snap = await this.parts.snapshot();
    const orders = await this.seriesOrdersOf(
      snap,
      products.map((product) => product.seriesId),
    );
    const ranks = new Map<number, number>();
    for (const { id, seriesId } of products) {
      // The search is the public's: its pages list the published products.
      const rank = publicOrder(orders.get(seriesId)!).indexOf(id);
      if (rank >= 0) ranks.set(id, rank);
    }
    return ranks;
  }

  /** The ids of a series' products in order: those the audience sees. */
  private async seriesOrder(snap: Snapshot, seriesId: number, audience: Audience): Promise<number[]> {
    const order = (await this.seriesOrdersOf(snap, [seriesId])).get(seriesId)!;
    return audience === 'public' ? publicOrder(order) : order.map((product) => product.id);
  }

  /** The products of these series in order (with whether each is published), those this snapshot lacks read in one query. */
  private async seriesOrdersOf(snap: Snapshot, seriesIds: number[]): Promise<Map<number, OrderedProduct[]>> {
    let known = this.seriesOrders.get(snap);
    if (!known) this.seriesOrders.set(snap, (known = new Map()));
    const orders = known;
    const lacking = [...new Set(seriesIds)].filter((id) => !orders.has(id));
    if (lacking.length) {
      const read = this.db
        .select({ id: p.id, name: p.name, position: p.position, published: p.published, series: p.mt_product_series_id })
        .from(p)
        .where(lacking.length === 1 ? eq(p.mt_product_series_id, lacking[0]!) : inArray(p.mt_product_series_id, lacking))
        .then((rows) => {
          const bySeries = new Map<number, Array<OrderedProduct & { name: string; position: number }>>(lacking.map((id) => [id, []]));
          for (const row of rows) bySeries.get(row.series)?.push(row);
          return bySeries;
        });
      for (const id of lacking) {
        const order = read.then((bySeries) =>
          bySeries
            .get(id)!
            .sort(compareProductOrder)
            .map(({ id: product, published }) => ({ id: product, published })),
        );
        // A failed read is not kept.
        order.catch(() => orders.delete(id));
        orders.set(id, order);
      }
    }
    const entries = await Promise.all([...new Set(seriesIds)].map(async (id) => [id, await orders.get(id)!] as const));
    return new Map(entries);
  }

  /** The products of a series with their image and file references (the series page lists them). */
  seriesProducts(seriesId: number): Promise<ProductRec[]> {
    return this.productsWithRefs().where(eq(p.mt_product_series_id, seriesId));
  }

  /** A product with its references and its chain, or undefined (also when the audience does not see it). */
  private async product(id: number, audience: Audience): Promise<unknown> {
    const [rec] = await this.productsWithRefs().where(eq(p.id, id));
    if (!rec) return undefined;
    // The series exists (foreign key): a snapshot without it is older than the product.
    const snap = await this.fresh((s) => !s.series.has(rec.mt_product_series_id));
    const view = snap.view(audience);
    return view.showsProduct(rec) ? view.productRow(rec satisfies ProductRec) : undefined;
  }

  private asset(table: AssetTable, id: number): Promise<Record<string, unknown> | undefined> {
    return this.ownRowOf(table, id);
  }

  // ---- product import (issue 24)
  async importSeries(): Promise<ImportSeriesRow[]> {
    const { series: t, categories: c, vendors: v } = schema;
    return this.db
      .select({
        id: t.id,
        name: t.name,
        mt_product_category_id: t.mt_product_category_id,
        mt_vendor_id: c.mt_vendor_id,
        mt_manufacture_type_id: v.mt_manufacture_type_id,
      })
      .from(t)
      .innerJoin(c, eq(c.id, t.mt_product_category_id))
      .innerJoin(v, eq(v.id, c.mt_vendor_id));
  }

  /** A row of a table as stored, or undefined (outside a transaction: no lock, unlike ownRow). */
  private async ownRowOf(table: AssetTable | 'mt_product_attribute', id: number): Promise<Record<string, unknown> | undefined> {
    const t = TABLES[table] as Table<'image_asset'>;
    const [row] = await this.db.select(getTableColumns(TABLES[table])).from(t).where(eq(t.id, id));
    return row;
  }
}
