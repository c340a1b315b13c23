// The public search's data in the API's store: the core's SearchIndex (catalogue-core/src/searchIndex.ts)
// over the snapshot's levels and every product's name, built once (the first search) and then kept
// in step with the writes, a record at a time (SearchKeeper); and the few columns of the products a
// search answers. (The trigram GIN indexes of migration 0004 serve the admin lists' name search.)
import {
  ENTITIES,
  SEARCH_KINDS,
  SEARCH_PARENT_COLUMN,
  SearchIndex,
  measuresByProduct,
  type AttributeUnit,
  type Measure,
  searchedTranslations,
  type SearchKind,
  type SearchRecord,
  type TableName,
} from '@mfe/catalogue-core';
import type { Database } from '../db';
import type { CatalogueChange } from '../lib/cache';
import type { Snapshot } from '../lib/catalog';

type Query = Pick<Database, 'query'>;

/** The index of the levels in the snapshot and of the products in the database. */
export async function loadSearchIndex(d: Query, snap: Snapshot): Promise<SearchIndex> {
  const records: SearchRecord[] = levelRecords(snap);
  const products = await d.query<{ id: number; name: string; series: number }>(
    'SELECT id, name, mt_product_series_id AS series FROM mt_product WHERE published',
  );
  const measures = await productMeasures(d);
  for (const p of products)
    records.push({
      kind: 'mt_product',
      id: p.id,
      name: p.name,
      description: null,
      name_id: null,
      description_id: null,
      parentId: p.series,
      measures: measures.get(p.id),
    });
  // Built a slice at a time: the requests that arrive meanwhile are answered.
  return SearchIndex.build(records, () => new Promise((resolve) => setImmediate(resolve)));
}

/** The products' number values and ranges of attributes with a unit (issue 24), of one product or of all. */
async function productMeasures(d: Query, productId?: number): Promise<Map<number, Measure[]>> {
  const rows = await d.query<{ product_id: number; unit: AttributeUnit; num_value: number; num_max: number | null }>(
    `SELECT v.product_id, a.unit, v.num_value, v.num_max FROM mt_product_attribute_value v
       JOIN mt_product_attribute a ON a.id = v.attribute_id
      WHERE a.unit IS NOT NULL AND v.num_value IS NOT NULL${productId === undefined ? '' : ' AND v.product_id = $1'}`,
    productId === undefined ? [] : [productId],
  );
  return measuresByProduct(rows);
}

/** The published records of the levels (one under a draft stays: the search's answer leaves it out while it is). */
function levelRecords(snap: Snapshot): SearchRecord[] {
  const records: SearchRecord[] = [];
  const published = <R extends { published: boolean }>(rows: Map<number, R>) => [...rows.values()].filter((row) => row.published);
  const record = (kind: SearchKind, row: { id: number; name: string; description: string | null }, parentId: number | null): SearchRecord => ({
    kind,
    id: row.id,
    name: row.name,
    description: row.description,
    ...searchedTranslations(row),
    parentId,
  });
  for (const t of published(snap.types)) records.push(record('mt_manufacture_type', t, null));
  for (const v of published(snap.vendors)) records.push(record('mt_vendor', v, v.mt_manufacture_type_id));
  for (const c of published(snap.categories)) records.push(record('mt_product_category', c, c.mt_vendor_id));
  for (const s of published(snap.series)) records.push(record('mt_product_series', s, s.mt_product_category_id));
  return records;
}

const isSearched = (table: TableName): table is SearchKind => (SEARCH_KINDS as readonly string[]).includes(table);

/** How long a notified version waits for this process's writes to be named before it is judged another's. */
const JUDGE_AFTER_MS = 100;

/**
 * The search index of one process, kept in step with the catalogue without building it again on
 * the request path:
 *  - a write of this process changes its own records' entries (`written`: each row read again by
 *    table and id, then put or removed), and the catalogue version it reached is noted;
 *  - a version this process did not write (another replica's save, through NOTIFY or the version
 *    gate), or a change of unknown source, builds the index again in the background: the old one
 *    answers until the new one takes over (with this process's writes made meanwhile put again).
 * The changes run one after another; a search waits for those asked before it (read-your-writes
 * on this process), never for a full build except the very first.
 */
export class SearchKeeper {
  private index: SearchIndex | null = null;
  private tail: Promise<void> = Promise.resolve();
  /** The highest catalogue version the index is known to hold, and the highest one notified. */
  private known = 0;
  private notified = 0;
  private judging: ReturnType<typeof setTimeout> | null = null;
  private rebuilding: Promise<void> | null = null;
  private rebuildAgain = false;
  /** This process's writes while a background build runs: put again into the new index. */
  private writtenMeanwhile: Array<{ table: SearchKind; id: number }> | null = null;
  /** How many background builds were made (the bench and the tests read it). */
  rebuilds = 0;

