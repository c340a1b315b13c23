// What each column of a product import fills (issue 24): a field of the product, the key that finds
// it, or an attribute's value. The admin offers the defaults this gives and the API uses them when no
// mapping is sent, so an export (`attr:<id>:<name>` headers) reads back without a mapping.
import { nameKey } from '../rules';

/** The product's own fields an import sets, by their entity names (../schemas/entities.ts). */
export const IMPORT_PRODUCT_FIELDS = ['name', 'description', 'description_id', 'image_id', 'pdf_id', 'published'] as const;
/** Its chain: taken from its series; a column of one is checked against it. */
export const IMPORT_CHAIN_FIELDS = ['mt_manufacture_type_id', 'mt_vendor_id', 'mt_product_category_id'] as const;
/** What finds a row's product and series: its id, the series by name or by id. */
export const IMPORT_KEY_FIELDS = ['id', 'series', 'series_id'] as const;

export type ImportProductField = (typeof IMPORT_PRODUCT_FIELDS)[number];
export type ImportChainField = (typeof IMPORT_CHAIN_FIELDS)[number];
export type ImportKeyField = (typeof IMPORT_KEY_FIELDS)[number];

/**
 * A column's target: a field, `attr:<id>` (that attribute), or `attr_name:<name>` (the attribute of
 * that name, English or Indonesian, in each row's own category: one column for the like-named
 * attributes of several categories). '' or absent: the column is not imported.
 */
export type ImportTarget = ImportProductField | ImportChainField | ImportKeyField | `attr:${number}` | `attr_name:${string}`;

/** Header → target. */
export type ImportMapping = Record<string, string>;

/** What the defaults know of an attribute. */
export interface MappableAttribute {
  id: number;
  name: string;
  name_id: string | null;
}

const FIELD_TARGETS = new Set<string>([...IMPORT_PRODUCT_FIELDS, ...IMPORT_CHAIN_FIELDS, ...IMPORT_KEY_FIELDS]);

/** Other headers spreadsheets give the key fields. */
const ALIASES: Record<string, ImportTarget> = {
  mt_product_series_id: 'series_id',
  'series id': 'series_id',
  product_id: 'id',
  model: 'name',
  'model name': 'name',
  product: 'name',
  'product series': 'series',
  seri: 'series',
  nama: 'name',
};

/** An `attr:<id>…` header's id: what the export writes. */
const ATTRIBUTE_HEADER = /^attr:(\d{1,10})(?::|$)/i;

/** A header without a trailing unit: 'Swing (mm)' and 'Swing [mm]' are 'Swing'. */
const withoutUnit = (header: string) => header.replace(/\s*[([][^)\]]*[)\]]\s*$/, '');

/** Whether a target is one an import knows (an attribute's by its form only; the use case checks it exists). */
export function isImportTarget(target: string): target is ImportTarget {
  return FIELD_TARGETS.has(target) || /^attr:\d{1,10}$/.test(target) || /^attr_name:.+/.test(target);
}

/** The attribute id of an `attr:<id>` target, else null. */
export const attributeIdOf = (target: string): number | null => (/^attr:\d{1,10}$/.test(target) ? Number(target.slice(5)) : null);

/** The default target of each header (none for a header it does not know): fields by name, attributes by `attr:<id>` or by name. */
export function defaultMapping(headers: readonly string[], attributes: readonly MappableAttribute[]): ImportMapping {
  const byName = new Map<string, string>();
  for (const attribute of attributes)
    for (const name of [attribute.name, attribute.name_id]) if (name) byName.set(nameKey(name), `attr_name:${nameKey(attribute.name)}`);
  const byId = new Map(attributes.map((a) => [a.id, a]));
  const mapping: ImportMapping = {};
  const taken = new Set<string>();
  // Columns of an attribute by id first: a column of the same attribute by name then is not mapped.
  const byIdFirst = [...headers].sort((a, b) => Number(!ATTRIBUTE_HEADER.test(a.trim())) - Number(!ATTRIBUTE_HEADER.test(b.trim())));
  for (const header of byIdFirst) {
    const key = nameKey(header);
    const attributeId = ATTRIBUTE_HEADER.exec(header.trim())?.[1];
    const target =
      attributeId !== undefined
        ? byId.has(Number(attributeId))
          ? `attr:${Number(attributeId)}`
          : undefined
        : FIELD_TARGETS.has(key)
          ? key
          : (ALIASES[key] ?? byName.get(key) ?? byName.get(nameKey(withoutUnit(header))));
    // A target filled from one column only: the first header that names it.
    if (!target || taken.has(target)) continue;
    taken.add(target);
    // An attribute by id is also taken by its name (its other column would empty or overwrite it).
    const byIdName = byId.get(attributeIdOf(target) ?? 0)?.name;
    if (byIdName) taken.add(`attr_name:${nameKey(byIdName)}`);
    mapping[header] = target;
  }
  return mapping;
}

/** The key of the header row a mapping is remembered by (the admin's, per file layout). */
export const headerRowKey = (headers: readonly string[]) => headers.map((h) => h.trim()).join('\u241f');
