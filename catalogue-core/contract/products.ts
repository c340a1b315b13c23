// Products (spec §3, §5, §7): multipart or JSON saves, their messages and 404s, the §5 field
// messages, the chain rule, and image_file / pdf_file uploads that become image and file assets.
import { createChain, createProduct, productParents, uploadImage, uploadPdf, type Chain } from './builders';
import { EMPTY, formOf, GIF, JPEG, PDF, PNG, upload, type UploadFile } from './files';
import type { ContractSession } from './session';

const REQUIRED = {
  name: ['Name is required'],
  mt_manufacture_type_id: ['Manufacture type is required'],
  mt_vendor_id: ['Vendor is required'],
  mt_product_category_id: ['Product Category is required'],
  mt_product_series_id: ['Product Series is required'],
};

/** A product row: its own fields, its parents' ids and its series → category → vendor → type. */
const productRow = (chain: Chain) => ({
  ...productParents(chain),
  mt_product_series: {
    id: chain.series,
    name: 'Series A',
    mt_product_category: { id: chain.category, mt_vendor: { id: chain.vendor, mt_manufacture_type: { id: chain.type } } },
  },
});

export function describeProducts(api: ContractSession) {
  describe('Product', () => {
    const fieldsOf = (chain: Chain, extra: Record<string, string | number | null> = {}) => ({
      name: 'Lathe X',
      description: 'A lathe',
      ...productParents(chain),
      image_id: '',
      pdf_id: '',
      ...extra,
    });

    test('create 201 (multipart or JSON), detail equal to its list row (whose parents are named only), update 200, delete 200 {message, data: {id}}, then 404', async () => {
      const chain = await createChain(api);
      const create = await api.post('/api/product/create', { form: formOf(fieldsOf(chain)) });
      expect(create.status).toBe(201);
      expect(create.body).toEqual({ message: 'Product created successfully', data: expect.any(Object) });
      const id = create.body.data.id;
      expect(create.body.data).toMatchObject({
        id: expect.any(Number),
        name: 'Lathe X',
        description: 'A lathe',
        image_id: null,
        image: null,
        pdf_id: null,
        file: null,
        ...productRow(chain),
      });
      const json = await api.post('/api/product/create', { json: { name: 'Lathe J', ...productParents(chain) } });
      expect([json.status, json.body.message, json.body.data.description]).toEqual([201, 'Product created successfully', null]);

      const detail = await api.get(`/api/product/detail/${id}`);
      expect(detail.status).toBe(200);
      expect(detail.body).toEqual({ data: create.body.data });
      const list = await api.get('/api/product');
      // The list row: the same own fields but the values of its attributes (issue 24: the detail's only).
      const { mt_product_series: series, attributes: _attributes, ...own } = detail.body.data;
      const category = series.mt_product_category;
      expect(list.body.data.data.find((p: { id: number }) => p.id === id)).toEqual({
        ...own,
        mt_product_series: {
          id: series.id,
          name: series.name,
          mt_product_category_id: category.id,
          mt_product_category: {
            id: category.id,
            name: category.name,
            mt_vendor_id: category.mt_vendor.id,
            mt_vendor: {
              id: category.mt_vendor.id,
              name: category.mt_vendor.name,
              mt_manufacture_type_id: category.mt_vendor.mt_manufacture_type.id,
              mt_manufacture_type: { id: category.mt_vendor.mt_manufacture_type.id, name: category.mt_vendor.mt_manufacture_type.name },
            },
          },
        },
      });

      const update = await api.post(`/api/product/update/${id}`, { form: formOf(fieldsOf(chain, { name: 'Lathe Y', description: '' })) });
      expect(update.status).toBe(200);
      expect(update.body).toEqual({
        message: 'Product updated successfully',
        data: expect.objectContaining({ id, name: 'Lathe Y', description: null }),
      });

      const del = await api.delete(`/api/product/delete/${id}`);
      expect([del.status, del.body]).toEqual([200, { message: 'Product deleted successfully', data: { id } }]);
      expect(await api.get(`/api/product/detail/${id}`)).toEqual({ status: 404, body: { message: `Product "${id}" not found` } });
    });

    test("404 {message} for an unknown or invalid id on detail, update and delete; an update's id is judged before its body", async () => {
      const chain = await createChain(api);
      const refusedFile = { image_file: upload(GIF, 'photo.png', 'image/png') };
      for (const id of ['999999', 'abc', '0', '99999999999', '']) {
        const answers = [
          await api.get(`/api/product/detail/${id}`),
          await api.post(`/api/product/update/${id}`, { form: formOf(fieldsOf(chain)) }),
          await api.post(`/api/product/update/${id}`, { form: formOf({ name: '' }, refusedFile) }),
          await api.delete(`/api/product/delete/${id}`),
        ];
        for (const r of answers) expect([id, r.status, r.body]).toEqual([id, 404, { message: `Product "${id}" not found` }]);
      }
    });

    test('422 {message, errors} with the spec messages for an empty payload, JSON or multipart, on create and on update', async () => {
      const chain = await createChain(api);
      const product = await createProduct(api, chain);
      for (const path of ['/api/product/create', `/api/product/update/${product.id}`]) {
        for (const body of [{ json: {} }, { form: formOf({ name: '' }) }]) {
          const r = await api.post(path, body);
          expect([path, r.status, r.body]).toEqual([path, 422, { message: 'Name is required', errors: REQUIRED }]);
        }
      }
    });

    test('422 naming the field for an id that is not one, or an asset that does not exist', async () => {
      const chain = await createChain(api);
      const refused = (field: string, message: string) => ({ status: 422, body: { message, errors: { [field]: [message] } } });
      const save = (extra: Record<string, string | number>) => api.post('/api/product/create', { form: formOf(fieldsOf(chain, extra)) });
      expect(await save({ mt_manufacture_type_id: 'x' })).toEqual(refused('mt_manufacture_type_id', 'Manufacture type is invalid'));
      expect(await save({ mt_vendor_id: 'x' })).toEqual(refused('mt_vendor_id', 'Vendor is invalid'));
      expect(await save({ mt_product_category_id: 'x' })).toEqual(refused('mt_product_category_id', 'Product Category is invalid'));
      expect(await save({ mt_product_series_id: 'x' })).toEqual(refused('mt_product_series_id', 'Product Series is invalid'));
      expect(await save({ image_id: 'x' })).toEqual(refused('image_id', 'Image is invalid'));
      expect(await save({ pdf_id: 'x' })).toEqual(refused('pdf_id', 'PDF file is invalid'));
      expect(await save({ image_id: 999999 })).toEqual(refused('image_id', 'Image not found'));
      expect(await save({ pdf_id: 999999 })).toEqual(refused('pdf_id', 'PDF file not found'));
      expect(await save({ name: 'n'.repeat(256) })).toEqual(refused('name', 'Name must be at most 255 characters'));
    });

    test('the chain rule (422): series under the category, category under the vendor, vendor under the type', async () => {
      const a = await createChain(api, 'A');
      const b = await createChain(api, 'B');
      const save = (extra: Record<string, number>) => api.post('/api/product/create', { form: formOf(fieldsOf(a, extra)) });
      const series = await save({ mt_product_series_id: b.series });
      expect([series.status, series.body]).toEqual([
        422,
        {
          message: 'Product Series does not belong to the selected product category',
          errors: { mt_product_series_id: ['Product Series does not belong to the selected product category'] },
        },
      ]);
      expect((await save({ mt_product_category_id: b.category })).body.errors).toEqual({
        mt_product_category_id: ['Category does not belong to the selected vendor'],
        mt_product_series_id: ['Product Series does not belong to the selected product category'],
      });
      expect((await save({ mt_vendor_id: b.vendor, mt_product_category_id: b.category, mt_product_series_id: b.series })).body.errors).toEqual({
        mt_vendor_id: ['Vendor does not belong to the selected manufacture type'],
      });
      expect((await save({ mt_manufacture_type_id: 999999 })).body.errors).toEqual({ mt_manufacture_type_id: ['Manufacture type not found'] });
      expect((await save({ mt_vendor_id: 999999 })).body.errors).toEqual({ mt_vendor_id: ['Vendor not found'] });
      expect((await save({ mt_product_category_id: 999999 })).body.errors).toEqual({ mt_product_category_id: ['Product Category not found'] });
      expect((await save({ mt_product_series_id: 999999 })).body.errors).toEqual({ mt_product_series_id: ['Product Series not found'] });
      const product = await createProduct(api, a);
      const moved = await api.post(`/api/product/update/${product.id}`, { form: formOf(fieldsOf(a, { mt_product_series_id: b.series })) });
      expect([moved.status, Object.keys(moved.body.errors)]).toEqual([422, ['mt_product_series_id']]);
      expect((await api.get('/api/product')).body.data.total).toBe(1);
    });

    test('image_file and pdf_file become new image and file assets, named after the product and linked to it', async () => {
      const chain = await createChain(api);
      const r = await api.post('/api/product/create', {
        form: formOf(fieldsOf(chain), { image_file: upload(JPEG, 'photo.jpg', 'image/jpeg'), pdf_file: upload(PDF, 'lathe.pdf', 'application/pdf') }),
      });
      expect(r.status).toBe(201);
      const product = r.body.data;
      expect(product.image).toEqual({
        id: expect.any(Number),
        name: 'Lathe X',
        image_path: expect.any(String),
        focus_x: 50,
        focus_y: 50,
        fit: 'cover',
      });
      expect(product.file).toEqual({ id: expect.any(Number), name: 'Lathe X', file_path: expect.any(String) });
      expect([product.image_id, product.pdf_id]).toEqual([product.image.id, product.file.id]);

      const image = await api.get(`/api/assets-manager/image/detail/${product.image.id}`);
      expect(image.body.data).toMatchObject({
        name: 'Lathe X',
        description: 'Image of product Lathe X',
        image_path: product.image.image_path,
        mime: 'image/jpeg',
        size: JPEG.length,
        linked_count: 1,
      });
      expect((await api.get(`/api/assets-manager/image/links/${product.image.id}`)).body.data.data).toEqual([
        { module_type: 'mt_product', id: product.id, name: 'Lathe X' },
      ]);
      const file = await api.get(`/api/assets-manager/file/detail/${product.file.id}`);
      expect(file.body.data).toMatchObject({
        name: 'Lathe X',
        description: 'Brochure of product Lathe X',
        file_path: product.file.file_path,
        mime: 'application/pdf',
        size: PDF.length,
        linked_count: 1,
      });
      expect((await api.get(`/api/assets-manager/file/links/${product.file.id}`)).body.data.data).toEqual([
        { module_type: 'mt_product', id: product.id, name: 'Lathe X' },
      ]);
      expect((await api.get(`/api/product/detail/${product.id}`)).body.data).toMatchObject({ image: product.image, file: product.file });
    });

    test('empty file parts are skipped; image_id / pdf_id link existing assets; an uploaded file replaces the id; an update without them clears both', async () => {
      const chain = await createChain(api);
      const image = await uploadImage(api);
      const pdf = await uploadPdf(api);
      const linked = await api.post('/api/product/create', {
        form: formOf(fieldsOf(chain, { image_id: String(image.id), pdf_id: String(pdf.id) }), {
          image_file: upload(EMPTY, '', 'application/octet-stream'),
          pdf_file: upload(EMPTY, '', 'application/octet-stream'),
        }),
      });
      expect(linked.status).toBe(201);
      expect(linked.body.data).toMatchObject({
        image_id: image.id,
        image: { id: image.id, name: 'Logo', image_path: image.image_path },
        pdf_id: pdf.id,
        file: { id: pdf.id, name: 'Brochure', file_path: pdf.file_path },
      });
      expect((await api.get('/api/assets-manager/image')).body.data.total).toBe(1);

      const replaced = await api.post(`/api/product/update/${linked.body.data.id}`, {
        form: formOf(fieldsOf(chain, { image_id: image.id }), { image_file: upload(PNG, 'new.png', 'image/png') }),
      });
      expect(replaced.status).toBe(200);
      expect(replaced.body.data.image_id).not.toBe(image.id);
      expect(replaced.body.data.image).toMatchObject({ name: 'Lathe X' });
      expect((await api.get('/api/assets-manager/image')).body.data.total).toBe(2);

      const cleared = await api.post(`/api/product/update/${linked.body.data.id}`, { form: formOf(fieldsOf(chain)) });
      expect(cleared.body).toMatchObject({
        message: 'Product updated successfully',
        data: { image_id: null, image: null, pdf_id: null, file: null },
      });
    });

    test('uploads are judged by content (415), before the fields; a refused save creates nothing', async () => {
      const chain = await createChain(api);
      const save = (files: Record<string, UploadFile>, fields: Record<string, string | number> = fieldsOf(chain)) =>
        api.post('/api/product/create', { form: formOf(fields, files) });
      const jpegNamedPng = await save({ image_file: upload(JPEG, 'photo.png', 'image/png') });
      expect(jpegNamedPng.status).toBe(201);
      const asImage = { status: 415, body: { message: 'Image must be a JPEG or PNG file' } };
      const asPdf = { status: 415, body: { message: 'File must be a PDF document' } };
      expect(await save({ image_file: upload(PDF, 'photo.png', 'image/png') })).toEqual(asImage);
      expect(await save({ image_file: upload(GIF, 'photo.gif', 'image/gif') })).toEqual(asImage);
      expect(await save({ pdf_file: upload(PNG, 'brochure.pdf', 'application/pdf') })).toEqual(asPdf);
      expect(await save({ image_file: upload(GIF, 'photo.png', 'image/png') }, { name: '' })).toEqual(asImage);
      const invalidFields = await save(
        { image_file: upload(PNG, 'a.png', 'image/png'), pdf_file: upload(PDF, 'a.pdf', 'application/pdf') },
        { name: '' },
      );
      expect([invalidFields.status, invalidFields.body.errors]).toEqual([422, REQUIRED]);
      expect((await api.get('/api/product')).body.data.total).toBe(1);
      expect((await api.get('/api/assets-manager/image')).body.data.total).toBe(1);
      expect((await api.get('/api/assets-manager/file')).body.data.total).toBe(0);
    });
  });
}
