// POST /api/product/import (issue 24), written once for both adapters: products with their values
// from a spreadsheet's table (../productImport/sheet.ts), each row matched to a product by a stable
// key (its id, else its series and name), judged field by field (the product's schema) and value by
// value (judgeAttributeValue), every error kept with its row and column. A dry run answers what each
// row would do; a commit writes every row in ONE transaction, or nothing while any row has an error.
import { attributeValueOf, attributeValueRow, judgeAttributeValue, type AttributeValue } from '../attributes';
import { CatalogueError, unprocessable, type FieldErrors } from '../errors';
import { duplicateNameMessage, MESSAGES, notFoundMessage } from '../messages';
import { attributeCellValue, parseFlagText, parseIdText } from '../productImport/cells';
import {
  attributeIdOf,
  defaultMapping,
  IMPORT_CHAIN_FIELDS,
  IMPORT_PRODUCT_FIELDS,
  isImportTarget,
  type ImportMapping,
  type ImportProductField,
} from '../productImport/mapping';
import type { SheetTable } from '../productImport/sheet';
import { nameKey } from '../rules';
import { fieldErrorsOf } from '../schemas/parse';
import { newRowValues, writableValues } from '../schemas/entities';
import { productInput } from '../schemas/requests';
import type { AttributeRow, CatalogueStore, ImportProductRow, ImportSeriesRow, NameScope } from '../store';
import { ok, type Answer } from './answer';
import { progressOf, type ProgressListener } from './progress';

/** Rows judged between two reports of the dry run's progress (10,000 rows: ~1–4 s, so ~0.1–0.4 s a report). */
const CHECK_BATCH = 1000;
/** Rows written between two reports of the commit's progress, each batch in a few statements (10,000 rows: ~11–31 s, so ~0.5–1.5 s a report). */
const SAVE_BATCH = 500;

export type ImportAction = 'create' | 'update' | 'unchanged' | 'error';

/** An error of the file: its row as the spreadsheet numbers it (null: the file's), its column's header (null: the row's). */
export interface ImportError {
  row: number | null;
  column: string | null;
  message: string;
}

/** What a row does: its action, the product it updates, the fields and attributes it changes. */
export interface ImportRowResult {
  row: number;
  action: ImportAction;
  product_id: number | null;
  series: string | null;
  name: string | null;
  changes: string[];
}

export interface ImportTotals {
  rows: number;
  create: number;
  update: number;
  unchanged: number;
  error: number;
}

/** A row judged: what the commit writes of it. */
interface PlannedRow {
  result: ImportRowResult;
  productId: number | null;
  series: ImportSeriesRow | null;
  /** The series it is in before the import (null: a new product). */
  fromSeriesId: number | null;
  own: Record<string, unknown>;
  ownChanged: boolean;
  values: Map<number, AttributeValue> | null;
}

/** What the import reads at once before judging the rows. */
interface ImportFacts {
  seriesById: Map<number, ImportSeriesRow>;
  seriesByName: Map<string, ImportSeriesRow[]>;
  products: Map<number, ImportProductRow>;
  /** A series' products by name key. */
  productByName: Map<number, Map<string, ImportProductRow>>;
  attributesByCategory: Map<number, AttributeRow[]>;
  attributesById: Map<number, AttributeRow>;
  values: Map<number, Map<number, AttributeValue>>;
  existingAssets: Set<string>;
}

const PRODUCT_SCOPE = (seriesId: number): NameScope => ({ table: 'mt_product', parent: { column: 'mt_product_series_id', id: seriesId } });

