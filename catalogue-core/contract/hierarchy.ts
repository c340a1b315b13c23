// Manufacture types, vendors, product categories and product series (spec §3, §5, §7): saves and
// their messages, 404s, the §5 field messages, the chain rule, the delete guards and the reads.
import { createChain, created, seriesParents, uploadImage, uploadPdf, type Chain } from './builders';
import { formOf } from './files';
import type { ContractSession } from './session';

interface Level {
  thing: string;
  base: string;
  /** The record of this level in a chain. */
  idIn(chain: Chain): number;
  /** The parent ids a record of this level is saved with. */
  parents(chain: Chain): Record<string, number>;
  /** What a save answers besides name and description (a list row with its parents). */
  row(chain: Chain): Record<string, unknown>;
  messages: { created: string; updated: string; deleted: string; notFound(id: string): string };
  /** The errors of an empty payload (spec §5). */
  required: Record<string, string[]>;
  /** The children that hold a delete back, and the 409 messages for one and for two of them. */
  child: { table: string; base: string; fields(chain: Chain, parentId: number): Record<string, unknown>; one: string; two: string };
}

const LEVELS: Level[] = [
  {
    thing: 'Manufacture type',
    base: '/api/manufacture-type',
    idIn: (c) => c.type,
    parents: () => ({}),
    row: () => ({ image_id: null, image: null }),
    messages: {
      created: 'Manufacture type created successfully',
      updated: 'Manufacture type updated successfully',
      deleted: 'Manufacture type deleted successfully',
      notFound: (id) => `Manufacture type "${id}" not found`,
    },
    required: { name: ['Name is required'] },
    child: {
      table: 'mt_vendor',
      base: '/api/vendor',
      fields: (_, id) => ({ mt_manufacture_type_id: id }),
      one: 'Cannot delete manufacture type: it still has 1 vendor',
      two: 'Cannot delete manufacture type: it still has 2 vendors',
    },
  },
  {
    thing: 'Vendor',
    base: '/api/vendor',
    idIn: (c) => c.vendor,
    parents: (c) => ({ mt_manufacture_type_id: c.type }),
    row: (c) => ({ image_id: null, image: null, mt_manufacture_type_id: c.type, mt_manufacture_type: { id: c.type, name: 'Type A' } }),
    messages: {
      created: 'Vendor created successfully',
      updated: 'Vendor updated successfully',
      deleted: 'Vendor deleted successfully',
      notFound: (id) => `Vendor "${id}" not found`,
    },
    required: { name: ['Name is required'], mt_manufacture_type_id: ['Manufacture Type is required'] },
    child: {
      table: 'mt_product_category',
      base: '/api/product/category',
      fields: (c, id) => ({ mt_manufacture_type_id: c.type, mt_vendor_id: id }),
      one: 'Cannot delete vendor: it still has 1 product category',
      two: 'Cannot delete vendor: it still has 2 product categories',
    },
  },
  {
    thing: 'Product category',
    base: '/api/product/category',
    idIn: (c) => c.category,
    parents: (c) => ({ mt_manufacture_type_id: c.type, mt_vendor_id: c.vendor }),
    row: (c) => ({
      image_id: null,
      image: null,
      mt_vendor_id: c.vendor,
      mt_manufacture_type_id: c.type,
      mt_vendor: { id: c.vendor, name: 'Vendor A', mt_manufacture_type: { id: c.type, name: 'Type A' } },
    }),
    messages: {
      created: 'Product category created successfully',
      updated: 'Product category updated successfully',
      deleted: 'Product category deleted successfully',
      notFound: (id) => `Product category "${id}" not found`,
    },
    required: { name: ['Name is required'], mt_manufacture_type_id: ['Manufacture type is required'], mt_vendor_id: ['Vendor is required'] },
    child: {
      table: 'mt_product_series',
      base: '/api/product/series',
      fields: (c, id) => ({ mt_manufacture_type_id: c.type, mt_vendor_id: c.vendor, mt_product_category_id: id }),
      one: 'Cannot delete product category: it still has 1 product series',
      two: 'Cannot delete product category: it still has 2 product series',
    },
  },
  {
    thing: 'Product series',
    base: '/api/product/series',
    idIn: (c) => c.series,
    parents: seriesParents,
    row: (c) => ({
      image_id: null,
      image: null,
      pdf_id: null,
      pdf: null,
      no_pdf: true,
      mt_product_category_id: c.category,
      mt_vendor_id: c.vendor,
      mt_manufacture_type_id: c.type,
      mt_product_category: { id: c.category, name: 'Category A', mt_vendor: { id: c.vendor, mt_manufacture_type: { id: c.type } } },
    }),
    messages: {
      created: 'Product series created successfully',
      updated: 'Product series updated successfully',
      deleted: 'Product series deleted successfully',
      notFound: (id) => `Product series "${id}" not found`,
    },
    required: {
      name: ['Name is required'],
      mt_manufacture_type_id: ['Manufacture type is required'],
      mt_vendor_id: ['Vendor is required'],
      mt_product_category_id: ['Category is required'],
    },
    child: {
      table: 'mt_product',
      base: '/api/product',
      fields: (c, id) => ({ ...seriesParents(c), mt_product_series_id: id }),
      one: 'Cannot delete product series: it still has 1 product',
      two: 'Cannot delete product series: it still has 2 products',
    },
  },
];

