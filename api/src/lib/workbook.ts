// An XLSX import's cells (issue 24): the first worksheet read with exceljs, each cell as the text a
// spreadsheet shows of its value (a formula's result, a link's text, a date as YYYY-MM-DD), for the
// core's table (@mfe/catalogue-core readSheet). CSV needs none of this: the core reads it.
import ExcelJS from 'exceljs';
import { CatalogueError, MESSAGES } from '@mfe/catalogue-core';
import { unpackedEntries, zipDirectory, ZipRefused } from './zipReader';

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

/** The bytes a ZIP's central directory says its files unpack to (Infinity for a ZIP64 size, null when it has no readable directory). */
export function declaredUnpackedBytes(bytes: Uint8Array): number | null {
  return zipDirectory(bytes)?.reduce((total, entry) => total + entry.size, 0) ?? null;
}

/**
 * 413 for a file that unpacks to more than XLSX_UNPACKED_MAX_MB, 415 for one that is no readable
 * ZIP: first by what its directory declares (nothing unpacked), then by unpacking each entry within
 * what is left of the budget, so that an entry lying about its size is cut off at the budget
 * before exceljs unpacks it whole (the unpacked bytes are dropped as they are checked).
 */
function checkUnpacked(bytes: Uint8Array): void {
  const max = XLSX_UNPACKED_MAX_MB * 1024 * 1024;
  const declared = declaredUnpackedBytes(bytes);
  if (declared === null) throw new CatalogueError(415, MESSAGES.importFileType);
  const tooLarge = new CatalogueError(413, MESSAGES.importXlsxTooLarge(XLSX_UNPACKED_MAX_MB));
  if (declared > max) throw tooLarge;
  try {
    for (const _entry of unpackedEntries(bytes, max));
  } catch (error) {
    if (!(error instanceof ZipRefused)) throw error;
    throw error.reason === 'too-large' ? tooLarge : new CatalogueError(415, MESSAGES.importFileType);
  }
}

/** The first worksheet's rows (header first) as text; 415 for a file exceljs cannot read, 413 for one that unpacks too large. */
export async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  checkUnpacked(bytes);
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
