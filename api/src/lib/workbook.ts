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

/** The first worksheet's rows (header first) as text; 415 for a file exceljs cannot read. */
export async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
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