/** Ids no record has, and route ids that are no id at all (an empty last segment too): each is a 404 for that thing. */
const MISSING_IDS = ['999999', 'abc', '0', '-1', '1.5', '99999999999', ''];

export function describeHierarchy(api: ContractSession) {
  describe.each(LEVELS)('$thing', (level) => {
    const { base, messages } = level;

    test('create 201, public detail, update 200, delete 200 {message, data: {id}}, then 404', async () => {
      const chain = await createChain(api);
      const create = await api.post(`${base}/create`, { json: { name: '  Heavy Duty ', description: 'Built to last', ...level.parents(chain) } });
      expect(create.status).toBe(201);
      expect(create.body).toEqual({ message: messages.created, data: expect.any(Object) });
      const id = create.body.data.id;
      expect(create.body.data).toMatchObject({ id: expect.any(Number), name: 'Heavy Duty', description: 'Built to last', ...level.row(chain) });

      const detail = await api.get(`${base}/detail/${id}`, { token: null });
      expect(detail.status).toBe(200);
      expect(detail.body).toEqual({ data: expect.objectContaining({ id, name: 'Heavy Duty', description: 'Built to last' }) });

      const update = await api.post(`${base}/update/${id}`, { json: { name: 'Renamed', description: '', ...level.parents(chain) } });
      expect(update.status).toBe(200);
      expect(update.body).toEqual({ message: messages.updated, data: expect.objectContaining({ id, name: 'Renamed', description: null }) });
      expect((await api.get(`${base}/detail/${id}`)).body.data).toMatchObject({ name: 'Renamed', description: null });

      const del = await api.delete(`${base}/delete/${id}`);
      expect([del.status, del.body]).toEqual([200, { message: messages.deleted, data: { id } }]);
      expect(await api.get(`${base}/detail/${id}`)).toEqual({ status: 404, body: { message: messages.notFound(String(id)) } });
    });

    test('404 {message} for an unknown or invalid id on detail, update and delete', async () => {
      const chain = await createChain(api);
      const payload = { name: 'Anything', ...level.parents(chain) };
      for (const id of MISSING_IDS) {
        const answers = [
          await api.get(`${base}/detail/${id}`),
          await api.post(`${base}/update/${id}`, { json: payload }),
          await api.delete(`${base}/delete/${id}`),
        ];
        for (const r of answers) expect([id, r.status, r.body]).toEqual([id, 404, { message: messages.notFound(id) }]);
      }
    });

    test('422 {message, errors} with the spec messages for an empty payload, on create and on update', async () => {
      const chain = await createChain(api);
      const firstMessage = Object.values(level.required)[0]![0];
      for (const path of [`${base}/create`, `${base}/update/${level.idIn(chain)}`]) {
        const r = await api.post(path, { json: {} });
        expect([path, r.status, r.body]).toEqual([path, 422, { message: firstMessage, errors: level.required }]);
      }
    });

    test('field rules: name required and at most 255, description at most 10000, image_id an existing image', async () => {
      const chain = await createChain(api);
      const save = (fields: Record<string, unknown>) => api.post(`${base}/create`, { json: { name: 'Named', ...level.parents(chain), ...fields } });
      const refused = (field: string, message: string) => ({ status: 422, body: { message, errors: { [field]: [message] } } });
      for (const name of ['', '   ', null]) expect(await save({ name })).toEqual(refused('name', 'Name is required'));
      expect(await save({ name: 'n'.repeat(256) })).toEqual(refused('name', 'Name must be at most 255 characters'));
      expect((await save({ name: 'n'.repeat(255) })).status).toBe(201);
      expect(await save({ description: 'd'.repeat(10_001) })).toEqual(refused('description', 'Description must be at most 10000 characters'));
      for (const image_id of ['abc', -3, 1.5, true]) expect(await save({ image_id })).toEqual(refused('image_id', 'Image is invalid'));
      expect(await save({ image_id: 999999 })).toEqual(refused('image_id', 'Image not found'));
    });

    test('ids as numbers or numeric strings, "" for none; a multipart body like a JSON one', async () => {
      const chain = await createChain(api);
      const asStrings = Object.fromEntries(Object.entries(level.parents(chain)).map(([k, v]) => [k, String(v)]));
      const json = await api.post(`${base}/create`, { json: { name: 'Strings', ...asStrings, image_id: '' } });
      expect(json.status).toBe(201);
      expect(json.body.data).toMatchObject({ name: 'Strings', image_id: null, ...level.row(chain) });
      const multipart = await api.post(`${base}/create`, {
        form: formOf({ name: 'Multipart', description: 'From a form', image_id: '', ...asStrings }),
      });
      expect(multipart.status).toBe(201);
      expect(multipart.body.data).toMatchObject({ name: 'Multipart', description: 'From a form', ...level.row(chain) });
      const refused = await api.post(`${base}/create`, { form: formOf({ name: '' }) });
      expect([refused.status, refused.body.errors]).toEqual([422, level.required]);
    });

    test('409 {message, children} while it has children, saying how many and naming them; deletes once they are gone', async () => {
      const chain = await createChain(api);
      const id = (await created(api, `${base}/create`, { json: { name: 'Parent', ...level.parents(chain) } })).id;
      const children: Array<{ id: number; name: string }> = [];
      for (const name of ['First child', 'Second child']) {
        children.push({ id: (await created(api, `${level.child.base}/create`, { json: { name, ...level.child.fields(chain, id) } })).id, name });
        const refused = await api.delete(`${base}/delete/${id}`);
        expect([refused.status, refused.body]).toEqual([
          409,
          { message: name === 'First child' ? level.child.one : level.child.two, children: { [level.child.table]: children } },
        ]);
      }
      expect((await api.get(`${base}/detail/${id}`)).status).toBe(200);
      for (const child of children) expect((await api.delete(`${level.child.base}/delete/${child.id}`)).status).toBe(200);
      expect((await api.delete(`${base}/delete/${id}`)).status).toBe(200);
    });

    test('the detail says beforehand what keeps it from being deleted: children {} or {table: [{id, name}]}', async () => {
      const chain = await createChain(api);
      const id = (await created(api, `${base}/create`, { json: { name: 'Parent', ...level.parents(chain) } })).id;
      // Staff's read (the admin's): the public's names no children, drafts among them (issue 21: ./published.ts).
      expect((await api.get(`${base}/detail/${id}`)).body.data.children).toEqual({});
      const child = await created(api, `${level.child.base}/create`, { json: { name: 'Only child', ...level.child.fields(chain, id) } });
      expect((await api.get(`${base}/detail/${id}`)).body.data.children).toEqual({
        [level.child.table]: [{ id: child.id, name: 'Only child' }],
      });
    });

    test('image_id links an image asset: the record answers image {id, name, image_path}', async () => {
      const chain = await createChain(api);
      const image = await uploadImage(api, 'Badge');
      const saved = await created(api, `${base}/create`, { json: { name: 'Pictured', image_id: image.id, ...level.parents(chain) } });
      const ref = { id: image.id, name: 'Badge', image_path: image.image_path };
      expect(saved).toMatchObject({ image_id: image.id, image: ref });
      expect((await api.get(`${base}/detail/${saved.id}`)).body.data).toMatchObject({ image_id: image.id, image: ref });
      const cleared = await api.post(`${base}/update/${saved.id}`, { json: { name: 'Pictured', image_id: null, ...level.parents(chain) } });
      expect(cleared.body.data).toMatchObject({ image_id: null, image: null });
    });
  });

  describe('the chain rule (422): vendor under the type, category under the vendor, series under the category', () => {
    test('vendor: its manufacture type must exist', async () => {
      const chain = await createChain(api);
      const missing = await api.post('/api/vendor/create', { json: { name: 'V', mt_manufacture_type_id: 999999 } });
      expect([missing.status, missing.body]).toEqual([
        422,
        { message: 'Manufacture type not found', errors: { mt_manufacture_type_id: ['Manufacture type not found'] } },
      ]);
      const invalid = await api.post('/api/vendor/create', { json: { name: 'V', mt_manufacture_type_id: 'abc' } });
      expect(invalid.body.errors).toEqual({ mt_manufacture_type_id: ['Manufacture type is invalid'] });
      const moved = await api.post(`/api/vendor/update/${chain.vendor}`, { json: { name: 'V', mt_manufacture_type_id: 999999 } });
      expect([moved.status, moved.body.errors]).toEqual([422, { mt_manufacture_type_id: ['Manufacture type not found'] }]);
    });

    test('category: the vendor must exist and be under the manufacture type', async () => {
      const a = await createChain(api, 'A');
      const b = await createChain(api, 'B');
      const save = (fields: Record<string, unknown>) => api.post('/api/product/category/create', { json: { name: 'C', ...fields } });
      const crossed = await save({ mt_manufacture_type_id: a.type, mt_vendor_id: b.vendor });
      expect([crossed.status, crossed.body]).toEqual([
        422,
        {
          message: 'Vendor does not belong to the selected manufacture type',
          errors: { mt_vendor_id: ['Vendor does not belong to the selected manufacture type'] },
        },
      ]);
      expect((await save({ mt_manufacture_type_id: a.type, mt_vendor_id: 999999 })).body.errors).toEqual({ mt_vendor_id: ['Vendor not found'] });
      expect((await save({ mt_manufacture_type_id: 999999, mt_vendor_id: a.vendor })).body.errors).toEqual({
        mt_manufacture_type_id: ['Manufacture type not found'],
      });
      expect((await save({ mt_manufacture_type_id: a.type, mt_vendor_id: 'abc' })).body.errors).toEqual({ mt_vendor_id: ['Vendor is invalid'] });
      const moved = await api.post(`/api/product/category/update/${a.category}`, {
        json: { name: 'C', mt_manufacture_type_id: a.type, mt_vendor_id: b.vendor },
      });
      expect([moved.status, moved.body.errors]).toEqual([422, { mt_vendor_id: ['Vendor does not belong to the selected manufacture type'] }]);
      expect((await api.get('/api/product/category')).body.data.total).toBe(2);
    });

    test('series: the category must exist and be under the vendor, the vendor under the type', async () => {
      const a = await createChain(api, 'A');
      const b = await createChain(api, 'B');
      const save = (fields: Record<string, unknown>) => api.post('/api/product/series/create', { json: { name: 'S', ...fields } });
      const crossed = await save({ mt_manufacture_type_id: a.type, mt_vendor_id: a.vendor, mt_product_category_id: b.category });
      expect([crossed.status, crossed.body]).toEqual([
        422,
        {
          message: 'Category does not belong to the selected vendor',
          errors: { mt_product_category_id: ['Category does not belong to the selected vendor'] },
        },
      ]);
      expect((await save({ mt_manufacture_type_id: a.type, mt_vendor_id: a.vendor, mt_product_category_id: 999999 })).body.errors).toEqual({
        mt_product_category_id: ['Category not found'],
      });
      expect((await save({ mt_manufacture_type_id: a.type, mt_vendor_id: b.vendor, mt_product_category_id: b.category })).body.errors).toEqual({
        mt_vendor_id: ['Vendor does not belong to the selected manufacture type'],
      });
      expect((await save({ mt_manufacture_type_id: a.type, mt_vendor_id: a.vendor, mt_product_category_id: 'abc' })).body.errors).toEqual({
        mt_product_category_id: ['Category is invalid'],
      });
      expect((await api.get('/api/product/series')).body.data.total).toBe(2);
    });
  });

  describe('reads', () => {
    test('manufacture type detail: vendors → categories → series, with image, pdf and no_pdf', async () => {
      const chain = await createChain(api);
      const r = await api.get(`/api/manufacture-type/detail/${chain.type}`, { token: null });
      expect(r.body.data).toMatchObject({ id: chain.type, name: 'Type A', description: null, image: null });
      expect(r.body.data.mt_vendor).toHaveLength(1);
      const vendor = r.body.data.mt_vendor[0];
      expect(vendor).toMatchObject({ id: chain.vendor, name: 'Vendor A', mt_manufacture_type_id: chain.type, image: null });
      expect(vendor.mt_product_category).toHaveLength(1);
      expect(vendor.mt_product_category[0]).toMatchObject({ id: chain.category, name: 'Category A', mt_vendor_id: chain.vendor });
      expect(vendor.mt_product_category[0].mt_product_series).toEqual([
        expect.objectContaining({ id: chain.series, name: 'Series A', image: null, pdf_id: null, pdf: null, no_pdf: true }),
      ]);
    });

    test('manufacture type by name: trimmed, any case, 404 {message} naming it when there is none', async () => {
      const chain = await createChain(api, 'Presses');
      const r = await api.get(`/api/manufacture-type/detail/name/${encodeURIComponent('  type PRESSES ')}`, { token: null });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ id: chain.type, name: 'Type Presses', mt_vendor: [expect.objectContaining({ id: chain.vendor })] });
      const none = await api.get(`/api/manufacture-type/detail/name/${encodeURIComponent('Nothing Here')}`, { token: null });
      expect([none.status, none.body]).toEqual([404, { message: 'Manufacture type "Nothing Here" not found' }]);
    });

    test('vendor detail: its type with that type’s vendors, its categories → series', async () => {
      const chain = await createChain(api);
      const sibling = await created(api, '/api/vendor/create', { json: { name: 'Sibling', mt_manufacture_type_id: chain.type } });
      const r = await api.get(`/api/vendor/detail/${chain.vendor}`, { token: null });
      expect(r.body.data).toMatchObject({ id: chain.vendor, name: 'Vendor A', mt_manufacture_type_id: chain.type, image: null });
      expect(r.body.data.mt_manufacture_type).toMatchObject({ id: chain.type, name: 'Type A' });
      expect(r.body.data.mt_manufacture_type.mt_vendor).toEqual([
        { id: chain.vendor, name: 'Vendor A', mt_manufacture_type_id: chain.type, image_id: null, image: null },
        { id: sibling.id, name: 'Sibling', mt_manufacture_type_id: chain.type, image_id: null, image: null },
      ]);
      expect(r.body.data.mt_product_category).toEqual([
        expect.objectContaining({ id: chain.category, mt_product_series: [expect.objectContaining({ id: chain.series, no_pdf: true })] }),
      ]);
    });

    test('category detail: its vendor → type, its series', async () => {
      const chain = await createChain(api);
      const r = await api.get(`/api/product/category/detail/${chain.category}`, { token: null });
      expect(r.body.data).toMatchObject({
        id: chain.category,
        mt_vendor_id: chain.vendor,
        mt_manufacture_type_id: chain.type,
        mt_vendor: { id: chain.vendor, mt_manufacture_type: { id: chain.type } },
      });
      expect(r.body.data.mt_product_series).toEqual([expect.objectContaining({ id: chain.series, name: 'Series A', no_pdf: true })]);
    });

    test('series detail: its category → vendor → type and the parents’ ids', async () => {
      const chain = await createChain(api);
      const r = await api.get(`/api/product/series/detail/${chain.series}`, { token: null });
      expect(r.body.data).toMatchObject({
        id: chain.series,
        mt_product_category_id: chain.category,
        mt_vendor_id: chain.vendor,
        mt_manufacture_type_id: chain.type,
        mt_product_category: { id: chain.category, mt_vendor: { id: chain.vendor, mt_manufacture_type: { id: chain.type } } },
      });
    });
  });

  describe('series brochure', () => {
    test('pdf_id links a PDF file asset (no_pdf false); null clears it (no_pdf true); an unknown or invalid one is 422', async () => {
      const chain = await createChain(api);
      const pdf = await uploadPdf(api, 'Catalogue 2024');
      const fields = { name: 'Series A', ...seriesParents(chain) };
      const linked = await api.post(`/api/product/series/update/${chain.series}`, { json: { ...fields, pdf_id: pdf.id } });
      expect(linked.status).toBe(200);
      const ref = { id: pdf.id, name: 'Catalogue 2024', file_path: pdf.file_path };
      expect(linked.body.data).toMatchObject({ pdf_id: pdf.id, pdf: ref, no_pdf: false });
      const nested = (await api.get(`/api/vendor/detail/${chain.vendor}`, { token: null })).body.data.mt_product_category[0].mt_product_series[0];
      expect(nested).toMatchObject({ pdf_id: pdf.id, pdf: ref, no_pdf: false });
      const listed = (await api.get('/api/product/series')).body.data.data[0];
      expect(listed).toMatchObject({ pdf: ref, no_pdf: false });

      const cleared = await api.post(`/api/product/series/update/${chain.series}`, { json: { ...fields, pdf_id: null } });
      expect(cleared.body.data).toMatchObject({ pdf_id: null, pdf: null, no_pdf: true });
      const withBrochure = await api.post('/api/product/series/create', { json: { ...fields, name: 'With brochure', pdf_id: String(pdf.id) } });
      expect([withBrochure.status, withBrochure.body.data.no_pdf]).toEqual([201, false]);

      for (const [pdf_id, message] of [
        [999999, 'PDF file not found'],
        ['abc', 'PDF file is invalid'],
      ] as const) {
        const r = await api.post(`/api/product/series/update/${chain.series}`, { json: { ...fields, pdf_id } });
        expect([r.status, r.body]).toEqual([422, { message, errors: { pdf_id: [message] } }]);
      }
    });
  });
}
