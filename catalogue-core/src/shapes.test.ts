import { checkChain } from './chain';
import { answeredColumns, type EntityValues } from './schemas/entities';
import type { RecordTable } from './tables';
import { CatalogShapes, type Row } from './shapes';
import { pageOf, paged } from './paging';
import { sampleValues } from './testing/sampleValues';

const at = '2024-01-01T00:00:00.000Z';
const stamps = { created_at: at, updated_at: at };
/**
 * A row of `table` as a store reads it: its entity's sample values (published, first in order, no
 * description, no image: a new field needs nothing here), then what the test sets by name.
 */
const row = <T extends RecordTable>(table: T, id: number, values: Partial<EntityValues<T>>): Row<T> => ({
  id,
  ...sampleValues(table),
  ...values,
  ...stamps,
});
const shapes = new CatalogShapes({
  types: [row('mt_manufacture_type', 1, { name: 'Machine Tools', image_id: 1 })],
  vendors: [row('mt_vendor', 2, { name: 'Kanto', mt_manufacture_type_id: 1 })],
  categories: [row('mt_product_category', 3, { name: 'Lathes', mt_vendor_id: 2 })],
  series: [
    row('mt_product_series', 4, { name: 'KP 100', mt_product_category_id: 3, image_id: 1, pdf_id: 5 }),
    row('mt_product_series', 6, { name: 'KP 200', mt_product_category_id: 3 }),
  ],
  productCounts: [{ mt_product_series_id: 4, published: true, count: 3 }],
  images: [
    { id: 1, name: 'Picture', image_path: 'seed/series-1.png', mime: 'image/png' } as never,
    { id: 7, name: 'Portrait', image_path: 'seed/portrait.png', mime: 'image/png', focus_x: 40, focus_y: 20, fit: 'contain' } as never,
  ],
  files: [{ id: 5, name: 'Brochure', file_path: 'seed/series-1-brochure.pdf' }],
});

/** An image reference of a row without a crop of its own: the defaults (issue 20). */
const picture = { id: 1, name: 'Picture', image_path: 'seed/series-1.png', focus_x: 50, focus_y: 50, fit: 'cover' };

