// The ONE mapping of the demo catalogue onto the catalogue's tables: every table's rows, column by
// column, in insertion order (pictures, brochures, then the hierarchy from the types down to the
// products). PURE. A row refers to another by its position in that table's rows; each store says
// which id the row it seeded there got (the API: the ids its INSERTs returned; the browser demo:
// position + 1, as an empty database's SERIAL ids would be), and how big a seed file is as it
// keeps it. The API's first-start seed inserts these rows; the demo's database is made of them.
import { attributeValueRow, type AttributeValueRow } from '../attributes';
import { IMAGE_CROP_DEFAULT } from '../messages';
import { ENTITIES, storedColumns, type Field } from '../schemas/entities';
import type { PageKind } from '../schemas/responses';
import type { TableName, TableValues } from '../tables';
import { demoCatalogue, type DemoCatalogue } from './catalogue';
import { seedFilePlan, type SeedFile } from './filePlan';

const SEED_BROCHURE_DESCRIPTION = 'Product brochure (PDF)';
/** Every seed picture is a PNG (./filePlan draws them so), every brochure a PDF. */
const SEED_IMAGE_MIME = 'image/png';
const SEED_FILE_MIME = 'application/pdf';

/** What the mapping asks of the store it seeds. */
export interface SeedStore {
  /** The id of row number `index` (0-based, in seedRows' order) of `table`, once that table is seeded. */
  idOf(table: TableName, index: number): number;
  /** The size in bytes of a seed file as the store keeps it. */
  sizeOf(file: SeedFile): number;
}

/** A seed row of a table: what a create sets there (a manufacture type also its page kind, spec §2). */
export type SeedRow<T extends TableName> = TableValues[T] & (T extends 'mt_manufacture_type' ? { page_kind: PageKind } : unknown);

/** One table's seed rows; `rows` asks the store only for ids of the tables seeded before it. */
export interface SeedTable<T extends TableName = TableName> {
  table: T;
  /** Its rows, each with its columns in the order the browser demo has always stored them. */
  rows(store: SeedStore): Array<SeedRow<T>>;
}

/** The written columns of T that may be null. */
type NullableColumn<T extends TableName> = { [K in keyof TableValues[T]]: null extends TableValues[T][K] ? K : never }[keyof TableValues[T]];
/**
 * A row as the mapping below writes it: every non-null column (the compiler asks for a new one),
 * the nullable ones it has a value for; one it leaves out is null (a new nullable field needs
 * nothing here).
 */
type MappedRow<T extends TableName> = Omit<SeedRow<T>, NullableColumn<T>> & Partial<Pick<SeedRow<T>, NullableColumn<T>>>;
type MappedTable = { [T in TableName]: { table: T; rows(store: SeedStore): Array<MappedRow<T>> } }[TableName];

/** The row with null in each nullable stored column it left out, after its own (as a column added later is null). */
function withNulls(table: TableName, row: object): object {
  const fields = ENTITIES[table] as Record<string, Field>;
  const left = storedColumns(table).filter((key) => !(key in row) && fields[key]!.value.safeParse(null).success);
  return left.length ? { ...row, ...Object.fromEntries(left.map((key) => [key, null])) } : row;
}

export interface SeedRows {
  /** The image_asset rows' pictures, in their order: what a store writes to its storage first. */
  images: SeedFile[];
  /** The file_asset rows' brochures (the series that have one), in their order. */
  files: SeedFile[];
  /** Every table, parents before the rows that refer to them: the order to insert them in. */
  tables: Array<{ [T in TableName]: SeedTable<T> }[TableName]>;
  /** The models' values of their attributes (issue 24), once every table is seeded. */
  attributeValues(store: SeedStore): AttributeValueRow[];
}

/** Positions of `list` after `offset` entries: the rows the parts of one table take, in turn. */
const positions = <T>(list: T[], offset: number) => list.map((_, i) => offset + i);

