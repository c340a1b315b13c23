// Product import through HTTP (issue 24): a real CSV and a real XLSX (written with exceljs) as
// multipart uploads, each a dry run then a commit; one bad row commits nothing; the staged upload is
// never kept. The calls' answers in full are the contract's (catalogue-core/contract/productImport.ts).
import ExcelJS from 'exceljs';
import { declaredUnpackedBytes, XLSX_UNPACKED_MAX_MB } from '../src/lib/workbook';
import { unpackedEntries } from '../src/lib/zipReader';
import { zipChunks } from '../src/lib/zipWriter';
import { form, makeChain, storageFiles, useApp, type Chain } from './helpers';

const h = useApp({}, { resetEachTest: true });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function attribute(chain: Chain, fields: Record<string, unknown>): Promise<number> {
  const r = await h.req('POST', '/api/attribute/create', { json: { mt_product_category_id: chain.category, type: 'number', ...fields } });
  expect(r.status).toBe(201);
  return r.body.data.id;
}

const importFile = (
  file: Buffer,
  name: string,
  type: string,
  { dryRun = false, mapping, headers }: { dryRun?: boolean; mapping?: object; headers?: Record<string, string> } = {},
) =>
  h.req('POST', `/api/product/import${dryRun ? '?dry_run=1' : ''}`, {
    form: form({ mapping: mapping && JSON.stringify(mapping) }, { file: [file, name, type] }),
    headers,
  });

/** Following the work's progress: NDJSON lines. */
const FOLLOWED = { accept: 'application/x-ndjson' };
const linesOf = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function seriesProducts(chain: Chain) {
  return (await h.get(`/api/product/series/detail/${chain.series}`)).body.data.mt_product as Array<{ name: string; attributes: object }>;
}