/** The mapping sent (JSON text in multipart, or an object), or null when none was: the defaults then. 422 when it is no mapping. */
export function mappingOf(sent: unknown): ImportMapping | null {
  if (sent === undefined || sent === null || sent === '') return null;
  let value = sent;
  if (typeof sent === 'string') {
    try {
      value = JSON.parse(sent);
    } catch {
      throw unprocessable({ mapping: [MESSAGES.importMappingInvalid] });
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.values(value).every((t) => typeof t === 'string'))
    throw unprocessable({ mapping: [MESSAGES.importMappingInvalid] });
  return value as ImportMapping;
}

/** 422 for a mapping that names an unknown target, fills one target twice, or gives no key. */
function judgeMapping(mapping: ImportMapping, headers: string[], attributesById: Map<number, AttributeRow>): Map<string, string> {
  const used = new Map<string, string>();
  const errors: string[] = [];
  for (const header of headers) {
    const target = mapping[header];
    if (!target) continue;
    const attributeId = attributeIdOf(target);
    if (!isImportTarget(target) || (attributeId !== null && !attributesById.has(attributeId))) errors.push(MESSAGES.importFieldUnknown(target));
    else if ([...used.values()].includes(target)) errors.push(MESSAGES.importFieldTwice(target));
    else used.set(header, target);
  }
  const targets = new Set(used.values());
  if (!targets.has('id') && !(targets.has('name') && (targets.has('series') || targets.has('series_id')))) errors.push(MESSAGES.importKeyRequired);
  if (errors.length) throw unprocessable({ mapping: errors });
  return used;
}

async function readFacts(store: CatalogueStore, table: SheetTable, columnOf: (target: string) => number): Promise<ImportFacts> {
  const series = await store.importSeries();
  const seriesById = new Map(series.map((s) => [s.id, s]));
  const seriesByName = new Map<string, ImportSeriesRow[]>();
  for (const s of series) seriesByName.set(nameKey(s.name), [...(seriesByName.get(nameKey(s.name)) ?? []), s]);
  // The products the rows may name: those of the series they name, and those of their ids.
  const cellsOf = (target: string) => (columnOf(target) < 0 ? [] : table.rows.map((row) => row[columnOf(target)]!));
  const seriesIds = new Set<number>();
  for (const text of cellsOf('series_id')) {
    const id = parseIdText(text);
    if (id !== null && seriesById.has(id)) seriesIds.add(id);
  }
  for (const text of cellsOf('series')) for (const s of seriesByName.get(nameKey(text)) ?? []) seriesIds.add(s.id);
  const ids = cellsOf('id').flatMap((text) => parseIdText(text) ?? []);
  const rows = await store.importProducts([...seriesIds], [...new Set(ids)]);
  const products = new Map(rows.map((p) => [p.id, p]));
  const productByName = new Map<number, Map<string, ImportProductRow>>();
  for (const p of rows) {
    const names = productByName.get(p.mt_product_series_id) ?? new Map<string, ImportProductRow>();
    if (!names.has(nameKey(p.name))) names.set(nameKey(p.name), p);
    productByName.set(p.mt_product_series_id, names);
  }
  const attributes = await store.attributesOf([...new Set(series.map((s) => s.mt_product_category_id))]);
  const attributesByCategory = new Map<number, AttributeRow[]>();
  for (const a of attributes) attributesByCategory.set(a.mt_product_category_id, [...(attributesByCategory.get(a.mt_product_category_id) ?? []), a]);
  const values = new Map<number, Map<number, AttributeValue>>();
  for (const row of await store.attributeValues([...products.keys()])) {
    const own = values.get(row.product_id) ?? new Map<number, AttributeValue>();
    own.set(row.attribute_id, attributeValueOf(row));
    values.set(row.product_id, own);
  }
  // The assets the cells link: each looked up once.
  const existingAssets = new Set<string>();
  for (const [field, table_] of [
    ['image_id', 'image_asset'],
    ['pdf_id', 'file_asset'],
  ] as const)
    for (const id of new Set(cellsOf(field).flatMap((text) => parseIdText(text) ?? [])))
      if (await store.has(table_, id)) existingAssets.add(`${field}:${id}`);
  return {
    seriesById,
    seriesByName,
    products,
    productByName,
    attributesByCategory,
    attributesById: new Map(attributes.map((a) => [a.id, a])),
    values,
    existingAssets,
  };
}

const sameValue = (a: AttributeValue | undefined, b: AttributeValue | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** Judge every row: its action, its changes, its errors (kept in `errors`); `checked` told every CHECK_BATCH rows. */
async function planRows(
  table: SheetTable,
  columns: Map<string, string>,
  facts: ImportFacts,
  errors: ImportError[],
  checked: (done: number) => Promise<void>,
): Promise<PlannedRow[]> {
  const entries = [...columns].map(([header, target]) => ({ header, target, column: table.headers.indexOf(header) }));
  const headerOf = (target: string) => entries.find((e) => e.target === target)?.header ?? null;
  const cell = (row: string[], target: string) => {
    const entry = entries.find((e) => e.target === target);
    return entry ? row[entry.column]!.trim() : undefined;
  };
  /** Which row first took a product (by id) or a new one (by series and name). */
  const claimed = new Map<string, number>();
  const planned: PlannedRow[] = [];
  for (const [index, row] of table.rows.entries()) {
    if (index % CHECK_BATCH === 0) await checked(index);
    const rowNumber = table.rowNumbers[index]!;
    const rowErrors: ImportError[] = [];
    const fail = (target: string | null, message: string) => rowErrors.push({ row: rowNumber, column: target && headerOf(target), message });
    // The product: by id, else by its series and name.
    let product: ImportProductRow | undefined;
    const idText = cell(row, 'id');
    if (idText) {
      const id = parseIdText(idText);
      product = id === null ? undefined : facts.products.get(id);
      if (!product) fail('id', id === null ? MESSAGES.invalidId('Product') : notFoundMessage('Product', id));
    }
    let series: ImportSeriesRow | undefined;
    const seriesIdText = cell(row, 'series_id');
    const seriesName = cell(row, 'series');
    if (seriesIdText) {
      const id = parseIdText(seriesIdText);
      series = id === null ? undefined : facts.seriesById.get(id);
      if (!series) fail('series_id', id === null ? MESSAGES.invalidId('Product series') : notFoundMessage('Product series', id));
    } else if (seriesName) {
      const named = facts.seriesByName.get(nameKey(seriesName)) ?? [];
      // Several series of one name (in other categories): the product's own, when its id says which.
      const own = named.find((s) => s.id === product?.mt_product_series_id);
      series = own ?? (named.length === 1 ? named[0] : undefined);
      if (!series) fail('series', named.length ? MESSAGES.importSeriesAmbiguous(seriesName) : MESSAGES.importSeriesUnknown(seriesName));
    } else if (product) series = facts.seriesById.get(product.mt_product_series_id);
    const nameText = cell(row, 'name');
    if (!product && !idText && series && nameText) product = facts.productByName.get(series.id)?.get(nameKey(nameText));
    if (!product && !idText && !rowErrors.length) {
      if (!series) fail(headerOf('series') ? 'series' : 'series_id', MESSAGES.importSeriesRequired);
      if (!nameText) fail('name', MESSAGES.importNameRequired);
    }
    const name = nameText || product?.name || '';
    // One row per product: a second one for the same is an error of the later row.
    const claim = product ? `id:${product.id}` : series ? `new:${series.id}:${nameKey(name)}` : null;
    if (claim && claimed.has(claim)) fail(null, MESSAGES.importRowTwice(claimed.get(claim)!));
    else if (claim && !rowErrors.length) claimed.set(claim, rowNumber);
    // Its own fields: the cells mapped over what it has (a new one: the defaults).
    const own: Record<string, unknown> = product ? { ...product } : {};
    for (const field of IMPORT_PRODUCT_FIELDS) {
      const text = cell(row, field);
      if (text === undefined) continue;
      own[field] = cellOf(field, text);
      if ((field === 'image_id' || field === 'pdf_id') && own[field] !== null && typeof own[field] === 'number')
        if (!facts.existingAssets.has(`${field}:${own[field]}`)) fail(field, notFoundMessage(field === 'image_id' ? 'Image' : 'File', own[field]));
    }
    if (!nameText && product) own.name = product.name;
    if (series) {
      for (const field of IMPORT_CHAIN_FIELDS) {
        const text = cell(row, field);
        if (text && parseIdText(text) !== series[field]) fail(field, MESSAGES.importChainMismatch(series.name));
        own[field] = series[field];
      }
      own.mt_product_series_id = series.id;
    }
    if (series || product) {
      const parsed = productInput.safeParse(own);
      if (!parsed.success)
        for (const [field, messages] of Object.entries(fieldErrorsOf(parsed.error))) for (const message of messages) fail(field, message);
      else Object.assign(own, parsed.data);
    }
    // Its values: what it has of its category's attributes, with the mapped cells over them (an empty cell: no value).
    const category = series?.mt_product_category_id;
    const attributes = category === undefined ? [] : (facts.attributesByCategory.get(category) ?? []);
    const before = product ? (facts.values.get(product.id) ?? new Map<number, AttributeValue>()) : new Map<number, AttributeValue>();
    const values = new Map([...before].filter(([id]) => attributes.some((a) => a.id === id)));
    const filled = new Set<number>();
    for (const { header, target, column } of entries) {
      const attribute = attributeOf(target, attributes, facts);
      if (attribute === null) continue;
      const text = row[column]!.trim();
      if (attribute === undefined || attribute.mt_product_category_id !== category) {
        const named = attributeIdOf(target) !== null ? facts.attributesById.get(attributeIdOf(target)!)!.name : header;
        if (text && series) fail(target, MESSAGES.attributeNotInCategory(named));
        continue;
      }
      // Two columns of one attribute in this row's category (by id and by name): which one is meant is not known.
      if (filled.has(attribute.id)) {
        fail(target, MESSAGES.importFieldTwice(attribute.name));
        continue;
      }
      filled.add(attribute.id);
      if (!text) {
        values.delete(attribute.id);
        continue;
      }
      const judged = judgeAttributeValue(attribute, attributeCellValue(attribute, text));
      if ('error' in judged) fail(target, judged.error);
      else values.set(attribute.id, judged.value);
    }
    // What changes.
    const changes: string[] = [];
    if (product) {
      for (const field of [...IMPORT_PRODUCT_FIELDS, 'mt_product_series_id'] as const)
        if (JSON.stringify(own[field] ?? null) !== JSON.stringify((product as Record<string, unknown>)[field] ?? null)) changes.push(field);
      for (const id of new Set([...before.keys(), ...values.keys()]))
        if (!sameValue(before.get(id), values.get(id))) changes.push(facts.attributesById.get(id)?.name ?? `attr:${id}`);
    }
    const valuesChanged = !product || [...before.keys(), ...values.keys()].some((id) => !sameValue(before.get(id), values.get(id)));
    errors.push(...rowErrors);
    const action: ImportAction = rowErrors.length ? 'error' : !product ? 'create' : changes.length ? 'update' : 'unchanged';
    planned.push({
      result: { row: rowNumber, action, product_id: product?.id ?? null, series: series?.name ?? null, name: name || null, changes },
      productId: product?.id ?? null,
      series: series ?? null,
      fromSeriesId: product?.mt_product_series_id ?? null,
      own,
      ownChanged: !product || changes.some((c) => (IMPORT_PRODUCT_FIELDS as readonly string[]).includes(c) || c === 'mt_product_series_id'),
      values: valuesChanged && (product ? true : values.size > 0) ? values : null,
    });
  }
  await checked(table.rows.length);
  renamedClashes(planned, facts, errors);
  return planned;
}

/**
 * The names rule across the file: an update that renames (or moves) a product onto the name of
 * another product of its series, or of a product the file creates there, is an error of that row.
 */
function renamedClashes(planned: PlannedRow[], facts: ImportFacts, errors: ImportError[]): void {
  const final = new Map<string, number>();
  const key = (p: PlannedRow) => `${p.series!.id}:${nameKey(String(p.own.name))}`;
  const moved = planned.filter((p) => p.result.action !== 'error' && p.productId !== null && p.ownChanged);
  for (const p of planned) if (p.result.action === 'create') final.set(key(p), -p.result.row);
  for (const p of moved) {
    const other = facts.productByName.get(p.series!.id)?.get(nameKey(String(p.own.name)));
    const clash = (other && other.id !== p.productId && !moved.some((m) => m.productId === other.id)) || final.has(key(p));
    if (clash) {
      p.result.action = 'error';
      errors.push({ row: p.result.row, column: null, message: duplicateNameMessage('Product', String(p.own.name)) });
    } else final.set(key(p), p.productId!);
  }
}

/** The attribute a column fills in a row of that category's attributes: null for a column of no attribute, undefined for none of that name there. */
function attributeOf(target: string, attributes: AttributeRow[], facts: ImportFacts): AttributeRow | null | undefined {
  const id = attributeIdOf(target);
  if (id !== null) return facts.attributesById.get(id);
  if (!target.startsWith('attr_name:')) return null;
  const wanted = target.slice('attr_name:'.length);
  return attributes.find((a) => nameKey(a.name) === wanted || (a.name_id !== null && nameKey(a.name_id) === wanted));
}

/** A product field's cell as its schema takes it (a cell it cannot read stays its text: the schema says why). */
function cellOf(field: ImportProductField, text: string): unknown {
  if (field === 'image_id' || field === 'pdf_id') return text ? (parseIdText(text) ?? text) : null;
  if (field === 'published') return parseFlagText(text) ?? text;
  if (field === 'description' || field === 'description_id') return text || null;
  return text;
}

function totalsOf(rows: ImportRowResult[]): ImportTotals {
  const totals: ImportTotals = { rows: rows.length, create: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) totals[row.action]++;
  return totals;
}

/** The 422 of a commit refused: every error, keyed 'row N · column'. */
function refusal(errors: ImportError[]): CatalogueError {
  const byPlace: FieldErrors = {};
  for (const e of errors) (byPlace[[e.row === null ? null : `row ${e.row}`, e.column].filter(Boolean).join(' · ') || 'file'] ??= []).push(e.message);
  return new CatalogueError(422, MESSAGES.importRowsInvalid(errors.length), byPlace);
}

export interface ImportRequest {
  table: SheetTable;
  mapping: ImportMapping | null;
  dryRun: boolean;
  /**
   * Told how far it has got, once nothing is left to refuse: the dry run's 'checking' (its rows
   * judged), the commit's 'saving' (its rows written, from the first batch on, after every check;
   * its checking is not told: a row's error must still answer a plain 422).
   */
  onProgress?: ProgressListener;
}

/** The dry run's answer, or the commit's (all rows or none). */
export async function importProducts(store: CatalogueStore, { table, mapping, dryRun, onProgress }: ImportRequest): Promise<Answer> {
  const allAttributes = await store.attributesOf((await store.importSeries()).map((s) => s.mt_product_category_id));
  const attributesById = new Map(allAttributes.map((a) => [a.id, a]));
  let used: Map<string, string>;
  try {
    used = judgeMapping(mapping ?? defaultMapping(table.headers, allAttributes), table.headers, attributesById);
  } catch (error) {
    // A first dry run (no mapping sent) answers the headers whatever the defaults lack: the admin then maps them.
    if (!(dryRun && mapping === null && error instanceof CatalogueError && error.errors)) throw error;
    const errors = (error.errors.mapping ?? []).map((message) => ({ row: null, column: null, message }));
    const totals = totalsOf([]);
    return ok({ data: { headers: table.headers, mapping: defaultMapping(table.headers, allAttributes), totals, rows: [], errors } });
  }
  const columnOf = (target: string) => table.headers.indexOf([...used].find(([, t]) => t === target)?.[0] ?? '\u0000');
  const facts = await readFacts(store, table, columnOf);
  const errors: ImportError[] = [];
  const planned = await planRows(table, used, facts, errors, progressOf(dryRun ? onProgress : undefined, 'checking', table.rows.length));
  const rows = planned.map((p) => p.result);
  const totals = totalsOf(rows);
  if (dryRun) return ok({ data: { headers: table.headers, mapping: Object.fromEntries(used), totals, rows, errors } });
  if (errors.length) throw refusal(errors);
  const written = await commit(store, planned, onProgress);
  store.changed(...written.map((id) => ({ table: 'mt_product' as const, id })));
  return ok({ message: MESSAGES.importDone(totals.create, totals.update), data: { totals } });
}

/**
 * Every create and update in one transaction, in bulk, SAVE_BATCH rows at a time (each batch's
 * creates in a few statements, its products' values in a few more, their history entries with
 * them), `onProgress` told after the checks and each batch; the products written.
 */
async function commit(store: CatalogueStore, planned: PlannedRow[], onProgress: ProgressListener | undefined): Promise<number[]> {
  const writing = planned.filter((p) => p.result.action === 'create' || p.result.action === 'update');
  if (!writing.length) return [];
  const saved = progressOf(onProgress, 'saving', writing.length);
  return store.transaction(async (writes) => {
    // The names of every series written held until the commit (in id order: two imports cannot wait on each other).
    const seriesIds = [...new Set(writing.map((p) => p.series!.id))].sort((a, b) => a - b);
    for (const id of seriesIds) await writes.lockNames(PRODUCT_SCOPE(id));
    // Their products as they are now, the names held: a save since the dry run is seen.
    const writtenIds = new Set(writing.flatMap((p) => p.productId ?? []));
    const taken = new Set<string>();
    const nextPosition = new Map<number, number>();
    const nameOf = (seriesId: number, name: unknown) => `${seriesId}:${nameKey(String(name))}`;
    for (const p of await writes.importProducts(seriesIds, [])) {
      nextPosition.set(p.mt_product_series_id, Math.max(nextPosition.get(p.mt_product_series_id) ?? 0, p.position + 1));
      if (!writtenIds.has(p.id)) taken.add(nameOf(p.mt_product_series_id, p.name));
    }
    const clashes = writing
      .filter((p) => p.ownChanged && taken.has(nameOf(p.series!.id, p.own.name)))
      .map((p) => ({ row: p.result.row, column: null, message: duplicateNameMessage('Product', String(p.own.name)) }));
    if (clashes.length) throw refusal(clashes);
    /** Last in its series: a new product, or one moved there. */
    const placed = (p: PlannedRow) => {
      if (p.fromSeriesId === p.series!.id) return {};
      const position = nextPosition.get(p.series!.id) ?? 0;
      nextPosition.set(p.series!.id, position + 1);
      return { position };
    };
    const ownValues = (p: PlannedRow) => writableValues('mt_product', p.own as Parameters<typeof writableValues<'mt_product'>>[1]);
    const idOf = new Map<PlannedRow, number>();
    await saved(0);
    for (let start = 0; start < writing.length; start += SAVE_BATCH) {
      const batch = writing.slice(start, start + SAVE_BATCH);
      // Placed in the file's order, before the batch's creates and updates are written apart.
      const placeOf = new Map(batch.map((p) => [p, placed(p)]));
      const creates = batch.filter((p) => p.productId === null);
      const createdIds = await writes.insertMany(
        'mt_product',
        creates.map((p) => newRowValues('mt_product', { ...ownValues(p), ...placeOf.get(p) })),
      );
      creates.forEach((p, i) => idOf.set(p, createdIds[i]!));
      for (const p of batch)
        if (p.productId !== null && p.ownChanged) await writes.update('mt_product', p.productId, { ...ownValues(p), ...placeOf.get(p) });
      const valued = batch.filter((p) => p.values);
      const valueRows = valued.flatMap((p) => {
        const id = p.productId ?? idOf.get(p)!;
        return [...p.values!].map(([attributeId, value]) => attributeValueRow(id, attributeId, value));
      });
      if (valued.length)
        await writes.replaceAttributeValuesOf(
          valued.map((p) => p.productId ?? idOf.get(p)!),
          valueRows,
        );
      await saved(start + batch.length);
    }
    return writing.map((p) => p.productId ?? idOf.get(p)!);
  });
}
