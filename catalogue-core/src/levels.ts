// The four levels of the hierarchy, one row each: what the level is called, its payload, and the
// children that refuse its delete; the values a save sets come from its entity (./entities.ts).
import type { z } from 'zod';
import { writableValues } from './schemas/entities';
import type { HierarchyThing } from './messages';
import { categoryInput, manufactureTypeInput, seriesInput, vendorInput } from './schemas/requests';
import type { LevelTable, RecordTable, ReferenceColumn, TableValues } from './tables';
import type { ParentField } from './chain';

/** A level's payload: its own values and the parent ids the chain rule judges. */
type LevelInput = { name: string; description: string | null; image_id: number | null; published?: boolean } & Partial<Record<ParentField, number>>;

export interface Level<T extends LevelTable = LevelTable, I extends LevelInput = LevelInput> {
  table: T;
  thing: HierarchyThing;
  /** The path under /api (create, update/:id, delete/:id, detail/:id below it). */
  path: string;
  input: z.ZodType<I>;
  /** The values a save of that payload sets (a create adds the position: ./useCases/order.ts). */
  values(input: I): Omit<TableValues[T], 'position'>;
  /** The parent filters its list takes, nearest first. */
  parentFilters: readonly ParentField[];
  /** The rows under it: a delete is refused (409) while there are any. */
  children: { table: RecordTable; column: ReferenceColumn };
}

/** A level with its values: the entity's writable fields (./entities.ts) picked from the payload. */
function level<T extends LevelTable, I extends LevelInput>(definition: Omit<Level<T, I>, 'values'>): Level<T> {
  // A generic T hides which fields the payload has; each level's input schema is its entity's (./schemas/requests.ts).
  const values = (input: I) => writableValues(definition.table, input as never) as unknown as Omit<TableValues[T], 'position'>;
  return { ...definition, values } as unknown as Level<T>;
}

export const LEVELS = {
  mt_manufacture_type: level({
    table: 'mt_manufacture_type',
    thing: 'Manufacture type',
    path: '/api/manufacture-type',
    input: manufactureTypeInput,
    parentFilters: [],
    children: { table: 'mt_vendor', column: 'mt_manufacture_type_id' },
  }),
  mt_vendor: level({
    table: 'mt_vendor',
    thing: 'Vendor',
    path: '/api/vendor',
    input: vendorInput,
    parentFilters: ['mt_manufacture_type_id'],
    children: { table: 'mt_product_category', column: 'mt_vendor_id' },
  }),
  mt_product_category: level({
    table: 'mt_product_category',
    thing: 'Product category',
    path: '/api/product/category',
    input: categoryInput,
    parentFilters: ['mt_vendor_id', 'mt_manufacture_type_id'],
    children: { table: 'mt_product_series', column: 'mt_product_category_id' },
  }),
  mt_product_series: level({
    table: 'mt_product_series',
    thing: 'Product series',
    path: '/api/product/series',
    input: seriesInput,
    parentFilters: ['mt_product_category_id', 'mt_vendor_id', 'mt_manufacture_type_id'],
    children: { table: 'mt_product', column: 'mt_product_series_id' },
  }),
} satisfies { [T in LevelTable]: Level<T> };

export const LEVEL_LIST: Level[] = Object.values(LEVELS) as Level[];

/** The parent filters of the product list, nearest first. */
export const PRODUCT_PARENT_FILTERS: readonly ParentField[] = [
  'mt_product_series_id',
  'mt_product_category_id',
  'mt_vendor_id',
  'mt_manufacture_type_id',
];
