// Paged lists (spec §3, §7, §9): {data, total, per_page, current_page, last_page}, page and
// items_per_page (15 by default, at most 100), a case-insensitive name search and parent filters.
import { createChain, created, createProduct, uploadImage, uploadPdf, type Chain } from './builders';
import type { Json } from './client';
import type { ContractSession } from './session';

interface List {
  path: string;
  /** Products and assets list the newest first; the hierarchy lists in id order. */
  newestFirst: boolean;
  /** Make the parents its rows need; answers a function that adds one row by name. */
  prepare(api: ContractSession): Promise<(name: string) => Promise<unknown>>;
}

const LISTS: List[] = [
  {
    path: '/api/manufacture-type',
    newestFirst: false,
    prepare: async (api) => (name) => created(api, '/api/manufacture-type/create', { json: { name } }),
  },
  {
    path: '/api/vendor',
    newestFirst: false,
    prepare: async (api) => {
      const type = (await created(api, '/api/manufacture-type/create', { json: { name: 'Type' } })).id;
      return (name) => created(api, '/api/vendor/create', { json: { name, mt_manufacture_type_id: type } });
    },
  },
  {
    path: '/api/product/category',
    newestFirst: false,
    prepare: async (api) => {
      const type = (await created(api, '/api/manufacture-type/create', { json: { name: 'Type' } })).id;
      const vendor = (await created(api, '/api/vendor/create', { json: { name: 'Vendor', mt_manufacture_type_id: type } })).id;
      return (name) => created(api, '/api/product/category/create', { json: { name, mt_manufacture_type_id: type, mt_vendor_id: vendor } });
    },
  },
  {
    path: '/api/product/series',
    newestFirst: false,
    prepare: async (api) => {
      const type = (await created(api, '/api/manufacture-type/create', { json: { name: 'Type' } })).id;
      const vendor = (await created(api, '/api/vendor/create', { json: { name: 'Vendor', mt_manufacture_type_id: type } })).id;
      const parents = { mt_manufacture_type_id: type, mt_vendor_id: vendor };
      const category = (await created(api, '/api/product/category/create', { json: { name: 'Category', ...parents } })).id;
      return (name) => created(api, '/api/product/series/create', { json: { name, ...parents, mt_product_category_id: category } });
    },
  },
  {
    path: '/api/product',
    newestFirst: true,
    prepare: async (api) => {
      const chain = await createChain(api);
      return (name) => createProduct(api, chain, { name });
    },
  },
  { path: '/api/assets-manager/image', newestFirst: true, prepare: async (api) => (name) => uploadImage(api, name) },
  { path: '/api/assets-manager/file', newestFirst: true, prepare: async (api) => (name) => uploadPdf(api, name) },
];

/** 'Row 01' … 'Row 17', in the order they are created. */
const NAMES = Array.from({ length: 17 }, (_, i) => `Row ${String(i + 1).padStart(2, '0')}`);
/** The names a search for 'row 1' finds. */
const ROW_1X = ['Row 10', 'Row 11', 'Row 12', 'Row 13', 'Row 14', 'Row 15', 'Row 16', 'Row 17'];

/** The parent filter fields, and the record of a chain each one names. */
const CHAIN_KEY = {
  mt_manufacture_type_id: 'type',
  mt_vendor_id: 'vendor',
  mt_product_category_id: 'category',
  mt_product_series_id: 'series',
} as const;
type ParentField = keyof typeof CHAIN_KEY;

interface FilteredList {
  path: string;
  /** The row of this list that a chain (with one product) holds. */
  rowOf(chain: Chain, product: number): number;
  newestFirst: boolean;
  /** The parent filters it takes. */
  filters: ParentField[];
  /** A parent field it does not take (ignored). */
  ignored?: ParentField;
}

