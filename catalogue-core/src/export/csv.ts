// CSV as the exports write it (issue 24), with papaparse, in pieces so that the API streams a
// list of any length and the demo writes the same bytes. PURE.
import Papa from 'papaparse';
import type { ExportCell } from './cells';

/**
 * Before the header: UTF-8's byte order mark, without which Excel reads a CSV file in the
 * machine's legacy code page and mangles every non-ASCII letter (an Indonesian 'é', '°C', 'µm').
 * LibreOffice, Google Sheets and papaparse's parse read past it.
 */
export const CSV_BOM = '\uFEFF';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** Rows as CSV lines, each ended by CRLF (RFC 4180); '' for none. A field is quoted when it holds a comma, a quote or a line break. */
export function csvLines(rows: ReadonlyArray<readonly ExportCell[]>): string {
  if (!rows.length) return '';
  return `${Papa.unparse(rows as ExportCell[][], { newline: '\r\n', header: false })}\r\n`;
}
