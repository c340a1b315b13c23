// The table of an import's upload (issue 24): CSV read here, XLSX by the adapter's reader (the API's
// exceljs; the demo has none: 415 saying to save the sheet as CSV, docs/spec-departures.md).
import { CatalogueError } from '../errors';
import { MESSAGES } from '../messages';
import type { PendingUpload } from '../store';
import { csvTable, sheetTable, type SheetTable } from './sheet';

/** The cells of an XLSX file's first sheet, row by row (the header first), as text; null where an adapter reads none. */
export type XlsxReader = ((bytes: Uint8Array) => Promise<unknown[][]>) | null;

export async function readSheet(upload: PendingUpload | undefined, readXlsx: XlsxReader): Promise<SheetTable> {
  if (!upload) throw new CatalogueError(422, MESSAGES.importFileRequired, { file: [MESSAGES.importFileRequired] });
  const bytes = await upload.bytes();
  if (upload.mime === 'text/csv') return csvTable(new TextDecoder('utf-8').decode(bytes));
  if (upload.mime !== 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') throw new CatalogueError(415, MESSAGES.importFileType);
  if (!readXlsx) throw new CatalogueError(415, MESSAGES.importXlsxUnavailable);
  return sheetTable(await readXlsx(bytes));
}
