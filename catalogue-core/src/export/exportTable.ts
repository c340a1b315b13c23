// GET /api/{area}/export (issue 24): every row an admin list shows with its search and filters,
// not a page of it, as a header and rows of cells, a batch at a time. The core decides the
// columns and the cells; each adapter reads the batches its own way (the API by keyset in SQL,
// the demo from its tables) and writes the format (../export/csv.ts; the API's XLSX).
import { attributeValuesByProduct } from '../attributes';
import { unprocessable } from '../errors';
import { historyEntry } from '../history';
import type { Level } from '../levels';
import type { ListQuery } from '../listing';
import { MESSAGES } from '../messages';
import type { StaffServices } from '../staffServices';
import type { CatalogueStore, InquiryStore } from '../store';
import { withLinkCounts, type AssetKind } from '../useCases/assets';
import { userRow } from '../useCases/staffAccounts';
import type { ExportCell } from './cells';
import { headerRow, productColumns, rowOf, type ExportColumn, type ExportRecord } from './columns';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Rows read and written at a time: a list of any length exports with the memory of one batch. */
export const EXPORT_BATCH = 1000;

/** The reads each adapter answers its own way: every row of a list, in the list's order, a batch (of at most EXPORT_BATCH) at a time. */
export interface ExportReads {
  /** A level's list rows as its list answers them (parents named). */
  levelRows(level: Level, query: ListQuery): AsyncIterable<ExportRecord[]>;
  /** The product list's rows (productListRow), newest first. */
  productRows(query: ListQuery): AsyncIterable<Array<ExportRecord & { id: number }>>;
  /** The categories of the products the query matches (their attributes are the export's columns). */
  productCategoryIds(query: ListQuery): Promise<number[]>;
  /** A kind's asset rows, newest first (the core adds their link counts). */
  assetRows(kind: AssetKind, query: ListQuery): AsyncIterable<Array<ExportRecord & { id: number }>>;
}

/** What an export runs on: the adapter's stores and its export reads. */
export interface ExportCore {
  store: CatalogueStore;
  inquiries: InquiryStore;
  staff: StaffServices;
  exports: ExportReads;
}

/** An export ready to be written: its file's name (without the extension), the header and the rows. */
export interface ExportTable {
  fileName: string;
  header: string[];
  rows: AsyncIterable<ExportCell[][]>;
}

/** The format asked for: csv when absent; one the adapter does not write is a 422 saying so. */
export function exportFormatOf(query: Record<string, unknown>, offered: readonly ExportFormat[]): ExportFormat {
  const text = typeof query.format === 'string' ? query.format.trim().toLowerCase() : '';
  const format = (text || 'csv') as ExportFormat;
  if (!EXPORT_FORMATS.includes(format)) throw unprocessable({ format: [MESSAGES.exportFormatInvalid] });
  if (!offered.includes(format)) throw unprocessable({ format: [MESSAGES.exportFormatUnavailable] });
  return format;
}

/** `product-2026-11-27`: the area and the day (UTC); letters, digits and '-' only, safe in any Content-Disposition. */
export function exportFileName(area: string, now: Date): string {
  return `${area.replace(/[^a-z0-9-]/gi, '')}-${now.toISOString().slice(0, 10)}`;
}

/** Pages of a store's list read one after another, EXPORT_BATCH rows each (the lists without a keyset read of their own). */
export async function* pagesOf<Q extends { page: number; perPage: number; offset: number }, R>(
  query: Q,
  read: (query: Q) => Promise<{ rows: R[] }>,
): AsyncIterable<R[]> {
  for (let page = 1; ; page++) {
    const { rows } = await read({ ...query, page, perPage: EXPORT_BATCH, offset: (page - 1) * EXPORT_BATCH });
    if (rows.length) yield rows;
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** Each batch of records mapped (awaited) to another. */
export async function* mapBatches<A, B>(batches: AsyncIterable<A[]>, map: (batch: A[]) => B[] | Promise<B[]>): AsyncIterable<B[]> {
  for await (const batch of batches) yield await map(batch);
}

/** A table of those columns over those records. */
export function exportTableOf(fileName: string, columns: readonly ExportColumn[], records: AsyncIterable<ExportRecord[]>): ExportTable {
  return { fileName, header: headerRow(columns), rows: mapBatches(records, (batch) => batch.map((record) => rowOf(columns, record))) };
}

/** The products' export: their fields, their series chain named, and one column per attribute of their categories with its value. */
export async function productExport(core: ExportCore, query: ListQuery, fileName: string): Promise<ExportTable> {
  const categoryIds = await core.exports.productCategoryIds(query);
  const attributes = (await core.store.attributesOf(categoryIds)).sort(
    (a, b) => a.mt_product_category_id - b.mt_product_category_id || a.position - b.position || a.id - b.id,
  );
  const records = mapBatches(core.exports.productRows(query), async (batch) => {
    const values = attributeValuesByProduct(await core.store.attributeValues(batch.map((product) => product.id)));
    return batch.map((product) => ({ ...product, attributes: values.get(product.id) ?? {} }));
  });
  return exportTableOf(fileName, productColumns(attributes), records);
}

/** The asset rows of a kind with their link counts, as the list shows them. */
export const assetRecords = (core: ExportCore, kind: AssetKind, query: ListQuery) =>
  mapBatches(core.exports.assetRows(kind, query), (batch) => withLinkCounts(core.store, kind.table, batch));

/** The staff accounts as the user list shows them (no secrets). */
export const userRecords = (core: ExportCore, query: ListQuery) =>
  mapBatches(
    pagesOf(query, (q) => core.staff.store.accountPage(q)),
    (batch) => batch.map(userRow),
  );

/** The history's entries as its list shows them. */
export const historyRecords = (core: ExportCore, query: Parameters<CatalogueStore['historyPage']>[0]) =>
  mapBatches(
    pagesOf(query, (q) => core.store.historyPage(q)),
    (batch) => batch.map(historyEntry),
  );
