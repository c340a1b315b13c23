// Typed attributes (issue 24): a category's attributes (list in order, detail with value_count,
// create, update, order, delete with its values), staff only (an editor too), recorded in the
// history; a product's values (judged by type against its category's attributes, answered with
// its detail, its series' detail and the series page), dropped by a move to another category,
// gone with their product or their attribute.
import { createChain, createProduct, created, productParents, seriesParents, type Chain } from './builders';
import type { Json } from './client';
import type { ContractSession } from './session';
import { addStaff } from './staff';

const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name);

export function describeAttributes(api: ContractSession): void {
  describe('attributes: typed attributes per category and values per product (issue 24)', () => {
    const createAttribute = (category: number, fields: Record<string, unknown>) =>
      created(api, '/api/attribute/create', { json: { mt_product_category_id: category, type: 'number', ...fields } });

    /** A chain with three attributes on its category: a number in rpm, a range in mm, a list. */
    async function withAttributes(tag = 'A'): Promise<{ chain: Chain; speed: number; travel: number; control: number }> {
      const chain = await createChain(api, tag);
      const speed = (await createAttribute(chain.category, { name: 'Spindle speed', name_id: 'Kecepatan spindel', unit: 'rpm', filterable: true }))
        .id;
      const travel = (await createAttribute(chain.category, { name: 'Travel', type: 'range', unit: 'mm' })).id;
      const control = (await createAttribute(chain.category, { name: 'Control', type: 'option', options: ['Fanuc', 'Siemens'] })).id;
      return { chain, speed, travel, control };
    }

    test('create 201 (last in its category, flags false unless set), list in order, detail with value_count, update 200, order, delete 200', async () => {
      const chain = await createChain(api);
      const create = await api.post('/api/attribute/create', {
        json: {
          name: 'Spindle speed',
          name_id: 'Kecepatan spindel',
          mt_product_category_id: chain.category,
          type: 'number',
          unit: 'rpm',
          on_card: true,
        },
      });
      expect([create.status, create.body.message]).toEqual([201, 'Attribute created successfully']);
      expect(create.body.data).toEqual({
        id: expect.any(Number),
        name: 'Spindle speed',
        name_id: 'Kecepatan spindel',
        mt_product_category_id: chain.category,
        type: 'number',
        unit: 'rpm',
        options: [],
        filterable: false,
        on_card: true,
        position: 0,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const speed = create.body.data.id;
      const control = await createAttribute(chain.category, { name: 'Control', type: 'option', options: [' Fanuc ', 'Siemens'] });
      expect([control.position, control.options, control.unit, control.name_id]).toEqual([1, ['Fanuc', 'Siemens'], null, null]);

      const list = await api.get('/api/attribute', { query: { category_id: chain.category } });
      expect([list.status, names(list.body.data)]).toEqual([200, ['Spindle speed', 'Control']]);
      const detail = await api.get(`/api/attribute/detail/${speed}`);
      expect(detail.body).toEqual({ data: { ...create.body.data, value_count: 0 } });

      const update = await api.post(`/api/attribute/update/${speed}`, {
        json: { name: 'Max. spindle speed', mt_product_category_id: chain.category, type: 'number', unit: 'rpm', filterable: 'true' },
      });
      expect([update.status, update.body.message]).toEqual([200, 'Attribute updated successfully']);
      // A flag left out stays as it was; the name's translation sent as none is none.
      expect(update.body.data).toMatchObject({ name: 'Max. spindle speed', name_id: null, filterable: true, on_card: true, position: 0 });

      const order = await api.post('/api/attribute/order', { json: { parent_id: chain.category, ids: [control.id, speed] } });
      expect([order.status, order.body]).toEqual([200, { message: 'Attribute order saved', data: { ids: [control.id, speed] } }]);
      expect(names((await api.get('/api/attribute', { query: { category_id: chain.category } })).body.data)).toEqual([
        'Control',
        'Max. spindle speed',
      ]);
      const mismatch = await api.post('/api/attribute/order', { json: { parent_id: chain.category, ids: [speed] } });
      expect(mismatch.status).toBe(422);

      const deleted = await api.delete(`/api/attribute/delete/${speed}`);
      expect([deleted.status, deleted.body]).toEqual([
        200,
        { message: 'Attribute deleted successfully with 0 values', data: { id: speed, value_count: 0 } },
      ]);
      expect((await api.get(`/api/attribute/detail/${speed}`)).status).toBe(404);
      expect((await api.delete(`/api/attribute/delete/${speed}`)).status).toBe(404);
      expect(names((await api.get('/api/attribute', { query: { category_id: chain.category } })).body.data)).toEqual(['Control']);
    });

    test('the list wants a known category: 422 without one, 404 for an unknown one', async () => {
      const none = await api.get('/api/attribute');
      expect([none.status, none.body.errors]).toEqual([422, { category_id: ['Category is required'] }]);
      const bad = await api.get('/api/attribute', { query: { category_id: 'x' } });
      expect([bad.status, bad.body.errors]).toEqual([422, { category_id: ['Category is invalid'] }]);
      const unknown = await api.get('/api/attribute', { query: { category_id: 999999 } });
      expect([unknown.status, unknown.body.message]).toEqual([404, 'Product category "999999" not found']);
    });

    test('422 with field messages: required fields, type, unit, options by type, a name unique in its category (any case)', async () => {
      const chain = await createChain(api);
      const empty = await api.post('/api/attribute/create', { json: {} });
      expect([empty.status, empty.body.errors]).toEqual([
        422,
        { name: ['Name is required'], mt_product_category_id: ['Category is required'], type: ['Type is required'] },
      ]);
      const base = { name: 'Speed', mt_product_category_id: chain.category };
      const refusals: Array<[Record<string, unknown>, Record<string, string[]>]> = [
        [{ type: 'colour' }, { type: ['Type must be one of number, range, text, option, boolean'] }],
        [
          { type: 'number', unit: 'inch' },
          { unit: ['Unit must be one of mm, m, kg, t, kW, W, V, A, rpm, mm/min, m/min, bar, MPa, L, °C, µm, Nm, s'] },
        ],
        [{ type: 'text', unit: 'mm' }, { unit: ['Only number and range attributes have a unit'] }],
        [{ type: 'option' }, { options: ['A list attribute needs at least one option'] }],
        [{ type: 'option', options: ['A', 'a'] }, { options: ['Each option must be given once'] }],
        [{ type: 'option', options: ['A', ''] }, { options: ['Options must be a list of at most 100 texts of 1 to 255 characters'] }],
        [{ type: 'number', options: ['A'] }, { options: ['Only list attributes have options'] }],
        [{ type: 'number', filterable: 'maybe' }, { filterable: ['Filterable must be true or false'] }],
        [{ type: 'number', mt_product_category_id: 999999 }, { mt_product_category_id: ['Category not found'] }],
      ];
      for (const [fields, errors] of refusals) {
        const r = await api.post('/api/attribute/create', { json: { ...base, ...fields } });
        expect([fields, r.status, r.body.errors]).toEqual([fields, 422, errors]);
      }
      await createAttribute(chain.category, { name: 'Speed' });
      const twin = await api.post('/api/attribute/create', { json: { ...base, name: ' SPEED ', type: 'number' } });
      expect([twin.status, twin.body.errors]).toEqual([422, { name: ["An attribute named 'SPEED' already exists in this product category"] }]);
      // Another category may have its own.
      const other = await createChain(api, 'B');
      expect((await api.post('/api/attribute/create', { json: { ...base, mt_product_category_id: other.category, type: 'number' } })).status).toBe(
        201,
      );
    });

    test('values on product create and update, judged by type, answered by the product detail, the series detail and the series page', async () => {
      const { chain, speed, travel, control } = await withAttributes();
      const product = await createProduct(api, chain, { attributes: { [speed]: 3000, [travel]: { min: 100, max: 500 }, [control]: 'Fanuc' } });
      const values = { [speed]: 3000, [travel]: { min: 100, max: 500 }, [control]: 'Fanuc' };
      expect(product.attributes).toEqual(values);
      expect((await api.get(`/api/product/detail/${product.id}`)).body.data.attributes).toEqual(values);
      const seriesDetail = await api.get(`/api/product/series/detail/${chain.series}`, { token: null });
      expect(seriesDetail.body.data.mt_product.map((p: { attributes: unknown }) => p.attributes)).toEqual([values]);
      const page = await api.get(`/api/product/series/page/${chain.series}`, { token: null });
      expect(page.body.data.mt_product[0].attributes).toEqual(values);
      // A product without values answers {}.
      const bare = await createProduct(api, chain, { name: 'Lathe Y' });
      expect(bare.attributes).toEqual({});

      // Given, the values are all of them (null or left out: none); left out, they stay.
      const update = await api.post(`/api/product/update/${product.id}`, {
        json: { name: 'Lathe X', ...productParents(chain), attributes: { [speed]: 4500.5, [control]: null } },
      });
      expect([update.status, update.body.message, update.body.data.attributes]).toEqual([200, 'Product updated successfully', { [speed]: 4500.5 }]);
      const kept = await api.post(`/api/product/update/${product.id}`, { json: { name: 'Lathe X2', ...productParents(chain) } });
      expect(kept.body.data.attributes).toEqual({ [speed]: 4500.5 });
      expect((await api.get(`/api/attribute/detail/${speed}`)).body.data.value_count).toBe(1);
      // A multipart form sends them as JSON text.
      const form = new FormData();
      for (const [key, value] of Object.entries({ name: 'Lathe X2', ...productParents(chain) })) form.append(key, String(value));
      form.append('attributes', JSON.stringify({ [control]: 'Siemens' }));
      const multipart = await api.post(`/api/product/update/${product.id}`, { form });
      expect([multipart.status, multipart.body.data.attributes]).toEqual([200, { [control]: 'Siemens' }]);
    });

    test('a value that does not fit its attribute, or of an attribute of another category, is refused with 422 naming it', async () => {
      const { chain, speed, travel, control } = await withAttributes();
      const text = await createAttribute(chain.category, { name: 'Probe', type: 'text' });
      const yes = await createAttribute(chain.category, { name: 'Coolant', type: 'boolean' });
      const other = await withAttributes('B');
      const refused = await api.post('/api/product/create', {
        json: {
          name: 'Lathe X',
          ...productParents(chain),
          attributes: {
            [speed]: '3000',
            [travel]: { min: 500, max: 100 },
            [control]: 'Heidenhain',
            [text.id]: 'x'.repeat(256),
            [yes.id]: 'yes',
            [other.speed]: 1,
            999999: 1,
          },
        },
      });
      expect([refused.status, refused.body.errors]).toEqual([
        422,
        {
          [`attributes.${speed}`]: ['Spindle speed must be a number'],
          [`attributes.${travel}`]: ['Travel must be a range of two numbers, min at most max'],
          [`attributes.${control}`]: ['Control must be one of Fanuc, Siemens'],
          [`attributes.${text.id}`]: ['Probe must be a text of at most 255 characters'],
          [`attributes.${yes.id}`]: ['Coolant must be true or false'],
          [`attributes.${other.speed}`]: ["Spindle speed is not an attribute of this product's category"],
          'attributes.999999': ['Attribute "999999" not found'],
        },
      ]);
      const notObject = await api.post('/api/product/create', { json: { name: 'Lathe X', ...productParents(chain), attributes: [1] } });
      expect([notObject.status, notObject.body.errors]).toEqual([
        422,
        { attributes: ['Attributes must be an object of attribute ids and their values'] },
      ]);
      // Nothing was written.
      expect((await api.get('/api/product')).body.data.total).toBe(0);
    });

    test('a move to a series of another category keeps the values its attributes have there and names the ones it drops', async () => {
      const { chain, speed, travel } = await withAttributes('A');
      const target = await createChain(api, 'B');
      const shared = await createAttribute(target.category, { name: 'Spindle speed' });
      const product = await createProduct(api, chain, { attributes: { [speed]: 3000, [travel]: { min: 1, max: 2 } } });
      const moved = await api.post(`/api/product/update/${product.id}`, { json: { name: 'Lathe X', ...productParents(target) } });
      expect(moved.status).toBe(200);
      expect(moved.body.dropped_attributes.sort()).toEqual(['Spindle speed', 'Travel']);
      expect(moved.body.message).toMatch(/^Product updated successfully; values dropped \(their attributes are not in the new category\): /);
      expect(moved.body.data.attributes).toEqual({});
      // Sent with the move, the values are judged against the new category's attributes.
      const back = await api.post(`/api/product/update/${product.id}`, {
        json: { name: 'Lathe X', ...productParents(chain), attributes: { [speed]: 10 } },
      });
      expect([back.status, back.body.data.attributes, back.body.dropped_attributes]).toEqual([200, { [speed]: 10 }, undefined]);
      const wrong = await api.post(`/api/product/update/${product.id}`, {
        json: { name: 'Lathe X', ...productParents(target), attributes: { [speed]: 10 } },
      });
      expect([wrong.status, wrong.body.errors]).toEqual([
        422,
        { [`attributes.${speed}`]: ["Spindle speed is not an attribute of this product's category"] },
      ]);
      expect(shared.id).toEqual(expect.any(Number));
    });

    test('deleting an attribute deletes its values (the answer counts them); deleting a product deletes its values; in use, the type and options hold', async () => {
      const { chain, speed, control } = await withAttributes();
      const a = await createProduct(api, chain, { name: 'A', attributes: { [speed]: 1, [control]: 'Fanuc' } });
      await createProduct(api, chain, { name: 'B', attributes: { [speed]: 2, [control]: 'Siemens' } });
      expect((await api.get(`/api/attribute/detail/${speed}`)).body.data.value_count).toBe(2);

      const retype = await api.post(`/api/attribute/update/${speed}`, {
        json: { name: 'Spindle speed', mt_product_category_id: chain.category, type: 'text' },
      });
      expect([retype.status, retype.body.errors]).toEqual([
        422,
        { type: ['The type cannot change while 2 products have a value of this attribute'] },
      ]);
      const fewer = await api.post(`/api/attribute/update/${control}`, {
        json: { name: 'Control', mt_product_category_id: chain.category, type: 'option', options: ['Fanuc', 'Heidenhain'] },
      });
      expect([fewer.status, fewer.body.errors]).toEqual([422, { options: ["Option 'Siemens' cannot be removed while 1 product has it"] }]);

      expect((await api.delete(`/api/product/delete/${a.id}`)).status).toBe(200);
      expect((await api.get(`/api/attribute/detail/${speed}`)).body.data.value_count).toBe(1);
      const deleted = await api.delete(`/api/attribute/delete/${speed}`);
      expect([deleted.status, deleted.body]).toEqual([
        200,
        { message: 'Attribute deleted successfully with 1 value', data: { id: speed, value_count: 1 } },
      ]);
      const products = (await api.get('/api/product')).body.data.data as Array<{ id: number }>;
      expect((await api.get(`/api/product/detail/${products[0]!.id}`)).body.data.attributes).toEqual({ [control]: 'Siemens' });
    });

    test('a deleted product comes back with its values (recorded with its delete), but those its category no longer takes; its create and its return with values are one entry each', async () => {
      const { chain, speed, travel, control } = await withAttributes();
      const product = await createProduct(api, chain, {
        name: 'Lathe R',
        attributes: { [speed]: 3000, [travel]: { min: 0, max: 500 }, [control]: 'Siemens' },
      });
      const historyOf = async () => (await api.get('/api/activity', { query: { module_type: 'mt_product', module_id: product.id } })).body.data.data;
      const values = { field: 'attributes', before: null, after: { [speed]: 3000, [travel]: { min: 0, max: 500 }, [control]: 'Siemens' } };
      const [create, ...none] = await historyOf();
      expect([create.action, create.label, none]).toEqual(['create', 'Lathe R', []]);
      expect(create.changes).toContainEqual(values);
      expect(create.changes).toContainEqual({ field: 'name', before: null, after: 'Lathe R' });
      expect((await api.delete(`/api/product/delete/${product.id}`)).status).toBe(200);
      const [deleted] = await historyOf();
      expect(deleted).toMatchObject({ action: 'delete', label: 'Lathe R' });
      expect(deleted.changes).toContainEqual({
        field: 'attributes',
        before: { [speed]: 3000, [travel]: { min: 0, max: 500 }, [control]: 'Siemens' },
        after: null,
      });

      const restored = await api.post(`/api/activity/revert/${deleted.id}`);
      expect([restored.status, restored.body.message]).toEqual([200, 'Record restored']);
      expect(restored.body.data).toMatchObject({ action: 'restore', label: 'Lathe R' });
      expect(restored.body.data.changes).toContainEqual(values);
      expect((await historyOf()).map((entry: { action: string }) => entry.action)).toEqual(['restore', 'delete', 'create']);
      expect((await api.get(`/api/product/detail/${product.id}`)).body.data.attributes).toEqual({
        [speed]: 3000,
        [travel]: { min: 0, max: 500 },
        [control]: 'Siemens',
      });

      // Deleted again; meanwhile an attribute goes and an option is no longer offered: the rest comes back, and the answer says so.
      expect((await api.delete(`/api/product/delete/${product.id}`)).status).toBe(200);
      const [again] = (await api.get('/api/activity', { query: { module_type: 'mt_product', module_id: product.id } })).body.data.data;
      expect((await api.delete(`/api/attribute/delete/${travel}`)).status).toBe(200);
      const options = await api.post(`/api/attribute/update/${control}`, {
        json: { name: 'Control', mt_product_category_id: chain.category, type: 'option', options: ['Fanuc', 'Heidenhain'] },
      });
      expect(options.status).toBe(200);
      const partly = await api.post(`/api/activity/revert/${again.id}`);
      expect([partly.status, partly.body.message]).toEqual([200, 'Record restored; its values of attributes removed or changed since were left out']);
      expect((await api.get(`/api/product/detail/${product.id}`)).body.data.attributes).toEqual({ [speed]: 3000 });
    });

    test("a deleted attribute comes back from its delete's entry: under its id, in its place, with its options and its products' values", async () => {
      const { chain, control } = await withAttributes();
      const a = await createProduct(api, chain, { name: 'A', attributes: { [control]: 'Fanuc' } });
      const b = await createProduct(api, chain, { name: 'B', attributes: { [control]: 'Siemens' } });
      const before = (await api.get(`/api/attribute/detail/${control}`)).body.data;
      expect((await api.delete(`/api/attribute/delete/${control}`)).status).toBe(200);
      expect((await api.get(`/api/product/detail/${a.id}`)).body.data.attributes).toEqual({});
      expect((await api.get(`/api/product/detail/${b.id}`)).body.data.attributes).toEqual({});

      const historyOf = async () =>
        (await api.get('/api/activity', { query: { module_type: 'mt_product_attribute', module_id: control } })).body.data.data;
      const [deleted] = await historyOf();
      expect(deleted).toMatchObject({ action: 'delete', label: 'Control', revertible: true });
      expect(deleted.changes).toContainEqual({ field: 'values', before: { [a.id]: 'Fanuc', [b.id]: 'Siemens' }, after: null });
      expect(deleted.changes).toContainEqual({ field: 'value_count', before: 2, after: null });

      const restored = await api.post(`/api/activity/revert/${deleted.id}`);
      expect([restored.status, restored.body.message]).toEqual([200, 'Attribute restored with 2 values']);
      expect(restored.body.data).toMatchObject({ action: 'restore', module_type: 'mt_product_attribute', module_id: control, label: 'Control' });
      const { created_at: _created, updated_at: _updated, ...fields } = before;
      expect((await api.get(`/api/attribute/detail/${control}`)).body.data).toMatchObject({
        ...fields,
        options: ['Fanuc', 'Siemens'],
        value_count: 2,
      });
      const list = (await api.get('/api/attribute', { query: { category_id: chain.category } })).body.data;
      expect(names(list)).toEqual(['Spindle speed', 'Travel', 'Control']);
      expect((await api.get(`/api/product/detail/${a.id}`)).body.data.attributes).toEqual({ [control]: 'Fanuc' });
      expect((await api.get(`/api/product/detail/${b.id}`)).body.data.attributes).toEqual({ [control]: 'Siemens' });
      expect((await historyOf()).map((entry: { action: string }) => entry.action)).toEqual(['restore', 'delete', 'create']);
      // Restored once: it is there.
      const twice = await api.post(`/api/activity/revert/${deleted.id}`);
      expect([twice.status, twice.body]).toEqual([409, { message: 'Cannot restore: the record exists' }]);
    });

    test("an attribute's revert is refused (409) while its name is taken in its category or its category is gone; values of products deleted or moved since are left out", async () => {
      const { chain, speed } = await withAttributes();
      const a = await createProduct(api, chain, { name: 'A', attributes: { [speed]: 1000 } });
      const b = await createProduct(api, chain, { name: 'B', attributes: { [speed]: 2000 } });
      const c = await createProduct(api, chain, { name: 'C', attributes: { [speed]: 3000 } });
      expect((await api.delete(`/api/attribute/delete/${speed}`)).status).toBe(200);
      const entryOf = async (id: number) =>
        (await api.get('/api/activity', { query: { module_type: 'mt_product_attribute', module_id: id } })).body.data.data[0];
      const deleted = await entryOf(speed);

      const namesake = await createAttribute(chain.category, { name: 'SPINDLE SPEED' });
      const taken = await api.post(`/api/activity/revert/${deleted.id}`);
      expect([taken.status, taken.body]).toEqual([409, { message: "An attribute named 'Spindle speed' already exists in this product category" }]);
      expect((await api.get(`/api/attribute/detail/${speed}`)).status).toBe(404);
      expect((await api.delete(`/api/attribute/delete/${namesake.id}`)).status).toBe(200);

      // One product deleted, one moved to another category: the third gets its value back, and the answer counts the others.
      expect((await api.delete(`/api/product/delete/${a.id}`)).status).toBe(200);
      const other = await createChain(api, 'B');
      expect((await api.post(`/api/product/update/${b.id}`, { json: { name: 'B', ...productParents(other) } })).status).toBe(200);
      const partly = await api.post(`/api/activity/revert/${deleted.id}`);
      expect([partly.status, partly.body.message]).toEqual([
        200,
        'Attribute restored with 1 value; 2 values were left out (products deleted or moved to another category since, or beyond what the delete recorded)',
      ]);
      expect((await api.get(`/api/product/detail/${c.id}`)).body.data.attributes).toEqual({ [speed]: 3000 });
      expect((await api.get(`/api/product/detail/${b.id}`)).body.data.attributes).toEqual({});

      // An attribute of a category deleted since has nowhere to go back to.
      const gone = await createChain(api, 'C');
      const lone = await createAttribute(gone.category, { name: 'Weight', unit: 'kg' });
      expect((await api.delete(`/api/attribute/delete/${lone.id}`)).status).toBe(200);
      const loneDeleted = await entryOf(lone.id);
      expect((await api.delete(`/api/product/series/delete/${gone.series}`)).status).toBe(200);
      expect((await api.delete(`/api/product/category/delete/${gone.category}`)).status).toBe(200);
      const refused = await api.post(`/api/activity/revert/${loneDeleted.id}`);
      expect([refused.status, refused.body]).toEqual([409, { message: 'Cannot restore: the record it belonged to was deleted since' }]);
    });

    test("a deleted category comes back from its delete's entry with its attributes: under their ids, in their order, with their options", async () => {
      const { chain, speed, travel, control } = await withAttributes('D');
      const detailOf = async (id: number) => {
        const { created_at: _created, updated_at: _updated, ...fields } = (await api.get(`/api/attribute/detail/${id}`)).body.data;
        return fields;
      };
      const before = await Promise.all([speed, travel, control].map(detailOf));
      expect((await api.delete(`/api/product/series/delete/${chain.series}`)).status).toBe(200);
      expect((await api.delete(`/api/product/category/delete/${chain.category}`)).status).toBe(200);
      expect((await api.get(`/api/attribute/detail/${speed}`)).status).toBe(404);

      const [deleted] = (await api.get('/api/activity', { query: { module_type: 'mt_product_category', module_id: chain.category } })).body.data.data;
      expect(deleted).toMatchObject({ action: 'delete', revertible: true });
      const recorded = deleted.changes.find((change: { field: string }) => change.field === 'attributes');
      expect(recorded.before.map((row: { id: number; name: string }) => [row.id, row.name])).toEqual([
        [speed, 'Spindle speed'],
        [travel, 'Travel'],
        [control, 'Control'],
      ]);

      const restored = await api.post(`/api/activity/revert/${deleted.id}`);
      expect([restored.status, restored.body.message]).toEqual([200, 'Record restored']);
      const list = (await api.get('/api/attribute', { query: { category_id: chain.category } })).body.data;
      expect(list.map((row: { id: number }) => row.id)).toEqual([speed, travel, control]);
      expect(await Promise.all([speed, travel, control].map(detailOf))).toEqual(before);
      // Each attribute's own history says it came back.
      const [speedEntry] = (await api.get('/api/activity', { query: { module_type: 'mt_product_attribute', module_id: speed } })).body.data.data;
      expect(speedEntry).toMatchObject({ action: 'restore', label: 'Spindle speed' });
      // And the category with them takes values again.
      const series = await created(api, '/api/product/series/create', { json: { name: 'Series D2', ...seriesParents(chain) } });
      const product = await createProduct(api, { ...chain, series: series.id }, { attributes: { [speed]: 1200, [control]: 'Siemens' } });
      expect((await api.get(`/api/product/detail/${product.id}`)).body.data.attributes).toEqual({ [speed]: 1200, [control]: 'Siemens' });
    });

    test('staff only (401 without a token); an editor may do it all; each write is in the history, a product’s values as its field `attributes`', async () => {
      const chain = await createChain(api);
      expect((await api.get('/api/attribute', { query: { category_id: chain.category }, token: null })).status).toBe(401);
      expect(
        (await api.post('/api/attribute/create', { json: { name: 'X', mt_product_category_id: chain.category, type: 'number' }, token: null }))
          .status,
      ).toBe(401);
      const editor = await addStaff(api, 'Edna');
      const made = await api.post('/api/attribute/create', {
        json: { name: 'Speed', mt_product_category_id: chain.category, type: 'number' },
        token: editor.token,
      });
      expect(made.status).toBe(201);
      const id = made.body.data.id;
      const update = await api.post(`/api/attribute/update/${id}`, {
        json: { name: 'Max. speed', mt_product_category_id: chain.category, type: 'number', unit: 'rpm' },
        token: editor.token,
      });
      expect(update.status).toBe(200);
      const history = (await api.get('/api/activity', { query: { module_type: 'mt_product_attribute', module_id: id } })).body.data.data;
      expect(history.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
      expect(history[0]).toMatchObject({ label: 'Max. speed', user: { id: editor.id, name: 'Edna' } });
      expect(history[0].changes).toEqual(
        expect.arrayContaining([
          { field: 'name', before: 'Speed', after: 'Max. speed' },
          { field: 'unit', before: null, after: 'rpm' },
        ]),
      );

      const product = await createProduct(api, chain, { attributes: { [id]: 100 } });
      await api.post(`/api/product/update/${product.id}`, {
        json: { name: 'Lathe X', ...productParents(chain), attributes: { [id]: 200 } },
        token: editor.token,
      });
      const [latest] = (await api.get('/api/activity', { query: { module_type: 'mt_product', module_id: product.id } })).body.data.data;
      expect(latest).toMatchObject({ action: 'update', changes: [{ field: 'attributes', before: { [id]: 100 }, after: { [id]: 200 } }] });
      // Its revert puts the values back.
      expect((await api.post(`/api/activity/revert/${latest.id}`)).status).toBe(200);
      expect((await api.get(`/api/product/detail/${product.id}`)).body.data.attributes).toEqual({ [id]: 100 });

      expect((await api.delete(`/api/attribute/delete/${id}`, { token: editor.token })).status).toBe(200);
    });

    describeBulkValues(api, createAttribute);
  });
}

/** The attribute grid's save: POST /api/product/attributes, many products' values in one transaction. */
function describeBulkValues(api: ContractSession, createAttribute: (category: number, fields: Record<string, unknown>) => Promise<Json>): void {
  describe("POST /api/product/attributes: many products' values at once (the grid)", () => {
    async function threeModels() {
      const chain = await createChain(api);
      const speed = (await createAttribute(chain.category, { name: 'Spindle speed', unit: 'rpm' })).id as number;
      const travel = (await createAttribute(chain.category, { name: 'Travel', type: 'range', unit: 'mm' })).id as number;
      const control = (await createAttribute(chain.category, { name: 'Control', type: 'option', options: ['Fanuc', 'Siemens'] })).id as number;
      const a = (await createProduct(api, chain, { name: 'A', attributes: { [speed]: 1000, [control]: 'Fanuc' } })).id as number;
      const b = (await createProduct(api, chain, { name: 'B' })).id as number;
      const c = (await createProduct(api, chain, { name: 'C', attributes: { [speed]: 3000 } })).id as number;
      return { chain, speed, travel, control, a, b, c };
    }
    const valuesOf = async (id: number) => (await api.get(`/api/product/detail/${id}`)).body.data.attributes;

    test('200: the sent values change, null clears, the others stay; one history entry per changed product, none for an unchanged one', async () => {
      const { speed, travel, control, a, b, c } = await threeModels();
      const history = async (id: number) => (await api.get('/api/activity', { query: { module_type: 'mt_product', module_id: id } })).body.data.data;
      const unchangedBefore = (await history(c)).length;
      const saved = await api.post('/api/product/attributes', {
        json: {
          values: {
            [a]: { [speed]: 1500, [control]: null },
            [b]: { [speed]: 2000, [travel]: { min: 100, max: 500 } },
            [c]: { [speed]: 3000 },
          },
        },
      });
      expect([saved.status, saved.body]).toEqual([
        200,
        {
          message: 'Values saved for 2 products',
          data: { [a]: { [speed]: 1500 }, [b]: { [speed]: 2000, [travel]: { min: 100, max: 500 } }, [c]: { [speed]: 3000 } },
        },
      ]);
      expect(await valuesOf(a)).toEqual({ [speed]: 1500 });
      expect(await valuesOf(b)).toEqual({ [speed]: 2000, [travel]: { min: 100, max: 500 } });
      const [latestA] = await history(a);
      expect(latestA).toMatchObject({
        action: 'update',
        label: 'A',
        changes: [{ field: 'attributes', before: { [speed]: 1000, [control]: 'Fanuc' }, after: { [speed]: 1500 } }],
      });
      expect((await history(c)).length).toBe(unchangedBefore);
      // Its revert puts that product's values back, as a product save's would.
      expect((await api.post(`/api/activity/revert/${latestA.id}`)).status).toBe(200);
      expect(await valuesOf(a)).toEqual({ [speed]: 1000, [control]: 'Fanuc' });
    });

    test('422 with every refused cell under values.{product}.{attribute}, an unknown product under values.{product}; nothing is written', async () => {
      const { chain, speed, travel, control, a, b } = await threeModels();
      const other = await createChain(api, 'B');
      const foreign = (await createAttribute(other.category, { name: 'Weight', unit: 'kg' })).id as number;
      const refused = await api.post('/api/product/attributes', {
        json: {
          values: {
            [a]: { [speed]: 2222 },
            [b]: { [speed]: 'fast', [travel]: { min: 5, max: 1 }, [control]: 'Heidenhain', [foreign]: 1, 999999: 1 },
            999998: { [speed]: 1 },
          },
        },
      });
      expect([refused.status, refused.body.errors]).toEqual([
        422,
        {
          [`values.${b}.${speed}`]: ['Spindle speed must be a number'],
          [`values.${b}.${travel}`]: ['Travel must be a range of two numbers, min at most max'],
          [`values.${b}.${control}`]: ['Control must be one of Fanuc, Siemens'],
          [`values.${b}.${foreign}`]: ["Weight is not an attribute of this product's category"],
          [`values.${b}.999999`]: ['Attribute "999999" not found'],
          'values.999998': ['Product "999998" not found'],
        },
      ]);
      expect(await valuesOf(a)).toEqual({ [speed]: 1000, [control]: 'Fanuc' });
      for (const json of [{}, { values: [] }, { values: { x: {} } }, { values: { [a]: 5 } }, { values: { [a]: { y: 1 } } }]) {
        const bad = await api.post('/api/product/attributes', { json });
        expect([json, bad.status, bad.body.errors]).toEqual([
          json,
          422,
          { values: ['Values must be an object of product ids, each with an object of attribute ids and their values'] },
        ]);
      }
      expect(chain.series).toEqual(expect.any(Number));
    });

    test("GET ?category_id=: the category's models a page at a time, series by series in order, each with its series and values", async () => {
      const { chain, speed, control, a, b, c } = await threeModels();
      const later = (
        await created(api, '/api/product/series/create', {
          json: { name: 'Series A2', ...seriesParents(chain) },
        })
      ).id as number;
      const d = (await createProduct(api, { ...chain, series: later }, { name: 'D', attributes: { [speed]: 9000 } })).id as number;
      const other = await createChain(api, 'B');
      await createProduct(api, other, { name: 'Elsewhere' });
      const series = { id: chain.series, name: 'Series A' };

      const first = await api.get('/api/product/attributes', { query: { category_id: chain.category, items_per_page: 3 } });
      expect([first.status, first.body.data]).toEqual([
        200,
        {
          data: [
            { id: a, name: 'A', mt_product_series: series, attributes: { [speed]: 1000, [control]: 'Fanuc' } },
            { id: b, name: 'B', mt_product_series: series, attributes: {} },
            { id: c, name: 'C', mt_product_series: series, attributes: { [speed]: 3000 } },
          ],
          total: 4,
          per_page: 3,
          current_page: 1,
          last_page: 2,
        },
      ]);
      const second = await api.get('/api/product/attributes', { query: { category_id: chain.category, items_per_page: 3, page: 2 } });
      expect(second.body.data.data).toEqual([
        { id: d, name: 'D', mt_product_series: { id: later, name: 'Series A2' }, attributes: { [speed]: 9000 } },
      ]);
      const empty = await api.get('/api/product/attributes', { query: { category_id: other.category, page: 9 } });
      expect([empty.status, empty.body.data.data, empty.body.data.total]).toEqual([200, [], 1]);

      const none = await api.get('/api/product/attributes');
      expect([none.status, none.body.errors]).toEqual([422, { category_id: ['Category is required'] }]);
      const unknown = await api.get('/api/product/attributes', { query: { category_id: 999999 } });
      expect([unknown.status, unknown.body.message]).toEqual([404, 'Product category "999999" not found']);
      expect((await api.get('/api/product/attributes', { query: { category_id: chain.category }, token: null })).status).toBe(401);
    });

    test("GET ?category_id=&search=: the models whose name or series' name contains it (any case), paged and counted among them", async () => {
      const chain = await createChain(api);
      const speed = (await createAttribute(chain.category, { name: 'Spindle speed', unit: 'rpm' })).id as number;
      const lb3000 = (await createProduct(api, chain, { name: 'LB3000 EX II', attributes: { [speed]: 5000 } })).id as number;
      const lb4000 = (await createProduct(api, chain, { name: 'LB4000 EX' })).id as number;
      await createProduct(api, chain, { name: 'GENOS L250' });
      const multus = (await created(api, '/api/product/series/create', { json: { name: 'Multus U3000', ...seriesParents(chain) } })).id as number;
      const u1 = (await createProduct(api, { ...chain, series: multus }, { name: '1SW' })).id as number;
      const u2 = (await createProduct(api, { ...chain, series: multus }, { name: '2SW' })).id as number;
      const other = await createChain(api, 'B');
      await createProduct(api, other, { name: 'LB5000 elsewhere' });
      const grid = (query: Record<string, unknown>) => api.get('/api/product/attributes', { query: { category_id: chain.category, ...query } });
      const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

      const first = await grid({ search: ' lb ', items_per_page: 1 });
      expect([first.status, first.body.data]).toEqual([
        200,
        {
          data: [{ id: lb3000, name: 'LB3000 EX II', mt_product_series: { id: chain.series, name: 'Series A' }, attributes: { [speed]: 5000 } }],
          total: 2,
          per_page: 1,
          current_page: 1,
          last_page: 2,
        },
      ]);
      expect(ids((await grid({ search: 'LB', items_per_page: 1, page: 2 })).body.data.data)).toEqual([lb4000]);
      // A series' name finds its models; a model's own name and its series' name count alike.
      expect(ids((await grid({ search: 'multus' })).body.data.data)).toEqual([u1, u2]);
      const both = await grid({ search: '3000' });
      expect([ids(both.body.data.data), both.body.data.total]).toEqual([[lb3000, u1, u2], 3]);
      expect((await grid({ search: '   ' })).body.data.total).toBe(5);

      const none = await grid({ search: 'nothing like it' });
      expect([none.status, none.body.data]).toEqual([200, { data: [], total: 0, per_page: 15, current_page: 1, last_page: 1 }]);
      expect((await grid({ search: 'x'.repeat(100) })).body.data.total).toBe(0);
      const tooLong = await grid({ search: 'x'.repeat(101) });
      expect([tooLong.status, tooLong.body.message, tooLong.body.errors]).toEqual([
        422,
        'Search must be at most 100 characters',
        { search: ['Search must be at most 100 characters'] },
      ]);
    });

    test('staff only: 401 without a token; an editor may save', async () => {
      const { speed, a } = await threeModels();
      const json = { values: { [a]: { [speed]: 7 } } };
      expect((await api.post('/api/product/attributes', { json, token: null })).status).toBe(401);
      const editor = await addStaff(api, 'Edna');
      const saved = await api.post('/api/product/attributes', { json, token: editor.token });
      expect([saved.status, saved.body.message]).toEqual([200, 'Values saved for 1 product']);
    });
  });
}
