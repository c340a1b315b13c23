import { parseId } from '../ids';
import { checkChain } from '../chain';
import { check, parse } from './parse';
import {
  categoryInput,
  imageAssetCreateInput,
  imageAssetUpdateInput,
  loginInput,
  productInput,
  seriesInput,
  unlinkInput,
  vendorInput,
} from './requests';
import { openApiSchema } from './openapi';

describe('request schemas', () => {
  it('read ids from numbers and numeric text; blank is none', () => {
    expect(parseId(3)).toBe(3);
    expect(parseId('3')).toBe(3);
    expect(parseId('')).toBeNull();
    expect(parseId(null)).toBeNull();
    expect(parseId('abc')).toBeUndefined();
    expect(parseId(-1)).toBeUndefined();
    expect(parseId(1.5)).toBeUndefined();
    // On a category's payload (its whole parse pinned; a new series field changes nothing here).
    expect(parse(categoryInput, { name: ' A ', description: ' ', mt_manufacture_type_id: '1', mt_vendor_id: 2, image_id: 'null' })).toEqual({
      name: 'A',
      description: null,
      name_id: null,
      description_id: null,
      mt_manufacture_type_id: 1,
      mt_vendor_id: 2,
      image_id: null,
    });
    expect(
      parse(seriesInput, { name: 'S', mt_manufacture_type_id: '1', mt_vendor_id: 2, mt_product_category_id: '3', pdf_id: 'null' }),
    ).toMatchObject({
      mt_manufacture_type_id: 1,
      mt_vendor_id: 2,
      mt_product_category_id: 3,
      image_id: null,
      pdf_id: null,
    });
  });

  it('give the spec messages, one per field, in the form order', () => {
    expect(check(vendorInput, {})).toEqual({ name: ['Name is required'], mt_manufacture_type_id: ['Manufacture Type is required'] });
    expect(check(vendorInput, null)).toEqual(check(vendorInput, {}));
    expect(check(categoryInput, { name: 'x', mt_manufacture_type_id: 1 })).toEqual({ mt_vendor_id: ['Vendor is required'] });
    expect(check(seriesInput, { name: 'x', mt_manufacture_type_id: 1, mt_vendor_id: '2' })).toEqual({
      mt_product_category_id: ['Category is required'],
    });
    expect(check(productInput, { name: 'x', mt_manufacture_type_id: 1, mt_vendor_id: 2, mt_product_category_id: 'x' })).toEqual({
      mt_product_category_id: ['Product Category is invalid'],
      mt_product_series_id: ['Product Series is required'],
    });
    expect(check(vendorInput, { name: 'x'.repeat(256), mt_manufacture_type_id: true, image_id: {} })).toEqual({
      name: ['Name must be at most 255 characters'],
      mt_manufacture_type_id: ['Manufacture type is invalid'],
      image_id: ['Image is invalid'],
    });
  });

  it('hold the login to the simple e-mail shape', () => {
    expect(check(loginInput, { email: 'a@b.co', password: 'p' })).toBeNull();
    expect(check(loginInput, { email: ' ', password: '' })).toEqual({ email: ['Email is required'], password: ['Password is required'] });
    expect(check(loginInput, { email: 'not-an-email', password: 'p' })).toEqual({ email: ['Email must be valid'] });
  });

  it('name the module types an asset can be unlinked from', () => {
    expect(check(unlinkInput, {})).toEqual({ module_type: ['Module type is required'], module_id: ['Module id is required'] });
    expect(check(unlinkInput, { module_type: 'users', module_id: '1' })).toEqual({
      module_type: ['Module type must be one of mt_product, mt_product_series, mt_product_category, mt_vendor, mt_manufacture_type'],
    });
  });

  it("read an image's crop: defaults on a create, unchanged (left out) on an update, whole percents 0-100", () => {
    const file = { mime: 'image/png' };
    expect(parse(imageAssetCreateInput, { name: 'A', image_file: file })).toMatchObject({ focus_x: 50, focus_y: 50, fit: 'cover' });
    expect(parse(imageAssetCreateInput, { name: 'A', image_file: file, focus_x: '0', focus_y: 100, fit: 'contain' })).toMatchObject({
      focus_x: 0,
      focus_y: 100,
      fit: 'contain',
    });
    const update = parse(imageAssetUpdateInput, { name: 'A', focus_x: '', focus_y: null });
    expect([update.focus_x, update.focus_y, update.fit]).toEqual([undefined, undefined, undefined]);
    expect(parse(imageAssetUpdateInput, { name: 'A', focus_y: ' 35 ' })).toMatchObject({ focus_y: 35 });
    expect(check(imageAssetUpdateInput, { name: 'A', focus_x: 101, focus_y: -1, fit: 'fill' })).toEqual({
      focus_x: ['Focal point X must be a whole number from 0 to 100'],
      focus_y: ['Focal point Y must be a whole number from 0 to 100'],
      fit: ['Fit must be one of cover, contain'],
    });
    for (const bad of [12.5, '12.5', 'abc', true, {}, '1e2'])
      expect(check(imageAssetUpdateInput, { name: 'A', focus_x: bad })).toEqual({ focus_x: ['Focal point X must be a whole number from 0 to 100'] });
  });

  it('document the payloads for OpenAPI', () => {
    expect(openApiSchema(vendorInput)).toMatchObject({
      type: 'object',
      properties: { name: { type: 'string', minLength: 1, maxLength: 255 }, mt_manufacture_type_id: { type: 'integer' } },
    });
  });
});

describe('chain rule', () => {
  it('wants each parent under the one above it', () => {
    expect(checkChain({ mt_manufacture_type_id: 1, mt_vendor_id: 2 }, { typeExists: true, vendorTypeId: 1 })).toBeNull();
    expect(checkChain({ mt_manufacture_type_id: 1, mt_vendor_id: 2 }, { typeExists: true, vendorTypeId: 9 })).toEqual({
      mt_vendor_id: ['Vendor does not belong to the selected manufacture type'],
    });
  });
});