const FILTERED: FilteredList[] = [
  { path: '/api/vendor', rowOf: (c) => c.vendor, newestFirst: false, filters: ['mt_manufacture_type_id'], ignored: 'mt_vendor_id' },
  {
    path: '/api/product/category',
    rowOf: (c) => c.category,
    newestFirst: false,
    filters: ['mt_manufacture_type_id', 'mt_vendor_id'],
    ignored: 'mt_product_category_id',
  },
  {
    path: '/api/product/series',
    rowOf: (c) => c.series,
    newestFirst: false,
    filters: ['mt_manufacture_type_id', 'mt_vendor_id', 'mt_product_category_id'],
    ignored: 'mt_product_series_id',
  },
  {
    path: '/api/product',
    rowOf: (_, product) => product,
    newestFirst: true,
    filters: ['mt_manufacture_type_id', 'mt_vendor_id', 'mt_product_category_id', 'mt_product_series_id'],
  },
];

export function describeLists(api: ContractSession) {
  describe.each(LISTS)('list $path', (list) => {
    test('{data, total, per_page, current_page, last_page}: 15 per page by default, at most 100, a case-insensitive name search', async () => {
      expect(await api.get(list.path)).toEqual({ status: 200, body: { data: { data: [], total: 0, per_page: 15, current_page: 1, last_page: 1 } } });
      const add = await list.prepare(api);
      for (const name of NAMES) await add(name);
      const ordered = (names: string[]) => (list.newestFirst ? [...names].reverse() : names);
      const page = async (query: Record<string, string | number>) => {
        const r = await api.get(list.path, { query });
        expect(r.status).toBe(200);
        expect(Object.keys(r.body)).toEqual(['data']);
        return { ...r.body.data, data: r.body.data.data.map((row: Json) => row.name) };
      };
      const all = ordered(NAMES);
      expect(await page({})).toEqual({ data: all.slice(0, 15), total: 17, per_page: 15, current_page: 1, last_page: 2 });
      expect(await page({ page: 2 })).toEqual({ data: all.slice(15), total: 17, per_page: 15, current_page: 2, last_page: 2 });
      expect(await page({ page: 4, items_per_page: 5 })).toEqual({ data: all.slice(15), total: 17, per_page: 5, current_page: 4, last_page: 4 });
      expect(await page({ items_per_page: 1000 })).toEqual({ data: all, total: 17, per_page: 100, current_page: 1, last_page: 1 });
      expect(await page({ page: 9 })).toEqual({ data: [], total: 17, per_page: 15, current_page: 9, last_page: 2 });
      expect(await page({ page: 'abc', items_per_page: '-3' })).toEqual({
        data: all.slice(0, 15),
        total: 17,
        per_page: 15,
        current_page: 1,
        last_page: 2,
      });
      expect(await page({ search: ' ROW 1 ' })).toEqual({ data: ordered(ROW_1X), total: 8, per_page: 15, current_page: 1, last_page: 1 });
      for (const search of ['%', '_', 'nothing like it']) expect((await page({ search })).total).toBe(0);
      expect((await page({ search: '' })).total).toBe(17);
    });
  });

  describe.each(FILTERED)('list $path: parent filters', (list) => {
    test('an id keeps its children, "" filters nothing, a value that is no id keeps nothing', async () => {
      const a = await createChain(api, 'A');
      const b = await createChain(api, 'B');
      const products = { a: (await createProduct(api, a)).id, b: (await createProduct(api, b)).id };
      const ids = async (query: Record<string, string | number>) => (await api.get(list.path, { query })).body.data.data.map((row: Json) => row.id);
      const both = [list.rowOf(a, products.a), list.rowOf(b, products.b)];
      const inOrder = list.newestFirst ? [...both].reverse() : both;
      for (const field of list.filters) {
        const key = CHAIN_KEY[field];
        expect([field, await ids({ [field]: a[key] })]).toEqual([field, [list.rowOf(a, products.a)]]);
        expect([field, await ids({ [field]: b[key] })]).toEqual([field, [list.rowOf(b, products.b)]]);
        expect([field, await ids({ [field]: '' })]).toEqual([field, inOrder]);
        expect([field, await ids({ [field]: 'abc' })]).toEqual([field, []]);
        expect([field, await ids({ [field]: 999999 })]).toEqual([field, []]);
      }
      if (list.filters.length > 1) expect(await ids({ mt_manufacture_type_id: a.type, mt_vendor_id: b.vendor })).toEqual([]);
      if (list.ignored) expect(await ids({ [list.ignored]: a[CHAIN_KEY[list.ignored]] })).toEqual(inOrder);
    });
  });
}
