// Product import (issue 24): a CSV's rows matched to products by id, or by series and name; a dry
// run that answers each row's action and changes and every error with its row and column; a commit
// that writes every row in one transaction or nothing; an export's layout read back unchanged.
// (XLSX: the API's own test, api/test/product-import.test.ts; the demo reads CSV only.)
import { createChain, createProduct, created, seriesParents, type Chain } from './builders';
import { formOf, GIF, upload } from './files';
import type { ContractSession } from './session';
import { addStaff } from './staff';

const csv = (text: string) => upload(new TextEncoder().encode(text), 'products.csv', 'text/csv');

export function describeProductImport(api: ContractSession): void {
  describe('product import from CSV (issue 24)', () => {
    const importCsv = (text: string, { dryRun = false, mapping }: { dryRun?: boolean; mapping?: Record<string, string> } = {}) =>
      api.post('/api/product/import', {
        query: dryRun ? { dry_run: 1 } : {},
        form: formOf({ mapping: mapping && JSON.stringify(mapping) }, { file: csv(text) }),
      });

    /** A chain whose category has a number (rpm), a range (mm), a list and a yes/no. */
    async function withAttributes(): Promise<{ chain: Chain; speed: number; travel: number; control: number; coolant: number }> {
      const chain = await createChain(api);
      const attribute = async (fields: Record<string, unknown>) =>
        (await created(api, '/api/attribute/create', { json: { mt_product_category_id: chain.category, type: 'number', ...fields } })).id as number;
      return {
        chain,
        speed: await attribute({ name: 'Spindle speed', name_id: 'Kecepatan spindel', unit: 'rpm' }),
        travel: await attribute({ name: 'Travel', type: 'range', unit: 'mm' }),
        control: await attribute({ name: 'Control', type: 'option', options: ['Fanuc', 'Siemens'] }),
        coolant: await attribute({ name: 'Coolant', type: 'boolean' }),
      };
    }

    test('dry run: default mapping, create / update / unchanged per row with changed fields, nothing written; commit writes them', async () => {
      const { chain, speed, travel, control, coolant } = await withAttributes();
      const existing = await createProduct(api, chain, { name: 'Lathe 1', attributes: { [speed]: 3000 } });
      await createProduct(api, chain, { name: 'Lathe 2', description: 'Same', attributes: { [speed]: 2500 } });
      const file = [
        `series,name,description,attr:${speed}:Spindle speed (rpm),Travel (mm),Control,Kecepatan spindel,Coolant`,
        'Series A,Lathe 1,New text,"3.500,5",100..200,fanuc,,ya',
        'series a,Lathe 2,Same,2500,,,,',
        'Series A,Lathe 3,,"4,5",10–20,Siemens,,no',
      ].join('\n');
      const dry = await importCsv(file, { dryRun: true });
      expect(dry.status).toBe(200);
      expect(dry.body.data.mapping).toEqual({
        series: 'series',
        name: 'name',
        description: 'description',
        [`attr:${speed}:Spindle speed (rpm)`]: `attr:${speed}`,
        'Travel (mm)': 'attr_name:travel',
        Control: 'attr_name:control',
        Coolant: 'attr_name:coolant',
      });
      expect(dry.body.data.headers).toHaveLength(8);
      expect(dry.body.data.totals).toEqual({ rows: 3, create: 1, update: 1, unchanged: 1, error: 0 });
      expect(dry.body.data.errors).toEqual([]);
      expect(dry.body.data.rows).toEqual([
        {
          row: 2,
          action: 'update',
          product_id: existing.id,
          series: 'Series A',
          name: 'Lathe 1',
          changes: ['description', 'Spindle speed', 'Travel', 'Control', 'Coolant'],
        },
        { row: 3, action: 'unchanged', product_id: expect.any(Number), series: 'Series A', name: 'Lathe 2', changes: [] },
        { row: 4, action: 'create', product_id: null, series: 'Series A', name: 'Lathe 3', changes: [] },
      ]);
      // Nothing written by the dry run.
      expect((await api.get(`/api/product/detail/${existing.id}`)).body.data.attributes).toEqual({ [speed]: 3000 });

      const commit = await importCsv(file);
      expect([commit.status, commit.body]).toEqual([
        200,
        { message: 'Import done: 1 created, 1 updated', data: { totals: { rows: 3, create: 1, update: 1, unchanged: 1, error: 0 } } },
      ]);
      const updated = (await api.get(`/api/product/detail/${existing.id}`)).body.data;
      expect([updated.description, updated.attributes]).toEqual([
        'New text',
        { [speed]: 3500.5, [travel]: { min: 100, max: 200 }, [control]: 'Fanuc', [coolant]: true },
      ]);
      const series = (await api.get(`/api/product/series/detail/${chain.series}`)).body.data;
      const lathe3 = series.mt_product.find((p: { name: string }) => p.name === 'Lathe 3');
      expect((await api.get(`/api/product/detail/${lathe3.id}`)).body.data).toMatchObject({
        published: true,
        description: null,
        attributes: { [speed]: 4.5, [travel]: { min: 10, max: 20 }, [control]: 'Siemens', [coolant]: false },
      });
      // The same file again changes nothing.
      expect((await importCsv(file, { dryRun: true })).body.data.totals).toEqual({ rows: 3, create: 0, update: 0, unchanged: 3, error: 0 });
    });

    test("a product moved by the file and a new one go last in their series in the file's order", async () => {
      const chain = await createChain(api, 'M');
      const other = (await created(api, '/api/product/series/create', { json: { name: 'Series N', ...seriesParents(chain) } })).id as number;
      const mover = await createProduct(api, chain, { name: 'Mover' });
      await createProduct(api, { ...chain, series: other }, { name: 'Resident' });
      const file = ['id,series,name', `${mover.id},Series N,Mover`, ',Series N,Newcomer', ',Series N,Latecomer'].join('\n');
      const commit = await importCsv(file);
      expect([commit.status, commit.body.data?.totals]).toEqual([200, { rows: 3, create: 2, update: 1, unchanged: 0, error: 0 }]);
      const products = (await api.get(`/api/product/series/detail/${other}`)).body.data.mt_product;
      expect(products.map((p: { name: string }) => p.name)).toEqual(['Resident', 'Mover', 'Newcomer', 'Latecomer']);
    });

    test('every error with its row and column; a commit with any error writes nothing (422 with them all)', async () => {
      const { chain, speed } = await withAttributes();
      const other = await createChain(api, 'B');
      const lathe = await createProduct(api, chain, { name: 'Lathe 1' });
      const file = [
        `id,series,name,Spindle speed,Control,Coolant,published`,
        `,Series A,Lathe 9,fast,Fanuc,,`,
        `,Series A,Lathe 10,1000,Heidenhain,maybe,`,
        `,Nowhere,Lathe 11,,,,`,
        `999999,,,,,,`,
        `${lathe.id},,,1200,,,perhaps`,
        `,Series A,Lathe 12,1300,,,`,
        `,Series A,lathe 12,1400,,,`,
        `,Series B,Lathe 13,1500,,,`,
      ].join('\n');
      const dry = await importCsv(file, { dryRun: true });
      expect(dry.status).toBe(200);
      expect(dry.body.data.totals).toEqual({ rows: 8, create: 1, update: 0, unchanged: 0, error: 7 });
      expect(dry.body.data.errors).toEqual([
        { row: 2, column: 'Spindle speed', message: 'Spindle speed must be a number' },
        { row: 3, column: 'Control', message: 'Control must be one of Fanuc, Siemens' },
        { row: 3, column: 'Coolant', message: 'Coolant must be true or false' },
        { row: 4, column: 'series', message: 'No product series is named Nowhere' },
        { row: 5, column: 'id', message: 'Product "999999" not found' },
        { row: 6, column: 'published', message: expect.any(String) },
        { row: 8, column: null, message: 'Row 7 already imports this product' },
        // Series B's category has no attribute of that name.
        { row: 9, column: 'Spindle speed', message: "Spindle speed is not an attribute of this product's category" },
      ]);
      expect(dry.body.data.rows.map((r: { action: string }) => r.action)).toEqual([
        'error',
        'error',
        'error',
        'error',
        'error',
        'create',
        'error',
        'error',
      ]);
      void other;

      const commit = await importCsv(file);
      expect(commit.status).toBe(422);
      expect(commit.body.message).toBe('Nothing was imported: 8 errors in the file');
      expect(commit.body.errors['row 2 · Spindle speed']).toEqual(['Spindle speed must be a number']);
      const series = (await api.get(`/api/product/series/detail/${chain.series}`)).body.data;
      expect(series.mt_product.map((p: { name: string }) => p.name)).toEqual(['Lathe 1']);
      expect((await api.get(`/api/product/detail/${lathe.id}`)).body.data.attributes).toEqual({});
      void speed;
    });

    test('an explicit mapping; an attribute of another category is an error where filled; bad mappings and files are 4xx', async () => {
      const { chain, speed } = await withAttributes();
      const other = await createChain(api, 'B');
      const torque = (
        await created(api, '/api/attribute/create', { json: { mt_product_category_id: other.category, type: 'number', name: 'Torque' } })
      ).id;
      const file = ['Model;Seri;RPM;T', `Lathe 1;${chain.series};1.234,5;`, `Mill 1;${other.series};;80`, `Lathe 2;${chain.series};;9`].join('\n');
      const mapping = { Model: 'name', Seri: 'series_id', RPM: `attr:${speed}`, T: `attr:${torque}` };
      const dry = await importCsv(file, { dryRun: true, mapping });
      expect(dry.body.data.errors).toEqual([{ row: 4, column: 'T', message: "Torque is not an attribute of this product's category" }]);
      expect(dry.body.data.totals).toMatchObject({ create: 2, error: 1 });

      const unknown = await importCsv(file, { dryRun: true, mapping: { Model: 'name', Seri: 'series_id', RPM: 'colour' } });
      expect([unknown.status, unknown.body.errors]).toEqual([422, { mapping: ['No product field or attribute is called colour'] }]);
      const noKey = await importCsv(file, { dryRun: true, mapping: { Model: 'name' } });
      expect([noKey.status, noKey.body.errors]).toEqual([
        422,
        { mapping: ['Map an id column, or a name column with a series (or series_id) column'] },
      ]);
      // A first dry run without a mapping answers the headers even when the defaults find no key: the admin maps them.
      const unmapped = await importCsv('Model;Seri\nLathe 1;Series A', { dryRun: true });
      expect([unmapped.status, unmapped.body.data.headers, unmapped.body.data.mapping, unmapped.body.data.totals]).toEqual([
        200,
        ['Model', 'Seri'],
        { Model: 'name', Seri: 'series' },
        { rows: 1, create: 1, update: 0, unchanged: 0, error: 0 },
      ]);
      const unkeyed = await importCsv('Model,Colour\nLathe 1,red', { dryRun: true });
      expect([unkeyed.status, unkeyed.body.data.headers, unkeyed.body.data.errors]).toEqual([
        200,
        ['Model', 'Colour'],
        [{ row: null, column: null, message: 'Map an id column, or a name column with a series (or series_id) column' }],
      ]);
      const notJson = await api.post('/api/product/import', { query: { dry_run: 1 }, form: formOf({ mapping: '{' }, { file: csv(file) }) });
      expect(notJson.status).toBe(422);
      const noFile = await api.post('/api/product/import', { query: { dry_run: 1 }, form: formOf({ mapping: '' }) });
      expect([noFile.status, noFile.body.message]).toEqual([422, 'Choose a CSV or XLSX file to import']);
      const binary = await api.post('/api/product/import', { form: formOf({}, { file: upload(GIF, 'x.gif', 'image/gif') }) });
      expect([binary.status, binary.body.message]).toEqual([415, 'The file must be a CSV or XLSX spreadsheet']);
      const empty = await importCsv('\n\n');
      expect([empty.status, empty.body.message]).toEqual([422, 'The file has no header row']);
      const tooMany = await importCsv(['series,name', ...Array.from({ length: 10_001 }, (_, i) => `Series A,M${i}`)].join('\n'), { dryRun: true });
      expect([tooMany.status, tooMany.body.message]).toEqual([422, 'The file has more than 10000 rows: split it into files of at most 10000 rows']);
    });

    test('staff only (401 without a token), an editor too; the commit is in the history per product, a new one with its values as one entry', async () => {
      const chain = await createChain(api);
      const speed = (await created(api, '/api/attribute/create', { json: { name: 'Speed', mt_product_category_id: chain.category, type: 'number' } }))
        .id as number;
      const file = `series,name,attr:${speed}:Speed\nSeries A,Lathe 1,1200\n`;
      expect((await api.post('/api/product/import', { token: null, form: formOf({}, { file: csv(file) }) })).status).toBe(401);
      const editor = await addStaff(api, 'Edna Editor');
      const commit = await api.post('/api/product/import', { token: editor.token, form: formOf({}, { file: csv(file) }) });
      expect(commit.status).toBe(200);
      const [product] = (await api.get(`/api/product/series/detail/${chain.series}`)).body.data.mt_product;
      const history = (await api.get('/api/activity', { query: { module_type: 'mt_product', module_id: product.id } })).body.data.data;
      expect(history.map((entry: { action: string; user_name: string | null }) => entry.action)).toEqual(['create']);
      expect(history[0].changes).toContainEqual({ field: 'attributes', before: null, after: { [speed]: 1200 } });
    });
  });
}
