import { CatalogueError } from '../errors';
import { guardFormula } from '../formulaGuard';
import { csvTable, IMPORT_ROWS_MAX, sheetTable } from './sheet';

describe('csvTable', () => {
  it('reads quoted cells, a BOM, and numbers rows as a spreadsheet does (blank rows skipped)', () => {
    const table = csvTable('\uFEFFname,description\r\n"Lathe, big","Says ""hi"""\r\n\r\n,\r\nMill,\r\n');
    expect(table.headers).toEqual(['name', 'description']);
    expect(table.rows).toEqual([
      ['Lathe, big', 'Says "hi"'],
      ['Mill', ''],
    ]);
    expect(table.rowNumbers).toEqual([2, 5]);
  });

  it('guesses a semicolon or a tab delimiter', () => {
    expect(csvTable('a;b\n1,5;2').rows).toEqual([['1,5', '2']]);
    expect(csvTable('a\tb\n1\t2').rows).toEqual([['1', '2']]);
  });
});

describe('sheetTable', () => {
  it("reads a cell an export guarded against formulas as it was (the export's guardFormula undone)", () => {
    const cells = ['=SUM(A1)', '-10..50', "'=already quoted", 'plain', "'apostrophe", 42].map((cell) =>
      typeof cell === 'string' ? guardFormula(cell) : cell,
    );
    expect(sheetTable([['a', 'b', 'c', 'd', 'e', 'f'], cells]).rows).toEqual([
      ['=SUM(A1)', '-10..50', "'=already quoted", 'plain', "'apostrophe", '42'],
    ]);
  });

  it('pads short rows, keeps the header row the first filled one', () => {
    expect(sheetTable([[], ['a', 'b', null], [1]])).toEqual({ headers: ['a', 'b', ''], rows: [['1', '', '']], rowNumbers: [3] });
  });

  it('refuses a file without a header, or with more rows than the limit (422)', () => {
    expect(() => sheetTable([['', ' ']])).toThrow(new CatalogueError(422, 'The file has no header row'));
    const rows = [['name'], ...Array.from({ length: IMPORT_ROWS_MAX + 1 }, (_, i) => [`M${i}`])];
    expect(() => sheetTable(rows)).toThrow(/more than 10000 rows/);
    expect(sheetTable(rows.slice(0, -1)).rows).toHaveLength(IMPORT_ROWS_MAX);
  });
});
