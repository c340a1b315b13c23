import type { FormInstance } from 'antd';
import { resourceFormTargets, showServerFieldErrors } from './serverErrors';
import { productResource } from '../resources/product';

function fakeForm(values: Record<string, unknown> = {}) {
  const setFields = jest.fn();
  return { form: { setFields, getFieldValue: (name: string) => values[name] } as unknown as FormInstance, setFields };
}
const png = () => new File(['png'], 'logo.png', { type: 'image/png' });
const pdf = () => new File(['%PDF-'], 'brochure.pdf', { type: 'application/pdf' });

describe('showServerFieldErrors', () => {
  it("puts a 422's messages on the fields of the same name, through aliases, and ignores unknown names", () => {
    const { form, setFields } = fakeForm();
    const error = { status: 422, data: { message: 'x', errors: { name: ['Name is required'], image_file: ['Too big'], other: ['?'] } } };
    expect(showServerFieldErrors(form, error, { fields: ['name', 'file'], aliases: { image_file: 'file' } }, 'en')).toBe(true);
    expect(setFields).toHaveBeenCalledWith([
      { name: 'name', errors: ['Name is required'] },
      { name: 'file', errors: ['Too big'] },
    ]);
  });

  it.each([
    [415, 'Image must be a JPEG or PNG file', 'image_file'],
    [413, 'PDF file must not be larger than 50 MB', 'pdf_file'],
    [415, 'File must be a PDF document', 'pdf_file'],
  ])('puts a %i on the upload field holding a file of its kind (%s)', (status, message, field) => {
    const { form, setFields } = fakeForm({ image_file: png(), pdf_file: pdf() });
    expect(showServerFieldErrors(form, { status, data: { message } }, resourceFormTargets(productResource.fields), 'en')).toBe(true);
    expect(setFields).toHaveBeenCalledWith([{ name: field, errors: [message] }]);
  });

  it('puts a 413 on the only upload field that holds a file', () => {
    const { form, setFields } = fakeForm({ pdf_file: pdf() });
    showServerFieldErrors(
      form,
      { status: 413, data: { message: 'Image must not be larger than 10 MB' } },
      resourceFormTargets(productResource.fields),
      'en',
    );
    expect(setFields).toHaveBeenCalledWith([{ name: 'pdf_file', errors: ['Image must not be larger than 10 MB'] }]);
  });

  it("shows the API's messages in the admin's language (issue 22)", () => {
    const { form, setFields } = fakeForm();
    const error = { status: 422, data: { message: 'x', errors: { name: ['Name is required'] } } };
    expect(showServerFieldErrors(form, error, { fields: ['name'] }, 'id')).toBe(true);
    expect(setFields).toHaveBeenCalledWith([{ name: 'name', errors: ['Nama wajib diisi'] }]);
  });

  it('returns false for other failures', () => {
    const { form } = fakeForm();
    expect(showServerFieldErrors(form, { status: 409, data: { message: 'Conflict' } }, { fields: ['name'] }, 'en')).toBe(false);
  });
});
