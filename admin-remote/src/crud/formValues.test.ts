import { productResource } from '../resources/product';
import { vendorResource } from '../resources/vendor';
import { product } from '../../test/records';
import { formValuesToBody, newRecordFormValues, recordToFormValues } from './formValues';

describe('recordToFormValues', () => {
  it('fills the cascade of a product from the ids of its chain, the image and the PDF from their references', () => {
    const record = { ...product({ image_id: 7, image: { id: 7, name: 'lathe', image_path: 'images/a.png' } }), attributes: { 12: 3000 } };
    expect(recordToFormValues(productResource, record)).toEqual({
      attributes: { 12: 3000 },
      name: 'Lathe X',
      description: '',
      description_id: '',
      mt_manufacture_type_id: 1,
      mt_vendor_id: 10,
      mt_product_category_id: 100,
      mt_product_series_id: 4,
      image_id: { id: 7, name: 'lathe', image_path: 'images/a.png' },
      pdf_id: null,
      published: true,
    });
  });
});

describe('newRecordFormValues', () => {
  it('starts a new record published (issue 21), every other field empty', () => {
    expect(newRecordFormValues(vendorResource)).toEqual({ published: true });
  });
});

describe('formValuesToBody', () => {
  it("sends a product's attribute values as JSON text in its multipart form, its empty inputs left out", () => {
    const body = formValuesToBody(productResource, {
      name: 'Lathe X',
      attributes: { 12: 3000, 13: { min: 100, max: 500 }, 14: null, 15: { min: null, max: null }, 16: '', 17: false },
    }) as FormData;
    expect(JSON.parse(body.get('attributes') as string)).toEqual({ 12: 3000, 13: { min: 100, max: 500 }, 17: false });
  });

  it('leaves the attribute values out when the form shows none (a category without attributes): the stored ones stay', () => {
    expect((formValuesToBody(productResource, { name: 'Lathe X' }) as FormData).has('attributes')).toBe(false);
  });

  it('sends JSON with ids for areas without uploads, null for a cleared image', () => {
    expect(formValuesToBody(vendorResource, { name: ' Okuma ', mt_manufacture_type_id: 1, image_id: null, description: undefined })).toEqual({
      name: 'Okuma',
      mt_manufacture_type_id: 1,
      description: '',
      description_id: '',
      image_id: null,
    });
  });

  it('sends a product as multipart, skipping an empty file and keeping a real one', () => {
    const image = new File(['png-bytes'], 'lathe.png', { type: 'image/png' });
    const empty = new File([], 'nothing.pdf', { type: 'application/pdf' });
    const body = formValuesToBody(productResource, {
      name: 'Lathe',
      mt_manufacture_type_id: 1,
      mt_vendor_id: 2,
      mt_product_category_id: 3,
      mt_product_series_id: 4,
      image_id: null,
      image_file: image,
      pdf_id: { id: 5, name: 'brochure' },
      pdf_file: empty,
    });
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('mt_product_series_id')).toBe('4');
    expect(form.get('image_id')).toBe('');
    expect((form.get('image_file') as File).name).toBe('lathe.png');
    expect(form.get('pdf_id')).toBe('5');
    expect(form.has('pdf_file')).toBe(false);
    expect(form.has('published')).toBe(false);
  });

  it('sends published as a JSON boolean, or as its text in multipart; not at all when the form never held it', () => {
    expect(formValuesToBody(vendorResource, { name: 'Okuma', published: false })).toMatchObject({ published: false });
    expect(formValuesToBody(vendorResource, { name: 'Okuma', published: true })).toMatchObject({ published: true });
    expect(formValuesToBody(vendorResource, { name: 'Okuma' })).not.toHaveProperty('published');
    expect((formValuesToBody(productResource, { name: 'Lathe', published: false }) as FormData).get('published')).toBe('false');
    expect((formValuesToBody(productResource, { name: 'Lathe', published: true }) as FormData).get('published')).toBe('true');
  });
});
