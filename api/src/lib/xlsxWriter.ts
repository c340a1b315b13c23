// An XLSX of one sheet written as its rows come (issue 24's exports): the least SpreadsheetML
// Excel, LibreOffice, Google Sheets and exceljs open (no styles, no shared strings), zipped as it
// goes (./zipWriter.ts), so the first bytes leave with the first batch and memory holds one batch.
// Cells are written as given: a number as a number (<v>), text as an inline string. The core has
// already guarded text that a spreadsheet would run as a formula (guardFormula), the one rule for
// CSV and XLSX; inline text is never run as a formula anyway, so nothing is added or removed here.
import type { ExportCell } from '@mfe/catalogue-core';
import { zipChunks } from './zipWriter';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
</Types>`;

const PACKAGE_RELS = `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">\
<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>\
</Relationships>`;

const WORKBOOK_RELS = `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">\
<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>\
</Relationships>`;

const workbookXml = (sheetName: string) =>
  `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets>\
<sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/**
 * Characters XML 1.0 cannot hold at all (C0 controls but tab, LF and CR; U+FFFE, U+FFFF; a
 * surrogate without its pair): dropped, as no reader would open the file with them.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };

/** Text as XML character data: escaped, a carriage return kept as a reference (a parser turns a literal one into a line feed). */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"\r]/g, (c) => ESCAPES[c]!);
}

/** A name Excel takes for a sheet: at most 31 characters, none of []:*?/\, not starting or ending with an apostrophe, not empty. */
export function sheetNameOf(name: string): string {
  const clean = name
    .replace(NOT_XML, '')
    .replace(/[[\]:*?/\\]/g, '-')
    .replace(/^'+|'+$/g, '')
    .slice(0, 31)
    .replace(/'+$/, '');
  // "History" is reserved by Excel (its change tracking).
  return !clean || clean.toLowerCase() === 'history' ? 'Sheet1' : clean;
}

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** One cell's XML; '' for an empty one. A number that is not finite has no XML number: written as its text. */
function cellXml(ref: string, value: ExportCell): string {
  if (value === null || value === '') return '';
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"><v>${value}</v></c>`;
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(String(value))}</t></is></c>`;
}

/** The sheet's XML, a string per batch of rows (the header first). */
async function* sheetXml(header: readonly ExportCell[], batches: AsyncIterable<ReadonlyArray<readonly ExportCell[]>>): AsyncIterable<string> {
  const columns: string[] = [];
  const column = (i: number) => (columns[i] ??= columnName(i));
  let number = 0;
  const rowsXml = (rows: ReadonlyArray<readonly ExportCell[]>) => {
    let xml = '';
    for (const row of rows) {
      number++;
      xml += `<row r="${number}">`;
      for (let i = 0; i < row.length; i++) xml += cellXml(`${column(i)}${number}`, row[i] ?? null);
      xml += '</row>';
    }
    return xml;
  };
  yield `${XML}<worksheet xmlns="${MAIN}"><sheetData>${rowsXml([header])}`;
  for await (const batch of batches) yield rowsXml(batch);
  yield '</sheetData></worksheet>';
}

/**
 * An XLSX of one sheet, its header and rows pulled a batch at a time as the consumer reads the
 * bytes. Excel's row limit (1,048,576) is not enforced: past it Excel opens the file cut short.
 */
export function xlsxChunks(
  sheetName: string,
  header: readonly ExportCell[],
  batches: AsyncIterable<ReadonlyArray<readonly ExportCell[]>>,
  modified = new Date(),
): AsyncGenerator<Buffer> {
  return zipChunks(
    [
      { name: '[Content_Types].xml', content: [CONTENT_TYPES] },
      { name: '_rels/.rels', content: [PACKAGE_RELS] },
      { name: 'xl/workbook.xml', content: [workbookXml(sheetNameOf(sheetName))] },
      { name: 'xl/_rels/workbook.xml.rels', content: [WORKBOOK_RELS] },
      { name: 'xl/worksheets/sheet1.xml', content: sheetXml(header, batches) },
    ],
    modified,
  );
}
