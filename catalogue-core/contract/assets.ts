// The asset manager: image and file (PDF) assets — uploads judged by content, the §5 messages,
// updates of name and description, the linked records, unlinking (remove) and the delete guard.
import { createChain, createProduct, seriesParents, uploadImage, uploadPdf } from './builders';
import { APNG, EMPTY, formOf, GIF, HEIC, JPEG, JPEG_HOLLOW, PDF, PNG, PNG_BOMB, PNG_TOO_WIDE, upload, type UploadFile } from './files';
import type { ContractSession } from './session';
import { MESSAGES } from '../src/messages';

const IMAGE = '/api/assets-manager/image';
const FILE = '/api/assets-manager/file';

export function describeAssets(api: ContractSession) {
  describe('image assets', () => {
    test('upload 201 {message, data}: a PNG or a JPEG, whatever its name and declared type', async () => {
      const png = await api.post(`${IMAGE}/create`, {
        form: formOf({ name: 'Logo', description: 'Company logo' }, { image_file: upload(PNG, 'logo.pdf', 'application/pdf') }),
      });
      expect(png.status).toBe(201);
      expect(png.body).toEqual({
        message: 'Image created successfully',
        data: expect.objectContaining({ id: expect.any(Number), name: 'Logo', description: 'Company logo', mime: 'image/png', size: PNG.length }),
      });
      expect(png.body.data.image_path).toEqual(expect.any(String));
      const jpeg = await api.post(`${IMAGE}/create`, { form: formOf({ name: 'Photo' }, { image_file: upload(JPEG, 'photo.png', 'text/plain') }) });
      expect(jpeg.status).toBe(201);
      expect(jpeg.body.data).toMatchObject({ name: 'Photo', description: null, mime: 'image/jpeg', size: JPEG.length });
    });

    test('415 for content that is no JPEG or PNG, whatever its name; nothing is stored', async () => {
      for (const file of [
        upload(GIF, 'x.png', 'image/png'),
        upload(PDF, 'x.jpg', 'image/jpeg'),
        upload(new TextEncoder().encode('hello'), 'x.png', 'image/png'),
      ]) {
        const r = await api.post(`${IMAGE}/create`, { form: formOf({ name: 'Refused' }, { image_file: file }) });
        expect([file.name, r.status, r.body]).toEqual([file.name, 415, { message: 'Image must be a JPEG or PNG file' }]);
      }
      const beforeFields = await api.post(`${IMAGE}/create`, { form: formOf({ name: '' }, { image_file: upload(GIF, 'x.png', 'image/png') }) });
      expect(beforeFields.status).toBe(415);
      expect((await api.get(IMAGE)).body.data.total).toBe(0);
    });

    test('pictures refused by their header (HEIC 415; bombs, animation, nothing to decode 422); nothing is stored', async () => {
      const refused: Array<[UploadFile, number, string]> = [
        [upload(HEIC, 'IMG_0001.HEIC', 'image/heic'), 415, MESSAGES.imageHeic],
        [upload(PNG_BOMB, 'bomb.png', 'image/png'), 422, MESSAGES.imageTooManyPixels(50, 8000)],
        [upload(PNG_TOO_WIDE, 'wide.png', 'image/png'), 422, MESSAGES.imageTooManyPixels(50, 8000)],
        [upload(APNG, 'anim.png', 'image/png'), 422, MESSAGES.imageAnimated],
        [upload(JPEG_HOLLOW, 'hollow.jpg', 'image/jpeg'), 422, MESSAGES.imageUndecodable],
      ];
      for (const [file, status, message] of refused) {
        const r = await api.post(`${IMAGE}/create`, { form: formOf({ name: 'Refused' }, { image_file: file }) });
        expect([file.name, r.status, r.body]).toEqual([file.name, status, { message }]);
      }
      expect((await api.get(IMAGE)).body.data.total).toBe(0);
    });

    test('422 with the spec messages: name and image required (an empty file part is no image)', async () => {
      const none = await api.post(`${IMAGE}/create`, { form: formOf({ name: '' }) });
      expect([none.status, none.body]).toEqual([
        422,
        { message: 'Name is required', errors: { name: ['Name is required'], image_file: ['Image is required'] } },
      ]);
      const noImage: Array<Record<string, UploadFile>> = [
        {},
        { image_file: upload(EMPTY, '', 'application/octet-stream') },
        { pdf_file: upload(PNG, 'logo.png', 'image/png') },
      ];
      for (const files of noImage) {
        const r = await api.post(`${IMAGE}/create`, { form: formOf({ name: 'No image' }, files) });
        expect([r.status, r.body]).toEqual([422, { message: 'Image is required', errors: { image_file: ['Image is required'] } }]);
      }
      const long = await api.post(`${IMAGE}/create`, { form: formOf({ name: 'n'.repeat(256) }, { image_file: upload(PNG, 'a.png', 'image/png') }) });
      expect([long.status, long.body.errors]).toEqual([422, { name: ['Name must be at most 255 characters'] }]);
      expect((await api.get(IMAGE)).body.data.total).toBe(0);
    });

    test('update changes name and description only (JSON or multipart): 200 {message, data}; 422 without a name', async () => {
      const image = await uploadImage(api);
      const u = await api.post(`${IMAGE}/update/${image.id}`, { json: { name: 'Logo 2', description: null } });
      expect(u.status).toBe(200);
      expect(u.body).toEqual({
        message: 'Image updated successfully',
        data: expect.objectContaining({ id: image.id, name: 'Logo 2', description: null, image_path: image.image_path, mime: 'image/png' }),
      });
      // A file sent with an update is ignored: the image itself never changes.
      const m = await api.post(`${IMAGE}/update/${image.id}`, {
        form: formOf({ name: 'Logo 3', description: 'Updated' }, { image_file: upload(JPEG, 'other.jpg', 'image/jpeg') }),
      });
      expect(m.body.data).toMatchObject({
        name: 'Logo 3',
        description: 'Updated',
        image_path: image.image_path,
        mime: 'image/png',
        size: PNG.length,
      });
      const bad = await api.post(`${IMAGE}/update/${image.id}`, { json: { name: '  ' } });
      expect([bad.status, bad.body]).toEqual([422, { message: 'Name is required', errors: { name: ['Name is required'] } }]);
    });

    test('detail counts the linked records of every kind, which come paged; delete is refused (409) while any is linked', async () => {
      const chain = await createChain(api);
      const image = await uploadImage(api, 'Shared');
      const detail = async () => (await api.get(`${IMAGE}/detail/${image.id}`)).body.data;
      expect(await detail()).toMatchObject({
        id: image.id,
        name: 'Shared',
        image_path: image.image_path,
        linked_count: 0,
        link_counts: { mt_product: 0, mt_product_series: 0, mt_product_category: 0, mt_vendor: 0, mt_manufacture_type: 0 },
      });
      expect(await detail()).not.toHaveProperty('mt_product');
      const type = await api.post(`/api/manufacture-type/update/${chain.type}`, { json: { name: 'Type A', image_id: image.id } });
      expect(type.status).toBe(200);
      expect((await api.delete(`${IMAGE}/delete/${image.id}`)).body).toEqual({
        message: 'Cannot delete image: it is still linked to 1 record',
        children: { mt_manufacture_type: [{ id: chain.type, name: 'Type A' }] },
      });

      await api.post(`/api/vendor/update/${chain.vendor}`, { json: { name: 'Vendor A', mt_manufacture_type_id: chain.type, image_id: image.id } });
      await api.post(`/api/product/category/update/${chain.category}`, {
        json: { name: 'Category A', mt_manufacture_type_id: chain.type, mt_vendor_id: chain.vendor, image_id: image.id },
      });
      await api.post(`/api/product/series/update/${chain.series}`, { json: { name: 'Series A', ...seriesParents(chain), image_id: image.id } });
      const product = await createProduct(api, chain, { name: 'Pictured', image_id: image.id });
      expect(await detail()).toMatchObject({
        linked_count: 5,
        link_counts: { mt_product: 1, mt_product_series: 1, mt_product_category: 1, mt_vendor: 1, mt_manufacture_type: 1 },
      });
      const links = await api.get(`${IMAGE}/links/${image.id}`);
      expect([links.status, links.body.data]).toEqual([
        200,
        {
          data: [
            { module_type: 'mt_product', id: product.id, name: 'Pictured' },
            { module_type: 'mt_product_series', id: chain.series, name: 'Series A' },
            { module_type: 'mt_product_category', id: chain.category, name: 'Category A' },
            { module_type: 'mt_vendor', id: chain.vendor, name: 'Vendor A' },
            { module_type: 'mt_manufacture_type', id: chain.type, name: 'Type A' },
          ],
          total: 5,
          per_page: 15,
          current_page: 1,
          last_page: 1,
        },
      ]);
      const second = await api.get(`${IMAGE}/links/${image.id}`, { query: { page: 2, items_per_page: 2 } });
      expect(second.body.data).toMatchObject({ total: 5, per_page: 2, current_page: 2, last_page: 3 });
      expect(second.body.data.data.map((link: { module_type: string }) => link.module_type)).toEqual(['mt_product_category', 'mt_vendor']);
      const refused = await api.delete(`${IMAGE}/delete/${image.id}`);
      expect([refused.status, refused.body]).toEqual([
        409,
        {
          message: 'Cannot delete image: it is still linked to 5 records',
          children: {
            mt_product: [{ id: product.id, name: 'Pictured' }],
            mt_product_series: [{ id: chain.series, name: 'Series A' }],
            mt_product_category: [{ id: chain.category, name: 'Category A' }],
            mt_vendor: [{ id: chain.vendor, name: 'Vendor A' }],
            mt_manufacture_type: [{ id: chain.type, name: 'Type A' }],
          },
        },
      ]);
      expect((await api.get(`${IMAGE}/detail/${image.id}`)).status).toBe(200);
    });

    test('remove unlinks the image from one record (query string or JSON body); then it can be deleted', async () => {
      const chain = await createChain(api);
      const image = await uploadImage(api);
      const linkedTo = {
        mt_manufacture_type: chain.type,
        mt_vendor: chain.vendor,
        mt_product_category: chain.category,
        mt_product_series: chain.series,
        mt_product: (await createProduct(api, chain, { image_id: image.id })).id,
      };
      const readBack: Record<keyof typeof linkedTo, string> = {
        mt_manufacture_type: `/api/manufacture-type/detail/${chain.type}`,
        mt_vendor: `/api/vendor/detail/${chain.vendor}`,
        mt_product_category: `/api/product/category/detail/${chain.category}`,
        mt_product_series: `/api/product/series/detail/${chain.series}`,
        mt_product: `/api/product/detail/${linkedTo.mt_product}`,
      };
      const json = (name: string, parents: Record<string, number>) => ({ json: { name, ...parents, image_id: image.id } });
      await api.post(`/api/manufacture-type/update/${chain.type}`, json('Type A', {}));
      await api.post(`/api/vendor/update/${chain.vendor}`, json('Vendor A', { mt_manufacture_type_id: chain.type }));
      await api.post(
        `/api/product/category/update/${chain.category}`,
        json('Category A', { mt_manufacture_type_id: chain.type, mt_vendor_id: chain.vendor }),
      );
      await api.post(`/api/product/series/update/${chain.series}`, json('Series A', seriesParents(chain)));

      const entries = Object.entries(linkedTo) as Array<[keyof typeof linkedTo, number]>;
      for (const [i, [module_type, module_id]] of entries.entries()) {
        expect((await api.get(readBack[module_type])).body.data.image_id).toBe(image.id);
        // The front end sends DELETE data as query-string pairs; a JSON body is accepted too.
        const r =
          i % 2 === 0
            ? await api.delete(`${IMAGE}/remove/${image.id}`, { query: { module_id, module_type } })
            : await api.delete(`${IMAGE}/remove/${image.id}`, { json: { module_id, module_type } });
        expect([module_type, r.status, r.body]).toEqual([
          module_type,
          200,
          { message: 'Image removed successfully', data: { id: image.id, module_type, module_id } },
        ]);
        expect((await api.get(readBack[module_type])).body.data).toMatchObject({ image_id: null, image: null });
        const again = await api.delete(`${IMAGE}/remove/${image.id}`, { query: { module_id, module_type } });
        expect([again.status, again.body]).toEqual([404, { message: `Image "${image.id}" is not linked to ${module_type} "${module_id}"` }]);
      }
      const del = await api.delete(`${IMAGE}/delete/${image.id}`);
      expect([del.status, del.body]).toEqual([200, { message: 'Image deleted successfully', data: { id: image.id } }]);
      expect(await api.get(`${IMAGE}/detail/${image.id}`)).toEqual({ status: 404, body: { message: `Image "${image.id}" not found` } });
    });

    test('remove: 422 for a missing or unknown module, 404 for an unknown image', async () => {
      const image = await uploadImage(api);
      const none = await api.delete(`${IMAGE}/remove/${image.id}`);
      expect([none.status, none.body]).toEqual([
        422,
        { message: 'Module type is required', errors: { module_type: ['Module type is required'], module_id: ['Module id is required'] } },
      ]);
      const bad = await api.delete(`${IMAGE}/remove/${image.id}`, { query: { module_type: 'mt_nothing', module_id: 'abc' } });
      expect([bad.status, bad.body.errors]).toEqual([
        422,
        {
          module_type: ['Module type must be one of mt_product, mt_product_series, mt_product_category, mt_vendor, mt_manufacture_type'],
          module_id: ['Module id is invalid'],
        },
      ]);
      const missing = await api.delete(`${IMAGE}/remove/999999`, { query: { module_type: 'mt_vendor', module_id: 1 } });
      expect([missing.status, missing.body]).toEqual([404, { message: 'Image "999999" not found' }]);
    });
  });

  describe('file assets', () => {
    test('upload 201 {message, data}: a PDF by content', async () => {
      const r = await api.post(`${FILE}/create`, {
        form: formOf({ name: 'Brochure', description: 'Spring catalogue' }, { pdf_file: upload(PDF, 'brochure.bin', 'application/octet-stream') }),
      });
      expect(r.status).toBe(201);
      expect(r.body).toEqual({
        message: 'File created successfully',
        data: expect.objectContaining({
          id: expect.any(Number),
          name: 'Brochure',
          description: 'Spring catalogue',
          mime: 'application/pdf',
          size: PDF.length,
        }),
      });
      expect(r.body.data.file_path).toEqual(expect.any(String));
    });

    test('415 for content that is no PDF (a PNG named .pdf); 422 with name and PDF file required; nothing is stored', async () => {
      for (const file of [upload(PNG, 'brochure.pdf', 'application/pdf'), upload(JPEG, 'brochure.pdf', 'application/pdf')]) {
        const r = await api.post(`${FILE}/create`, { form: formOf({ name: 'Refused' }, { pdf_file: file }) });
        expect([r.status, r.body]).toEqual([415, { message: 'File must be a PDF document' }]);
      }
      const none = await api.post(`${FILE}/create`, { form: formOf({ name: '' }) });
      expect([none.status, none.body]).toEqual([
        422,
        { message: 'Name is required', errors: { name: ['Name is required'], pdf_file: ['PDF file is required'] } },
      ]);
      const empty = await api.post(`${FILE}/create`, { form: formOf({ name: 'Empty' }, { pdf_file: upload(EMPTY, '', 'application/pdf') }) });
      expect([empty.status, empty.body]).toEqual([422, { message: 'PDF file is required', errors: { pdf_file: ['PDF file is required'] } }]);
      expect((await api.get(FILE)).body.data.total).toBe(0);
    });

    test('update 200 {message, data}; detail counts the products and series linking it, which come paged; delete refused (409) while linked', async () => {
      const chain = await createChain(api);
      const pdf = await uploadPdf(api);
      const u = await api.post(`${FILE}/update/${pdf.id}`, { json: { name: 'Renamed', description: 'New text' } });
      expect([u.status, u.body]).toEqual([
        200,
        {
          message: 'File updated successfully',
          data: expect.objectContaining({ id: pdf.id, name: 'Renamed', description: 'New text', file_path: pdf.file_path }),
        },
      ]);
      await api.post(`/api/product/series/update/${chain.series}`, { json: { name: 'Series A', ...seriesParents(chain), pdf_id: pdf.id } });
      const product = await createProduct(api, chain, { pdf_id: pdf.id });
      const detail = (await api.get(`${FILE}/detail/${pdf.id}`)).body.data;
      expect(detail).toMatchObject({
        id: pdf.id,
        name: 'Renamed',
        linked_count: 2,
        link_counts: { mt_product: 1, mt_product_series: 1 },
      });
      expect(detail.link_counts).not.toHaveProperty('mt_vendor');
      expect((await api.get(`${FILE}/links/${pdf.id}`)).body.data.data).toEqual([
        { module_type: 'mt_product', id: product.id, name: 'Lathe X' },
        { module_type: 'mt_product_series', id: chain.series, name: 'Series A' },
      ]);
      const refused = await api.delete(`${FILE}/delete/${pdf.id}`);
      expect([refused.status, refused.body]).toEqual([
        409,
        {
          message: 'Cannot delete file: it is still linked to 2 records',
          children: { mt_product: [{ id: product.id, name: 'Lathe X' }], mt_product_series: [{ id: chain.series, name: 'Series A' }] },
        },
      ]);
    });

    test('the list carries, for each file, how many products and series link it (never the records: a page stays small)', async () => {
      const chain = await createChain(api);
      const used = await uploadPdf(api, 'Used');
      const unused = await uploadPdf(api, 'Unused');
      await api.post(`/api/product/series/update/${chain.series}`, { json: { name: 'Series A', ...seriesParents(chain), pdf_id: used.id } });
      const product = await createProduct(api, chain, { pdf_id: used.id });
      const list = (await api.get(FILE)).body.data.data;
      expect(list).toEqual([
        expect.objectContaining({
          id: unused.id,
          name: 'Unused',
          size: PDF.length,
          linked_count: 0,
          link_counts: { mt_product: 0, mt_product_series: 0 },
        }),
        expect.objectContaining({ id: used.id, linked_count: 2, link_counts: { mt_product: 1, mt_product_series: 1 } }),
      ]);
      for (const row of list) expect(row).not.toHaveProperty('mt_product');
      expect((await api.get(`${FILE}/links/${used.id}`)).body.data.data).toEqual([
        { module_type: 'mt_product', id: product.id, name: 'Lathe X' },
        { module_type: 'mt_product_series', id: chain.series, name: 'Series A' },
      ]);
      expect((await api.get(FILE, { query: { search: 'unus' } })).body.data.data.map((f: { name: string }) => f.name)).toEqual(['Unused']);
    });

    test('the linking records come a page at a time, products then series, each by id; the image list counts too', async () => {
      const chain = await createChain(api);
      const pdf = await uploadPdf(api, 'Shared brochure');
      await api.post(`/api/product/series/update/${chain.series}`, { json: { name: 'Series A', ...seriesParents(chain), pdf_id: pdf.id } });
      const products: number[] = [];
      for (const name of ['P1', 'P2', 'P3', 'P4', 'P5']) products.push((await createProduct(api, chain, { name, pdf_id: pdf.id })).id);
      const page = async (n: number) => (await api.get(`${FILE}/links/${pdf.id}`, { query: { page: n, items_per_page: 2 } })).body.data;
      expect(await page(1)).toMatchObject({
        total: 6,
        last_page: 3,
        data: [
          { id: products[0], name: 'P1' },
          { id: products[1], name: 'P2' },
        ],
      });
      expect((await page(3)).data).toEqual([
        { module_type: 'mt_product', id: products[4], name: 'P5' },
        { module_type: 'mt_product_series', id: chain.series, name: 'Series A' },
      ]);
      expect((await page(4)).data).toEqual([]);
      expect((await api.get(FILE)).body.data.data[0]).toMatchObject({
        id: pdf.id,
        linked_count: 6,
        link_counts: { mt_product: 5, mt_product_series: 1 },
      });
      const image = await uploadImage(api, 'Counted');
      await api.post(`/api/vendor/update/${chain.vendor}`, { json: { name: 'Vendor A', mt_manufacture_type_id: chain.type, image_id: image.id } });
      expect((await api.get(IMAGE)).body.data.data[0]).toMatchObject({
        id: image.id,
        linked_count: 1,
        link_counts: { mt_product: 0, mt_product_series: 0, mt_product_category: 0, mt_vendor: 1, mt_manufacture_type: 0 },
      });
    });

    test('replace gives the same file asset a new PDF: 200 {message, data}; its id, name and links stay', async () => {
      const chain = await createChain(api);
      const pdf = await uploadPdf(api, 'Catalogue');
      await api.post(`/api/product/series/update/${chain.series}`, { json: { name: 'Series A', ...seriesParents(chain), pdf_id: pdf.id } });
      const newer = new TextEncoder().encode('%PDF-1.7\n% a newer edition\n%%EOF\n');
      const r = await api.post(`${FILE}/replace/${pdf.id}`, {
        form: formOf({}, { pdf_file: upload(newer, 'catalogue-2025.pdf', 'application/pdf') }),
      });
      expect([r.status, r.body.message]).toEqual([200, 'File updated successfully']);
      expect(r.body.data).toMatchObject({
        id: pdf.id,
        name: 'Catalogue',
        description: 'Catalogue document',
        mime: 'application/pdf',
        size: newer.length,
      });
      expect(r.body.data.file_path).not.toBe(pdf.file_path);
      expect((await api.get(`${FILE}/detail/${pdf.id}`)).body.data).toMatchObject({
        file_path: r.body.data.file_path,
        link_counts: { mt_product: 0, mt_product_series: 1 },
      });
      expect((await api.get(`/api/product/series/detail/${chain.series}`)).body.data.pdf).toEqual({
        id: pdf.id,
        name: 'Catalogue',
        file_path: r.body.data.file_path,
      });
    });

    test('replace refuses what create refuses (415, 422) and unknown ids (404); the asset is unchanged', async () => {
      const pdf = await uploadPdf(api);
      const png = await api.post(`${FILE}/replace/${pdf.id}`, { form: formOf({}, { pdf_file: upload(PNG, 'new.pdf', 'application/pdf') }) });
      expect([png.status, png.body]).toEqual([415, { message: 'File must be a PDF document' }]);
      const none = await api.post(`${FILE}/replace/${pdf.id}`, { form: formOf({}) });
      expect([none.status, none.body]).toEqual([422, { message: 'PDF file is required', errors: { pdf_file: ['PDF file is required'] } }]);
      const unknown = await api.post(`${FILE}/replace/999999`, { form: formOf({}, { pdf_file: upload(PDF, 'b.pdf', 'application/pdf') }) });
      expect([unknown.status, unknown.body]).toEqual([404, { message: 'File "999999" not found' }]);
      expect((await api.get(`${FILE}/detail/${pdf.id}`)).body.data).toMatchObject({ file_path: pdf.file_path, size: PDF.length });
      const image = await uploadImage(api);
      const jpeg = await api.post(`${IMAGE}/replace/${image.id}`, { form: formOf({}, { image_file: upload(JPEG, 'photo.jpg', 'image/jpeg') }) });
      expect([jpeg.status, jpeg.body.data]).toEqual([
        200,
        expect.objectContaining({ id: image.id, name: 'Logo', mime: 'image/jpeg', size: JPEG.length }),
      ]);
    });

    test('remove unlinks it from a series (no_pdf) or a product; only those can link a file; then it can be deleted', async () => {
      const chain = await createChain(api);
      const pdf = await uploadPdf(api);
      await api.post(`/api/product/series/update/${chain.series}`, { json: { name: 'Series A', ...seriesParents(chain), pdf_id: pdf.id } });
      const product = await createProduct(api, chain, { pdf_id: pdf.id });
      const wrongKind = await api.delete(`${FILE}/remove/${pdf.id}`, { query: { module_type: 'mt_vendor', module_id: chain.vendor } });
      expect([wrongKind.status, wrongKind.body]).toEqual([
        422,
        {
          message: 'A file can only be linked to mt_product or mt_product_series',
          errors: { module_type: ['A file can only be linked to mt_product or mt_product_series'] },
        },
      ]);
      const series = await api.delete(`${FILE}/remove/${pdf.id}`, { query: { module_type: 'mt_product_series', module_id: chain.series } });
      expect([series.status, series.body]).toEqual([
        200,
        { message: 'File removed successfully', data: { id: pdf.id, module_type: 'mt_product_series', module_id: chain.series } },
      ]);
      expect((await api.get(`/api/product/series/detail/${chain.series}`)).body.data).toMatchObject({ pdf_id: null, pdf: null, no_pdf: true });
      const again = await api.delete(`${FILE}/remove/${pdf.id}`, { json: { module_type: 'mt_product_series', module_id: chain.series } });
      expect([again.status, again.body]).toEqual([404, { message: `File "${pdf.id}" is not linked to mt_product_series "${chain.series}"` }]);
      expect((await api.delete(`${FILE}/delete/${pdf.id}`)).body).toEqual({
        message: 'Cannot delete file: it is still linked to 1 record',
        children: { mt_product: [{ id: product.id, name: 'Lathe X' }] },
      });
      const fromProduct = await api.delete(`${FILE}/remove/${pdf.id}`, { json: { module_type: 'mt_product', module_id: product.id } });
      expect(fromProduct.status).toBe(200);
      expect((await api.get(`/api/product/detail/${product.id}`)).body.data).toMatchObject({ pdf_id: null, file: null });
      const del = await api.delete(`${FILE}/delete/${pdf.id}`);
      expect([del.status, del.body]).toEqual([200, { message: 'File deleted successfully', data: { id: pdf.id } }]);
    });
  });

  describe.each([
    { thing: 'Image', base: IMAGE },
    { thing: 'File', base: FILE },
  ])('$thing assets: 404', ({ thing, base }) => {
    test('404 {message} for an unknown or invalid id on detail, update, delete and remove', async () => {
      for (const id of ['999999', 'abc', '0', '99999999999', '']) {
        const answers = [
          await api.get(`${base}/detail/${id}`),
          await api.get(`${base}/links/${id}`),
          await api.post(`${base}/update/${id}`, { json: { name: 'Anything' } }),
          await api.delete(`${base}/delete/${id}`),
          await api.delete(`${base}/remove/${id}`, { query: { module_type: 'mt_product', module_id: 1 } }),
        ];
        for (const r of answers) expect([id, r.status, r.body]).toEqual([id, 404, { message: `${thing} "${id}" not found` }]);
      }
    });
  });
}