export function seedRows(catalogue: DemoCatalogue = demoCatalogue()): SeedRows {
  const plan = seedFilePlan(catalogue);
  const images = [...plan.typeImages, ...plan.vendorLogos, ...plan.categoryImages, ...plan.seriesImages];
  const typeImages = positions(plan.typeImages, 0);
  const vendorImages = positions(plan.vendorLogos, typeImages.length);
  const categoryImages = positions(plan.categoryImages, typeImages.length + vendorImages.length);
  const seriesImages = positions(plan.seriesImages, typeImages.length + vendorImages.length + categoryImages.length);
  const files: SeedFile[] = [];
  const seriesPdfs = plan.seriesBrochures.map((f) => (f ? files.push(f) - 1 : null));

  const image = (store: SeedStore, index: number) => store.idOf('image_asset', index);
  const pdf = (store: SeedStore, index: number | null) => (index === null ? null : store.idOf('file_asset', index));
  // Each record's place under its parent: the catalogue's order (issue 21).
  const vendorPositions = positionsUnder(catalogue.vendors.map((v) => v.type));
  const categoryPositions = positionsUnder(catalogue.categories.map((c) => c.vendor));
  const seriesPositions = positionsUnder(catalogue.series.map((s) => s.category));
  const productPositions = positionsUnder(catalogue.products.map((p) => p.series));
  const attributePositions = positionsUnder(catalogue.attributes.map((a) => a.category));
  const mapped: MappedTable[] = [
    {
      table: 'image_asset',
      rows: (store) =>
        images.map((f) => ({
          name: f.name,
          description: null,
          image_path: f.path,
          mime: SEED_IMAGE_MIME,
          size: store.sizeOf(f),
          ...IMAGE_CROP_DEFAULT,
        })),
    },
    {
      table: 'file_asset',
      rows: (store) =>
        files.map((f) => ({
          name: f.name,
          description: SEED_BROCHURE_DESCRIPTION,
          file_path: f.path,
          mime: SEED_FILE_MIME,
          size: store.sizeOf(f),
        })),
    },
    {
      table: 'mt_manufacture_type',
      rows: (store) =>
        catalogue.manufactureTypes.map((t, i) => ({
          name: t.name,
          name_id: t.name_id,
          description: t.description,
          description_id: t.description_id,
          image_id: image(store, typeImages[i]!),
          page_kind: t.page_kind,
          published: true,
          position: i,
        })),
    },
    {
      table: 'mt_vendor',
      rows: (store) =>
        catalogue.vendors.map((v, i) => ({
          name: v.name,
          description: v.description,
          description_id: v.description_id,
          mt_manufacture_type_id: store.idOf('mt_manufacture_type', v.type),
          image_id: image(store, vendorImages[i]!),
          published: true,
          position: vendorPositions[i]!,
        })),
    },
    {
      table: 'mt_product_category',
      rows: (store) =>
        catalogue.categories.map((c, i) => ({
          name: c.name,
          name_id: c.name_id,
          description: c.description,
          description_id: c.description_id,
          mt_vendor_id: store.idOf('mt_vendor', c.vendor),
          image_id: image(store, categoryImages[i]!),
          published: true,
          position: categoryPositions[i]!,
        })),
    },
    {
      table: 'mt_product_series',
      rows: (store) =>
        catalogue.series.map((s, i) => ({
          name: s.name,
          description: s.description,
          description_id: s.description_id,
          mt_product_category_id: store.idOf('mt_product_category', s.category),
          image_id: image(store, seriesImages[i]!),
          pdf_id: pdf(store, seriesPdfs[i]!),
          published: true,
          position: seriesPositions[i]!,
        })),
    },
    {
      // A product takes its series' picture and brochure.
      table: 'mt_product',
      rows: (store) =>
        catalogue.products.map((p, i) => ({
          name: p.name,
          description: p.description,
          description_id: p.description_id,
          mt_product_series_id: store.idOf('mt_product_series', p.series),
          image_id: image(store, seriesImages[p.series]!),
          pdf_id: pdf(store, seriesPdfs[p.series]!),
          published: true,
          position: productPositions[i]!,
        })),
    },
    {
      table: 'mt_product_attribute',
      rows: (store) =>
        catalogue.attributes.map((a, i) => ({
          name: a.name,
          name_id: a.name_id,
          mt_product_category_id: store.idOf('mt_product_category', a.category),
          type: a.type,
          unit: a.unit,
          options: a.options,
          filterable: a.filterable,
          on_card: a.on_card,
          position: attributePositions[i]!,
        })),
    },
  ];
  const attributeValues = (store: SeedStore) =>
    catalogue.attributeValues.map((v) =>
      attributeValueRow(store.idOf('mt_product', v.product), store.idOf('mt_product_attribute', v.attribute), v.value),
    );
  const tables = mapped.map(({ table, rows }) => ({ table, rows: (store: SeedStore) => rows(store).map((row) => withNulls(table, row)) }));
  return { images, files, tables: tables as SeedRows['tables'], attributeValues };
}

/** Each item's place among the items before it with the same parent (0, 1, … per parent). */
function positionsUnder(parents: readonly number[]): number[] {
  const seen = new Map<number, number>();
  return parents.map((parent) => {
    const position = seen.get(parent) ?? 0;
    seen.set(parent, position + 1);
    return position;
  });
}
