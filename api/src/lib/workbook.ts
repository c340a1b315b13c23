// An XLSX import's cells (issue 24): the first worksheet read with exceljs, each cell as the text a
// spreadsheet shows of its value (a formula's result, a link's text, a date as YYYY-MM-DD), for the
// core's table (@mfe/catalogue-core readSheet). CSV needs none of this: the core reads it.
import ExcelJS from 'exceljs';
import { CatalogueError, MESSAGES } from '@mfe/catalogue-core';

/** The text of a cell's value. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('result' in value) return cellText((value.result ?? '') as ExcelJS.CellValue);
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('error' in value) return '';
  return '';
}

/**
 * How much an XLSX may unpack to. exceljs unzips the whole file in memory, so a small "zip bomb"
 * (a few MB that unpack to gigabytes) would take the process down; a 10,000-row sheet unpacks to
 * some tens of MB.
 */
export const XLSX_UNPACKED_MAX_MB = 200;

const EOCD = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;

/**
 * The bytes a ZIP's central directory says its files unpack to (Infinity for a ZIP64 size, null
 * when it has no readable directory). Read before anything is unpacked; a file whose entries lie
 * about their sizes is cut short by exceljs's own reading, not by this.
 */
export function declaredUnpackedBytes(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-directory record: 22 bytes and a comment of at most 65,535, at the file's end.
  for (let end = bytes.length - 22; end >= Math.max(0, bytes.length - 22 - 0xffff); end--) {
    if (view.getUint32(end, true) !== EOCD) continue;
    const entries = view.getUint16(end + 10, true);
    let at = view.getUint32(end + 16, true);
    let total = 0;
    for (let i = 0; i < entries; i++) {
      if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL_ENTRY) return null;
      const size = view.getUint32(at + 24, true);
      if (size === 0xffffffff) return Infinity;
      total += size;
      at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    }
    return total;
  }
  return null;
}

/** The first worksheet's rows (header first) as text; 415 for a file exceljs cannot read, 413 for one that unpacks too large. */
export async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  const unpacked = declaredUnpackedBytes(bytes);
  if (unpacked === null) throw new CatalogueError(415, MESSAGES.importFileType);
  if (unpacked > XLSX_UNPACKED_MAX_MB * 1024 * 1024) throw new CatalogueError(413, MESSAGES.importXlsxTooLarge(XLSX_UNPACKED_MAX_MB));
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch {
    throw new CatalogueError(415, MESSAGES.importFileType);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    // row.values is 1-based (index 0 unused).
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    rows[number - 1] = values.map(cellText);
  });
  return Array.from(rows, (row) => row ?? []);
}
