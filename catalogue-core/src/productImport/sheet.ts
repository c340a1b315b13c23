// A product import's table (issue 24): the header row and the rows of text cells, as the adapter
// reads them from the upload. CSV is read here (papaparse, so the demo reads it as the API does);
// XLSX by the API alone (exceljs: api/src/lib/workbook.ts), into the same shape.
import Papa from 'papaparse';
import { CatalogueError } from '../errors';
import { unguardFormula } from '../formulaGuard';
import { MESSAGES } from '../messages';

/** At most this many rows (after the header) per file: one transaction of a commit holds them all. */
export const IMPORT_ROWS_MAX = 10_000;

export interface SheetTable {
  /** The header row's cells, trimmed. */
  headers: string[];
  /** Every row below it with at least one filled cell, each as long as the headers. */
  rows: string[][];
  /** Each row's number as a spreadsheet shows it (the header is row 1). */
  rowNumbers: number[];
}

/**
 * A table from the cells of a sheet's rows (first: the header); blank rows are skipped; 422 when
 * there is no header or too many rows. A cell an export guarded against formulas (a leading `'`,
 * guardFormula) is read as it was before, so an export imported back changes nothing.
 */
export function sheetTable(cells: ReadonlyArray<ReadonlyArray<unknown>>): SheetTable {
  const text = (cell: unknown) => (cell === null || cell === undefined ? '' : String(cell));
  const headerAt = cells.findIndex((row) => row.some((cell) => text(cell).trim() !== ''));
  if (headerAt < 0) throw new CatalogueError(422, MESSAGES.importNoHeader);
  const headers = cells[headerAt]!.map((cell) => text(cell).trim());
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  for (let i = headerAt + 1; i < cells.length; i++) {
    const row = headers.map((_, column) => unguardFormula(text(cells[i]![column])));
    if (!row.some((cell) => cell.trim() !== '')) continue;
    if (rows.length === IMPORT_ROWS_MAX) throw new CatalogueError(422, MESSAGES.importTooManyRows(IMPORT_ROWS_MAX));
    rows.push(row);
    rowNumbers.push(i + 1);
  }
  return { headers, rows, rowNumbers };
}

/** A CSV file's table: its delimiter (comma, semicolon, tab) guessed as spreadsheets write them, a byte-order mark dropped. */
export function csvTable(text: string): SheetTable {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false, delimitersToGuess: [',', ';', '\t', '|'] });
  return sheetTable(parsed.data);
}
