import { ENTITIES, requestShape, storedColumns, writableColumns, writableValues } from './entities';
import { LEVELS } from '../levels';
import type { ImageFit } from '../messages';
import { ASSET_LINKS, referenceColumns, type AssetColumn, type ReferenceColumn, type TableValues } from '../tables';
import { sampleValues } from '../testing/sampleValues';

/** One object type for an intersection, so that two spellings of the same fields compare equal. */
type Flat<T> = { [K in keyof T]: T[K] };
/** true only when A and B have the same fields of the same types (no any, no optional where required). */
type Same<A, B> = (<X>() => X extends Flat<A> ? 1 : 2) extends <X>() => X extends Flat<B> ? 1 : 2 ? true : false;
const sameType = <A, B>(same: Same<A, B>) => same;

describe('entity definitions', () => {
  it('derive the values each table is written with (the types the tables had by hand)', () => {
    type Own = {
      name: string;
      description: string | null;
      description_id: string | null;
      image_id: number | null;
      published: boolean;
      position: number;
    };
    /** Types and categories translate their names (issue 22); brands and models keep theirs. */
    type TranslatedName = { name_id: string | null };
    sameType<TableValues['mt_manufacture_type'], Own & TranslatedName>(true);
    sameType<TableValues['mt_vendor'], Own & { mt_manufacture_type_id: number }>(true);
    sameType<TableValues['mt_product_category'], Own & TranslatedName & { mt_vendor_id: number }>(true);
    // A series' own fields are pinned on the other levels (a new series field changes nothing here): its parent, its brochure, no chain ids.
    sameType<
      Pick<TableValues['mt_product_series'], keyof Own | 'mt_product_category_id' | 'pdf_id'>,
      Own & { mt_product_category_id: number; pdf_id: number | null }
    >(true);
    sameType<Extract<keyof TableValues['mt_product_series'], 'mt_manufacture_type_id' | 'mt_vendor_id'>, never>(true);
    sameType<TableValues['mt_product'], Own & { mt_product_series_id: number; pdf_id: number | null }>(true);
    type AssetOwn = { name: string; description: string | null; mime: string; size: number };
    sameType<TableValues['image_asset'], AssetOwn & { image_path: string; focus_x: number; focus_y: number; fit: ImageFit }>(true);
    sameType<TableValues['file_asset'], AssetOwn & { file_path: string }>(true);
  });

  it('derive the reference columns and which tables link each asset', () => {
    sameType<AssetColumn, 'image_id' | 'pdf_id'>(true);
    sameType<ReferenceColumn, 'mt_manufacture_type_id' | 'mt_vendor_id' | 'mt_product_category_id' | 'mt_product_series_id' | AssetColumn>(true);
    expect(referenceColumns('mt_product')).toEqual(['mt_product_series_id', 'image_id', 'pdf_id']);
    expect(referenceColumns('mt_manufacture_type')).toEqual(['image_id']);
    expect(ASSET_LINKS).toEqual({
      image_asset: ['mt_product', 'mt_product_series', 'mt_product_category', 'mt_vendor', 'mt_manufacture_type'].map((module) => ({
        module,
        column: 'image_id',
      })),
      file_asset: [
        { module: 'mt_product', column: 'pdf_id' },
        { module: 'mt_product_series', column: 'pdf_id' },
      ],
    });
  });

  it('name the stored columns and the request fields in order', () => {
    expect(storedColumns('mt_manufacture_type')).toEqual([
      'name',
      'description',
      'name_id',
      'description_id',
      'image_id',
      'page_kind',
      'published',
      'position',
    ]);
    expect(Object.keys(requestShape('mt_product_category'))).toEqual([
      'name',
      'description',
      'name_id',
      'description_id',
      'mt_manufacture_type_id',
      'mt_vendor_id',
      'image_id',
      'published',
    ]);
    // A series, by the rules (a new series field changes nothing here): every field but the chain's ids
    // is stored, every field but its position is sent, each in the entity's order.
    const seriesFields = Object.keys(ENTITIES.mt_product_series);
    expect(storedColumns('mt_product_series')).toEqual(seriesFields.filter((key) => key !== 'mt_manufacture_type_id' && key !== 'mt_vendor_id'));
    expect(Object.keys(requestShape('mt_product_series'))).toEqual(seriesFields.filter((key) => key !== 'position'));
    expect(seriesFields).toEqual(expect.arrayContaining(['mt_manufacture_type_id', 'mt_vendor_id', 'mt_product_category_id', 'pdf_id', 'position']));
    expect(Object.keys(requestShape('image_asset', 'create'))).toEqual(['name', 'description', 'focus_x', 'focus_y', 'fit']);
    expect(writableColumns('file_asset')).toEqual(['name', 'description']);
  });

  it("write a payload's own, parent and asset fields, never the chain's ids above the parent", () => {
    // A series' payload from its sample values (a new series field changes nothing here), with its chain.
    const { position: _placed, ...own } = sampleValues('mt_product_series');
    const values = { ...own, name: 'S', mt_product_category_id: 3, image_id: 4, published: false };
    const payload = { ...values, mt_manufacture_type_id: 1, mt_vendor_id: 2 };
    expect(writableValues('mt_product_series', payload)).toEqual(values);
    expect(LEVELS.mt_product_series.values(payload)).toEqual(values);
    expect(LEVELS.mt_manufacture_type.values({ name: 'T', description: 'd', image_id: null, published: true })).toEqual({
      name: 'T',
      description: 'd',
      image_id: null,
      published: true,
    });
  });

  it('give a create the crop defaults and leave an update without them', () => {
    const create = requestShape('image_asset', 'create');
    const update = requestShape('image_asset');
    expect(create.focus_x.parse(undefined)).toBe(50);
    expect(create.fit.parse('')).toBe('cover');
    expect(update.focus_x.parse(undefined)).toBeUndefined();
  });
});
