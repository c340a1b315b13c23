// Inquiries (issue 14): the public create (validation, honeypot, unknown series), and the admin's
// list (paging, search, status filter), detail, update and delete, with 401 without a token.
import { createChain, createProduct, productParents } from './builders';
import type { Json } from './client';
import type { ContractSession } from './session';

const RECEIVED = { message: 'Thank you. Our sales team will contact you within one working day.' };

const VALID = {
  name: 'Budi Santoso',
  company: 'PT Baja Makmur',
  email: 'budi@bajamakmur.example',
  phone: '+62 812-3456-7890',
  message: 'Please send a quote for two units.',
};

/** POST /api/inquiry/create without a token; must answer 201. */
async function send(api: ContractSession, fields: Record<string, unknown> = {}): Promise<void> {
  const r = await api.post('/api/inquiry/create', { token: null, json: { ...VALID, ...fields } });
  if (r.status !== 201) throw new Error(`setup: inquiry answered ${r.status} ${JSON.stringify(r.body)}`);
}

async function listed(api: ContractSession, query: Record<string, string | number> = {}): Promise<Json> {
  const r = await api.get('/api/inquiry', { query });
  expect(r.status).toBe(200);
  return r.body.data;
}

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

export function describeInquiries(api: ContractSession) {
  describe('inquiries', () => {
    test('a visitor sends one without a token: 201 with the thank-you; staff find it as new, with the series', async () => {
      const chain = await createChain(api, 'Q');
      const r = await api.post('/api/inquiry/create', { token: null, json: { ...VALID, mt_product_series_id: chain.series } });
      expect([r.status, r.body]).toEqual([201, RECEIVED]);

      const page = await listed(api);
      expect(page).toMatchObject({ total: 1, per_page: 15, current_page: 1, last_page: 1 });
      const row = page.data[0];
      expect(row).toEqual({
        id: expect.any(Number),
        ...VALID,
        mt_product_series_id: chain.series,
        mt_product_series: { id: chain.series, name: 'Series Q' },
        series_name: 'Series Q',
        mt_products: [],
        locale: 'en',
        status: 'new',
        notes: null,
        email_status: expect.stringMatching(/^(off|pending|sent|failed)$/),
        email_error: row.email_status === 'failed' ? expect.any(String) : null,
        created_at: expect.stringMatching(ISO),
        updated_at: expect.stringMatching(ISO),
      });
      const detail = await api.get(`/api/inquiry/detail/${row.id}`);
      expect([detail.status, detail.body.data.id, detail.body.data.series_name]).toEqual([200, row.id, 'Series Q']);
    });

    test('without a series, blank optional fields are null and text is trimmed', async () => {
      await send(api, { name: '  Sari  ', company: '  ', phone: '', message: ' Price? ' });
      const [row] = (await listed(api)).data;
      expect(row).toMatchObject({
        name: 'Sari',
        company: null,
        phone: null,
        message: 'Price?',
        mt_product_series_id: null,
        mt_product_series: null,
        series_name: null,
      });
    });

    test('every validation message, as 422 {message, errors}; nothing is stored', async () => {
      const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
        [
          { name: '', email: '', message: '' },
          { name: ['Name is required'], email: ['Email is required'], message: ['Message is required'] },
        ],
        [{ name: 'x'.repeat(256) }, { name: ['Name must be at most 255 characters'] }],
        [{ company: 'c'.repeat(151) }, { company: ['Company must be at most 150 characters'] }],
        [{ email: 'not-an-email' }, { email: ['Email must be valid'] }],
        [{ phone: 'call me maybe' }, { phone: ['Phone must be a phone number (digits, spaces, +, -, brackets)'] }],
        [{ message: 'm'.repeat(5001) }, { message: ['Message must be at most 5000 characters'] }],
        [{ mt_product_series_id: 'abc' }, { mt_product_series_id: ['Product series is invalid'] }],
      ];
      for (const [fields, errors] of cases) {
        const r = await api.post('/api/inquiry/create', { token: null, json: { ...VALID, ...fields } });
        expect([fields, r.status, r.body]).toEqual([fields, 422, { message: Object.values(errors)[0]![0], errors }]);
      }
      const empty = await api.post('/api/inquiry/create', { token: null, json: {} });
      expect(empty.status).toBe(422);
      expect(Object.keys(empty.body.errors).sort()).toEqual(['email', 'message', 'name']);
      expect((await listed(api)).total).toBe(0);
    });

    test('a series that does not exist: 422 on its field', async () => {
      const r = await api.post('/api/inquiry/create', { token: null, json: { ...VALID, mt_product_series_id: 999999 } });
      expect([r.status, r.body]).toEqual([
        422,
        { message: 'Product series is invalid', errors: { mt_product_series_id: ['Product series is invalid'] } },
      ]);
      expect((await listed(api)).total).toBe(0);
    });

    test('the honeypot: answered like a success, nothing stored', async () => {
      const r = await api.post('/api/inquiry/create', { token: null, json: { ...VALID, website: 'http://spam.example' } });
      expect([r.status, r.body]).toEqual([201, RECEIVED]);
      expect((await listed(api)).total).toBe(0);
    });

    test('the list: newest first, paged, searched in name, company, e-mail and message, filtered by status', async () => {
      await send(api, { name: 'Andi', company: 'PT Alpha', email: 'andi@alpha.example', message: 'Lathe for our plant' });
      await send(api, { name: 'Budi', company: null, email: 'budi@beta.example', message: 'Milling machine price' });
      await send(api, { name: 'Citra', company: 'CV Gamma Lathe', email: 'citra@gamma.example', message: 'Brochure please' });
      const all = await listed(api);
      expect(all.data.map((r: Json) => r.name)).toEqual(['Citra', 'Budi', 'Andi']);

      const second = await listed(api, { page: 2, items_per_page: 2 });
      expect(second).toMatchObject({ total: 3, per_page: 2, current_page: 2, last_page: 2 });
      expect(second.data.map((r: Json) => r.name)).toEqual(['Andi']);

      const search = async (term: string) => (await listed(api, { search: term })).data.map((r: Json) => r.name);
      expect(await search('LATHE')).toEqual(['Citra', 'Andi']); // message, company
      expect(await search('beta.example')).toEqual(['Budi']); // e-mail
      expect(await search('budi')).toEqual(['Budi']); // name (and e-mail)
      expect(await search('100%')).toEqual([]); // % is no wildcard

      const andi = all.data[2];
      expect((await api.post(`/api/inquiry/update/${andi.id}`, { json: { status: 'answered' } })).status).toBe(200);
      const status = async (s: string, search = '') =>
        (await listed(api, { status: s, ...(search ? { search } : {}) })).data.map((r: Json) => r.name);
      expect(await status('answered')).toEqual(['Andi']);
      expect(await status('new')).toEqual(['Citra', 'Budi']);
      expect(await status('closed')).toEqual([]);
      expect(await status('')).toEqual(['Citra', 'Budi', 'Andi']);
      expect(await status('new', 'lathe')).toEqual(['Citra']);
    });

    test('a status that is none of new, answered, closed: 422', async () => {
      const r = await api.get('/api/inquiry', { query: { status: 'spam' } });
      expect([r.status, r.body]).toEqual([
        422,
        { message: 'Status must be one of new, answered, closed', errors: { status: ['Status must be one of new, answered, closed'] } },
      ]);
    });

    test('detail, update and delete of an unknown id: 404', async () => {
      for (const [method, path] of [
        ['GET', '/api/inquiry/detail/999'],
        ['POST', '/api/inquiry/update/999'],
        ['DELETE', '/api/inquiry/delete/999'],
        ['GET', '/api/inquiry/detail/abc'],
      ] as const) {
        const r = await api.call(method, path, { json: method === 'POST' ? { status: 'closed' } : undefined });
        expect([path, r.status, r.body.message]).toEqual([path, 404, `Inquiry "${path.split('/').pop()}" not found`]);
      }
    });

    test('update: status and notes, the saved row answered; a bad status or long notes 422', async () => {
      await send(api);
      const [row] = (await listed(api)).data;
      const r = await api.post(`/api/inquiry/update/${row.id}`, { json: { status: 'answered', notes: '  Called back, quote sent.  ' } });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        message: 'Inquiry updated successfully',
        data: { ...row, status: 'answered', notes: 'Called back, quote sent.', updated_at: expect.stringMatching(ISO) },
      });
      expect((await api.get(`/api/inquiry/detail/${row.id}`)).body.data).toMatchObject({ status: 'answered', notes: 'Called back, quote sent.' });

      const cleared = await api.post(`/api/inquiry/update/${row.id}`, { json: { status: 'closed', notes: '' } });
      expect(cleared.body.data).toMatchObject({ status: 'closed', notes: null });

      for (const [json, errors] of [
        [{ status: 'spam' }, { status: ['Status must be one of new, answered, closed'] }],
        [{}, { status: ['Status must be one of new, answered, closed'] }],
        [{ status: 'new', notes: 'n'.repeat(5001) }, { notes: ['Notes must be at most 5000 characters'] }],
      ] as const) {
        const bad = await api.post(`/api/inquiry/update/${row.id}`, { json });
        expect([json, bad.status, bad.body]).toEqual([json, 422, { message: Object.values(errors)[0]![0], errors }]);
      }
      expect((await api.get(`/api/inquiry/detail/${row.id}`)).body.data).toMatchObject({ status: 'closed', notes: null });
    });

    test('delete: {message, data: {id}}, then it is gone', async () => {
      await send(api);
      const [row] = (await listed(api)).data;
      const r = await api.delete(`/api/inquiry/delete/${row.id}`);
      expect([r.status, r.body]).toEqual([200, { message: 'Inquiry deleted successfully', data: { id: row.id } }]);
      expect((await api.get(`/api/inquiry/detail/${row.id}`)).status).toBe(404);
      expect((await listed(api)).total).toBe(0);
    });

    test('a deleted series leaves its inquiries, with the name it had', async () => {
      const chain = await createChain(api, 'Gone');
      await send(api, { mt_product_series_id: chain.series });
      expect((await api.delete(`/api/product/series/delete/${chain.series}`)).status).toBe(200);
      const [row] = (await listed(api)).data;
      expect(row).toMatchObject({ mt_product_series_id: null, mt_product_series: null, series_name: 'Series Gone' });
    });

    // ---- a quote for several models, from the compare view (issue 24)
    test('models named: stored with their names then, in the order sent (a list or ids separated by commas), kept through a rename and a delete', async () => {
      const chain = await createChain(api, 'M');
      const first = await createProduct(api, chain, { name: 'LB3000' });
      const second = await createProduct(api, chain, { name: 'LB4000' });
      await send(api, { mt_product_ids: [second.id, first.id] });
      await send(api, { mt_product_ids: `${first.id}, ${second.id},${first.id}` });
      const [byText, byList] = (await listed(api)).data;
      expect(byList.mt_products).toEqual([
        { id: second.id, name: 'LB4000' },
        { id: first.id, name: 'LB3000' },
      ]);
      expect(byText.mt_products).toEqual([
        { id: first.id, name: 'LB3000' },
        { id: second.id, name: 'LB4000' },
      ]);
      expect((await api.post(`/api/product/update/${first.id}`, { json: { name: 'LB3000 EX', ...productParents(chain) } })).status).toBe(200);
      expect((await api.delete(`/api/product/delete/${second.id}`)).status).toBe(200);
      const detail = await api.get(`/api/inquiry/detail/${byList.id}`);
      expect(detail.body.data.mt_products).toEqual([
        { id: second.id, name: 'LB4000' },
        { id: first.id, name: 'LB3000' },
      ]);
    });

    test('models: 422 on mt_product_ids for an id that is none, an unknown model and more than 4; nothing stored', async () => {
      const chain = await createChain(api, 'N');
      const ids = [];
      for (const name of ['A1', 'A2', 'A3', 'A4', 'A5']) ids.push((await createProduct(api, chain, { name })).id);
      const cases: Array<[unknown, string]> = [
        ['1,x', 'Models must be model ids'],
        [[ids[0], 'abc'], 'Models must be model ids'],
        [[ids[0], 999999], 'Product is invalid'],
        [ids, 'A quote can name at most 4 models'],
      ];
      for (const [value, message] of cases) {
        const r = await api.post('/api/inquiry/create', { token: null, json: { ...VALID, mt_product_ids: value } });
        expect([value, r.status, r.body]).toEqual([value, 422, { message, errors: { mt_product_ids: [message] } }]);
      }
      expect((await listed(api)).total).toBe(0);
      // None, blank or an empty list: an inquiry without models.
      await send(api, { mt_product_ids: '' });
      await send(api, { mt_product_ids: [] });
      expect((await listed(api)).data.map((row: Json) => row.mt_products)).toEqual([[], []]);
    });

    test('the admin calls answer 401 without a token or with a bad one; the create needs none', async () => {
      await send(api);
      const id = (await listed(api)).data[0].id;
      const calls = [
        ['GET', '/api/inquiry'],
        ['GET', `/api/inquiry/detail/${id}`],
        ['POST', `/api/inquiry/update/${id}`],
        ['DELETE', `/api/inquiry/delete/${id}`],
      ] as const;
      for (const [method, path] of calls) {
        for (const token of [null, 'not-a-real-token']) {
          const r = await api.call(method, path, { token, json: method === 'POST' ? { status: 'closed' } : undefined });
          expect([method, path, token, r.status, r.body]).toEqual([method, path, token, 401, { message: 'Unauthenticated' }]);
        }
      }
      expect((await api.get(`/api/inquiry/detail/${id}`)).body.data.status).toBe('new');
      // A bad token does not stop a visitor's inquiry.
      expect((await api.post('/api/inquiry/create', { token: 'not-a-real-token', json: VALID })).status).toBe(201);
    });
  });
}