describe('product import', () => {
  it('a CSV: dry run, then the commit; the upload is not kept', async () => {
    const chain = await makeChain(h);
    const speed = await attribute(chain, { name: 'Spindle speed', unit: 'rpm' });
    const before = storageFiles(h.storageDir);
    const csv = Buffer.from(`series,name,Spindle speed\r\nSeries A,Lathe 1,"3,5"\r\nSeries A,Lathe 2,4000\r\n`);
    const dry = await importFile(csv, 'products.csv', 'text/csv', { dryRun: true });
    expect([dry.status, dry.body.data.totals]).toEqual([200, { rows: 2, create: 2, update: 0, unchanged: 0, error: 0 }]);
    expect(await seriesProducts(chain)).toEqual([]);
    const commit = await importFile(csv, 'products.csv', 'text/csv');
    expect([commit.status, commit.body.message]).toEqual([200, 'Import done: 2 created, 0 updated']);
    expect((await seriesProducts(chain)).map((p) => [p.name, p.attributes])).toEqual([
      ['Lathe 1', { [speed]: 3.5 }],
      ['Lathe 2', { [speed]: 4000 }],
    ]);
    expect(storageFiles(h.storageDir)).toEqual(before);
  });

  it('an XLSX written by exceljs: numbers, yes/no and text cells, dry run then commit', async () => {
    const chain = await makeChain(h);
    const speed = await attribute(chain, { name: 'Spindle speed', unit: 'rpm' });
    const travel = await attribute(chain, { name: 'Travel', type: 'range', unit: 'mm' });
    const coolant = await attribute(chain, { name: 'Coolant', type: 'boolean' });
    const xlsx = await xlsxOf([
      ['series_id', 'name', `attr:${speed}:Spindle speed`, 'Travel', 'Coolant', 'published'],
      [chain.series, 'Lathe 1', 3000, '100..200', true, 'yes'],
      [chain.series, 'Lathe 2', 2500.5, '10-20', 'tidak', false],
    ]);
    const dry = await importFile(xlsx, 'products.xlsx', XLSX, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.data.errors).toEqual([]);
    expect(dry.body.data.totals).toEqual({ rows: 2, create: 2, update: 0, unchanged: 0, error: 0 });
    expect((await importFile(xlsx, 'products.xlsx', XLSX)).status).toBe(200);
    expect((await seriesProducts(chain)).map((p) => [p.name, p.attributes])).toEqual([
      ['Lathe 1', { [speed]: 3000, [travel]: { min: 100, max: 200 }, [coolant]: true }],
      ['Lathe 2', { [speed]: 2500.5, [travel]: { min: 10, max: 20 }, [coolant]: false }],
    ]);
    // The same workbook again: nothing to change.
    expect((await importFile(xlsx, 'products.xlsx', XLSX, { dryRun: true })).body.data.totals).toMatchObject({ unchanged: 2 });
  });

  it('all or nothing: one bad row among good ones commits nothing (422 naming its row and column)', async () => {
    const chain = await makeChain(h);
    await attribute(chain, { name: 'Spindle speed', unit: 'rpm' });
    const xlsx = await xlsxOf([
      ['series', 'name', 'Spindle speed'],
      ['Series A', 'Lathe 1', 3000],
      ['Series A', 'Lathe 2', 'fast'],
      ['Series A', 'Lathe 3', 2000],
    ]);
    const commit = await importFile(xlsx, 'products.xlsx', XLSX);
    expect(commit.status).toBe(422);
    expect(commit.body).toEqual({
      message: 'Nothing was imported: 1 error in the file',
      errors: { 'row 3 · Spindle speed': ['Spindle speed must be a number'] },
    });
    expect(await seriesProducts(chain)).toEqual([]);
  });

  it('an XLSX that would unpack to more than 200 MB (a zip bomb): 413 before anything is unpacked', async () => {
    const chain = await makeChain(h);
    await attribute(chain, { name: 'Spindle speed', unit: 'rpm' });
    const xlsx = await xlsxOf([
      ['series', 'name', 'Spindle speed'],
      ['Series A', 'Lathe 1', 3000],
    ]);
    expect(declaredUnpackedBytes(xlsx)).toBeLessThan(XLSX_UNPACKED_MAX_MB * 1024 * 1024);
    // The central directory's first entry made to declare 300 MB, as a bomb's does.
    const directory = xlsx.readUInt32LE(xlsx.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) + 16);
    expect(xlsx.readUInt32LE(directory)).toBe(0x02014b50);
    const bomb = Buffer.from(xlsx);
    bomb.writeUInt32LE(300 * 1024 * 1024, directory + 24);
    expect(declaredUnpackedBytes(bomb)).toBeGreaterThan(300 * 1024 * 1024);
    const r = await importFile(bomb, 'products.xlsx', XLSX, { dryRun: true });
    expect([r.status, r.body.message]).toEqual([413, 'This XLSX file unpacks to more than 200 MB: save the sheet as CSV, or import it in parts']);
    expect(await seriesProducts(chain)).toEqual([]);
  });

  it('an XLSX whose sheet unpacks to more than its directory declares: 413 before exceljs unpacks it, a wrong CRC 415', async () => {
    const chain = await makeChain(h);
    await attribute(chain, { name: 'Spindle speed', unit: 'rpm' });
    const xlsx = await xlsxOf([
      ['series', 'name', 'Spindle speed'],
      ['Series A', 'Lathe 1', 3000],
    ]);
    // The same workbook, its sheet's XML padded with 201 MB of spaces (still valid XML) before its end.
    const SHEET = 'xl/worksheets/sheet1.xml';
    let sheetSize = 0;
    function* padded(xml: string): Iterable<string | Buffer> {
      const end = xml.lastIndexOf('</worksheet>');
      yield xml.slice(0, end);
      const spaces = Buffer.alloc(1024 * 1024, 0x20);
      for (let i = 0; i <= XLSX_UNPACKED_MAX_MB; i++) yield spaces;
      yield xml.slice(end);
    }
    const entries = [...unpackedEntries(xlsx, 10 * 1024 * 1024)].map(({ entry, data }) => {
      if (entry.name === SHEET) sheetSize = data.length;
      return { name: entry.name, content: entry.name === SHEET ? padded(data.toString('utf8')) : [data] };
    });
    const chunks: Buffer[] = [];
    for await (const chunk of zipChunks(entries)) chunks.push(chunk);
    const padded201 = Buffer.concat(chunks);
    expect(padded201.length).toBeLessThan(2 * 1024 * 1024);
    // Its central directory made to declare the sheet's size before the padding.
    const directoryRecord = (file: Buffer, name: string) => {
      const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
      for (
        let at = file.readUInt32LE(end + 16);
        at < end;
        at += 46 + file.readUInt16LE(at + 28) + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32)
      ) {
        if (file.subarray(at + 46, at + 46 + file.readUInt16LE(at + 28)).toString() === name) return at;
      }
      throw new Error(`no ${name} in the directory`);
    };
    const lying = Buffer.from(padded201);
    lying.writeUInt32LE(sheetSize, directoryRecord(lying, SHEET) + 24);
    expect(declaredUnpackedBytes(lying)).toBeLessThan(100 * 1024);
    const r = await importFile(lying, 'products.xlsx', XLSX, { dryRun: true });
    expect([r.status, r.body.message]).toEqual([413, 'This XLSX file unpacks to more than 200 MB: save the sheet as CSV, or import it in parts']);

    // A CRC that does not match its entry: not a file we read (415).
    const damaged = Buffer.from(xlsx);
    const record = directoryRecord(damaged, SHEET);
    damaged.writeUInt32LE(damaged.readUInt32LE(record + 16) ^ 1, record + 16);
    const crc = await importFile(damaged, 'products.xlsx', XLSX, { dryRun: true });
    expect([crc.status, crc.body.message]).toEqual([415, 'The file must be a CSV or XLSX spreadsheet']);
    expect(await seriesProducts(chain)).toEqual([]);
  });

  it('a file that is no spreadsheet: 415, whatever its name says', async () => {
    const broken = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64, 1)]);
    const r = await importFile(broken, 'products.xlsx', XLSX, { dryRun: true });
    expect([r.status, r.body.message]).toEqual([415, 'The file must be a CSV or XLSX spreadsheet']);
  });

  describe('progress followed (Accept: application/x-ndjson)', () => {
    const ROWS = 3000;
    const csvOfModels = (rows: number, speed: (i: number) => string) =>
      Buffer.from(['series,name,Spindle speed', ...Array.from({ length: rows }, (_, i) => `Series A,Model ${i + 1},${speed(i)}`)].join('\r\n'));

    it(`a commit of ${ROWS} rows: 200 NDJSON, its rows written told in increasing lines, then the plain answer; the rows are in the database`, async () => {
      const chain = await makeChain(h);
      const speed = await attribute(chain, { name: 'Spindle speed', unit: 'rpm' });
      // Read as it comes: each line's chunk noted, so the lines are seen to come while the work goes on.
      const commit = await fetch(`${h.url}/api/product/import`, {
        method: 'POST',
        headers: { ...FOLLOWED, authorization: `Bearer ${h.token}` },
        body: form({}, { file: [csvOfModels(ROWS, (i) => String(1000 + i)), 'models.csv', 'text/csv'] }),
      });
      expect([commit.status, commit.headers.get('content-type')]).toEqual([200, 'application/x-ndjson; charset=utf-8']);
      let text = '';
      const chunkOfLine: number[] = [];
      const decoder = new TextDecoder();
      let chunks = 0;
      const reader = commit.body!.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        text += decoder.decode(read.value, { stream: true });
        chunks++;
        while (chunkOfLine.length < text.split('\n').length - 1) chunkOfLine.push(chunks);
      }
      const lines = linesOf(text);
      // The first progress came in a chunk before the answer's.
      expect(chunkOfLine[0]).toBeLessThan(chunkOfLine.at(-1)!);
      const progress = lines.slice(0, -1).map((line) => line.progress);
      expect(progress.length).toBeGreaterThan(2);
      expect(progress.every((p) => p.phase === 'saving' && p.total === ROWS)).toBe(true);
      expect(progress.map((p) => p.done)).toEqual([...progress.map((p) => p.done)].sort((a, b) => a - b));
      expect([progress[0].done, progress.at(-1).done]).toEqual([0, ROWS]);
      expect(lines.at(-1)).toEqual({
        message: `Import done: ${ROWS} created, 0 updated`,
        data: { totals: { rows: ROWS, create: ROWS, update: 0, unchanged: 0, error: 0 } },
      });
      const products = await seriesProducts(chain);
      expect(products).toHaveLength(ROWS);
      expect(products.at(-1)).toMatchObject({ name: `Model ${ROWS}`, attributes: { [speed]: 1000 + ROWS - 1 } });
    }, 60_000);

    it('a dry run tells its rows checked, then answers as the plain dry run', async () => {
      const chain = await makeChain(h);
      await attribute(chain, { name: 'Spindle speed', unit: 'rpm' });
      const dry = await importFile(
        csvOfModels(ROWS, (i) => String(i)),
        'models.csv',
        'text/csv',
        { dryRun: true, headers: FOLLOWED },
      );
      expect(dry.status).toBe(200);
      const lines = linesOf(dry.text);
      expect(lines.slice(0, -1).map((line) => line.progress.phase)).toEqual(expect.arrayContaining(['checking']));
      expect(lines.at(-2).progress).toEqual({ phase: 'checking', done: ROWS, total: ROWS });
      expect(lines.at(-1).data.totals).toEqual({ rows: ROWS, create: ROWS, update: 0, unchanged: 0, error: 0 });
      expect(await seriesProducts(chain)).toEqual([]);
    }, 60_000);

    it('a commit with row errors: the plain 422 with every error before any byte, nothing written', async () => {
      const chain = await makeChain(h);
      await attribute(chain, { name: 'Spindle speed', unit: 'rpm' });
      const file = csvOfModels(ROWS, (i) => (i === 1500 || i === 2999 ? 'fast' : String(i)));
      const commit = await importFile(file, 'models.csv', 'text/csv', { headers: FOLLOWED });
      expect([commit.status, commit.headers.get('content-type')]).toEqual([422, 'application/json; charset=utf-8']);
      expect(commit.body).toEqual({
        message: 'Nothing was imported: 2 errors in the file',
        errors: { 'row 1502 · Spindle speed': ['Spindle speed must be a number'], 'row 3001 · Spindle speed': ['Spindle speed must be a number'] },
      });
      expect(await seriesProducts(chain)).toEqual([]);
    }, 60_000);

    it('a refusal before the rows (a file that is no spreadsheet) stays its plain 4xx', async () => {
      const r = await importFile(Buffer.from([0, 1, 2, 3]), 'products.csv', 'text/csv', { headers: FOLLOWED });
      expect([r.status, r.body.message]).toEqual([415, 'The file must be a CSV or XLSX spreadsheet']);
    });
  });
});