describe('CatalogShapes', () => {
  it("shows the public no draft and nothing under one, and counts a series' published products only (issue 21)", () => {
    const draft = { published: false };
    const rows = {
      types: [
        row('mt_manufacture_type', 1, { name: 'Machine Tools', published: true }),
        row('mt_manufacture_type', 9, { name: 'Hidden type', ...draft, position: 1 }),
      ],
      formerNames: [{ mt_manufacture_type_id: 9, name: 'Old hidden' }],
      vendors: [
        row('mt_vendor', 2, { name: 'Kanto', mt_manufacture_type_id: 1, published: true }),
        row('mt_vendor', 8, { name: 'Draft vendor', mt_manufacture_type_id: 1, ...draft, position: 1 }),
        row('mt_vendor', 10, { name: 'Under a draft type', mt_manufacture_type_id: 9, published: true }),
      ],
      categories: [
        row('mt_product_category', 3, { name: 'Lathes', mt_vendor_id: 2, published: true }),
        row('mt_product_category', 11, { name: 'Under a draft vendor', mt_vendor_id: 8, published: true }),
      ],
      series: [
        row('mt_product_series', 4, { name: 'KP 100', mt_product_category_id: 3, published: true }),
        row('mt_product_series', 12, { name: 'Draft series', mt_product_category_id: 3, ...draft, position: 1 }),
        row('mt_product_series', 13, { name: 'Deep', mt_product_category_id: 11, published: true }),
      ],
      productCounts: [
        { mt_product_series_id: 4, published: true, count: 3 },
        { mt_product_series_id: 4, published: false, count: 2 },
      ],
      images: [],
      files: [],
    };
    const staff = new CatalogShapes(rows);
    const seen = staff.publicView();
    expect(staff.view('public')).toBe(seen);
    expect(staff.view('staff')).toBe(staff);
    expect([...seen.types.keys()]).toEqual([1]);
    expect([...seen.vendors.keys()]).toEqual([2]);
    expect([...seen.categories.keys()]).toEqual([3]);
    expect([...seen.series.keys()]).toEqual([4]);
    expect(seen.typeByName('Hidden type')).toBeUndefined();
    expect(seen.typeByName('Old hidden')).toBeUndefined();
    expect(staff.typeByName('Old hidden')?.id).toBe(9);
    expect(seen.typeDetail(seen.types.get(1)!).mt_vendor.map((v) => v.id)).toEqual([2]);
    expect(seen.categoryDetail(seen.categories.get(3)!).mt_product_series.map((s) => [s.id, s.product_count])).toEqual([[4, 3]]);
    expect(staff.categoryDetail(staff.categories.get(3)!).mt_product_series.map((s) => [s.id, s.product_count])).toEqual([
      [4, 5],
      [12, 0],
    ]);
    expect(seen.searchParents('mt_product', 13)).toBeNull();
    expect(seen.showsProduct({ published: true, mt_product_series_id: 4 })).toBe(true);
    expect(seen.showsProduct({ published: false, mt_product_series_id: 4 })).toBe(false);
    expect(seen.showsProduct({ published: true, mt_product_series_id: 12 })).toBe(false);
    expect(staff.showsProduct({ published: false, mt_product_series_id: 12 })).toBe(true);
  });

  it('gives image references {id, name, image_path} and the crop only, and pdf / no_pdf on series', () => {
    expect(shapes.typeBase(shapes.types.get(1)!).image).toEqual(picture);
    expect(shapes.image(7)).toEqual({ id: 7, name: 'Portrait', image_path: 'seed/portrait.png', focus_x: 40, focus_y: 20, fit: 'contain' });
    expect(shapes.seriesBase(shapes.series.get(4)!)).toMatchObject({ pdf: { id: 5, file_path: 'seed/series-1-brochure.pdf' }, no_pdf: false });
    expect(shapes.seriesBase(shapes.series.get(6)!)).toMatchObject({ pdf: null, no_pdf: true });
  });

  it("answers each row's fields in its entity's order, each reference after its id", () => {
    const stampKeys = ['created_at', 'updated_at'];
    /** id, the entity's answered columns in its order with what follows each, the times. */
    const keysOf = (table: RecordTable, follows: Record<string, string[]>) => [
      'id',
      ...answeredColumns(table).flatMap((column) => [column, ...(follows[column as string] ?? [])]),
      ...stampKeys,
    ];
    // Pinned on the type (its list as the entity has it), then the rule on every level.
    expect(Object.keys(shapes.typeBase(shapes.types.get(1)!))).toEqual([
      'id',
      'name',
      'description',
      'name_id',
      'description_id',
      'image_id',
      'image',
      'published',
      'position',
      ...stampKeys,
    ]);
    expect(Object.keys(shapes.typeBase(shapes.types.get(1)!))).toEqual(keysOf('mt_manufacture_type', { image_id: ['image'] }));
    expect(Object.keys(shapes.vendorBase(shapes.vendors.get(2)!))).toEqual(keysOf('mt_vendor', { image_id: ['image'] }));
    expect(Object.keys(shapes.categoryBase(shapes.categories.get(3)!))).toEqual(keysOf('mt_product_category', { image_id: ['image'] }));
    expect(Object.keys(shapes.seriesBase(shapes.series.get(4)!))).toEqual(
      keysOf('mt_product_series', { image_id: ['image'], pdf_id: ['pdf', 'no_pdf'] }),
    );
    const product = row('mt_product', 9, { name: 'KP 100 A', mt_product_series_id: 4 });
    expect(Object.keys(shapes.productOwn(product))).toEqual(
      keysOf('mt_product', {
        mt_product_series_id: ['mt_product_category_id', 'mt_vendor_id', 'mt_manufacture_type_id'],
        image_id: ['image'],
        pdf_id: ['file'],
      }),
    );
  });

  it('nests parents in list rows and children in the public reads', () => {
    expect(shapes.seriesRow(shapes.series.get(4)!)).toMatchObject({
      mt_vendor_id: 2,
      mt_manufacture_type_id: 1,
      mt_product_category: { id: 3, mt_manufacture_type_id: 1, mt_vendor: { id: 2, mt_manufacture_type: { id: 1 } } },
    });
    const detail = shapes.typeDetail(shapes.typeByName('  machine tools ')!);
    expect(detail.mt_vendor[0]!.mt_product_category[0]!.mt_product_series.map((s) => s.id)).toEqual([4, 6]);
    expect(shapes.vendorDetail(shapes.vendors.get(2)!).mt_manufacture_type!.mt_vendor).toEqual([
      { id: 2, name: 'Kanto', mt_manufacture_type_id: 1, image_id: null, image: null },
    ]);
  });

  it('uses a product’s own image and file references when it carries them, else looks them up', () => {
    const product = row('mt_product', 9, { name: 'P', mt_product_series_id: 4, image_id: 1, pdf_id: 5 });
    expect(shapes.productRow(product)).toMatchObject({ image: { id: 1 }, file: { id: 5 }, mt_vendor_id: 2, mt_product_series: { id: 4 } });
    expect(shapes.productRow({ ...product, image: null, file: null })).toMatchObject({ image: null, file: null });
  });

  it('counts the products of each nested series (0 when it has none)', () => {
    const nested = shapes.categoryDetail(shapes.categories.get(3)!).mt_product_series;
    expect(nested.map((s) => [s.id, s.product_count])).toEqual([
      [4, 3],
      [6, 0],
    ]);
  });

  it('lists a series’ products in name order (any case, then id) with their image and file', () => {
    const product = (id: number, name: string) => row('mt_product', id, { name, mt_product_series_id: 4 });
    const detail = shapes.seriesDetail(shapes.series.get(4)!, [
      product(11, 'b-200'),
      { ...product(10, 'A-100'), image_id: 1, pdf_id: 5 },
      product(13, 'B-200'),
      product(12, 'a-050'),
    ]);
    expect(detail.mt_product.map((p) => p.id)).toEqual([12, 10, 11, 13]);
    expect(detail.mt_product[1]).toEqual({
      id: 10,
      name: 'A-100',
      description: null,
      description_id: null,
      image_id: 1,
      image: picture,
      pdf_id: 5,
      file: { id: 5, name: 'Brochure', file_path: 'seed/series-1-brochure.pdf' },
    });
    expect(detail).toMatchObject({ id: 4, mt_product_category: { id: 3 } });
  });

  it('finds the ancestor ids of a row', () => {
    expect(shapes.ancestorIds({ mt_product_series_id: 4 })).toEqual({
      mt_product_series_id: 4,
      mt_product_category_id: 3,
      mt_vendor_id: 2,
      mt_manufacture_type_id: 1,
    });
    expect(shapes.ancestorIds({ mt_vendor_id: 2 })).toMatchObject({ mt_product_category_id: undefined, mt_manufacture_type_id: 1 });
    expect(shapes.ancestorIds({ mt_product_series_id: 99 })).toMatchObject({ mt_vendor_id: undefined, mt_manufacture_type_id: undefined });
  });

  it('knows the parent of each id a payload names, and judges the chain rule on its rows', () => {
    expect(shapes.chainFacts({ mt_manufacture_type_id: 1, mt_vendor_id: 2, mt_product_category_id: 3, mt_product_series_id: 4 })).toEqual({
      typeExists: true,
      vendorTypeId: 1,
      categoryVendorId: 2,
      seriesCategoryId: 3,
    });
    expect(shapes.chainFacts({ mt_vendor_id: 7 })).toEqual({
      typeExists: false,
      vendorTypeId: undefined,
      categoryVendorId: undefined,
      seriesCategoryId: undefined,
    });
    const ids = { mt_manufacture_type_id: 1, mt_vendor_id: 2, mt_product_category_id: 3 };
    expect(checkChain(ids, shapes.chainFacts(ids))).toBeNull();
    const wrong = { mt_manufacture_type_id: 1, mt_vendor_id: 7 };
    expect(checkChain(wrong, shapes.chainFacts(wrong))).toEqual({ mt_vendor_id: ['Vendor not found'] });
  });
});

describe('paging', () => {
  it('defaults to 15 per page, caps at 100 and answers the list envelope', () => {
    expect(pageOf({ page: '2', items_per_page: '500' })).toEqual({ page: 2, perPage: 100 });
    expect(paged([1], 31, { page: 3, perPage: 15 })).toEqual({ data: [1], total: 31, per_page: 15, current_page: 3, last_page: 3 });
  });
});
