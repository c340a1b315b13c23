import { cellText, cellValue, parseNumber } from './cellText';
import { parseTsv } from './gridCells';

const speed = { id: 1, name: 'Spindle speed', type: 'number' as const, options: [] };
const travel = { id: 2, name: 'Travel', type: 'range' as const, options: [] };
const control = { id: 3, name: 'Control', type: 'option' as const, options: ['Fanuc', 'Siemens'] };
const coolant = { id: 4, name: 'Coolant', type: 'boolean' as const, options: [] };

describe('parseNumber: numbers as staff type them, in the admin language', () => {
  it.each([
    ['3000', 3000, 3000],
    ['3,000', 3000, 3],
    ['3.000', 3, 3000],
    ['3,5', 3.5, 3.5],
    ['3.5', 3.5, 3.5],
    ['3,000.5', 3000.5, 3000.5],
    ['3.000,5', 3000.5, 3000.5],
    ['1.000.000', 1000000, 1000000],
    ['1,000,000', 1000000, 1000000],
    ['3 000', 3000, 3000],
    ['-12.25', -12.25, -12.25],
  ])('%s is %d in English and %d in Indonesian', (text, en, id) => {
    expect(parseNumber(text, 'en')).toBe(en);
    expect(parseNumber(text, 'id')).toBe(id);
  });

  it.each(['', 'abc', '3.', '1,2,3.4.5', '3 rpm', '--3'])('%j is no number', (text) => {
    expect(parseNumber(text, 'en')).toBeNull();
  });

  it('reads back what it shows', () => {
    for (const locale of ['en', 'id'] as const)
      for (const value of [3000, 3000.5, 0.25, 1234567, -40]) expect(parseNumber(cellText(value, locale, { yes: 'Y', no: 'N' }), locale)).toBe(value);
  });
});

describe('cellValue: a cell under its attribute', () => {
  it('reads ranges with a hyphen or a dash, yes/no in both languages, options whatever their case; empty is none', () => {
    expect(cellValue(travel, '100-500', 'en')).toEqual({ min: 100, max: 500 });
    expect(cellValue(travel, '100 – 1.500', 'id')).toEqual({ min: 100, max: 1500 });
    expect(cellValue(coolant, 'Ya', 'id')).toBe(true);
    expect(cellValue(coolant, 'no', 'en')).toBe(false);
    expect(cellValue(control, 'fanuc', 'en')).toBe('Fanuc');
    expect(cellValue(speed, '  ', 'en')).toBeNull();
    // What does not read as its type stays text, for the core's rule to refuse.
    expect(cellValue(speed, 'fast', 'en')).toBe('fast');
    expect(cellValue(travel, '100', 'en')).toBe('100');
  });
});

describe('parseTsv', () => {
  it('splits a block copied from a spreadsheet into rows and cells, without the last line break, quotes removed', () => {
    expect(parseTsv('1\t2\r\n3\t"a ""b"""\r\n')).toEqual([
      ['1', '2'],
      ['3', 'a "b"'],
    ]);
  });
});
