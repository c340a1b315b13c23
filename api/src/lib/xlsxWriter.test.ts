// The streamed XLSX writer (issue 24): exceljs reads its files back cell for cell, every entry's
// CRC and size check out, and the bytes go out a batch at a time, the reads following the consumer.
import ExcelJS from 'exceljs';
import type { ExportCell } from '@mfe/catalogue-core';
import { columnName, sheetNameOf, xlsxChunks } from './xlsxWriter';
import { unpackedEntries } from './zipReader';

async function bytesOf(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const all: Buffer[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return Buffer.concat(all);
}

async function* batchesOf<T>(...batches: T[][]): AsyncIterable<T[]> {
  for (const batch of batches) yield batch;
}

/** The first sheet's rows as exceljs reads them (values, 1-based columns made 0-based). */
async function sheetRows(file: Buffer): Promise<{ name: string; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => (rows[number - 1] = (row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

describe('xlsxChunks', () => {
  it('writes a workbook exceljs reads back: the header, numbers as numbers, text as it was, gaps empty', async () => {
    const header = ['id', 'name', 'speed', 'note'];
    const rows: ExportCell[][] = [
      [1, `'=HYPERLINK("http://x")`, 4500.5, 'a & b < c > d "e" \'f\''],
      [2, '  spaced  ', -0.25, 'line one\r\nline two\tand a tab'],
      [3, 'café ±2 µm 20 °C 🛠', null, 'bell\u0007 and lone \uD800 surrogate dropped'],
      [4, null, 1e21, ''],
    ];
    const file = await bytesOf(xlsxChunks('assets/manager:*?', header, batchesOf(rows.slice(0, 2), rows.slice(2))));
    // Every entry unpacks to what the directory says, with its CRC.
    expect([...unpackedEntries(file, 1e9)].map(({ entry }) => entry.name)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/worksheets/sheet1.xml',
    ]);
    const read = await sheetRows(file);
    expect(read.name).toBe('assets-manager---');
    expect(read.rows).toEqual([
      header,
      [1, `'=HYPERLINK("http://x")`, 4500.5, 'a & b < c > d "e" \'f\''],
      [2, '  spaced  ', -0.25, 'line one\r\nline two\tand a tab'],
      [3, 'café ±2 µm 20 °C 🛠', undefined, 'bell and lone  surrogate dropped'],
      [4, undefined, 1e21],
    ]);
  });

  it('sends bytes a batch at a time and reads no further ahead than the consumer takes', async () => {
    const BATCHES = 40;
    let read = 0;
    async function* batches(): AsyncIterable<ExportCell[][]> {
      for (let b = 0; b < BATCHES; b++) {
        read++;
        // Text that deflate cannot shrink much, so each batch makes its own output.
        yield Array.from({ length: 200 }, (_, i) => [b * 200 + i, Math.random().toString(36).repeat(3), Math.random()]);
      }
    }
    const chunks = xlsxChunks('product', ['id', 'text', 'number'], batches());
    let bytes = 0;
    while (bytes < 64 * 1024) bytes += (await chunks.next()).value!.length;
    // 64 KB out, most of the batches still unread.
    const readAtFirstBytes = read;
    expect(readAtFirstBytes).toBeLessThan(BATCHES / 2);
    // A consumer that stops: the reads stop too, the streams' buffers (the source's, deflate's
    // input and output) holding a few batches, never the list.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(read - readAtFirstBytes).toBeLessThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const readWhileStopped = read;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(read).toBe(readWhileStopped);
    const rest = await bytesOf(chunks);
    expect(read).toBe(BATCHES);
    expect(rest.length).toBeGreaterThan(0);
  });

  it('names the sheet as Excel allows and the columns as it letters them', () => {
    expect(sheetNameOf('manufacture-type')).toBe('manufacture-type');
    expect(sheetNameOf('a'.repeat(40))).toHaveLength(31);
    expect(sheetNameOf("'quoted'")).toBe('quoted');
    expect(sheetNameOf('History')).toBe('Sheet1');
    expect(sheetNameOf('[]')).toBe('--');
    expect(sheetNameOf('')).toBe('Sheet1');
    expect([0, 25, 26, 27, 51, 52, 701, 702, 16383].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA', 'XFD']);
  });
});