  constructor(
    private readonly d: Query,
    private readonly snapshot: () => Promise<Snapshot>,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** The index, with this process's writes made before the call (built on the first call). */
  async current(): Promise<SearchIndex> {
    if (!this.index) this.enqueue(() => (this.index ? Promise.resolve() : this.build().then((index) => void (this.index = index))));
    await this.tail;
    if (!this.index) throw new Error('The search index could not be built');
    return this.index;
  }

  /** The background build under way, if any (tests and the bench wait for it). */
  async settled(): Promise<void> {
    while (this.judging || this.rebuilding) {
      await new Promise((resolve) => setTimeout(resolve, JUDGE_AFTER_MS));
      await this.rebuilding;
    }
    await this.tail;
  }

  /** A write of this process committed: change the entries of the records it wrote. */
  written(records: ReadonlyArray<{ table: TableName; id: number }>): void {
    for (const { table, id } of records) {
      // An attribute's unit, or its delete, changes the measures of every product with a value of
      // it (issue 24): rare staff writes, so the index is built again off the request path.
      if (table === 'mt_product_attribute') this.rebuildInBackground();
      if (!isSearched(table)) continue;
      this.writtenMeanwhile?.push({ table, id });
      this.enqueue(() => this.readRecord(table, id));
    }
  }

  /**
   * The caches were dropped: catch up with a version this process did not write. A version is
   * judged a moment later, after the changes asked for by then: a NOTIFY of this process's own
   * write may come before the store names the records it wrote.
   */
  changed(change: CatalogueChange): void {
    if ('local' in change || !this.index) return;
    if (!('version' in change)) return this.rebuildInBackground();
    this.notified = Math.max(this.notified, change.version);
    if (this.judging) return;
    this.judging = setTimeout(() => {
      this.judging = null;
      this.enqueue(async () => {
        if (this.notified > this.known) this.rebuildInBackground();
      });
    }, JUDGE_AFTER_MS);
    this.judging.unref?.();
  }

  private enqueue(change: () => Promise<void>): void {
    this.tail = this.tail.then(change).catch((error: unknown) => {
      this.onError(error);
      this.rebuildInBackground();
    });
  }

  private async version(): Promise<number> {
    return Number((await this.d.query<{ version: string | number }>('SELECT version FROM catalog_version WHERE id = 1'))[0]?.version ?? 0);
  }

  /** Every record read afresh; the version read first is the one it holds at least. */
  private async build(): Promise<SearchIndex> {
    const version = await this.version();
    const index = await loadSearchIndex(this.d, await this.snapshot());
    this.known = Math.max(this.known, version);
    return index;
  }

  /** Build afresh off the request path; the old index answers until then. One at a time, once more if asked meanwhile. */
  private rebuildInBackground(): void {
    if (!this.index) return;
    if (this.rebuilding) {
      this.rebuildAgain = true;
      return;
    }
    this.writtenMeanwhile = [];
    this.rebuilding = (async () => {
      try {
        const fresh = await this.build();
        const meanwhile = this.writtenMeanwhile ?? [];
        this.rebuilds++;
        this.enqueue(async () => {
          this.index = fresh;
          for (const { table, id } of meanwhile) await this.readRecord(table, id);
        });
      } catch (error) {
        this.onError(error);
      } finally {
        this.writtenMeanwhile = null;
        this.rebuilding = null;
        if (this.rebuildAgain) {
          this.rebuildAgain = false;
          this.rebuildInBackground();
        }
      }
    })();
  }

  private async readRecord(kind: SearchKind, id: number): Promise<void> {
    const index = this.index;
    if (!index) return;
    const parent = SEARCH_PARENT_COLUMN[kind];
    // A product's description is not searched (the index leaves it out, as loadSearchIndex does).
    const texts = kind === 'mt_product' ? 'NULL::text AS description, NULL::text AS description_id' : 'description, description_id';
    const nameId = 'name_id' in ENTITIES[kind] ? 'name_id' : 'NULL::varchar AS name_id';
    const [row] = await this.d.query<{
      id: number;
      name: string;
      description: string | null;
      name_id: string | null;
      description_id: string | null;
      parent: number | null;
      published: boolean;
    }>(`SELECT id, name, ${texts}, ${nameId}, ${parent ?? 'NULL::int'} AS parent, published FROM ${kind} WHERE id = $1`, [id]);
    // A draft is out of the index until it is published (issue 21).
    if (!row?.published) index.remove(kind, id);
    else {
      // A product's values are written with it (issue 24): its measures read again.
      const measures = kind === 'mt_product' ? (await productMeasures(this.d, id)).get(id) : undefined;
      index.put({ kind, id, name: row.name, description: row.description, ...searchedTranslations(row), parentId: row.parent, measures });
    }
    // The version this write reached (a write elsewhere in between would be taken for it: the
    // next change of that replica, or its next background build, brings it).
    this.known = Math.max(this.known, await this.version());
  }
}

/** The descriptions (both languages), own image and published flag of the products a search answers, by id. */
export async function productHitColumns(
  d: Query,
  ids: number[],
): Promise<Map<number, { description: string | null; description_id: string | null; image_path: string | null; published: boolean }>> {
  if (!ids.length) return new Map();
  const rows = await d.query<{
    id: number;
    description: string | null;
    description_id: string | null;
    image_path: string | null;
    published: boolean;
  }>(
    'SELECT p.id, p.description, p.description_id, i.image_path, p.published FROM mt_product p LEFT JOIN image_asset i ON i.id = p.image_id WHERE p.id = ANY($1::int[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}
