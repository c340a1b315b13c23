// The columns of every admin list's export (issue 24): what staff see in the list, plus the ids
// and the parents' ids, under stable headers an import reads back. Written once; the API and the
// demo write CSV (and the API XLSX) from the rows made here. PURE.
import type { AttributeRow } from '../store';
import { cellOf, guardFormula, type CellKind, type ExportCell } from './cells';

/** A record as a list answers it (its nested parents read by path). */
export type ExportRecord = object;

export interface ExportColumn {
  /** The header: a field's key (`name`, `mt_vendor_id`), a parent's name (`mt_vendor.name`), or an attribute's (below). */
  header: string;
  kind: CellKind;
  value(record: ExportRecord): unknown;
}

/** The value at a path of keys into a record (['mt_product_series', 'name']). */
function at(record: ExportRecord, keys: readonly string[]): unknown {
  let value: unknown = record;
  for (const key of keys) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** A column of the value at a dotted `path` (the header itself unless said), split once: a product export reads millions of cells. */
function column(header: string, kind: CellKind, path = header): ExportColumn {
  const keys = path.split('.');
  return { header, kind, value: (record) => at(record, keys) };
}

const id = column('id', 'id');
const name = column('name', 'text');
const nameId = column('name_id', 'text');
const described = [column('description', 'text'), column('description_id', 'text')];
const times = [column('created_at', 'time'), column('updated_at', 'time')];
const record = [column('published', 'flag'), column('position', 'number')];

/** A parent's id and name, the name read at its path in the list's row. */
const parent = (table: string, namePath: string): ExportColumn[] => [column(`${table}_id`, 'id'), column(`${table}.name`, 'text', namePath)];

/** The columns of each list that has fixed ones (a product's attributes follow its own: productColumns). */
export const EXPORT_COLUMNS = {
  'manufacture-type': [id, name, nameId, ...described, column('image_id', 'id'), column('page_kind', 'text'), ...record, ...times],
  vendor: [id, name, ...parent('mt_manufacture_type', 'mt_manufacture_type.name'), ...described, column('image_id', 'id'), ...record, ...times],
  category: [
    id,
    name,
    nameId,
    ...parent('mt_vendor', 'mt_vendor.name'),
    ...parent('mt_manufacture_type', 'mt_vendor.mt_manufacture_type.name'),
    ...described,
    column('image_id', 'id'),
    ...record,
    ...times,
  ],
  series: [
    id,
    name,
    ...parent('mt_product_category', 'mt_product_category.name'),
    ...parent('mt_vendor', 'mt_product_category.mt_vendor.name'),
    ...parent('mt_manufacture_type', 'mt_product_category.mt_vendor.mt_manufacture_type.name'),
    ...described,
    column('image_id', 'id'),
    column('pdf_id', 'id'),
    ...record,
    ...times,
  ],
  product: [
    id,
    name,
    ...parent('mt_product_series', 'mt_product_series.name'),
    ...parent('mt_product_category', 'mt_product_series.mt_product_category.name'),
    ...parent('mt_vendor', 'mt_product_series.mt_product_category.mt_vendor.name'),
    ...parent('mt_manufacture_type', 'mt_product_series.mt_product_category.mt_vendor.mt_manufacture_type.name'),
    ...described,
    column('image_id', 'id'),
    column('pdf_id', 'id'),
    ...record,
    ...times,
  ],
  'image-asset': [
    id,
    name,
    column('description', 'text'),
    column('image_path', 'text'),
    column('mime', 'text'),
    column('size', 'number'),
    column('focus_x', 'number'),
    column('focus_y', 'number'),
    column('fit', 'text'),
    column('linked_count', 'number'),
    ...times,
  ],
  'file-asset': [
    id,
    name,
    column('description', 'text'),
    column('file_path', 'text'),
    column('mime', 'text'),
    column('size', 'number'),
    column('linked_count', 'number'),
    ...times,
  ],
  inquiry: [
    id,
    column('created_at', 'time'),
    column('status', 'text'),
    name,
    column('company', 'text'),
    column('email', 'text'),
    column('phone', 'text'),
    column('locale', 'text'),
    ...parent('mt_product_series', 'series_name'),
    column('message', 'text'),
    column('notes', 'text'),
    column('email_status', 'text'),
    column('updated_at', 'time'),
  ],
  user: [
    id,
    name,
    column('email', 'text'),
    column('role', 'text'),
    column('active', 'flag'),
    column('has_password', 'flag'),
    column('totp_enabled', 'flag'),
    column('last_login_at', 'time'),
    ...times,
  ],
  activity: [
    id,
    column('at', 'time'),
    column('user_id', 'id', 'user.id'),
    column('user.name', 'text'),
    column('address', 'text'),
    column('action', 'text'),
    column('module_type', 'text'),
    column('module_id', 'id'),
    column('label', 'text'),
    {
      header: 'changed_fields',
      kind: 'text',
      value: (entry) => ((entry as { changes?: Array<{ field: string }> }).changes ?? []).map((change) => change.field).join(', '),
    },
  ],
} as const satisfies Record<string, readonly ExportColumn[]>;

export type ExportArea = keyof typeof EXPORT_COLUMNS;

/** An attribute's header: `attr:<id>:<name>`, then ` [<unit>]` when it has one. An import finds the attribute by the id. */
export function attributeHeader(attribute: Pick<AttributeRow, 'id' | 'name' | 'unit'>): string {
  return `attr:${attribute.id}:${attribute.name}${attribute.unit ? ` [${attribute.unit}]` : ''}`;
}

/** The attribute id of an attribute's header (attributeHeader); null for any other header. */
export function attributeIdOfHeader(header: string): number | null {
  const match = /^attr:(\d+):/.exec(header);
  return match ? Number(match[1]) : null;
}

/** The product export's columns: its fields, then one per attribute (ordered by category, then the staff's order). */
export function productColumns(attributes: ReadonlyArray<Pick<AttributeRow, 'id' | 'name' | 'unit'>>): ExportColumn[] {
  return [
    ...EXPORT_COLUMNS.product,
    ...attributes.map((attribute): ExportColumn => ({
      header: attributeHeader(attribute),
      kind: 'attribute',
      value: (product) => (product as { attributes?: Record<string, unknown> }).attributes?.[String(attribute.id)],
    })),
  ];
}

/** The header row (guarded: an attribute's name is staff's text). */
export const headerRow = (columns: readonly ExportColumn[]): string[] => columns.map((c) => guardFormula(c.header));

/** A record as its row of cells. */
export function rowOf(columns: readonly ExportColumn[], record: ExportRecord): ExportCell[] {
  return columns.map((c) => cellOf(c.kind, c.value(record)));
}
